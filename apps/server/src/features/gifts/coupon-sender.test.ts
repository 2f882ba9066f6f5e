import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { CouponVendorError, couponMode, httpCouponSender } from './coupon-sender.js';
import { type CouponStandin, startCouponStandin } from './coupon-standin.js';

const PG = 'postgres://postgres@127.0.0.1:5432/sidequest';
const VENDOR = { COUPON_API_URL: 'https://coupons.example.com', COUPON_API_KEY: 'k' };

describe('couponMode', () => {
  it('runs the stand-in (테스트 모드) where someone is trying the product', () => {
    expect(couponMode(loadConfig({}))).toBe('standin');
    expect(couponMode(loadConfig({ NODE_ENV: 'production' }))).toBe('standin');
    expect(couponMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG }, { demo: true }))).toBe(
      'standin',
    );
  });

  it('sells nothing on a real site without a vendor, and uses the vendor once both are set', () => {
    expect(couponMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG }))).toBe('off');
    expect(
      couponMode(
        loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, COUPON_API_URL: VENDOR.COUPON_API_URL }),
      ),
    ).toBe('off');
    expect(couponMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, ...VENDOR }))).toBe('vendor');
  });

  it('lets the operator force the stand-in on or off', () => {
    expect(couponMode(loadConfig({ ...VENDOR, COUPON_STANDIN: 'true' }))).toBe('standin');
    expect(couponMode(loadConfig({ COUPON_STANDIN: 'false' }, { demo: true }))).toBe('off');
  });
});

describe('httpCouponSender against the stand-in', () => {
  let standin: CouponStandin;
  beforeAll(async () => {
    standin = await startCouponStandin();
  });
  afterAll(() => standin.close());

  const order = { orderId: 'sq-giftcon-1', productCode: 'SB-AME-T', phone: '01012345678' };

  it('issues a coupon with its number and expiry', async () => {
    const coupon = await httpCouponSender({ url: standin.url, apiKey: standin.apiKey }).issue(order);
    expect(coupon.couponNo).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    expect(coupon.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('turns a wrong key, an outage and an unreachable vendor into CouponVendorError', async () => {
    await expect(httpCouponSender({ url: standin.url, apiKey: 'wrong' }).issue(order)).rejects.toThrow(
      CouponVendorError,
    );
    standin.failNext();
    await expect(
      httpCouponSender({ url: standin.url, apiKey: standin.apiKey }).issue({
        ...order,
        orderId: 'sq-giftcon-2',
      }),
    ).rejects.toThrow(/503/);
    await expect(httpCouponSender({ url: 'http://127.0.0.1:9', apiKey: 'k' }).issue(order)).rejects.toThrow(
      CouponVendorError,
    );
  });
});
