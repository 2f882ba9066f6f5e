import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemo } from '../../db/seed/demo.js';
import { magazineArticles, magazineSeries } from '../magazine/schema.js';
import { operators } from '../moderation/schema.js';
import { loungePosts, loungeReactions, loungeReplies, loungeVotes } from './schema.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
const { post } = http(() => ctx.app);
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

    // Spread over the past days (not all 방금 전), each reply after its post or article.
    const times = posts.map((p) => p.publishedAt!.getTime()).sort((a, b) => a - b);
    expect(Date.now() - times[0]!).toBeGreaterThan(24 * 3_600_000);
    expect(new Set(times).size).toBe(posts.length);
    const publishedOf = new Map<string, Date>([
      ...posts.map((p) => [`p${p.postNo}`, p.publishedAt!] as const),
      ...articles.map((a) => [`a${a.articleNo}`, a.publishedAt!] as const),
    ]);
    for (const r of await db.select().from(loungeReplies)) {
      const parent = publishedOf.get(r.postNo !== null ? `p${r.postNo}` : `a${r.articleNo}`)!;
      expect(r.createdAt.getTime()).toBeGreaterThan(parent.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect((await db.select().from(operators)).length).toBe(1);

    const page = await post('/api/mgmt_lounge/postings', {});
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().list.length).toBe(6);
  });
});
