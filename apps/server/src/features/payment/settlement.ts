import type { ErrorCode } from '@sidequest/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { announceLevelUp, type ExpResult, moveExp, movePoints, pointBalance } from '../points/ledger.js';
import { findOrder, type OrderRow, orderView, walletOf } from './orders.js';
import type { GatewayPayment, PaymentGateway } from './portone.js';
import { reverseCancelled } from './refund.js';
import { paymentOrders } from './schema.js';

export interface SettlementDeps {
  db: Db;
  events: DomainEvents;
  gateway: PaymentGateway;
  /** The store our payments belong to; a payment of another store is not ours. */
  storeId: string;
  log: { warn(obj: object, msg: string): void };
}

/** What PortOne's record of the payment did to the order. */
export type Outcome =
  | { kind: 'credited' | 'already'; order: OrderRow }
  | { kind: 'failed'; order: OrderRow; code: ErrorCode }
  | { kind: 'pending' | 'cancelled'; order: OrderRow };

/**
 * Whether PortOne's echo of the custom data names this order's product and member. The browser
 * SDK takes an object and PortOne stores its JSON text; a client that handed over our string as
 * is gets it encoded twice, so one more level of JSON is read before comparing the fields.
 */
export function customDataNames(raw: string | null, order: Pick<OrderRow, 'product' | 'userNo'>): boolean {
  let value: unknown = raw;
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (typeof value !== 'object' || value === null) return false;
  const data = value as { product?: unknown; userNo?: unknown };
  return data.product === order.product && Number(data.userNo) === order.userNo;
}

/** Why a paid payment cannot settle this order, or null when it matches in every respect. */
function mismatch(order: OrderRow, p: GatewayPayment, storeId: string): ErrorCode | null {
  if (p.currency !== 'KRW' || p.total !== order.amountWon) return 'PAYMENT_AMOUNT_MISMATCH';
  // The request's custom data names product and member: a payment made for another order (the
  // browser is free to reuse any id and data) does not settle this one.
  if (p.storeId !== storeId || !customDataNames(p.customData, order)) return 'PAYMENT_ORDER_MISMATCH';
  return null;
}

async function markFailed(db: Db, paymentId: string, code: ErrorCode): Promise<OrderRow> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: 'failed', failureCode: code })
    .where(and(eq(paymentOrders.paymentId, paymentId), inArray(paymentOrders.status, ['ready', 'failed'])))
    .returning();
  return row ?? (await findOrder(db, paymentId))!;
}

/**
 * Marks the order paid and credits it in one transaction: points (kind topup, ref `pay:{id}`) and
 * activity score (`pay:{id}:exp`). The conditional update is the idempotency lock: of two settles
 * at once (the browser's return and the webhook) only one finds the order unpaid; the other gets
 * no row and answers `already`. The ledger refs would refuse a second credit anyway.
 */
async function credit(deps: SettlementDeps, order: OrderRow, p: GatewayPayment): Promise<Outcome> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({
        status: 'paid',
        paidAt: new Date(),
        failureCode: null,
        pgTransactionId: p.transactionId,
        pgTxId: p.pgTxId,
        receiptUrl: p.receiptUrl,
      })
      .where(
        and(eq(paymentOrders.paymentId, order.paymentId), inArray(paymentOrders.status, ['ready', 'failed'])),
      )
      .returning();
    if (!row) return null;
    const base = { userNo: row.userNo, kind: 'topup' as const, reason: row.product, memo: row.orderName };
    await movePoints(tx, { ...base, delta: row.points, ref: `pay:${row.paymentId}` });
    let exp: ExpResult | null = null;
    if (row.activityScore > 0)
      exp = await moveExp(tx, { ...base, delta: row.activityScore, ref: `pay:${row.paymentId}:exp` });
    return { row, exp };
  });
  if (!done) return { kind: 'already', order: (await findOrder(deps.db, order.paymentId))! };
  // After the commit, as every event: a level-up notification never announces a rolled-back credit.
  if (done.exp) await announceLevelUp(deps.events, done.row.userNo, done.exp);
  return { kind: 'credited', order: done.row };
}

