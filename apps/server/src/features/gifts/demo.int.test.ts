import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemo } from '../../db/seed/demo.js';
import { users } from '../auth/schema.js';
import { notifications } from '../notification/schema.js';
import { seedDemoGifts } from './demo.js';
import { giftconOrders, gifts } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo gifts', () => {
  it('gives four gifts and sells one test coupon, once however often it runs', async () => {
    const db = ctx.database.db;
    await seedDemo(db);
    await seedDemoGifts(db);
    await seedDemoGifts(db);
    expect(await db.select().from(gifts)).toHaveLength(4);
    const coupons = await db.select().from(giftconOrders);
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ status: 'sent', test: true, itemCode: 'G01' });
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@sidequest.kr'));
    const told = await db.select().from(notifications).where(eq(notifications.userNo, demo!.userNo));
    expect(told.filter((n) => n.kind === 'gift')).toHaveLength(2);
  });
});
