/**
 * Random interleavings of credits, spends, repeats of earlier refs and refund reversals, some
 * fired at once, against three members; after each run the books must balance exactly.
 */
import { asc, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { AppError } from '../../lib/app-error.js';
import { type Movement, movePoints, type PointResult } from './ledger.js';
import { pointBalances, pointLedger } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const MEMBERS = 3;

type Op =
  | { t: 'credit'; who: number; amount: number }
  | { t: 'spend'; who: number; amount: number }
  /** Sends an earlier operation's movement again, ref and all (a retried request, a replay). */
  | { t: 'repeat'; of: number }
  /** Reverses an earlier credit: a negative movement of kind 'refund' with its own ref. */
  | { t: 'refund'; of: number };

const who = fc.integer({ min: 0, max: MEMBERS - 1 });
const amount = fc.integer({ min: 1, max: 20 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('credit' as const), who, amount }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('spend' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('repeat' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('refund' as const), of: fc.nat() }) },
);
/** Batches run one after another; the operations inside a batch run at once (Promise.all). */
const script = fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

interface Outcome {
  movement: Movement;
  /** Its place in the run and its batch. */
  index: number;
  batch: number;
  /** Index of the operation this one repeats, if it is a repeat. */
  repeats: number | null;
  result: PointResult | null;
  refused: string | null;
}

let run = 0;

async function play(batches: Op[][], members: number[]): Promise<Outcome[]> {
  run += 1;
  const flat: Movement[] = [];
  const outcomes: Outcome[] = [];
  for (const [b, batch] of batches.entries()) {
    const planned: { movement: Movement; repeats: number | null; index: number; batch: number }[] = [];
    for (const o of batch) {
      const n = flat.length;
      let movement: Movement | null = null;
      let repeats: number | null = null;
      if (o.t === 'credit' || o.t === 'spend') {
        const delta = o.t === 'credit' ? o.amount : -o.amount;
        const kind = o.t === 'credit' ? 'topup' : 'spend';
        movement = { userNo: members[o.who]!, delta, kind, reason: kind, ref: `prop:${run}:${n}` };
      } else if (o.t === 'repeat' && n > 0) {
        repeats = o.of % n;
        movement = flat[repeats]!;
      } else if (o.t === 'refund') {
        const credits = flat.filter((m) => m.delta > 0 && m.kind === 'topup');
        const credit = credits.length > 0 ? credits[o.of % credits.length]! : null;
        if (credit) {
          movement = {
            ...credit,
            delta: -credit.delta,
            kind: 'refund',
            reason: 'refund',
            ref: `refund:${credit.ref}`,
          };
        }
      }
      if (!movement) continue;
      flat.push(movement);
      planned.push({ movement, repeats, index: n, batch: b });
    }
    const settled = await Promise.allSettled(planned.map((p) => movePoints(ctx.database.db, p.movement)));
    settled.forEach((s, i) => {
      if (s.status === 'rejected' && !(s.reason instanceof AppError)) throw s.reason;
      outcomes.push({
        ...planned[i]!,
        result: s.status === 'fulfilled' ? s.value : null,
        refused: s.status === 'rejected' ? (s.reason as AppError).code : null,
      });
    });
  }
  return outcomes;
}

async function checkBooks(members: number[], outcomes: Outcome[]) {
  const db = ctx.database.db;
  const rows = await db
    .select()
    .from(pointLedger)
    .where(inArray(pointLedger.userNo, members))
    .orderBy(asc(pointLedger.entryNo));
  const balances = await db.select().from(pointBalances).where(inArray(pointBalances.userNo, members));

  // Only shortages are refused; nothing else goes wrong.
  for (const o of outcomes) if (o.refused) expect(o.refused).toBe('E003');

  // Each ref moved at most once, and the ledger holds exactly the movements answered as applied.
  const applied = outcomes.filter((o) => o.result?.applied);
  expect(new Set(applied.map((o) => o.movement.ref)).size).toBe(applied.length);
  expect(rows.map((r) => r.entryNo).sort()).toEqual(applied.map((o) => o.result!.entryNo).sort());

  // A repeat of a movement that had already gone through (in an earlier batch) changed nothing.
  for (const o of outcomes) {
    if (o.repeats === null) continue;
    const original = outcomes.find((x) => x.index === o.repeats)!;
    if (original.batch < o.batch && original.result?.applied) {
      expect(o.result).toEqual({ ...original.result, applied: false, balance: original.result.balance });
    }
  }

  for (const userNo of members) {
    const mine = rows.filter((r) => r.userNo === userNo);
    let running = 0;
    for (const r of mine) {
      running += r.delta;
      expect(r.balanceAfter, `entry ${r.entryNo}`).toBe(running);
      expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    const balance = balances.find((b) => b.userNo === userNo)?.balance ?? 0;
    expect(balance).toBe(running);
    const answered = applied
      .filter((o) => o.movement.userNo === userNo)
      .reduce((s, o) => s + o.movement.delta, 0);
    expect(answered).toBe(balance);
  }
}

describe('the ledger under random interleavings', () => {
  it('keeps every balance equal to its ledger sum, never negative, repeats changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(script, async (batches) => {
        const members: number[] = [];
        for (let i = 0; i < MEMBERS; i++) members.push((await buildPerson(ctx)).userNo);
        const outcomes = await play(batches, members);
        await checkBooks(members, outcomes);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
