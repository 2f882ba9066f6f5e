import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund, verifiedPhoneProfile } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { pointBalance } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';
import { type CouponStandin, startCouponStandin } from './coupon-standin.js';
import { giftconOrders } from './schema.js';

/**
 * Gift coupons through the API, delivered by the coupon stand-in over real HTTP: the app is
 * configured with the stand-in's URL and key as it would be with a vendor's, so the test can make
 * the vendor fail.
 */

let vendor: CouponStandin;
let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  vendor = await startCouponStandin();
  ctx = await createTestApp({ COUPON_API_URL: vendor.url, COUPON_API_KEY: vendor.apiKey });
});
afterAll(async () => {
  await ctx.close();
  await vendor.close();
});

const balance = (m: Member) => pointBalance(ctx.database.db, m.user.no);
const buy = (m: Member | null, item: string, requestId = randomUUID()) =>
  post('/api/payment/buy_giftcon', { item, requestId }, m);
const withPhone = () => buildMember(ctx, { profile: verifiedPhoneProfile() });

describe('the shop', () => {
  it('lists the catalogue priced at 1 point per 1,000 won rounded up, with my phone and balance', async () => {
    const m = await withPhone();
    await fund(ctx, m, 7);
    const shop = (await get('/api/payment/giftcon', m)).json();
    expect(shop.mode).toBe('vendor');
    expect(shop.items.find((i: { CODE: string }) => i.CODE === 'G01')).toMatchObject({
      PRICE_WON: 4500,
      POINTS: 5,
    });
    expect(shop.items.find((i: { CODE: string }) => i.CODE === 'G04')).toMatchObject({ POINTS: 4 });
    expect(shop).toMatchObject({ BALANCE: 7, PHONE: { USER_PHONE: '01', PHONE_MASKED: '010-****-5678' } });
    const visitor = (await get('/api/payment/giftcon')).json();
    expect(visitor).toMatchObject({ result: 'success', BALANCE: null, PHONE: null });
  });
});

