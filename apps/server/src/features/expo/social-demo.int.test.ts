import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../auth/demo.js';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemoExpoSocial } from './social-demo.js';
import { boothForumReplies, boothForumThreads, boothReviews, boothSupports } from './social-schema.js';
import { booths } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const count = async (
  table: typeof boothSupports | typeof boothReviews | typeof boothForumThreads | typeof boothForumReplies,
) => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('the social demo', () => {
  it('leaves supports, reviews and threads that match the booth counters, once', async () => {
    const db = ctx.database.db;
    await seedDemoUsers(db);
    const people = await Promise.all(Array.from({ length: 10 }, () => buildPerson(ctx)));
    for (const p of people.slice(0, 3)) await buildBooth(ctx, p.userNo);
    await seedDemoExpoSocial(db);
    const supports = await count(boothSupports);
    const reviews = await count(boothReviews);
    expect(supports).toBeGreaterThanOrEqual(3);
    expect(reviews).toBeGreaterThanOrEqual(3);
    expect(await count(boothForumThreads)).toBeGreaterThanOrEqual(1);
    expect(await count(boothForumReplies)).toBeGreaterThanOrEqual(1);
    const sums = await db
      .select({
        s: sql<number>`sum(${booths.supportCount})::int`,
        r: sql<number>`sum(${booths.reviewCount})::int`,
      })
      .from(booths);
    expect(sums[0]).toEqual({ s: supports, r: reviews });
    const [own] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(boothSupports)
      .innerJoin(booths, eq(booths.boothNo, boothSupports.boothNo))
      .where(eq(booths.ownerNo, boothSupports.userNo));
    expect(own!.n).toBe(0);

    await seedDemoExpoSocial(db);
    expect(await count(boothSupports)).toBe(supports);
  });
});
