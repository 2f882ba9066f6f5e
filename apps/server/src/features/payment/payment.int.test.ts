import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { type PaymentWorld, paymentCalls, paymentWorld } from '../../../test/payment-kit.js';
import { MAX_OPEN_ORDERS, newPaymentId } from './orders.js';
import { paymentOrders } from './schema.js';

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world.close());

const { post, get, db, order, pay, paid, deliver, balance, exp, status, moves, portonePayment } =
  paymentCalls(() => world);
const member = () => buildMember(world.ctx);

describe('the cafeteria and orders', () => {
  it('lists the five top-ups and eight packages, the mode and no balance for a visitor', async () => {
    const res = await get('/api/payment/cafeteria');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', mode: 'portone', BALANCE: null, REFUND_DAYS: 7 });
    expect(body.topups.map((t: { CODE: string }) => t.CODE)).toEqual([
      '10000',
      '30000',
      '50000',
      '100000',
      '200000',
    ]);
    expect(body.topups[4]).toMatchObject({ AMOUNT_WON: 200_000, CHARGE_WON: 220_000, POINTS: 220 });
    expect(body.packages).toHaveLength(8);
  });

  it('creates an order whose amount and name the server fixes, with the 3.32 request object', async () => {
    const m = await member();
    const res = await post('/api/payment/order', { product: '200000', amount: 1 }, m);
    expect(res.statusCode).toBe(200);
    const { order: o, request, mode } = res.json();
    expect(mode).toBe('portone');
    expect(o).toMatchObject({ PRODUCT: '200000', AMOUNT_WON: 220_000, POINTS: 220, ACTIVITY_SCORE: 20_000 });
    expect(o).toMatchObject({ STATUS: 'ready', REFUNDABLE: false, TEST: false, PAID_AT: null });
    expect(request).toEqual({
      storeId: world.standin.storeId,
      channelKey: 'channel-key-test',
      paymentId: o.PAYMENT_ID,
      orderName: '사이드퀘스트 커피 포인트 220개',
      totalAmount: 220_000,
      currency: 'CURRENCY_KRW',
      payMethod: 'CARD',
      customData: JSON.stringify({ product: '200000', userNo: m.user.no }),
      productType: 'PRODUCT_TYPE_DIGITAL',
      redirectUrl: `${world.ctx.config.PUBLIC_ORIGIN}/payment/complete`,
    });
    expect(o.PAYMENT_ID).toMatch(/^sq_\d{14}_[0-9a-f]{10}$/);
  });

  it('sells a package at its price and refuses unknown products and F01', async () => {
    const m = await member();
    expect((await order(m, 'P04')).order).toMatchObject({
      AMOUNT_WON: 33_000,
      POINTS: 31,
      ACTIVITY_SCORE: 0,
    });
    for (const product of ['F01', '12345', '', 10000]) {
      const res = await post('/api/payment/order', { product }, m);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it(`stops at ${MAX_OPEN_ORDERS} unfinished orders`, async () => {
    const m = await member();
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) await order(m);
    const res = await post('/api/payment/order', { product: '10000' }, m);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_OPEN_ORDERS');
  });

  it('pages my orders newest first by key, and shows nobody else’s', async () => {
    const m = await member();
    const other = await member();
    const base = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 23 }, (_, i) => newPaymentId(new Date(base + i * 1000)));
    await db()
      .insert(paymentOrders)
      .values(
        ids.map((paymentId) => ({
          paymentId,
          userNo: m.user.no,
          product: '10000',
          orderName: '사이드퀘스트 커피 포인트 10개',
          amountWon: 10_000,
          points: 10,
          activityScore: 1_000,
        })),
      );
    await order(other);
    const first = (await get('/api/payment/orders', m)).json();
    expect(first.list.map((o: { PAYMENT_ID: string }) => o.PAYMENT_ID)).toEqual(
      [...ids].reverse().slice(0, 20),
    );
    expect(first.has_more).toBe(true);
    const second = (await get(`/api/payment/orders?before=${first.list[19].PAYMENT_ID}`, m)).json();
    expect(second.list.map((o: { PAYMENT_ID: string }) => o.PAYMENT_ID)).toEqual(
      [...ids].reverse().slice(20),
    );
    expect(second.has_more).toBe(false);
  });
});

