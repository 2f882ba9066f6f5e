import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import { moveExp, movePoints, pointBalance } from '../points/ledger.js';
import { ownOrder, orderView, type OrderRow, REFUND_DAYS, refundable, walletOf } from './orders.js';
import type { PaymentGateway } from './portone.js';
import { paymentOrders } from './schema.js';

const SPENT =
  '충전된 포인트나 활동 점수를 이미 사용해서 환불할 수 없어요. 사용하지 않은 충전만 환불할 수 있어요.';

/**
 * Takes back what an order credited, inside the caller's transaction: the points (kind refund,
 * ref `refund:{id}`) and the activity score (`refund:{id}:exp`). The ledger refuses to go below
 * zero, which is the "still unspent" rule: E003 becomes REFUND_NOT_ALLOWED and the transaction
 * rolls back.
 */
export async function reverseCredit(tx: Tx, order: OrderRow): Promise<void> {
  const base = {
    userNo: order.userNo,
    kind: 'refund' as const,
    reason: order.product,
    memo: order.orderName,
  };
  try {
    await movePoints(tx, { ...base, delta: -order.points, ref: `refund:${order.paymentId}` });
    if (order.activityScore > 0)
      await moveExp(tx, { ...base, delta: -order.activityScore, ref: `refund:${order.paymentId}:exp` });
  } catch (err) {
    if (err instanceof AppError && err.code === 'E003') throw fail('REFUND_NOT_ALLOWED', SPENT);
    throw err;
  }
}

/** Why the policy refuses this order, in words the member can act on. */
function refusal(order: OrderRow): string {
  if (order.status === 'refunded')
    return '이미 환불한 주문이에요. 내 충전 내역에서 환불 상태를 확인해 주세요.';
  if (order.status !== 'paid') return '결제가 끝난 주문만 환불할 수 있어요. 내 충전 내역을 확인해 주세요.';
  if (order.paidAt && Date.now() - order.paidAt.getTime() > REFUND_DAYS * 86_400_000)
    return `환불 기간(결제 후 ${REFUND_DAYS}일)이 지난 주문이에요. 도움이 필요하면 고객센터에 문의해 주세요.`;
  return SPENT;
}

/**
 * A member's refund of their own top-up: within REFUND_DAYS and only while everything it credited
 * is unspent. One transaction holds the order row, takes the credit back through the ledger and
 * asks PortOne to cancel the payment; if PortOne refuses or cannot be reached, nothing changes.
 * (PortOne then sends `Transaction.Cancelled`, which finds the order refunded and does nothing.)
 */
export async function refundOrder(
  deps: { db: Db; gateway: PaymentGateway },
  userNo: number,
  paymentId: string,
  reason: string | undefined,
) {
  const { db, gateway } = deps;
  const before = await ownOrder(db, userNo, paymentId);
  if (!refundable(before, await walletOf(db, userNo))) throw fail('REFUND_NOT_ALLOWED', refusal(before));
  const row = await db.transaction(async (tx) => {
    // The row lock makes a second refund at the same moment wait, then find it refunded.
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(paymentOrders.paymentId, paymentId), eq(paymentOrders.status, 'paid')))
      .returning();
    if (!order) throw fail('REFUND_NOT_ALLOWED', refusal(before));
    await reverseCredit(tx, order);
    await gateway.cancelPayment(paymentId, {
      reason: reason?.trim() || '회원 요청에 의한 충전 취소',
      amount: order.amountWon,
    });
    return order;
  });
  const wallet = await walletOf(db, userNo);
  return { order: orderView(row, wallet), BALANCE: await pointBalance(db, userNo) };
}

/**
 * PortOne says a paid order's payment was cancelled (from its console, or our refund whose commit
 * was lost): take the credit back if it is unspent. When it was spent, the order stays paid and
 * the mismatch is logged for an operator: the ledger never goes below zero.
 */
export async function reverseCancelled(
  db: Db,
  order: OrderRow,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentOrders)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(and(eq(paymentOrders.paymentId, order.paymentId), eq(paymentOrders.status, 'paid')))
        .returning();
      if (row) await reverseCredit(tx, row);
    });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'REFUND_NOT_ALLOWED')) throw err;
    log.warn(
      { paymentId: order.paymentId, userNo: order.userNo },
      'payment cancelled at PortOne after its points were spent; left paid for an operator',
    );
  }
}