/**
 * Brings one order in line with PortOne's own record of its payment. Both the browser's `paid`
 * and the webhook call this; neither trusts what it was told, only what `getPayment` answers, so
 * a duplicated, replayed or reordered webhook (Paid after Cancelled …) acts on the current truth.
 */
export async function reconcile(deps: SettlementDeps, order: OrderRow): Promise<Outcome> {
  if (order.status === 'refunded') return { kind: 'already', order };
  if (order.status === 'cancelled') return { kind: 'cancelled', order };
  const p = await deps.gateway.getPayment(order.paymentId);
  if (!p) return { kind: 'pending', order };
  switch (p.status) {
    case 'PAID': {
      if (order.status === 'paid') return { kind: 'already', order };
      const code = mismatch(order, p, deps.storeId);
      if (!code) return credit(deps, order, p);
      const failed = await markFailed(deps.db, order.paymentId, code);
      deps.log.warn({ paymentId: order.paymentId, code, total: p.total }, 'payment does not match its order');
      // Money was taken for something we will not deliver: give it back (best effort; the
      // order stays failed either way).
      await deps.gateway
        .cancelPayment(order.paymentId, {
          reason: '주문과 다른 결제라 자동으로 취소했어요.',
          amount: p.total,
        })
        .catch(() => undefined);
      return { kind: 'failed', order: failed, code };
    }
    case 'FAILED':
      if (order.status === 'paid') return { kind: 'already', order };
      return {
        kind: 'failed',
        order: await markFailed(deps.db, order.paymentId, 'PAYMENT_FAILED'),
        code: 'PAYMENT_FAILED',
      };
    case 'CANCELLED':
    case 'PARTIAL_CANCELLED': {
      if (order.status === 'paid') {
        await reverseCancelled(deps.db, order, deps.log);
        return { kind: 'cancelled', order: (await findOrder(deps.db, order.paymentId))! };
      }
      if (order.status === 'failed')
        return { kind: 'failed', order, code: (order.failureCode as ErrorCode) ?? 'PAYMENT_FAILED' };
      const [row] = await deps.db
        .update(paymentOrders)
        .set({ status: 'cancelled' })
        .where(and(eq(paymentOrders.paymentId, order.paymentId), eq(paymentOrders.status, 'ready')))
        .returning();
      return { kind: 'cancelled', order: row ?? order };
    }
    default:
      return { kind: 'pending', order };
  }
}

/**
 * `paid`: the browser came back from the payment window. Settles the member's own order and
 * answers what it credited; calling it again answers the same without asking PortOne.
 */
export async function confirmPaid(deps: SettlementDeps, userNo: number, paymentId: string) {
  const order = await findOrder(deps.db, paymentId);
  if (!order) throw fail('PAYMENT_NOT_FOUND');
  if (order.userNo !== userNo) throw fail('ORDER_NOT_YOURS');
  const outcome =
    order.status === 'paid' ? { kind: 'already' as const, order } : await reconcile(deps, order);
  if (outcome.kind === 'failed') throw fail(outcome.code);
  if (outcome.kind === 'pending') throw fail('PAYMENT_NOT_PAID');
  if (outcome.kind === 'cancelled' && outcome.order.status !== 'refunded') throw fail('PAYMENT_FAILED');
  const wallet = await walletOf(deps.db, userNo);
  const credited = outcome.order.status === 'paid' || outcome.order.status === 'refunded';
  return {
    order: orderView(outcome.order, wallet),
    POINTS: credited ? outcome.order.points : 0,
    ACTIVITY_SCORE: credited ? outcome.order.activityScore : 0,
    BALANCE: await pointBalance(deps.db, userNo),
  };
}
