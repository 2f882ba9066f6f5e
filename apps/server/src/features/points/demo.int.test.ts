import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemoPoints } from './demo.js';
import { moveExp } from './ledger.js';
import { pointLedger } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('seedDemoPoints', () => {
  it('gives the demo member a dated history through the ledger, once however often it runs', async () => {
    const demo = await buildMember(ctx, { email: 'demo@sidequest.kr' });
    // Another demo part already gave exp today: the exp rows made after it must not predate it.
    await moveExp(ctx.database.db, {
      userNo: demo.user.no,
      delta: 10,
      kind: 'reward',
      reason: 'D28',
      ref: `other-demo:${demo.user.no}`,
    });
    await seedDemoPoints(ctx.database.db);
    await seedDemoPoints(ctx.database.db);

    const rows = await ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userNo, demo.user.no));
    expect(rows).toHaveLength(4);
    const { get } = http(ctx.app);
    const points = (await get('/api/profile/point_info', demo)).json();
    expect(points.BALANCE).toBe(3);
    // Newest first by entry and by date alike: the rows were dated back in the order they were made.
    const dates = points.list.map((e: { CREATED_AT: string }) => e.CREATED_AT);
    expect([...dates].sort().reverse()).toEqual(dates);
    const summary = (await get('/api/profile/point_summarize', demo)).json();
    expect(summary.weeks.some((w: { POINTS_OUT: number }) => w.POINTS_OUT === 3)).toBe(true);
    const exp = (await get('/api/profile/exp_info', demo)).json();
    expect(exp.EXP).toBe(310);
    const expDates = exp.list.map((e: { CREATED_AT: string }) => e.CREATED_AT);
    expect([...expDates].sort().reverse()).toEqual(expDates);
  });
});
