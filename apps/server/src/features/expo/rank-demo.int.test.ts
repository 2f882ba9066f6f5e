import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { expoHallOfFame, expoPromoCodes, expoWeekRanks } from './rank-schema.js';
import { seedDemoExpoRank } from './rank-demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the rankings demo', () => {
  it('ranks two past weeks with a podium, fills the hall of fame, opens a live code, and runs once', async () => {
    await seedDemoExpoRank(ctx.database.db); // no booths yet: nothing to rank, nothing written
    expect(await ctx.database.db.select().from(expoWeekRanks)).toHaveLength(0);
    for (let i = 0; i < 24; i++) await buildPerson(ctx);
    for (let i = 0; i < 4; i++) await buildBooth(ctx, (await buildPerson(ctx)).userNo);

    await seedDemoExpoRank(ctx.database.db);
    const ranks = await ctx.database.db.select().from(expoWeekRanks);
    expect(new Set(ranks.map((r) => r.weekStart)).size).toBe(2);
    expect(ranks.filter((r) => r.rank <= 3)).toHaveLength(6);
    expect(await ctx.database.db.select().from(expoHallOfFame)).toHaveLength(2);
    const [code] = await ctx.database.db.select().from(expoPromoCodes);
    expect(code).toMatchObject({ claimed: 4, claimLimit: 50 });

    await seedDemoExpoRank(ctx.database.db);
    expect(await ctx.database.db.select().from(expoWeekRanks)).toHaveLength(ranks.length);
  });
});
