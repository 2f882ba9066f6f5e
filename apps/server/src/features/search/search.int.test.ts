import type { SearchResult } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { articleBody, buildMember, buildPerson, buildPost, buildProject } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { insertPro } from '../../../test/pro-kit.js';
import { users } from '../auth/schema.js';
import { booths } from '../expo/schema.js';
import { loungePosts } from '../lounge/schema.js';
import { postingSuspensions } from '../moderation/schema.js';
import { indexRefs, reindexAll } from './indexer.js';
import { searchDocuments } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { get, post } = http(() => ctx.app);

async function search(q: string, who?: { cookie: string } | null, extra = '') {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    result: string;
    counts: Record<string, number>;
    results: SearchResult[];
    next_cursor: string | null;
  };
}
const found = async (q: string, extra = '') =>
  (await search(q, null, extra)).results.map((r) => `${r.kind}:${r.title}`);

describe('the one search', () => {
  let editor: Awaited<ReturnType<typeof buildMember>>;
  let reactPerson: number;
  let projectNo: number;
  let boothNo: number;
  let postNo: number;
  let articleNo: number;

  beforeAll(async () => {
    editor = await buildMember(ctx, { operator: 'editor', profile: { joinStep: null } });
    reactPerson = (
      await buildPerson(ctx, {
        nickname: '새벽코더',
        introduction: '퇴근 후 리액트로 사이드 프로젝트를 해요',
        skills: ['react'],
      })
    ).userNo;
    await buildPerson(ctx, { nickname: '정원사', introduction: '주말에는 텃밭을 가꿔요' });
    const leader = await buildMember(ctx, { profile: { joinStep: null } });
    projectNo = (await buildProject(ctx, leader, { title: '맛집 지도 서비스', tech: ['react', 'nodejs'] }))
      .projectNo;
    boothNo = await buildBooth(ctx, leader.user.no);
    await ctx.database.db.update(booths).set({ name: '책방 지도' }).where(eq(booths.boothNo, boothNo));
    postNo = (await buildPost(ctx, leader, { body: '<p>맛집 추천해 주세요. 강남역 근처요</p>' })).post_no;
    const res = await post(
      '/api/mgmt_quest/post',
      articleBody({ title: '리액트 입문기', subtitle: '첫 사이드 프로젝트 회고', tags: ['회고'] }),
      editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    articleNo = res.json().quest_no;
    await insertPro(ctx);
    // People and booths above were written straight to the tables (no events): rebuild.
    await reindexAll(ctx.database.db);
  });

  it('finds every kind, with counts per kind', async () => {
    const body = await search('맛집');
    expect(body.counts).toMatchObject({ project: 1, lounge: 1, people: 0 });
    expect(body.results.map((r) => r.kind).sort()).toEqual(['lounge', 'project']);
    const project = body.results.find((r) => r.kind === 'project')!;
    expect(project.url).toBe(`/project/${projectNo}/${encodeURIComponent('맛집-지도-서비스')}`);
    expect(project.tags).toEqual(['React', 'Node.js']);
    expect((await search('책방')).results[0]).toMatchObject({ kind: 'booth', ref_no: boothNo });
    expect((await search('특허')).counts.pro).toBe(1);
    expect((await search('입문기')).results[0]).toMatchObject({ kind: 'article', ref_no: articleNo });
  });

  it('finds 초성, a particle-bearing word, the other layout and every name of a tech term', async () => {
    expect(await found('ㅅㅂㅋㄷ')).toEqual(['people:새벽코더']);
    for (const q of ['리액트', '리액트를', 'react', 'React', 'fldorxm', 'ㄱㄷㅁㅊㅅ']) {
      const kinds = (await search(q)).results.map((r) => `${r.kind}:${r.ref_no}`).sort();
      expect(kinds, q).toEqual(
        [`article:${articleNo}`, `people:${reactPerson}`, `project:${projectNo}`].sort(),
      );
    }
  });

  it('ranks title matches above body matches, then newest first', async () => {
    const body = await search('리액트');
    expect(body.results[0]).toMatchObject({ kind: 'article', title_hit: true });
    expect(body.results.slice(1).every((r) => !r.title_hit)).toBe(true);
  });

  it('filters by kind and pages by key', async () => {
    const db = ctx.database.db;
    const author = await buildMember(ctx, { profile: { joinStep: null } });
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      made.push((await buildPost(ctx, author, { body: `<p>고양이 사진 ${i}번째 자랑</p>` })).post_no);
    }
    const first = await search('고양이', null, '&kind=lounge');
    expect(first.counts.lounge).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = await search('고양이', null, `&kind=lounge&cursor=${first.next_cursor}`);
    const all = [...first.results, ...second.results].map((r) => r.ref_no);
    expect(new Set(all).size).toBe(23);
    expect(second.next_cursor).toBeNull();
    // A ref the source no longer returns leaves the index (the delete call's event: removals.int.test.ts).
    await db.update(loungePosts).set({ deletedAt: new Date() }).where(eq(loungePosts.postNo, made[0]!));
    await indexRefs(db, 'lounge', [made[0]!]);
    expect((await search('고양이', null, '&kind=lounge')).counts.lounge).toBe(22);
  });

  it('caps counts at 99+', async () => {
    const db = ctx.database.db;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      kind: 'lounge',
      refNo: 900_000 + i,
      title: `가나다 ${i}`,
      url: '/lounge/1',
      titleText: `가나다 ${i}`,
      titleGrams: ['가나', '나다', '가', '나', '다'],
      searchText: `가나다 ${i}`,
      // As the indexer writes them: the kind's gram with the text's.
      searchGrams: ['k:lounge', '가나', '나다', '가', '나', '다'],
      sortAt: new Date(),
    }));
    await db.insert(searchDocuments).values(rows);
    expect((await search('가나다')).counts.lounge).toBe(100);
  });

  it('hides a suspended member and removes a taken-down booth and a withdrawn member', async () => {
    const db = ctx.database.db;
    await db.insert(postingSuspensions).values({
      userNo: reactPerson,
      reason: '도배',
      endsAt: new Date(Date.now() + 86_400_000),
    });
    await ctx.events.emit('member.suspended', {
      userNo: reactPerson,
      byNo: editor.user.no,
      reason: '도배',
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect(await found('새벽코더')).toEqual([]);
    await db.update(booths).set({ removedAt: new Date() }).where(eq(booths.boothNo, boothNo));
    await ctx.events.emit('booth.refused', { boothNo, name: '책방 지도', ownerNo: 1, reason: 'x' });
    expect(await found('책방')).toEqual([]);
    const gone = await buildPerson(ctx, { nickname: '떠난사람' });
    await indexRefs(db, 'people', [gone.userNo]);
    expect(await found('떠난사람')).toEqual(['people:떠난사람']);
    await db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, gone.userNo));
    await indexRefs(db, 'people', [gone.userNo]);
    expect(await found('떠난사람')).toEqual([]);
  });

  it('keeps the index current from events: a published project and an edited post', async () => {
    const leader = await buildMember(ctx, { profile: { joinStep: null } });
    const p = await buildProject(ctx, leader, { title: '보드게임 모임 앱' });
    // buildProject publishes through the real service with the app's offline events.
    expect((await search('보드게임')).results.map((r) => r.ref_no)).toContain(p.projectNo);
    const res = await post(
      '/api/mgmt_lounge/update',
      { post_no: postNo, tag: '01', body: '<p>강릉 빵집 추천해 주세요</p>' },
      leader,
    );
    // Only the author may edit: another member gets a refusal and the index keeps the old text.
    expect(res.json().result).toBe('fail');
    expect((await search('빵집')).counts.lounge).toBe(0);
  });

  it('suggests titles across kinds', async () => {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent('리액트')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ kind: 'article', title: '리액트 입문기' });
  });

  it('refuses bad input without a 500', async () => {
    for (const url of [
      '/api/search?q=a',
      '/api/search',
      `/api/search?q=${encodeURIComponent('맛\u0000집')}`,
      '/api/search?q=%EB%A7%9B%EC%A7%91&kind=nope',
      '/api/search?q=%EB%A7%9B%EC%A7%91&cursor=1.2',
      '/api/search/suggest?q=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().result, url).toBe('fail');
    }
    expect((await search('!!')).results).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps a member’s searches (deduplicated, newest first, 20 at most); none for visitors', async () => {
    const me = await buildMember(ctx);
    const other = await buildMember(ctx);
    await search('맛집', me);
    await search('리액트', me);
    await search('맛집', me);
    await search('초보', null);
    let res = await get('/api/search/query_history', me);
    let items = res.json().items as { history_no: number; query: string }[];
    expect(items.map((i) => i.query)).toEqual(['맛집', '리액트']);
    for (let i = 0; i < 25; i++) await search(`검색어${i}`, me);
    res = await get('/api/search/query_history', me);
    items = res.json().items;
    expect(items).toHaveLength(20);
    expect(items[0]!.query).toBe('검색어24');

    // Another member cannot delete mine; a visitor cannot list or delete anything.
    await post('/api/search/query_history/delete', { history_no: items[0]!.history_no }, other);
    expect((await get('/api/search/query_history', me)).json().items).toHaveLength(20);
    expect((await get('/api/search/query_history')).json()).toMatchObject({ result: 'fail', code: 'E001' });
    expect(
      (await post('/api/search/query_history/delete', { history_no: items[0]!.history_no })).json(),
    ).toMatchObject({ result: 'fail', code: 'E001' });
    expect((await post('/api/search/query_history/clear', {})).json()).toMatchObject({ result: 'fail' });

    res = await post('/api/search/query_history/delete', { history_no: items[0]!.history_no }, me);
    expect(res.json().items).toHaveLength(19);
    res = await post('/api/search/query_history/delete', { history_no: 3_000_000_000 }, me);
    expect(res.json().result).toBe('fail');
    res = await post('/api/search/query_history/clear', {}, me);
    expect(res.json().items).toEqual([]);
    expect((await get('/api/search/query_history', me)).json().items).toEqual([]);
  });
});
