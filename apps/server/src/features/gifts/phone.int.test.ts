import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

/**
 * phone2 after identity's own verification flow (테스트 모드 stand-in), and the coupon shop on a
 * server that runs the coupon stand-in by default.
 */

let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let people = 0;

/** Walks identity's window in test mode; `phone` null leaves the phone out of the window. */
async function verifyIdentity(m: Member, phone: string | null, finish = true): Promise<string> {
  const prepared = await post('/api/profile/verify_identity/prepare', {}, m);
  const id = prepared.json().identity_verification_id as string;
  if (!finish) return id;
  people += 1;
  const window = await post(
    '/api/profile/verify_identity/standin',
    {
      identity_verification_id: id,
      outcome: 'verified',
      name: `김폰${people}`,
      birth_date: `1994-05-0${(people % 9) + 1}`,
      phone: phone ?? '',
    },
    m,
  );
  expect(window.json()).toMatchObject({ result: 'success' });
  const verified = await post('/api/profile/verify_identity', { identity_verification_id: id }, m);
  expect(verified.json()).toMatchObject({ result: 'success' });
  return id;
}

const phone2 = (m: Member | null, id: string) =>
  post('/api/payment/phone2', { identity_verification_id: id }, m);

describe('phone2', () => {
  it('confirms the phone the verification carried, masked, and the shop shows it', async () => {
    const m = await buildMember(ctx);
    const id = await verifyIdentity(m, `0105${String(Date.now()).slice(-7)}`);
    const res = await phone2(m, id);
    expect(res.json()).toMatchObject({ result: 'success', USER_PHONE: '01' });
    expect(res.json().PHONE_MASKED).toMatch(/^010-\*\*\*\*-\d{4}$/);
    const shop = (await get('/api/payment/giftcon', m)).json();
    expect(shop.PHONE).toEqual({ USER_PHONE: '01', PHONE_MASKED: res.json().PHONE_MASKED });
  });

  it('says the phone is missing when the window confirmed none', async () => {
    const m = await buildMember(ctx);
    const id = await verifyIdentity(m, null);
    expect((await phone2(m, id)).json().code).toBe('PHONE_NOT_VERIFIED');
    expect((await get('/api/payment/giftcon', m)).json().PHONE).toEqual({
      USER_PHONE: '00',
      PHONE_MASKED: null,
    });
  });

  it('refuses an unfinished verification, another member’s, and a visitor', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx);
    const open = await verifyIdentity(m, null, false);
    expect((await phone2(m, open)).json().code).toBe('IDENTITY_NOT_VERIFIED');
    const theirs = await verifyIdentity(other, `0106${String(Date.now()).slice(-7)}`);
    expect((await phone2(m, theirs)).json().code).toBe('IDENTITY_NOT_FOUND');
    expect((await phone2(null, theirs)).json().code).toBe('E001');
  });
});

describe('coupons in 테스트 모드', () => {
  it('runs the stand-in by default and marks its coupons as tests', async () => {
    const m = await buildMember(ctx);
    await verifyIdentity(m, `0107${String(Date.now()).slice(-7)}`);
    await fund(ctx, m, 5);
    const shop = (await get('/api/payment/giftcon', m)).json();
    expect(shop.mode).toBe('standin');
    const res = await post('/api/payment/buy_giftcon', { item: 'G01', requestId: randomUUID() }, m);
    // The verification's own reward may be in the balance too: only the price is checked.
    expect(res.json()).toMatchObject({
      result: 'success',
      BALANCE: shop.BALANCE - 5,
      coupon: { STATUS: 'sent', TEST: true },
    });
  });
});
