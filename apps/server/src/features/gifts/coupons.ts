/**
 * Gift coupons (`buy_giftcon`): points buy a coupon the vendor sends to the member's verified
 * phone. The spend commits first with a 'pending' order; the vendor is asked after the commit
 * (a network call never holds a transaction); a refusal reverses the spend through the ledger.
 */
import { type Giftcon, giftconItems, type giftsApi, pointsForWon } from '@sidequest/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { verifiedPhone } from '../identity/phone.js';
import { movePoints, pointBalance } from '../points/ledger.js';
import { type CouponBackend, CouponVendorError } from './coupon-sender.js';
import { giftconOrders } from './schema.js';

export const COUPON_PAGE = 20;

export const giftconRefs = {
  spend: (orderNo: number) => `giftcon:${orderNo}`,
  refund: (orderNo: number) => `giftcon:${orderNo}:refund`,
};

/** Our order id as the vendor sees it: stable, so asking again never issues a second coupon. */
const vendorOrderId = (orderNo: number) => `sq-giftcon-${orderNo}`;

type Item = (typeof giftconItems.items)[number];
type OrderRow = typeof giftconOrders.$inferSelect;

function toItem(item: Item) {
  return {
    CODE: item.code,
    LABEL: item.label,
    BRAND: item.brand,
    PRICE_WON: item.priceWon,
    POINTS: pointsForWon(item.priceWon),
  };
}

export const shopItems = () => giftconItems.items.map(toItem);

function toGiftcon(row: OrderRow): Giftcon {
  const item = giftconItems.get(row.itemCode);
  return {
    ORDER_NO: row.orderNo,
    // An item dropped from the catalogue still shows what was bought, at the price paid.
    ITEM: item
      ? { ...toItem(item), PRICE_WON: row.priceWon, POINTS: row.points }
      : { CODE: row.itemCode, LABEL: row.itemCode, BRAND: '', PRICE_WON: row.priceWon, POINTS: row.points },
    STATUS: row.status,
    COUPON_NO: row.couponNo,
    PHONE_MASKED: row.phoneMasked,
    EXPIRES_AT: row.expiresAt?.toISOString() ?? null,
    CREATED_AT: row.createdAt.toISOString(),
    TEST: row.test,
  };
}

/** The shop: items, how coupons are sent, and (for a member) the balance and phone status. */
export async function shop(db: Db, mode: giftsApi.GiftconMode, userNo: number | null) {
  const phone = userNo ? await verifiedPhone(db, userNo) : null;
  return {
    mode,
    items: shopItems(),
    BALANCE: userNo ? await pointBalance(db, userNo) : null,
    PHONE: userNo
      ? { USER_PHONE: phone ? ('01' as const) : ('00' as const), PHONE_MASKED: phone?.masked ?? null }
      : null,
  };
}

