/**
 * Random interleavings of orders paid at PortOne, the browser's `paid`, webhook deliveries
 * (duplicated, replayed, released late), spends, gifts both ways (some repeated with the same
 * request id) and refunds, some at once; afterwards the books must balance for both members and
 * every paid order must have been credited exactly once.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { type PaymentWorld, paymentCalls, paymentWorld } from '../../../test/payment-kit.js';
import { AppError } from '../../lib/app-error.js';
import type { WebhookDelivery } from '../../lib/portone/standin.js';
import { movePoints } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world.close());

const calls = paymentCalls(() => world);

type Op =
  | { t: 'order'; product: '10000' | '30000' | 'P01' }
  | { t: 'paid'; of: number }
  | { t: 'deliver'; of: number }
  | { t: 'release' }
  | { t: 'spend'; amount: number }
  | { t: 'gift'; points: number; back: boolean; again: boolean }
  | { t: 'refund'; of: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      product: fc.constantFrom('10000' as const, '30000' as const, 'P01' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('paid' as const), of: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('deliver' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('release' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 15 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('gift' as const),
      points: fc.integer({ min: 1, max: 5 }),
      back: fc.boolean(),
      again: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('refund' as const), of: fc.nat() }) },
);
const script = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 7 });

/** Refusals a step may meet; anything else fails the property. */
const EXPECTED = new Set(['E003', 'REFUND_NOT_ALLOWED', 'TOO_MANY_OPEN_ORDERS', 'GIFT_DAILY_LIMIT']);

let spends = 0;
/** The last gift's request, sent again by a later `again` step as a double click would. */
let lastGift: { from: Member; body: Record<string, unknown> } | null = null;

async function step(
  o: Op,
  m: Member,
  friend: Member,
  ids: string[],
  deliveries: WebhookDelivery[],
): Promise<string | null> {
  const pick = <T>(list: T[], n: number) => (list.length > 0 ? list[n % list.length]! : null);
  switch (o.t) {
    case 'order': {
      const res = await calls.post('/api/payment/order', { product: o.product }, m);
      if (res.statusCode !== 200) return res.json().code;
      const { request } = res.json();
      ids.push(request.paymentId);
      await world.standin.pay(request.paymentId, {
        status: 'PAID',
        amount: request.totalAmount,
        orderName: request.orderName,
        customData: request.customData,
      });
      return null;
    }
    case 'paid': {
      const id = pick(ids, o.of);
      if (!id) return null;
      const res = await calls.paid(m, id);
      return res.statusCode === 200 ? null : res.json().code;
    }
    case 'deliver': {
      const d = pick(deliveries, o.of);
      if (d) expect((await calls.deliver(d)).statusCode).toBe(200);
      return null;
    }
    case 'release':
      await world.standin.release();
      world.standin.hold(true);
      return null;
    case 'spend':
      spends += 1;
      try {
        await movePoints(calls.db(), {
          userNo: m.user.no,
          delta: -o.amount,
          kind: 'spend',
          reason: 'boost',
          ref: `prop-spend:${spends}`,
        });
        return null;
      } catch (err) {
        if (err instanceof AppError) return err.code;
        throw err;
      }
    case 'gift': {
      const [from, to] = o.back ? [friend, m] : [m, friend];
      const gift =
        o.again && lastGift
          ? lastGift
          : {
              from,
              body: { to: to.user.nickname, points: o.points, message: '응원해요', requestId: randomUUID() },
            };
      lastGift = gift;
      const res = await calls.post('/api/payment/gift', gift.body, gift.from);
      return res.statusCode === 200 ? null : res.json().code;
    }
    case 'refund': {
      const id = pick(ids, o.of);
      if (!id) return null;
      const res = await calls.refund(m, id);
      return res.statusCode === 200 ? null : res.json().code;
    }
  }
}

async function checkLedger(m: Member) {
  const rows = await calls
    .db()
    .select()
    .from(pointLedger)
    .where(eq(pointLedger.userNo, m.user.no))
    .orderBy(asc(pointLedger.entryNo));
  let running = 0;
  for (const r of rows) {
    running += r.delta;
    expect(r.balanceAfter).toBe(running);
    expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(await calls.balance(m.user.no)).toBe(running);
}

async function checkBooks(m: Member, friend: Member, ids: string[]) {
  await checkLedger(m);
  await checkLedger(friend);
  // Every gift row moved its points out of one member and into the other exactly once.
  const gifts = await calls
    .db()
    .select({ ref: pointLedger.ref, delta: pointLedger.delta })
    .from(pointLedger)
    .where(eq(pointLedger.kind, 'gift'));
  const byGift = new Map<string, number>();
  for (const g of gifts) {
    const key = g.ref.replace(/:(in|out)$/, '');
    byGift.set(key, (byGift.get(key) ?? 0) + g.delta);
  }
  for (const sum of byGift.values()) expect(sum).toBe(0);
  for (const id of ids) {
    // Every order was paid at PortOne and all its webhooks have arrived: it is settled.
    const status = await calls.status(id);
    const atPortOne = (await calls.portonePayment(id)).status;
    expect(status === 'paid' ? 'PAID' : status === 'refunded' ? 'CANCELLED' : status).toBe(atPortOne);
    const { points, exps } = await calls.moves(id);
    expect(points.filter((p) => p.kind === 'topup')).toHaveLength(1);
    expect(points.filter((p) => p.kind === 'refund')).toHaveLength(status === 'refunded' ? 1 : 0);
    expect(exps.filter((p) => p.kind === 'topup').length).toBeLessThanOrEqual(1);
  }
}

describe('payments under random interleavings', () => {
  it('credit each paid order exactly once and keep the balance equal to its ledger', async () => {
    await fc.assert(
      fc.asyncProperty(script, async (batches) => {
        const m = await buildMember(world.ctx);
        const friend = await buildMember(world.ctx);
        // The friend starts with a little, so gifts can flow both ways from the first step.
        await movePoints(calls.db(), {
          userNo: friend.user.no,
          delta: 12,
          kind: 'reward',
          reason: 'test',
          ref: `prop-seed:${friend.user.no}`,
        });
        lastGift = null;
        const ids: string[] = [];
        const start = world.standin.deliveries.length;
        world.standin.hold(true);
        for (const batch of batches) {
          const deliveries = world.standin.deliveries.slice(start);
          const refused = await Promise.all(batch.map((o) => step(o, m, friend, ids, deliveries)));
          for (const code of refused) if (code) expect(EXPECTED.has(code), code).toBe(true);
        }
        await world.standin.release();
        await world.standin.idle();
        await checkBooks(m, friend, ids);
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
