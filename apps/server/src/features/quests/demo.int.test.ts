import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { DEMO_PASSWORD, seedDemoUsers } from '../auth/demo.js';
import { seedDemoQuests } from './demo.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo quests', () => {
  it('leaves the demo member half-way through today, with finished days behind, run twice', async () => {
    const db = ctx.database.db;
    await seedDemoUsers(db);
    await seedDemoQuests(db);
    await seedDemoQuests(db);
    const login = await api.post('/api/auth/login', { email: 'demo@sidequest.kr', password: DEMO_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = cookieFrom(login);

    const today = (await api.get('/api/profile/quest_info', cookie)).json();
    expect(today).toMatchObject({ CLAIMED_COUNT: 1, BONUS_CLAIMED: false });
    expect(today.QUESTS[0]).toMatchObject({ CODE: 'Q1', DONE: true, CLAIMED: true });
    expect(today.QUESTS[1].PROGRESS).toBeGreaterThan(0);
    expect(today.QUESTS[1].CLAIMED).toBe(false);
    expect(today.QUESTS[2]).toMatchObject({ PROGRESS: 0, DONE: false });

    const week = (await api.get('/api/profile/load_weekly_challenge', cookie)).json();
    expect(week.DAYS.filter((d: { COMPLETE: boolean }) => d.COMPLETE).length).toBe(week.COMPLETE_DAYS);
    const report = (await api.get('/api/profile/load_report_challenge', cookie)).json();
    expect(report.QUESTS_DONE).toBeGreaterThan(0);
    expect(report.EXP_EARNED).toBeGreaterThan(0);
  });
});
