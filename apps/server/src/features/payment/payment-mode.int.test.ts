import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

/**
 * The app's own modes, without a test-held PortOne: the built-in stand-in (테스트 결제) that the
 * demo and development use, and `off`, where the cafeteria says it is not ready yet.
 */
describe('테스트 결제: the built-in stand-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const { post, get } = http(() => ctx.app);

  it('pays through the test card page, credits through its own webhook, and marks the order a test', async () => {
    const m = await buildMember(ctx);
    expect((await get('/api/payment/cafeteria', m)).json()).toMatchObject({ mode: 'standin', BALANCE: 0 });
    const created = (await post('/api/payment/order', { product: '30000' }, m)).json();
    expect(created).toMatchObject({
      mode: 'standin',
      request: { storeId: 'store-standin', totalAmount: 30_000 },
    });
    const paymentId = created.request.paymentId;

    const window = await post('/api/payment/standin/pay', { paymentId, outcome: 'paid' }, m);
    expect(window.json()).toEqual({ result: 'success', status: 'paid' });
    const res = await post('/api/payment/paid', { paymentId }, m);
    expect(res.json()).toMatchObject({ POINTS: 31, ACTIVITY_SCORE: 3_000, BALANCE: 31 });
    expect(res.json().order).toMatchObject({ STATUS: 'paid', TEST: true });
    // Whichever of the return and the stand-in's webhook came second changed nothing.
    const list = (await get('/api/payment/orders', m)).json();
    expect(list.list).toHaveLength(1);
    expect((await get('/api/payment/cafeteria', m)).json().BALANCE).toBe(31);

    const again = await post('/api/payment/standin/pay', { paymentId, outcome: 'paid' }, m);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('declines through the test card page', async () => {
    const m = await buildMember(ctx);
    const { request } = (await post('/api/payment/order', { product: '10000' }, m)).json();
    await post('/api/payment/standin/pay', { paymentId: request.paymentId, outcome: 'failed' }, m);
    const res = await post('/api/payment/paid', { paymentId: request.paymentId }, m);
    expect(res.json().code).toBe('PAYMENT_FAILED');
  });

  it('lets only the order’s member use the test card page', async () => {
    const owner = await buildMember(ctx);
    const other = await buildMember(ctx);
    const { request } = (await post('/api/payment/order', { product: '10000' }, owner)).json();
    const res = await post(
      '/api/payment/standin/pay',
      { paymentId: request.paymentId, outcome: 'paid' },
      other,
    );
    expect(res.json().code).toBe('ORDER_NOT_YOURS');
  });
});

describe('payments off (production without PortOne)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PAYMENT_STANDIN: 'false' });
  });
  afterAll(() => ctx.close());
  const { post, get } = http(() => ctx.app);

  it('says so in the cafeteria and refuses orders, payments and webhooks', async () => {
    const m = await buildMember(ctx);
    expect((await get('/api/payment/cafeteria', m)).json()).toMatchObject({ mode: 'off' });
    const order = await post('/api/payment/order', { product: '10000' }, m);
    expect(order.statusCode).toBe(503);
    expect(order.json().code).toBe('PAYMENT_UNAVAILABLE');
    const paid = await post('/api/payment/paid', { paymentId: 'sq_20260101000000_ffffffffff' }, m);
    expect(paid.json().code).toBe('PAYMENT_UNAVAILABLE');
    const hook = await post('/api/payment/webhook', '{"type":"Transaction.Paid"}', null, {
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.statusCode).toBe(503);
  });
});
