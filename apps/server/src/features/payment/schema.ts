import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * One row per cafeteria order, created before the browser opens the payment window. The
 * `payment_id` is ours (`sq_{yyyyMMddHHmmss}_{random}`, Korean time) and is the id PortOne keys
 * the payment by, so one PortOne payment can only ever settle this one order; the amount, points
 * and activity score are fixed here by the server from the catalogue, never by the browser.
 *
 * Status: ready (window not finished) → paid (verified with PortOne and credited through the
 * ledger, refs `pay:{id}` and `pay:{id}:exp`) → refunded (cancelled at PortOne and reversed, refs
 * `refund:{id}…`); or failed (declined, or a payment that did not match the order: see
 * `failure_code`) / cancelled (cancelled at PortOne before it was paid). A failed order may still
 * become paid, since PortOne lets a declined payment be retried under the same id.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: text('payment_id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** A cafeteria amount code (10000 …) or a point package (P01–P08). */
    product: text('product').notNull(),
    orderName: text('order_name').notNull(),
    amountWon: integer('amount_won').notNull(),
    points: integer('points').notNull(),
    activityScore: integer('activity_score').notNull().default(0),
    status: text('status', { enum: ['ready', 'paid', 'failed', 'cancelled', 'refunded'] })
      .notNull()
      .default('ready'),
    /** Why the order failed (an error code: PAYMENT_FAILED, PAYMENT_AMOUNT_MISMATCH …). */
    failureCode: text('failure_code'),
    /** PortOne's transaction id and the card company's, for support and reconciliation. */
    pgTransactionId: text('pg_transaction_id'),
    pgTxId: text('pg_tx_id'),
    receiptUrl: text('receipt_url'),
    /** Paid through the local stand-in (테스트 결제): no money moved. */
    test: boolean('test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    // "My orders", newest first: the id starts with its time stamp, so it is the keyset too.
    index('payment_orders_user_idx').on(t.userNo, t.paymentId.desc()),
    check('payment_orders_amount_positive', sql`${t.amountWon} > 0 AND ${t.points} > 0`),
    check('payment_orders_status', sql`${t.status} IN ('ready', 'paid', 'failed', 'cancelled', 'refunded')`),
  ],
);
