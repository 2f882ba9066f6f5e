import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { moveExp, movePoints } from '../points/ledger.js';
import { newPaymentId, productOf } from './orders.js';
import { paymentOrders } from './schema.js';

const DEMO_EMAIL = 'demo@sidequest.kr';
const DAY_MS = 86_400_000;

/**
 * A finished 10,000원 top-up (테스트 결제) for 데모메이커, paid three days ago so it is still within
 * the refund period: a visitor sees it in 충전 내역 with its 10 points and 1,000 activity score,
 * and can try the refund. Credited through the ledger with the refs a real payment uses; running
 * the demo twice adds nothing.
 */
export async function seedDemoPayments(db: Db): Promise<void> {
  const [u] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .limit(1);
  if (!u) return;
  const [seen] = await db
    .select({ id: paymentOrders.paymentId })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userNo, u.userNo), eq(paymentOrders.test, true)))
    .limit(1);
  if (seen) return;
  const product = productOf('10000')!;
  const paidAt = new Date(Date.now() - 3 * DAY_MS);
  const paymentId = newPaymentId(new Date(paidAt.getTime() - 60_000));
  await db.transaction(async (tx) => {
    await tx.insert(paymentOrders).values({
      paymentId,
      userNo: u.userNo,
      product: product.code,
      orderName: product.orderName,
      amountWon: product.amountWon,
      points: product.points,
      activityScore: product.activityScore,
      status: 'paid',
      pgTransactionId: `standin-demo-${paymentId.slice(-10)}`,
      test: true,
      createdAt: new Date(paidAt.getTime() - 60_000),
      paidAt,
    });
    const base = { userNo: u.userNo, kind: 'topup' as const, reason: product.code, memo: product.orderName };
    await movePoints(tx, { ...base, delta: product.points, ref: `pay:${paymentId}` });
    await moveExp(tx, { ...base, delta: product.activityScore, ref: `pay:${paymentId}:exp` });
  });
}
