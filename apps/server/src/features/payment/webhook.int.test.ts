import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { type PaymentWorld, paymentCalls, paymentWorld } from '../../../test/payment-kit.js';
import { newWebhookSecret, signWebhook, transactionWebhook } from '../../lib/portone/standin-payments.js';

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world.close());

const { order, pay, paid, refund, deliver, balance, status, moves } = paymentCalls(() => world);
const member = () => buildMember(world.ctx);

/** An order paid at PortOne whose Paid webhook is held back: the delivery, not yet sent. */
async function paidAtPortOne() {
  const m = await member();
  const o = await order(m);
  world.standin.hold(true);
  const payment = await pay(o);
  world.standin.hold(false);
  const delivery = world.standin.deliveries.at(-1)!;
  expect(JSON.parse(delivery.body)).toMatchObject({
    type: 'Transaction.Paid',
    data: { paymentId: o.request.paymentId },
  });
  return { m, o, id: o.request.paymentId, delivery, payment: payment as { transactionId: string } };
}

describe('the signed webhook', () => {
  it('credits a verified Paid webhook once however often it is delivered', async () => {
    const { m, id, delivery } = await paidAtPortOne();
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(delivery)).json()).toEqual({ result: 'success' });
    expect(await status(id)).toBe('paid');
    expect(await balance(m.user.no)).toBe(10);
    expect((await moves(id)).points).toHaveLength(1);
    expect((await moves(id)).exps).toHaveLength(1);
  });

  it('refuses a forged signature (401) and credits nothing', async () => {
    const { m, id, delivery } = await paidAtPortOne();
    const forged = { body: delivery.body, headers: signWebhook(newWebhookSecret(), delivery.body) };
    const res = await deliver(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('WEBHOOK_REJECTED');
    // The right signature over another body does not carry over either.
    const tampered = {
      body: delivery.body.replace('Transaction.Paid', 'Transaction.Paid '),
      headers: delivery.headers,
    };
    expect((await deliver(tampered)).statusCode).toBe(401);
    expect(await status(id)).toBe('ready');
    expect(await balance(m.user.no)).toBe(0);
  });

  it('refuses a stale or future time stamp and missing headers (400)', async () => {
    const { m, id, delivery } = await paidAtPortOne();
    const secret = world.standin.webhookSecret;
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 600, now + 600]) {
      const res = await deliver({
        body: delivery.body,
        headers: signWebhook(secret, delivery.body, { timestamp }),
      });
      expect(res.statusCode).toBe(400);
    }
    const { 'webhook-signature': _sig, ...unsigned } = delivery.headers;
    expect((await deliver({ body: delivery.body, headers: unsigned })).statusCode).toBe(400);
    expect(await status(id)).toBe('ready');
    expect(await balance(m.user.no)).toBe(0);
  });

  it('trusts PortOne’s record over the webhook: a signed Paid for an unpaid payment credits nothing', async () => {
    const m = await member();
    const o = await order(m);
    const body = transactionWebhook('Transaction.Paid', {
      id: o.request.paymentId,
      storeId: world.standin.storeId,
      transactionId: 'made-up',
    });
    const res = await deliver({ body, headers: signWebhook(world.standin.webhookSecret, body) });
    expect(res.statusCode).toBe(200);
    expect(await status(o.request.paymentId)).toBe('ready');
    expect(await balance(m.user.no)).toBe(0);
  });

  it('acknowledges a webhook about a payment that is not one of our orders', async () => {
    const body = transactionWebhook('Transaction.Paid', {
      id: 'someone-elses',
      storeId: 's',
      transactionId: 't',
    });
    expect(
      (await deliver({ body, headers: signWebhook(world.standin.webhookSecret, body) })).statusCode,
    ).toBe(200);
  });

  it('never credits twice when Paid arrives after Cancelled, or Paid is replayed after a refund', async () => {
    const { m, id, delivery } = await paidAtPortOne();
    expect((await paid(m, id)).json()).toMatchObject({ POINTS: 10 });
    world.standin.hold(true);
    expect((await refund(m, id)).json()).toMatchObject({ result: 'success', BALANCE: 0 });
    const cancelled = world.standin.deliveries.at(-1)!;
    expect(JSON.parse(cancelled.body).type).toBe('Transaction.Cancelled');
    await world.standin.release();
    // Reordered and replayed: Cancelled again, then the original Paid.
    for (const d of [cancelled, delivery, delivery]) expect((await deliver(d)).statusCode).toBe(200);
    expect(await status(id)).toBe('refunded');
    expect(await balance(m.user.no)).toBe(0);
    const { points } = await moves(id);
    expect(points.map((p) => p.delta).sort()).toEqual([-10, 10]);
  });

  it('fails the order on a declined card and pays it when the card is retried under the same id', async () => {
    const m = await member();
    const o = await order(m);
    await pay(o, { status: 'FAILED' });
    await world.standin.idle();
    expect(await status(o.request.paymentId)).toBe('failed');
    // A declined card may be retried under the same id and then pay.
    await pay(o);
    await world.standin.idle();
    expect(await status(o.request.paymentId)).toBe('paid');
    expect(await balance(m.user.no)).toBe(10);
  });
});
