import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Point gifts between members. The points themselves move through the ledger (refs
 * `gift:{giftNo}:out` and `gift:{giftNo}:in`) in the transaction that writes this row; the row
 * is what the sent/received lists and the daily cap read. `requestId` is the sender's idempotency
 * key: a double click finds the first row and gifts nothing more.
 */
export const gifts = pgTable(
  'gifts',
  {
    giftNo: serial('gift_no').primaryKey(),
    senderNo: integer('sender_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    receiverNo: integer('receiver_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    message: text('message').notNull().default(''),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gifts_sender_request_uq').on(t.senderNo, t.requestId),
    // Keyset lists per side; the sender's index also serves the daily cap (sender, today).
    index('gifts_sender_idx').on(t.senderNo, t.giftNo.desc()),
    index('gifts_receiver_idx').on(t.receiverNo, t.giftNo.desc()),
    check('gifts_points_range', sql`${t.points} between 1 and 5`),
    check('gifts_not_self', sql`${t.senderNo} <> ${t.receiverNo}`),
  ],
);

/**
 * Gift coupons bought with points (`buy_giftcon`). The spend (ref `giftcon:{orderNo}`) commits
 * with the row in 'pending'; the vendor is asked after the commit, and the row becomes 'sent'
 * with the coupon, or 'failed' with the spend reversed (ref `giftcon:{orderNo}:refund`) in one
 * transaction. A 'pending' row found again (a retry, a crash before the answer) asks the vendor
 * again with the same order id, which the vendor treats as the same order.
 */
export const giftconOrders = pgTable(
  'giftcon_orders',
  {
    orderNo: serial('order_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** codes/commerce.ts `giftconItems` */
    itemCode: text('item_code').notNull(),
    points: integer('points').notNull(),
    priceWon: integer('price_won').notNull(),
    requestId: text('request_id').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Only the masked number is kept here; the full one stays on the profile. */
    phoneMasked: text('phone_masked').notNull(),
    couponNo: text('coupon_no'),
    vendorRef: text('vendor_ref'),
    /** Issued by the local stand-in (테스트 모드), so shown as a test coupon. */
    test: boolean('test').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('giftcon_orders_user_request_uq').on(t.userNo, t.requestId),
    index('giftcon_orders_user_idx').on(t.userNo, t.orderNo.desc()),
  ],
);