describe('buy_giftcon', () => {
  it('spends the points and answers the coupon the vendor issued to my phone', async () => {
    const m = await withPhone();
    await fund(ctx, m, 12);
    const res = await buy(m, 'G01');
    expect(res.json()).toMatchObject({
      result: 'success',
      BALANCE: 7,
      coupon: {
        STATUS: 'sent',
        ITEM: { CODE: 'G01', POINTS: 5 },
        PHONE_MASKED: '010-****-5678',
        TEST: false,
      },
    });
    expect(res.json().coupon.COUPON_NO).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    const mine = (await get('/api/payment/giftcons', m)).json();
    expect(mine.list.map((c: { ORDER_NO: number }) => c.ORDER_NO)).toEqual([res.json().coupon.ORDER_NO]);
  });

  it('answers E006 without a verified phone and spends nothing', async () => {
    const typedOnly = await buildMember(ctx, { profile: { phone: '01099998888' } });
    await fund(ctx, typedOnly, 10);
    const res = await buy(typedOnly, 'G01');
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E006' });
    expect(await balance(typedOnly)).toBe(10);
  });

  it('answers E003 when the points do not cover it', async () => {
    const m = await withPhone();
    await fund(ctx, m, 4);
    expect((await buy(m, 'G01')).json().code).toBe('E003');
    expect(await balance(m)).toBe(4);
    expect((await get('/api/payment/giftcons', m)).json().list).toEqual([]);
  });

  it('answers E005 for an item not in the catalogue', async () => {
    const m = await withPhone();
    await fund(ctx, m, 10);
    const res = await buy(m, 'G99');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('E005');
  });

  it('gives the points back when the vendor fails, and says so', async () => {
    const m = await withPhone();
    await fund(ctx, m, 10);
    vendor.failNext();
    const requestId = randomUUID();
    const res = await buy(m, 'G02', requestId);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'GIFTCON_FAILED' });
    expect(res.json().message).toContain('포인트를 돌려드렸어요');
    expect(await balance(m)).toBe(10);
    const [order] = await ctx.database.db
      .select()
      .from(giftconOrders)
      .where(eq(giftconOrders.requestId, requestId));
    expect(order?.status).toBe('failed');
    const moves = await ctx.database.db
      .select({ ref: pointLedger.ref, delta: pointLedger.delta, kind: pointLedger.kind })
      .from(pointLedger)
      .where(like(pointLedger.ref, `giftcon:${order!.orderNo}%`));
    expect(moves).toEqual(
      expect.arrayContaining([
        { ref: `giftcon:${order!.orderNo}`, delta: -5, kind: 'spend' },
        { ref: `giftcon:${order!.orderNo}:refund`, delta: 5, kind: 'refund' },
      ]),
    );
    // The same request again: the same answer, no second attempt, no second refund.
    const calls = vendor.calls;
    expect((await buy(m, 'G02', requestId)).json().code).toBe('GIFTCON_FAILED');
    expect(vendor.calls).toBe(calls);
    expect(await balance(m)).toBe(10);
  });

  it('buys once for a repeated requestId, even when both arrive at once', async () => {
    const m = await withPhone();
    await fund(ctx, m, 20);
    const requestId = randomUUID();
    const [one, two] = await Promise.all([buy(m, 'G03', requestId), buy(m, 'G03', requestId)]);
    const three = await buy(m, 'G03', requestId);
    expect(one.json().coupon.STATUS).toBe('sent');
    for (const r of [two, three]) {
      expect(r.json().coupon).toMatchObject({
        ORDER_NO: one.json().coupon.ORDER_NO,
        COUPON_NO: one.json().coupon.COUPON_NO,
      });
    }
    expect(await balance(m)).toBe(18);
  });

  it('asks the vendor again for an order left pending, and gets the same coupon', async () => {
    const m = await withPhone();
    await fund(ctx, m, 10);
    const requestId = randomUUID();
    const first = (await buy(m, 'G03', requestId)).json().coupon;
    // As if the server had stopped between the spend and the vendor's answer.
    await ctx.database.db
      .update(giftconOrders)
      .set({ status: 'pending', couponNo: null })
      .where(eq(giftconOrders.orderNo, first.ORDER_NO));
    const again = await buy(m, 'G03', requestId);
    expect(again.json().coupon).toMatchObject({ STATUS: 'sent', COUPON_NO: first.COUPON_NO });
    expect(await balance(m)).toBe(8);
  });

  it('keeps each member to their own coupons and asks visitors to log in', async () => {
    const m = await withPhone();
    const other = await withPhone();
    await fund(ctx, m, 10);
    await buy(m, 'G03');
    expect((await get('/api/payment/giftcons', other)).json().list).toEqual([]);
    expect((await buy(null, 'G03')).json().code).toBe('E001');
    expect((await get('/api/payment/giftcons')).json().code).toBe('E001');
  });
});

describe('the coupon stand-in', () => {
  it('wants its key and answers the same coupon for the same order', async () => {
    const body = JSON.stringify({ orderId: 'sq-test-1', productCode: 'SB-AME-T', phone: '01012345678' });
    const noKey = await fetch(`${vendor.url}/v1/coupons`, { method: 'POST', body });
    expect(noKey.status).toBe(401);
    const headers = { 'x-api-key': vendor.apiKey, 'content-type': 'application/json' };
    const first = await (await fetch(`${vendor.url}/v1/coupons`, { method: 'POST', body, headers })).json();
    const again = await (await fetch(`${vendor.url}/v1/coupons`, { method: 'POST', body, headers })).json();
    expect(again.couponNumber).toBe(first.couponNumber);
    const bad = await fetch(`${vendor.url}/v1/coupons`, {
      method: 'POST',
      body: JSON.stringify({ orderId: 'x', productCode: 'SB', phone: '12' }),
      headers,
    });
    expect(bad.status).toBe(400);
  });
});
