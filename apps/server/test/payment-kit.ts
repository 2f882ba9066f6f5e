import { and, eq, like, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentOrders } from '../src/features/payment/schema.js';
import { expLedger, pointBalances, pointLedger } from '../src/features/points/schema.js';
import { profiles } from '../src/features/profile/schema.js';
import {
  type PortOneStandin,
  type StandinPaymentOutcome,
  startPortOneStandin,
  type WebhookDelivery,
} from '../src/lib/portone/standin.js';
import type { Member } from './factories.js';
import { createTestApp, type TestContext } from './helpers.js';
import { http } from './http.js';

/**
 * Payment tests run the app in `portone` mode against a PortOne stand-in the test holds, so the
 * real SDK calls travel over HTTP and the test can hold, release, replay or forge webhooks.
 */
export interface PaymentWorld {
  ctx: TestContext;
  standin: PortOneStandin;
  close(): Promise<void>;
}

export const WEBHOOK = '/api/payment/webhook';

export async function paymentWorld(): Promise<PaymentWorld> {
  let ctx: TestContext | undefined;
  const standin = await startPortOneStandin({
    webhook: async (d) =>
      (await ctx!.app.inject({ method: 'POST', url: WEBHOOK, payload: d.body, headers: d.headers }))
        .statusCode,
  });
  ctx = await createTestApp({
    PORTONE_API_SECRET: standin.secret,
    PORTONE_API_BASE_URL: standin.url,
    PORTONE_STORE_ID: standin.storeId,
    PORTONE_CHANNEL_KEY: 'channel-key-test',
    PORTONE_WEBHOOK_SECRET: standin.webhookSecret,
  });
  return {
    ctx,
    standin,
    async close() {
      await standin.close();
      await ctx!.close();
    },
  };
}

/** The calls a payment test makes, bound to one world. */
export function paymentCalls(world: () => PaymentWorld) {
  const { post, get } = http(() => world().ctx.app);
  const db = () => world().ctx.database.db;

  /** createOrder, expected to succeed: the answer's order and request. */
  async function order(m: Member, product = '10000') {
    const res = await post('/api/payment/order', { product }, m);
    expect(res.json(), res.body).toMatchObject({ result: 'success' });
    return res.json() as {
      order: { PAYMENT_ID: string; AMOUNT_WON: number; POINTS: number; ACTIVITY_SCORE: number };
      request: { paymentId: string; orderName: string; totalAmount: number; customData: string };
    };
  }

  /** The card window at PortOne: pays the order as asked unless `o` says otherwise. */
  const pay = (o: Awaited<ReturnType<typeof order>>, over: Partial<StandinPaymentOutcome> = {}) =>
    world().standin.pay(o.request.paymentId, {
      status: 'PAID',
      amount: o.request.totalAmount,
      orderName: o.request.orderName,
      customData: o.request.customData,
      ...over,
    });

  const paid = (m: Member | null, paymentId: string) => post('/api/payment/paid', { paymentId }, m);
  const refund = (m: Member | null, paymentId: string) => post('/api/payment/refund', { paymentId }, m);
  const deliver = (d: WebhookDelivery) =>
    world().ctx.app.inject({ method: 'POST', url: WEBHOOK, payload: d.body, headers: d.headers });

  async function balance(userNo: number): Promise<number> {
    const [row] = await db().select().from(pointBalances).where(eq(pointBalances.userNo, userNo));
    return row?.balance ?? 0;
  }
  async function exp(userNo: number): Promise<number> {
    const [row] = await db().select({ exp: profiles.exp }).from(profiles).where(eq(profiles.userNo, userNo));
    return row?.exp ?? 0;
  }
  async function status(paymentId: string) {
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.paymentId, paymentId));
    return row?.status;
  }
  /** The point and exp ledger rows an order moved (pay:… and refund:… refs). */
  async function moves(paymentId: string) {
    const refs = or(
      like(pointLedger.ref, `pay:${paymentId}%`),
      like(pointLedger.ref, `refund:${paymentId}%`),
    );
    const points = await db()
      .select({ ref: pointLedger.ref, delta: pointLedger.delta, kind: pointLedger.kind })
      .from(pointLedger)
      .where(refs);
    const exps = await db()
      .select({ ref: expLedger.ref, delta: expLedger.delta, kind: expLedger.kind })
      .from(expLedger)
      .where(or(like(expLedger.ref, `pay:${paymentId}%`), like(expLedger.ref, `refund:${paymentId}%`)));
    return { points, exps };
  }
  /** The member's point ledger sum, to hold against the balance. */
  async function ledgerSum(userNo: number): Promise<number> {
    const [row] = await db()
      .select({ s: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userNo, userNo)));
    return row?.s ?? 0;
  }

  /** PortOne's record of a payment, as `GET /payments/{id}` answers it. */
  async function portonePayment(paymentId: string): Promise<{ status: string }> {
    const { url, secret } = world().standin;
    const res = await fetch(`${url}/payments/${encodeURIComponent(paymentId)}`, {
      headers: { authorization: `PortOne ${secret}` },
    });
    return res.json() as Promise<{ status: string }>;
  }

  return {
    post,
    get,
    db,
    order,
    pay,
    paid,
    refund,
    deliver,
    balance,
    exp,
    status,
    moves,
    ledgerSum,
    portonePayment,
  };
}
