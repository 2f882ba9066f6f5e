import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemo } from '../../db/seed/demo.js';
import { magazineArticles, magazineSeries } from '../magazine/schema.js';
import { operators } from '../moderation/schema.js';
import { loungePosts, loungeReactions, loungeReplies, loungeVotes } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo lounge and magazine', () => {
  it('seeds posts, a voted poll, replies, reactions, a series, a retrospective and the operator, once', async () => {
    const db = ctx.database.db;
    await seedDemo(db);
    await seedDemo(db);
    const posts = await db.select().from(loungePosts).where(eq(loungePosts.status, 'published'));
    expect(posts.length).toBe(6);
    expect(new Set(posts.map((p) => p.tag)).size).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(loungeVotes)).length).toBe(4);
    expect((await db.select().from(loungeReplies)).length).toBeGreaterThanOrEqual(7);
    expect((await db.select().from(loungeReactions)).length).toBeGreaterThanOrEqual(10);
    expect(posts.some((p) => p.bodyHtml.includes('class="mention"'))).toBe(true);
    const articles = await db.select().from(magazineArticles).where(isNotNull(magazineArticles.publishedAt));
    expect(articles.length).toBe(5);
    expect(articles.filter((a) => a.seriesNo !== null).map((a) => a.seriesOrder)).toEqual([1, 2, 3]);
    expect(articles.some((a) => a.category === '22' && a.retroProduct === '하루한줄')).toBe(true);
    expect((await db.select().from(magazineSeries)).length).toBe(1);
    const articleReplies = await db.select().from(loungeReplies).where(isNotNull(loungeReplies.articleNo));
    expect(articleReplies.length).toBe(4);
    expect((await db.select().from(operators)).length).toBe(1);

    const page = await ctx.app.inject({ method: 'POST', url: '/api/mgmt_lounge/postings', payload: {} });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().list.length).toBe(6);
  });
});
