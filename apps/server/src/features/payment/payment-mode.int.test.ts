import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { type PortOneStandin, startPortOneStandin } from '../../lib/portone/standin.js';

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

  it('approves a double click on the test card page once and answers the second with CONFLICT', async () => {
    const m = await buildMember(ctx);
    const { request } = (await post('/api/payment/order', { product: '10000' }, m)).json();
    const body = { paymentId: request.paymentId, outcome: 'paid' };
    const answers = await Promise.all([
      post('/api/payment/standin/pay', body, m),
      post('/api/payment/standin/pay', body, m),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await post('/api/payment/paid', { paymentId: request.paymentId }, m)).json()).toMatchObject({
      BALANCE: 10,
    });
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

describe('PortOne refusing us, and the limits', () => {
  let ctx: TestContext;
  let standin: PortOneStandin;
  beforeAll(async () => {
    standin = await startPortOneStandin();
    ctx = await createTestApp({
      // Keys that PortOne (here the stand-in) does not accept, and few money calls a minute.
      PORTONE_API_SECRET: 'not-the-secret',
      PORTONE_API_BASE_URL: standin.url,
      PORTONE_STORE_ID: standin.storeId,
      PORTONE_CHANNEL_KEY: 'channel-key-test',
      PORTONE_WEBHOOK_SECRET: standin.webhookSecret,
      AUTH_RATE_LIMIT_MAX: '4',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await standin.close();
  });
  const { post } = http(() => ctx.app);

  it('answers 503 PAYMENT_UNAVAILABLE, not a 500, when PortOne refuses our credentials', async () => {
    const m = await buildMember(ctx, { ip: '10.9.0.1' });
    const order = await post('/api/payment/order', { product: '10000' }, m, { ip: '10.9.0.1' });
    const res = await post('/api/payment/paid', { paymentId: order.json().request.paymentId }, m, {
      ip: '10.9.0.1',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('PAYMENT_UNAVAILABLE');
  });

  it('limits money calls per address', async () => {
    const m = await buildMember(ctx, { ip: '10.9.0.2' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await post('/api/payment/paid', { paymentId: 'sq_20260101000000_ffffffffff' }, m, {
            ip: '10.9.0.2',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 4)).toEqual([404, 404, 404, 404]);
    expect(codes.slice(4)).toEqual([429, 429]);
  });

  it('refuses an oversized webhook body before verifying it', async () => {
    const body = JSON.stringify({ type: 'Transaction.Paid', pad: 'x'.repeat(70_000) });
    const res = await post('/api/payment/webhook', body, null, {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the shop’s pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the cafeteria and the payment pages with their titles, the payment ones unindexed', async () => {
    const { get } = http(() => ctx.app);
    const cafeteria = await get('/cafeteria');
    expect(cafeteria.statusCode).toBe(200);
    expect(cafeteria.body).toContain('<title>카페테리아 - 커피 포인트 충전 | 사이드퀘스트</title>');
    for (const path of ['/payment/complete?paymentId=sq_20260101000000_ffffffffff', '/payment/test-card']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
