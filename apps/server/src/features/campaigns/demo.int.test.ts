import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemoUsers } from '../auth/demo.js';
import { seedDemoCampaigns } from './demo.js';
import { campaignEntries, campaignEvents } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo events', () => {
  it('seeds live attendance, first-come, proof and a drawn lottery, once', async () => {
    const db = ctx.database.db;
    await seedDemoUsers(db);
    await seedDemoCampaigns(db);
    await seedDemoCampaigns(db);
    const rows = await db.select().from(campaignEvents);
    expect(rows.map((r) => `${r.type}/${r.mode}`).sort()).toEqual(['01/03', '02/02', '04/01', '06/01']);
    const live = (await post('/api/event/list', { status: 'live' })).json().list;
    expect(live).toHaveLength(3);
    const lottery = rows.find((r) => r.mode === '02')!;
    const detail = (await post('/api/event/detail', { event_no: lottery.eventNo })).json();
    expect(detail.event.state).toBe('ended');
    expect(detail.draw.winners).toHaveLength(3);
    const attendance = rows.find((r) => r.type === '04')!;
    const checkIns = await db
      .select()
      .from(campaignEntries)
      .where(eq(campaignEntries.eventNo, attendance.eventNo));
    expect(checkIns.every((e) => e.rewardedAt !== null)).toBe(true);
    expect(checkIns.length).toBeGreaterThanOrEqual(3);
  });
});
