import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemoUsers } from '../auth/demo.js';
import { seedDemoPeople } from '../people/demo.js';
import { seedDemoProjects } from '../project/post/demo.js';
import { seedDemoTeam } from '../project/team/demo.js';
import { seedDemoBooths } from './demo.js';
import { booths } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo booths', () => {
  it('seeds a dozen approved booths, some from projects with their teams, once', async () => {
    const db = ctx.database.db;
    await seedDemoUsers(db);
    await seedDemoPeople(db);
    await seedDemoProjects(db);
    await seedDemoTeam(db);
    await seedDemoBooths(db);
    await seedDemoBooths(db);
    const rows = await db.select().from(booths);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'approved')).toBe(true);
    expect(rows.filter((r) => r.projectNo !== null).length).toBeGreaterThanOrEqual(3);
    // A carried-over project's teammates accepted and sit on the booth's team.
    const teams = await Promise.all(
      rows.map(
        async (r) => (await post('/api/expo/booth', { booth_no: r.boothNo })).json().booth.team.length,
      ),
    );
    expect(Math.max(...teams)).toBeGreaterThan(1);
    const page = (await post('/api/expo/booth', { booth_no: rows[0]!.boothNo })).json().booth;
    expect(page.name).toBe('혼살림 가계부');
    expect(page.update_count).toBe(2);
    const updates = (await post('/api/expo/updates', { booth_no: rows[0]!.boothNo })).json().list;
    expect(updates).toHaveLength(2);
  });
});
