import { ERRORS } from '@sidequest/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { AppError } from '../../lib/app-error.js';
import { notifications } from '../notification/schema.js';
import { profiles } from '../profile/schema.js';
import { grantExp, type Movement, moveExp, movePoints, pointBalance } from './ledger.js';
import { expLedger, pointLedger } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
let refs = 0;
const nextRef = () => `ledger-test:${process.pid}:${++refs}`;

function points(m: Member, delta: number, o: Partial<Movement> = {}) {
  return movePoints(db(), {
    userNo: m.user.no,
    delta,
    kind: delta > 0 ? 'reward' : 'spend',
    reason: 'test',
    ref: nextRef(),
    ...o,
  });
}

async function ledgerSum(userNo: number): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.userNo, userNo));
  return row!.n;
}

async function failure(run: Promise<unknown>): Promise<AppError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('movePoints', () => {
  it('credits into a new balance row and writes the running balance on each row', async () => {
    const me = await buildMember(ctx);
    const first = await points(me, 10);
    const second = await points(me, 5);
    expect(first).toMatchObject({ applied: true, balance: 10 });
    expect(second).toMatchObject({ applied: true, balance: 15 });
    expect(second.entryNo).toBeGreaterThan(first.entryNo);
    expect(await pointBalance(db(), me.user.no)).toBe(15);
    const rows = await db().select().from(pointLedger).where(eq(pointLedger.userNo, me.user.no));
    expect(rows.map((r) => r.balanceAfter).sort()).toEqual([10, 15]);
  });

  it('spends down to zero and refuses the spend past it with the seed E003 message', async () => {
    const me = await buildMember(ctx);
    await points(me, 7);
    expect(await points(me, -7)).toMatchObject({ applied: true, balance: 0 });
    const err = await failure(points(me, -1));
    expect(err.code).toBe('E003');
    expect(err.message).toBe(ERRORS.E003.message);
    expect(await pointBalance(db(), me.user.no)).toBe(0);
    expect(await ledgerSum(me.user.no)).toBe(0);
  });

  it('refuses a spend by someone who never held a point', async () => {
    const me = await buildMember(ctx);
    expect((await failure(points(me, -1))).code).toBe('E003');
    expect(await db().select().from(pointLedger).where(eq(pointLedger.userNo, me.user.no))).toEqual([]);
  });

  it('answers a repeated ref with the original movement and changes nothing', async () => {
    const me = await buildMember(ctx);
    const credit = await points(me, 20, { ref: `repeat-credit-${me.user.no}` });
    const again = await points(me, 20, { ref: `repeat-credit-${me.user.no}` });
    expect(again).toEqual({ applied: false, entryNo: credit.entryNo, balance: 20 });

    const spend = await points(me, -20, { ref: `repeat-spend-${me.user.no}` });
    // The balance is 0 now: a repeat of the spend is a repeat, not a shortage.
    const spendAgain = await points(me, -20, { ref: `repeat-spend-${me.user.no}` });
    expect(spendAgain).toEqual({ applied: false, entryNo: spend.entryNo, balance: 0 });
    expect(await pointBalance(db(), me.user.no)).toBe(0);
    expect(await db().select().from(pointLedger).where(eq(pointLedger.userNo, me.user.no))).toHaveLength(2);
  });

  it('refuses zero, fractional, huge and non-numbers, and a missing or NUL ref', async () => {
    const me = await buildMember(ctx);
    await points(me, 3);
    for (const delta of [0, 0.5, -1.5, 1e9, -1e9, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Infinity]) {
      expect((await failure(points(me, delta))).code, String(delta)).toBe('VALIDATION');
    }
    for (const ref of ['', 'a\u0000b', 'x'.repeat(201)]) {
      expect((await failure(points(me, 1, { ref }))).code).toBe('VALIDATION');
    }
    expect(await pointBalance(db(), me.user.no)).toBe(3);
    expect(await ledgerSum(me.user.no)).toBe(3);
  });

  it('spends of 1 fired 100 at once against a balance of 50: exactly 50 go through', async () => {
    const me = await buildMember(ctx);
    await points(me, 50, { kind: 'topup' });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => points(me, -1)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(refused.every((r) => (r.reason as AppError).code === 'E003')).toBe(true);
    expect(await pointBalance(db(), me.user.no)).toBe(0);
    expect(await ledgerSum(me.user.no)).toBe(0);
    // Each spend left a different balance: 49 down to 0, none twice.
    const after = await db()
      .select({ b: pointLedger.balanceAfter })
      .from(pointLedger)
      .where(and(eq(pointLedger.userNo, me.user.no), eq(pointLedger.kind, 'spend')));
    expect(after.map((r) => r.b).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('moveExp and level-ups', () => {
  it('keeps profiles.exp equal to the exp ledger and reports a crossed threshold', async () => {
    const me = await buildMember(ctx);
    const n = me.user.no;
    const small = await moveExp(db(), {
      userNo: n,
      delta: 50,
      kind: 'reward',
      reason: 'D33',
      ref: nextRef(),
    });
    expect(small).toMatchObject({ applied: true, balance: 50, levelUp: null });
    const big = await moveExp(db(), { userNo: n, delta: 300, kind: 'reward', reason: 'D28', ref: nextRef() });
    expect(big).toMatchObject({ balance: 350, levelUp: { from: 1, to: 3, name: '주니어 메이커' } });
    const [profile] = await db().select({ exp: profiles.exp }).from(profiles).where(eq(profiles.userNo, n));
    expect(profile!.exp).toBe(350);
    const err = await failure(
      moveExp(db(), { userNo: n, delta: -351, kind: 'spend', reason: 'M02', ref: nextRef() }),
    );
    expect(err.code).toBe('E003');
    const rows = await db().select().from(expLedger).where(eq(expLedger.userNo, n));
    expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(350);
  });

  it('tells the member "레벨 N(이름)이 되었어요" once, when grantExp crosses a level', async () => {
    const me = await buildMember(ctx);
    const n = me.user.no;
    const ref = nextRef();
    await grantExp(db(), ctx.events, { userNo: n, delta: 120, kind: 'reward', reason: 'D34', ref });
    await grantExp(db(), ctx.events, { userNo: n, delta: 120, kind: 'reward', reason: 'D34', ref }); // repeat
    await grantExp(db(), ctx.events, { userNo: n, delta: 50, kind: 'reward', reason: 'D33', ref: nextRef() });
    await grantExp(db(), ctx.events, {
      userNo: n,
      delta: 200,
      kind: 'reward',
      reason: 'D28',
      ref: nextRef(),
    });
    const told = await db()
      .select({ title: notifications.title, link: notifications.linkUrl })
      .from(notifications)
      .where(and(eq(notifications.userNo, n), eq(notifications.kind, 'level')))
      .orderBy(notifications.notificationNo);
    expect(told.map((t) => t.title)).toEqual([
      '레벨 2(견습 메이커)가 되었어요',
      '레벨 3(주니어 메이커)이 되었어요',
    ]);
    expect(told[0]!.link).toBe('/my?tab=points');
  });
});
