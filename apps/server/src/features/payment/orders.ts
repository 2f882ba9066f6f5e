import { randomBytes } from 'node:crypto';
import {
  cafeteriaTopUps,
  type Order,
  type PaymentMode,
  type PaymentRequest,
  pointPackages,
} from '@sidequest/shared';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { pointBalance } from '../points/ledger.js';
import { profiles } from '../profile/schema.js';
import type { PaymentBackend } from './backend.js';
import { paymentOrders } from './schema.js';

/** Days after payment within which an unspent top-up can be refunded (the cafeteria shows it). */
export const REFUND_DAYS = 7;
/** Unfinished orders a member may hold within OPEN_ORDER_WINDOW_MS before making another. */
export const MAX_OPEN_ORDERS = 5;
const OPEN_ORDER_WINDOW_MS = 60 * 60 * 1000;
const PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OrderRow = typeof paymentOrders.$inferSelect;

/** What a product code buys, fixed by the catalogue: the browser only names the code. */
export interface Product {
  code: string;
  orderName: string;
  amountWon: number;
  points: number;
  activityScore: number;
}

export function productOf(code: string): Product | null {
  const topup = cafeteriaTopUps.get(code);
  if (topup) {
    return {
      code,
      orderName: `사이드퀘스트 커피 포인트 ${topup.points}개`,
      // The seed charges the 200,000 choice as 220,000: what PortOne is asked for is chargeWon.
      amountWon: topup.chargeWon,
      points: topup.points,
      activityScore: topup.activityScore,
    };
  }
  const pack = code === 'F01' ? undefined : pointPackages.get(code);
  if (pack) {
    return {
      code,
      orderName: `사이드퀘스트 커피 포인트 ${pack.points}개 패키지`,
      amountWon: pack.priceWon,
      points: pack.points,
      activityScore: 0,
    };
  }
  return null;
}

/**
 * `sq_{yyyyMMddHHmmss}_{random}` in Korean time: unique (10 random hex digits), readable in
 * PortOne's console, and ordered by time, which makes it the keyset of "my orders".
 */
export function newPaymentId(now = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString();
  const stamp = kst.slice(0, 19).replace(/\D/g, '');
  return `sq_${stamp}_${randomBytes(5).toString('hex')}`;
}

/** What a member holds, for "can this order still be refunded": points and activity score. */
export interface Wallet {
  balance: number;
  exp: number;
}

export async function walletOf(db: DbOrTx, userNo: number): Promise<Wallet> {
  const [row] = await db
    .select({ exp: profiles.exp })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  return { balance: await pointBalance(db, userNo), exp: row?.exp ?? 0 };
}

/** The refund policy: paid, within REFUND_DAYS, and everything it credited still unspent. */
export function refundable(row: OrderRow, wallet: Wallet, now = new Date()): boolean {
  return (
    row.status === 'paid' &&
    row.paidAt !== null &&
    now.getTime() - row.paidAt.getTime() <= REFUND_DAYS * DAY_MS &&
    wallet.balance >= row.points &&
    wallet.exp >= row.activityScore
  );
}

export function orderView(row: OrderRow, wallet: Wallet): Order {
  return {
    PAYMENT_ID: row.paymentId,
    PRODUCT: row.product,
    ORDER_NAME: row.orderName,
    AMOUNT_WON: row.amountWon,
    POINTS: row.points,
    ACTIVITY_SCORE: row.activityScore,
    STATUS: row.status,
    CREATED_AT: row.createdAt.toISOString(),
    PAID_AT: row.paidAt?.toISOString() ?? null,
    REFUNDED_AT: row.refundedAt?.toISOString() ?? null,
    REFUNDABLE: refundable(row, wallet),
    TEST: row.test,
  };
}

export async function findOrder(db: DbOrTx, paymentId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The member's own order: PAYMENT_NOT_FOUND for no order, ORDER_NOT_YOURS for someone else's. */
export async function ownOrder(db: DbOrTx, userNo: number, paymentId: string): Promise<OrderRow> {
  const row = await findOrder(db, paymentId);
  if (!row) throw fail('PAYMENT_NOT_FOUND');
  if (row.userNo !== userNo) throw fail('ORDER_NOT_YOURS');
  return row;
}

export interface CreatedOrder {
  mode: PaymentMode;
  order: Order;
  request: PaymentRequest;
}

/**
 * Creates the order the browser then pays: the server fixes product, amount and name and answers
 * the payment request object of reference 3.32 for `@portone/browser-sdk` (or the test card page).
 */
export async function createOrder(
  db: Db,
  backend: Pick<PaymentBackend, 'mode' | 'storeId' | 'channelKey'>,
  origin: string,
  userNo: number,
  code: string,
): Promise<CreatedOrder> {
  if (backend.mode === 'off') throw fail('PAYMENT_UNAVAILABLE');
  const product = productOf(code);
  if (!product) throw fail('E005');
  const [open] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userNo, userNo),
        eq(paymentOrders.status, 'ready'),
        gt(paymentOrders.createdAt, new Date(Date.now() - OPEN_ORDER_WINDOW_MS)),
      ),
    );
  if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) throw fail('TOO_MANY_OPEN_ORDERS');
  const [row] = await db
    .insert(paymentOrders)
    .values({
      paymentId: newPaymentId(),
      userNo,
      product: product.code,
      orderName: product.orderName,
      amountWon: product.amountWon,
      points: product.points,
      activityScore: product.activityScore,
      test: backend.mode === 'standin',
    })
    .returning();
  return {
    mode: backend.mode,
    order: orderView(row!, { balance: 0, exp: 0 }),
    request: {
      storeId: backend.storeId,
      channelKey: backend.channelKey,
      paymentId: row!.paymentId,
      orderName: row!.orderName,
      totalAmount: row!.amountWon,
      currency: 'CURRENCY_KRW',
      payMethod: 'CARD',
      customData: customDataOf(row!),
      productType: 'PRODUCT_TYPE_DIGITAL',
      redirectUrl: `${origin}/payment/complete`,
    },
  };
}

/** The custom data a payment for this order carries; settlement compares PortOne's echo with it. */
export function customDataOf(row: Pick<OrderRow, 'product' | 'userNo'>): string {
  return JSON.stringify({ product: row.product, userNo: row.userNo });
}

/** My orders, newest first, 20 a page after the PAYMENT_ID last shown. */
export async function listOrders(db: Db, userNo: number, before: string | undefined) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userNo, userNo), before ? lt(paymentOrders.paymentId, before) : sql`true`))
    .orderBy(desc(paymentOrders.paymentId))
    .limit(PAGE_SIZE + 1);
  const wallet = await walletOf(db, userNo);
  return {
    list: rows.slice(0, PAGE_SIZE).map((r) => orderView(r, wallet)),
    has_more: rows.length > PAGE_SIZE,
  };
}