async function orderOf(db: Db, userNo: number, requestId: string) {
  const [row] = await db
    .select()
    .from(giftconOrders)
    .where(and(eq(giftconOrders.userNo, userNo), eq(giftconOrders.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

const failedMessage = (item: string) =>
  `${item} 쿠폰을 보내지 못해서 쓴 포인트를 돌려드렸어요. 잠시 후 다시 구매해 주세요.`;

/**
 * Buys a coupon. E005 for an item not in the catalogue, E006 without a verified phone, E003
 * when the points do not cover it, GIFTCON_FAILED (points returned) when the vendor refuses.
 * The same `requestId` answers the first order again; a pending one is asked for once more.
 */
export async function buyGiftcon(
  db: Db,
  backend: CouponBackend,
  userNo: number,
  input: { item: string; requestId: string },
) {
  const item = giftconItems.get(input.item);
  if (!item) throw fail('E005');
  if (!backend.sender) throw fail('GIFTCON_NOT_OFFERED');

  let order = await orderOf(db, userNo, input.requestId);
  const phone = await verifiedPhone(db, userNo);
  if (!order) {
    if (!phone) throw fail('E006');
    const points = pointsForWon(item.priceWon);
    order = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(giftconOrders)
        .values({
          userNo,
          itemCode: item.code,
          points,
          priceWon: item.priceWon,
          requestId: input.requestId,
          phoneMasked: phone.masked,
          test: backend.mode === 'standin',
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null; // the same request, at the same moment: answered below from its row
      await movePoints(tx, {
        userNo,
        delta: -points,
        kind: 'spend',
        reason: item.code,
        ref: giftconRefs.spend(row.orderNo),
        memo: `기프티콘 ${item.brand} ${item.label}`,
      });
      return row;
    });
    order ??= await orderOf(db, userNo, input.requestId);
    if (!order) throw fail('CONFLICT');
  }

  if (order.status === 'pending') order = await deliver(db, backend, order, phone);
  if (order.status === 'failed') throw fail('GIFTCON_FAILED', failedMessage(item.label));
  return { coupon: toGiftcon(order), BALANCE: await pointBalance(db, userNo) };
}

/**
 * Asks the vendor for the order's coupon and records the answer. On a refusal the spend is
 * reversed and the order failed in one transaction; the `WHERE status = 'pending'` makes sure
 * that a retry racing this one records one outcome, not two.
 */
async function deliver(
  db: Db,
  backend: CouponBackend,
  order: OrderRow,
  phone: Awaited<ReturnType<typeof verifiedPhone>>,
): Promise<OrderRow> {
  const item = giftconItems.get(order.itemCode)!;
  try {
    // The phone left since the spend (a retry after a crash): treated as the vendor refusing.
    if (!phone) throw new CouponVendorError('no verified phone any more');
    const coupon = await backend.sender!.issue({
      orderId: vendorOrderId(order.orderNo),
      productCode: item.productCode,
      phone: phone.phone,
    });
    const [sent] = await db
      .update(giftconOrders)
      .set({
        status: 'sent',
        couponNo: coupon.couponNo,
        vendorRef: coupon.vendorRef,
        expiresAt: coupon.expiresAt,
        sentAt: sql`now()`,
      })
      .where(and(eq(giftconOrders.orderNo, order.orderNo), eq(giftconOrders.status, 'pending')))
      .returning();
    return sent ?? (await reread(db, order.orderNo));
  } catch (err) {
    if (!(err instanceof CouponVendorError)) throw err;
    return db.transaction(async (tx) => {
      const [failed] = await tx
        .update(giftconOrders)
        .set({ status: 'failed', failureReason: err.message.slice(0, 300) })
        .where(and(eq(giftconOrders.orderNo, order.orderNo), eq(giftconOrders.status, 'pending')))
        .returning();
      if (!failed) return reread(tx, order.orderNo);
      await movePoints(tx, {
        userNo: order.userNo,
        delta: order.points,
        kind: 'refund',
        reason: order.itemCode,
        ref: giftconRefs.refund(order.orderNo),
        memo: '기프티콘 발송 실패 환불',
      });
      return failed;
    });
  }
}

async function reread(db: DbOrTx, orderNo: number): Promise<OrderRow> {
  const [row] = await db.select().from(giftconOrders).where(eq(giftconOrders.orderNo, orderNo)).limit(1);
  return row!;
}

/** The member's coupons, newest first, a page at a time by ORDER_NO. */
export async function listGiftcons(db: Db, userNo: number, before?: number) {
  const rows = await db
    .select()
    .from(giftconOrders)
    .where(and(eq(giftconOrders.userNo, userNo), before ? lt(giftconOrders.orderNo, before) : undefined))
    .orderBy(desc(giftconOrders.orderNo))
    .limit(COUPON_PAGE + 1);
  return { list: rows.slice(0, COUPON_PAGE).map(toGiftcon), has_more: rows.length > COUPON_PAGE };
}
