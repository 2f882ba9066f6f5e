import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemoPayments } from './demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the demo top-up', () => {
  it('gives 데모메이커 one finished, refundable 테스트 결제 of 10 points, once', async () => {
    const demo = await buildMember(ctx, { email: 'demo@sidequest.kr' });
    await seedDemoPayments(ctx.database.db);
    await seedDemoPayments(ctx.database.db);
    const { get } = http(ctx.app);
    const orders = (await get('/api/payment/orders', demo)).json();
    expect(orders.list).toHaveLength(1);
    expect(orders.list[0]).toMatchObject({ STATUS: 'paid', POINTS: 10, TEST: true, REFUNDABLE: true });
    expect((await get('/api/payment/cafeteria', demo)).json().BALANCE).toBe(10);
  });
});