describe('paying: the browser return and the webhook settle once', () => {
  it('credits 10 points and 1,000 activity score after PortOne says paid, once', async () => {
    const m = await member();
    const o = await order(m);
    world.standin.hold(true);
    await pay(o);
    const expBefore = await exp(m.user.no);
    const res = await paid(m, o.request.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ POINTS: 10, ACTIVITY_SCORE: 1_000, BALANCE: 10 });
    expect(res.json().order).toMatchObject({ STATUS: 'paid', REFUNDABLE: true });
    expect(await exp(m.user.no)).toBe(expBefore + 1_000);

    // Again, then the held webhook: the same answer, nothing more credited.
    expect((await paid(m, o.request.paymentId)).json()).toMatchObject({ POINTS: 10, BALANCE: 10 });
    await world.standin.release();
    expect(await balance(m.user.no)).toBe(10);
    const { points, exps } = await moves(o.request.paymentId);
    expect(points).toEqual([{ ref: `pay:${o.request.paymentId}`, delta: 10, kind: 'topup' }]);
    expect(exps).toEqual([{ ref: `pay:${o.request.paymentId}:exp`, delta: 1_000, kind: 'topup' }]);
  });

  it('announces a level-up once, after the credit is committed', async () => {
    const m = await member();
    const seen: { userNo: number; to: number; paid: string | undefined }[] = [];
    const off = world.ctx.events.on('member.levelUp', 'test', async (e) => {
      seen.push({ userNo: e.userNo, to: e.to, paid: await status(o.request.paymentId) });
    });
    const o = await order(m, '50000');
    await pay(o);
    await world.standin.idle();
    await paid(m, o.request.paymentId);
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ userNo: m.user.no, paid: 'paid' });
    expect(seen[0]!.to).toBeGreaterThan(1);
  });

  it('settles once when the return and the webhook arrive at the same moment', async () => {
    const m = await member();
    const o = await order(m);
    world.standin.hold(true);
    await pay(o);
    const delivery = world.standin.deliveries.at(-1)!;
    world.standin.hold(false);
    const answers = await Promise.all([
      paid(m, o.request.paymentId),
      deliver(delivery),
      paid(m, o.request.paymentId),
      deliver(delivery),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balance(m.user.no)).toBe(10);
    expect((await moves(o.request.paymentId)).points).toHaveLength(1);
  });

  it('credits from the webhook when it comes first; paid then answers the same credit', async () => {
    const m = await member();
    const o = await order(m);
    await pay(o);
    await world.standin.idle();
    expect(await status(o.request.paymentId)).toBe('paid');
    expect(await balance(m.user.no)).toBe(10);
    const res = await paid(m, o.request.paymentId);
    expect(res.json()).toMatchObject({ POINTS: 10, ACTIVITY_SCORE: 1_000, BALANCE: 10 });
    expect((await moves(o.request.paymentId)).points).toHaveLength(1);
  });

  it('answers PAYMENT_NOT_PAID before the window is finished and PAYMENT_FAILED for a declined card', async () => {
    const m = await member();
    const o = await order(m);
    expect((await paid(m, o.request.paymentId)).json().code).toBe('PAYMENT_NOT_PAID');
    await pay(o, { status: 'FAILED' });
    await world.standin.idle();
    const res = await paid(m, o.request.paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_FAILED');
    expect(await status(o.request.paymentId)).toBe('failed');
    expect(await balance(m.user.no)).toBe(0);
  });

  it('refuses a payment of another amount or currency, fails the order and cancels the charge', async () => {
    const m = await member();
    for (const over of [{ amount: 100 }, { currency: 'USD' as const }]) {
      const o = await order(m);
      world.standin.hold(true);
      await pay(o, over);
      const res = await paid(m, o.request.paymentId);
      expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
      await world.standin.release();
      await world.standin.idle();
      const [row] = await db()
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paymentId, o.request.paymentId));
      expect(row).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_AMOUNT_MISMATCH' });
      expect((await portonePayment(o.request.paymentId)).status).toBe('CANCELLED');
    }
    expect(await balance(m.user.no)).toBe(0);
  });

  it('refuses a payment made with another order’s custom data (a reused payment id)', async () => {
    const m = await member();
    const a = await order(m, '10000');
    const b = await order(m, '10000');
    world.standin.hold(true);
    // Order b's id paid with a's custom data, and an order of another member's.
    await pay(b, { customData: JSON.stringify({ product: '10000', userNo: m.user.no + 1 }) });
    expect((await paid(m, b.request.paymentId)).json().code).toBe('PAYMENT_ORDER_MISMATCH');
    await pay(a);
    expect((await paid(m, a.request.paymentId)).json()).toMatchObject({ POINTS: 10 });
    await world.standin.release();
    // The settled id asked again answers its own order and leaves the other one alone.
    const c = await order(m, '30000');
    expect((await paid(m, a.request.paymentId)).json().order.PAYMENT_ID).toBe(a.request.paymentId);
    expect(await status(c.request.paymentId)).toBe('ready');
    expect(await balance(m.user.no)).toBe(10);
  });

  it('refuses another member’s order on paid, refund and the test window, and unknown ids', async () => {
    const owner = await member();
    const thief = await member();
    const o = await order(owner);
    await pay(o);
    await world.standin.idle();
    const id = o.request.paymentId;
    for (const url of ['/api/payment/paid', '/api/payment/refund']) {
      const res = await post(url, { paymentId: id }, thief);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ORDER_NOT_YOURS');
    }
    expect((await paid(thief, 'sq_20260101000000_ffffffffff')).json().code).toBe('PAYMENT_NOT_FOUND');
    expect(await balance(thief.user.no)).toBe(0);
  });

  it('asks for a log-in on every call but the cafeteria', async () => {
    const calls: [string, unknown][] = [
      ['/api/payment/order', { product: '10000' }],
      ['/api/payment/paid', { paymentId: 'sq_20260101000000_ffffffffff' }],
      ['/api/payment/refund', { paymentId: 'sq_20260101000000_ffffffffff' }],
      ['/api/payment/standin/pay', { paymentId: 'sq_20260101000000_ffffffffff', outcome: 'paid' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, body, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('E001');
    }
    expect((await get('/api/payment/orders', null)).json().code).toBe('E001');
  });

  it('refuses the test card window when PortOne is real', async () => {
    const m = await member();
    const o = await order(m);
    const res = await post(
      '/api/payment/standin/pay',
      { paymentId: o.request.paymentId, outcome: 'paid' },
      m,
    );
    expect(res.json().code).toBe('STANDIN_ONLY');
  });
});
