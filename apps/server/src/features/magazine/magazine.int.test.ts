import {
  type Article,
  type ArticleCard,
  MAGAZINE_READ_EXP,
  retrospectiveTemplateHtml,
} from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleBody, buildArticle, buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { assertNoScript, XSS_PAYLOADS } from '../../../test/xss.js';
import { expLedger } from '../points/schema.js';
import { profiles } from '../profile/schema.js';
import { magazineReadTokens, questActions } from './schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const editor = () => buildMember(ctx, { operator: 'editor' });

describe('articles', () => {
  it('lets editors publish any category, members only logs and retrospectives, in series and by tag', async () => {
    const ed = await editor();
    const member = await buildMember(ctx);
    expect((await api.post('/api/mgmt_quest/post', articleBody())).json().code).toBe('E001');
    expect((await api.post('/api/mgmt_quest/post', articleBody(), member.cookie)).json().code).toBe(
      'FORBIDDEN',
    );

    const series = await api.post('/api/mgmt_quest/series_new', { title: '라운지 만들기' }, ed.cookie);
    expect(series.statusCode, series.body).toBe(200);
    const seriesNo = series.json().series_no as number;
    const first = await buildArticle(ctx, ed, { series_no: seriesNo });
    expect(first.slug).toBe('사이드퀘스트-라운지를-열었어요');
    const second = await buildArticle(ctx, ed, {
      series_no: seriesNo,
      title: '투표 기능, 이렇게 만들었어요',
      tags: ['투표'],
    });
    const foreignSeries = await api.post(
      '/api/mgmt_quest/post',
      articleBody({ category: '21', series_no: seriesNo }),
      member.cookie,
    );
    expect(foreignSeries.json().code).toBe('VALIDATION');

    const loaded = (await api.post('/api/mgmt_quest/load', { quest_no: second.quest_no })).json()
      .article as Article;
    expect(loaded.SERIES?.ARTICLES.map((a) => a.QUEST_NO)).toEqual([first.quest_no, second.quest_no]);
    expect(loaded.SERIES_ORDER).toBe(2);
    const byTag = (await api.post('/api/mgmt_quest/list', { tag: '투표' })).json().list as ArticleCard[];
    expect(byTag.map((a) => a.QUEST_NO)).toEqual([second.quest_no]);
    const byCategory = (await api.post('/api/mgmt_quest/list', { category: '13', size: 1 })).json();
    expect(byCategory.list).toHaveLength(1);
    const next = (
      await api.post('/api/mgmt_quest/list', { category: '13', size: 1, cursor: byCategory.next_cursor })
    ).json();
    expect(next.list[0].QUEST_NO).toBe(first.quest_no);
    const blog = (await api.post('/api/mgmt_quest/blog', { quest_no: first.quest_no })).json()
      .list as ArticleCard[];
    expect(blog.map((a) => a.QUEST_NO)).toEqual([second.quest_no]);
    const owner = (await api.post('/api/mgmt_quest/owner', { quest_no: first.quest_no }, ed.cookie)).json();
    expect(owner).toMatchObject({ article_count: 2, is_mine: true });
    const mySeries = (await api.post('/api/mgmt_quest/series', {}, ed.cookie)).json().series;
    expect(mySeries[0].ARTICLE_COUNT).toBe(2);

    const tooMany = await api.post(
      '/api/mgmt_quest/post',
      articleBody({ tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }),
      ed.cookie,
    );
    expect(tooMany.json().code).toBe('VALIDATION');
  });

  it('checks the retrospective template, and only the author edits or removes', async () => {
    const member = await buildMember(ctx);
    const other = await buildMember(ctx);
    const retro = {
      category: '22',
      title: '3개월 만에 습관 앱을 출시하고 배운 것',
      body: retrospectiveTemplateHtml(),
      retro_product: '하루한줄',
      retro_start: '2026-05-01',
      retro_end: '2026-08-01',
    };
    const unanswered = await api.post('/api/mgmt_quest/post', articleBody(retro), member.cookie);
    expect(unanswered.json().code).toBe('TEMPLATE_INCOMPLETE');
    const noPeriod = await api.post(
      '/api/mgmt_quest/post',
      articleBody({ ...retro, retro_end: null }),
      member.cookie,
    );
    expect(noPeriod.json().code).toBe('VALIDATION');
    const answered = retrospectiveTemplateHtml().replace(
      /<p>[^<]*<\/p>/g,
      '<p>매일 한 줄씩 기록을 남기는 습관 앱이에요. 직접 써 보며 계속 고쳤어요.</p>',
    );
    const ok = await buildArticle(ctx, member, { ...retro, body: answered });
    const loaded = (await api.post('/api/mgmt_quest/load', { quest_no: ok.quest_no })).json()
      .article as Article;
    expect(loaded).toMatchObject({ RETRO_PRODUCT: '하루한줄', RETRO_START: '2026-05-01', CATEGORY: '22' });

    const edit = {
      ...articleBody({ ...retro, body: answered, title: '3개월 만에 습관 앱을 출시했어요' }),
      quest_no: ok.quest_no,
    };
    expect((await api.post('/api/mgmt_quest/update', edit)).json().code).toBe('E001');
    expect((await api.post('/api/mgmt_quest/update', edit, other.cookie)).json().code).toBe('FORBIDDEN');
    const updated = await api.post('/api/mgmt_quest/update', edit, member.cookie);
    expect(updated.json().slug).toBe('3개월-만에-습관-앱을-출시했어요');
    expect(
      (await api.post('/api/mgmt_quest/remove', { quest_no: ok.quest_no }, other.cookie)).json().code,
    ).toBe('FORBIDDEN');
    expect(
      (await api.post('/api/mgmt_quest/remove', { quest_no: ok.quest_no }, member.cookie)).statusCode,
    ).toBe(200);
    expect((await api.post('/api/mgmt_quest/load', { quest_no: ok.quest_no })).json().code).toBe('NOT_FOUND');
  });

  it('keeps drafts private and sanitizes article bodies', async () => {
    const ed = await editor();
    const other = await buildMember(ctx);
    const saved = await api.post(
      '/api/mgmt_quest/save',
      { title: '쓰는 중', body: XSS_PAYLOADS.join('') },
      ed.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const questNo = saved.json().quest_no as number;
    expect((await api.post('/api/mgmt_quest/load', { quest_no: questNo }, other.cookie)).json().code).toBe(
      'NOT_FOUND',
    );
    const mine = (await api.post('/api/mgmt_quest/load', { quest_no: questNo }, ed.cookie)).json()
      .article as Article;
    expect(mine.STATUS).toBe('draft');
    expect(assertNoScript(mine.BODY_HTML)).toEqual([]);
    const pub = await api.post(
      '/api/mgmt_quest/post',
      {
        ...articleBody({
          body: `<p>본문을 채웠어요. 이제 발행할 준비가 됐어요.</p>${XSS_PAYLOADS.join('')}`,
        }),
        quest_no: questNo,
      },
      ed.cookie,
    );
    expect(pub.statusCode, pub.body).toBe(200);
    const html = (await api.post('/api/mgmt_quest/load', { quest_no: questNo })).json().article.BODY_HTML;
    expect(assertNoScript(html)).toEqual([]);
  });
});

describe('the article page', () => {
  it('has the quest title and og tags, and redirects an old or wrong name segment', async () => {
    const ed = await editor();
    const { quest_no, slug } = await buildArticle(ctx, ed, { title: '메이커 인터뷰: "주말 2시간"의 힘!' });
    expect(slug).toBe('메이커-인터뷰-주말-2시간의-힘');
    const page = await api.get(`/quest/${quest_no}/${encodeURIComponent(slug)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>메이커 인터뷰: &quot;주말 2시간&quot;의 힘! | 퀘스트에 참여하세요</title>',
    );
    expect(page.body).toMatch(/<meta property="og:title" content="메이커 인터뷰/);
    expect(page.body).toContain('og:description');
    const wrong = await api.get(`/quest/${quest_no}/old-name?ref=share`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/quest/${quest_no}/${encodeURIComponent(slug)}?ref=share`);
    const bare = await api.get(`/quest/${quest_no}`);
    expect(bare.statusCode).toBe(301);
    const missing = await api.get('/quest/999999/none');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the read quest', () => {
  it('completes once per person per article, only with this page view’s token, past half and after a moment', async () => {
    const ed = await editor();
    const reader = await buildMember(ctx);
    const other = await buildMember(ctx);
    const { quest_no } = await buildArticle(ctx, ed);
    const start = (cookie?: string) => api.post('/api/mgmt_quest/read_start', { quest_no }, cookie);
    const progress = (token: string, ratio: number, cookie?: string) =>
      api.post('/api/mgmt_quest/read_progress', { quest_no, token, ratio }, cookie);

    expect((await start()).json().code).toBe('E001');
    const { token } = (await start(reader.cookie)).json() as { token: string };
    expect((await progress('x'.repeat(32), 0.9, reader.cookie)).json().code).toBe('READ_TOKEN_INVALID');
    expect((await progress(token, 0.9, other.cookie)).json().code).toBe('READ_TOKEN_INVALID');
    const early = (await progress(token, 0.9, reader.cookie)).json();
    expect(early).toMatchObject({ completed: false });
    expect(early.wait_ms).toBeGreaterThan(0);

    // Five seconds of reading, without waiting in the test: the token's start moves back.
    await ctx.database.db
      .update(magazineReadTokens)
      .set({ startedAt: new Date(Date.now() - 6000) })
      .where(eq(magazineReadTokens.userNo, reader.user.no));
    expect((await progress(token, 0.3, reader.cookie)).json()).toMatchObject({
      completed: false,
      wait_ms: 0,
    });
    const done = (await progress(token, 0.55, reader.cookie)).json();
    expect(done).toMatchObject({ completed: true, newly: true, exp: MAGAZINE_READ_EXP });
    const twice = (await progress(token, 0.9, reader.cookie)).json();
    expect(twice).toMatchObject({ completed: true, newly: false, exp: 0 });
    expect((await start(reader.cookie)).json()).toMatchObject({ token: null, done: true });

    const rows = await ctx.database.db
      .select()
      .from(questActions)
      .where(and(eq(questActions.userNo, reader.user.no), eq(questActions.action, 'magazine_read')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ questCode: 'Q2', refNo: quest_no });
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ledger = await ctx.database.db.select().from(expLedger).where(eq(expLedger.userNo, reader.user.no));
    expect(ledger.map((l) => l.delta)).toEqual([MAGAZINE_READ_EXP]);
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userNo, reader.user.no));
    if (profile) expect(profile.exp).toBe(MAGAZINE_READ_EXP);
    const page = (await api.post('/api/mgmt_quest/load', { quest_no }, reader.cookie)).json()
      .article as Article;
    expect(page.READ_DONE).toBe(true);
  });
});
