import { isNull, ne } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { seedDemo } from '../../../db/seed/demo.js';
import { projects, projectSlots } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo projects', () => {
  it('publishes about a dozen varied gatherings through the posting rules, once', async () => {
    const db = ctx.database.db;
    await seedDemo(db);
    await seedDemo(db);
    const rows = await db
      .select()
      .from(projects)
      .where(and(ne(projects.status, '99'), isNull(projects.deletedAt)));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['01', '02', '03']));
    expect(new Set(rows.map((r) => r.region)).size).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.repeatedOf === null)).toBe(true);
    const slots = await db.select().from(projectSlots);
    expect(slots.length).toBeGreaterThanOrEqual(20);
  });
});
