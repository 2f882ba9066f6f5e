import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { type PaymentWorld, paymentCalls, paymentWorld } from '../../../test/payment-kit.js';
import { movePoints } from '../points/ledger.js';
import { paymentOrders } from './schema.js';

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world.close());

const { db, order, pay, paid, refund, balance, exp, status, moves, portonePayment, get } = paymentCalls(
  () => world,
);

/** A member with a settled 10,000원 top-up (10 points, 1,000 activity score). */
async function toppedUp() {
  const m = await buildMember(world.ctx);
  const o = await order(m);
  await pay(o);
  await world.standin.idle();
  expect((await paid(m, o.request.paymentId)).json()).toMatchObject({ BALANCE: 10 });
  return { m, id: o.request.paymentId };
}

describe('refunds', () => {
  it('cancels the payment at PortOne and takes back the points and activity score, once', async () => {
    const { m, id } = await toppedUp();
    const expPaid = await exp(m.user.no);
    const res = await refund(m, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ BALANCE: 0, order: { STATUS: 'refunded', REFUNDABLE: false } });
    expect(res.json().order.REFUNDED_AT).toEqual(expect.any(String));
    expect(await exp(m.user.no)).toBe(expPaid - 1_000);
    expect((await portonePayment(id)).status).toBe('CANCELLED');
    await world.standin.idle();

    const again = await refund(m, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_NOT_ALLOWED');
    const { points, exps } = await moves(id);
    expect(points.filter((p) => p.kind === 'refund')).toEqual([
      { ref: `refund:${id}`, delta: -10, kind: 'refund' },
    ]);
    expect(exps.filter((p) => p.kind === 'refund')).toHaveLength(1);
    expect(await balance(m.user.no)).toBe(0);
  });

  it('refuses two refunds at the same moment beyond the first', async () => {
    const { m, id } = await toppedUp();
    const answers = await Promise.all([refund(m, id), refund(m, id), refund(m, id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(m.user.no)).toBe(0);
    expect((await moves(id)).points).toHaveLength(2);
  });

  it('refuses once any of the credited points were spent', async () => {
    const { m, id } = await toppedUp();
    await movePoints(db(), {
      userNo: m.user.no,
      delta: -1,
      kind: 'spend',
      reason: 'boost',
      ref: `test-spend:${id}`,
    });
    const list = (await get('/api/payment/orders', m)).json();
    expect(list.list[0]).toMatchObject({ PAYMENT_ID: id, REFUNDABLE: false });
    const res = await refund(m, id);
    expect(res.json().code).toBe('REFUND_NOT_ALLOWED');
    expect(res.json().message).toContain('이미 사용');
    expect(await status(id)).toBe('paid');
    expect((await portonePayment(id)).status).toBe('PAID');
    expect(await balance(m.user.no)).toBe(9);
  });

  it('refuses after the seven-day refund period', async () => {
    const { m, id } = await toppedUp();
    await db()
      .update(paymentOrders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(paymentOrders.paymentId, id));
    const res = await refund(m, id);
    expect(res.json().code).toBe('REFUND_NOT_ALLOWED');
    expect(res.json().message).toContain('7일');
    expect(await balance(m.user.no)).toBe(10);
  });

  it('refuses an order that was never paid', async () => {
    const m = await buildMember(world.ctx);
    const o = await order(m);
    expect((await refund(m, o.request.paymentId)).json().code).toBe('REFUND_NOT_ALLOWED');
  });

  it('takes the credit back when PortOne cancels a paid order by itself (console), if unspent', async () => {
    const { m, id } = await toppedUp();
    const res = await fetch(`${world.standin.url}/payments/${id}/cancel`, {
      method: 'POST',
      headers: { authorization: `PortOne ${world.standin.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: '관리자 취소' }),
    });
    expect(res.status).toBe(200);
    await world.standin.idle();
    expect(await status(id)).toBe('refunded');
    expect(await balance(m.user.no)).toBe(0);
  });
});
