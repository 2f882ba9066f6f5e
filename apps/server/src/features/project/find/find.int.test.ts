import type { ProjectCard } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, type Member } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { users } from '../../auth/schema.js';
import { favourites, profiles } from '../../profile/schema.js';
import { filledIntroduction } from '../post/sample.js';
import { projectLikes, projectSlots, projects } from '../schema.js';
import { http } from '../../../../test/http.js';

let ctx: TestContext;
let leader: Member;
let viewer: Member;
let other: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  leader = await buildMember(ctx);
  viewer = await buildMember(ctx);
  other = await buildMember(ctx);
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

interface Fixture {
  title: string;
  intro?: string;
  type?: string;
  domain?: string | null;
  region?: string;
  status?: string;
  tech?: string[];
  slots?: { job: string; capacity: number; filled?: number }[];
  deleted?: boolean;
  newsAt?: Date | null;
  leader?: Member;
}

/**
 * Publishes through `buildProject` (the real posting rules and search keys), then sets what posting
 * cannot: filled seats, status, deletion, news time, and a fixed publishing order.
 */
let clock = Date.UTC(2026, 0, 1);
let bodies = 0;
async function make(f: Fixture): Promise<number> {
  const db = ctx.database.db;
  const region = f.region ?? 'KR01';
  const slots = f.slots ?? [{ job: '0401', capacity: 1 }];
  bodies += 1;
  const { projectNo, slots: slotNos } = await buildProject(ctx, f.leader ?? leader, {
    type: (f.type ?? '01') as '01',
    title: f.title,
    domain: (f.domain === undefined ? '01' : f.domain) as '01',
    region: region as 'KR01',
    meeting_mode: region === 'KR00' ? '01' : '02',
    tech: (f.tech ?? []) as 'react'[],
    slots: slots.map((s) => ({ recruiting: s.job as '0401', type: s.capacity })),
    introduction: filledIntroduction({
      what: `${f.intro ?? '함께 만들 팀원을 찾고 있어요'}. 주말마다 조금씩 만들어 가요 (${bodies})`,
      where: '기획서를 모두 마쳤고 이제 첫 화면 설계와 데이터 구조를 정리하기 시작했어요.',
      who: '끝까지 함께할 열정 있는 팀원을 기다리고 있어요. 경험이 적어도 괜찮아요.',
    }),
  });
  clock += 60_000;
  await db
    .update(projects)
    .set({
      status: f.status ?? '01',
      publishedAt: new Date(clock),
      newsAt: f.newsAt ?? null,
      deletedAt: f.deleted ? new Date() : null,
    })
    .where(eq(projects.projectNo, projectNo));
  for (const [i, slotNo] of slotNos.entries()) {
    const filled = slots[i]?.filled ?? 0;
    if (filled) await db.update(projectSlots).set({ filled }).where(eq(projectSlots.slotNo, slotNo));
  }
  return projectNo;
}

type Page = { projects: ProjectCard[]; total: number; total_capped: boolean; has_more: boolean };
async function search(body: object, cookie?: string): Promise<Page> {
  const res = await post('/api/find_project/search', body, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const nos = (cards: ProjectCard[]) => cards.map((c) => c.PROJECT_NO).sort((a, b) => a - b);

const p: Record<string, number> = {};

describe('search filters', () => {
  beforeAll(async () => {
    p.map = await make({
      title: '맛집 지도 앱',
      intro: '동네 맛집을 지도에 모아요',
      type: '01',
      domain: '01',
      region: 'KR01',
      tech: ['react'],
      slots: [
        { job: '0201', capacity: 1 },
        { job: '0401', capacity: 1, filled: 1 },
      ],
    });
    p.book = await make({
      title: '독서 모임 스터디',
      type: '02',
      domain: '05',
      region: 'KR02',
      slots: [{ job: '0401', capacity: 2, filled: 2 }],
    });
    p.done = await make({
      title: '창업 교육 과정',
      type: '03',
      domain: '05',
      region: 'KR18',
      status: '05',
      slots: [{ job: '0301', capacity: 1 }],
    });
    p.draft = await make({ title: '맛집 비밀 초안', status: '99', region: 'KR01' });
    p.deleted = await make({ title: '맛집 삭제된 글', deleted: true });
    p.front = await make({
      title: '프론트엔드 사이드 프로젝트',
      intro: '리액트로 가계부 서비스를 만들어요',
      type: '01',
      domain: '02',
      region: 'KR03',
      tech: ['figma', 'typescript'],
      slots: [{ job: '0401', capacity: 2, filled: 1 }],
      newsAt: new Date(),
    });
  });

  it('lists every published project newest first, never drafts or deleted ones', async () => {
    const res = await get('/api/find_project/new_all');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    const ids = page.projects.map((c) => c.PROJECT_NO);
    expect(ids).toEqual([p.front, p.done, p.book, p.map]);
    expect(ids).not.toContain(p.draft);
    expect(ids).not.toContain(p.deleted);
    expect((await search({})).projects.map((c) => c.PROJECT_NO)).toEqual(ids);
  });

  it('builds cards with slots, recruiting state, updated badge and a short description', async () => {
    const cards = (await search({})).projects;
    const map = cards.find((c) => c.PROJECT_NO === p.map)!;
    expect(map.SLOTS).toEqual([
      { RECRUITING: '0201', TYPE: 1, FILLED: 0 },
      { RECRUITING: '0401', TYPE: 1, FILLED: 1 },
    ]);
    expect(map.IS_RECRUITING).toBe(true);
    expect(map.SHORT_DESCRIPTION.startsWith('동네 맛집을 지도에 모아요')).toBe(true);
    expect(map.SHORT_DESCRIPTION).not.toContain('<');
    expect(map.SLUG).toBeTruthy();
    expect(map.LEADER_NICKNAME).toBe(leader.nickname);
    expect(map.UPDATED).toBe(false);
    expect(map.MATCH_REASON).toBeNull();
    expect(cards.find((c) => c.PROJECT_NO === p.front)!.UPDATED).toBe(true);
    expect(cards.find((c) => c.PROJECT_NO === p.book)!.IS_RECRUITING).toBe(false);
    expect(cards.find((c) => c.PROJECT_NO === p.done)!.IS_RECRUITING).toBe(false);
  });

  it('filters by type, region (경기 takes its halves), domain, job, skill and recruiting', async () => {
    expect(nos((await search({ type: '01' })).projects)).toEqual([p.map!, p.front!].sort((a, b) => a - b));
    expect(nos((await search({ type: '02' })).projects)).toEqual([p.book]);
    expect(nos((await search({ type: '03' })).projects)).toEqual([p.done]);
    expect(nos((await search({ location: 'KR02' })).projects)).toEqual([p.book, p.done]);
    expect(nos((await search({ location: 'KR00' })).projects)).toHaveLength(4);
    expect(nos((await search({ industry: '05' })).projects)).toEqual([p.book, p.done]);
    // Only open slots count: the map project's 0401 slot and the book club's are full.
    expect(nos((await search({ recruting: '0401' })).projects)).toEqual([p.front]);
    expect(nos((await search({ recruting: '0201' })).projects)).toEqual([p.map]);
    expect(nos((await search({ skill: 'react' })).projects)).toEqual([p.map]);
    expect(nos((await search({ skill: 'FIGMA' })).projects)).toEqual([p.front]);
    expect(nos((await search({ recruting_only: true })).projects)).toEqual([p.map, p.front]);
  });

  it('combines filters', async () => {
    expect(nos((await search({ type: '01', location: 'KR03', recruting_only: true })).projects)).toEqual([
      p.front,
    ]);
    expect((await search({ type: '02', recruting_only: true })).projects).toEqual([]);
    expect((await search({ location: 'KR01', keyword: '맛집', recruting_only: true })).total).toBe(1);
    expect((await search({ location: 'KR03', keyword: '맛집' })).projects).toEqual([]);
  });

  it('finds by a 2-syllable keyword, by 초성 and by a 3+ character word', async () => {
    expect(nos((await search({ keyword: '맛집' })).projects)).toEqual([p.map]);
    // One syllable is a word too (집, 앱, 책): issue 13.
    expect(nos((await search({ keyword: '맛' })).projects)).toEqual([p.map]);
    expect(nos((await search({ keyword: 'ㅁㅈ' })).projects)).toEqual([p.map]);
    expect(nos((await search({ keyword: '프론트엔드' })).projects)).toEqual([p.front]);
    expect(nos((await search({ keyword: '가계부' })).projects)).toEqual([p.front]);
    expect(nos((await search({ keyword: 'typescript' })).projects)).toEqual([p.front]);
    expect((await search({ keyword: '없는검색어' })).projects).toEqual([]);
  });

  it('refuses bad input with a code and a Korean message', async () => {
    for (const body of [{ type: '09' }, { location: 'XX99' }, { industry: 'zz' }, { offset: -1 }]) {
      const res = await post('/api/find_project/search', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json();
      expect(json.result).toBe('fail');
      expect(json.code).toBeTruthy();
      expect(json.message).toMatch(/[가-힣]/);
    }
  });
});

describe('paging', () => {
  it('pages with offset without duplicates or gaps', async () => {
    const made: number[] = [];
    for (let i = 0; i < 23; i++) made.push(await make({ title: `페이징 모임 ${i}`, region: 'KR05' }));
    const first = await search({ keyword: '페이징' });
    expect(first.projects).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.total).toBe(23);
    const second = await search({ keyword: '페이징', offset: 20 });
    expect(second.projects).toHaveLength(3);
    expect(second.has_more).toBe(false);
    const all = [...first.projects, ...second.projects].map((c) => c.PROJECT_NO);
    expect(new Set(all).size).toBe(23);
    expect([...all].sort((a, b) => a - b)).toEqual(made);
  });
});

describe('recommendations', () => {
  let r: Record<string, number>;
  let recCookie = '';
  beforeAll(async () => {
    const db = ctx.database.db;
    const rec = await buildMember(ctx);
    r = {};
    r.viewerNo = rec.user.no;
    await db
      .update(users)
      .set({ mainJob: '06', mainJobD: '0601', subJob: '07', subJobD: '0701' })
      .where(eq(users.userNo, rec.user.no));
    await db
      .update(profiles)
      .set({ region: 'KR08', interests: ['09'] })
      .where(eq(profiles.userNo, rec.user.no));
    r.jobAndRegion = await make({
      title: '추천 직무 지역',
      domain: '03',
      region: 'KR08',
      slots: [{ job: '0601', capacity: 1 }],
    });
    r.job = await make({
      title: '추천 직무',
      domain: '03',
      region: 'KR09',
      slots: [{ job: '0601', capacity: 2 }],
    });
    r.sub = await make({
      title: '추천 부직무',
      domain: '03',
      region: 'KR09',
      slots: [{ job: '0701', capacity: 1 }],
    });
    r.interest = await make({
      title: '추천 관심',
      domain: '09',
      region: 'KR09',
      slots: [{ job: '0101', capacity: 1 }],
    });
    r.fullJob = await make({
      title: '추천 마감',
      domain: '09',
      region: 'KR08',
      slots: [{ job: '0601', capacity: 1, filled: 1 }],
    });
    r.own = await make({
      title: '추천 내 글',
      domain: '09',
      region: 'KR08',
      leader: rec,
      slots: [{ job: '0601', capacity: 1 }],
    });
    r.picked = await make({
      title: '추천 스크랩 분야',
      domain: '11',
      region: 'KR09',
      slots: [{ job: '0101', capacity: 1 }],
    });
    const pick = await make({
      title: '튜토리얼에서 고른 모임',
      domain: '11',
      region: 'KR09',
      slots: [{ job: '0101', capacity: 1, filled: 1 }],
    });
    await db
      .insert(favourites)
      .values({ userNo: rec.user.no, targetType: 'project', targetNo: pick, source: 'tutorial' });
    recCookie = rec.cookie;
  });

  it('ranks open slots for the main job first, then sub job, interests and picks, each with a reason', async () => {
    const res = await get('/api/find_project/recommend', recCookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { projects: ProjectCard[]; personalized: boolean };
    expect(body.personalized).toBe(true);
    const ids = body.projects.map((c) => c.PROJECT_NO);
    expect(ids.slice(0, 5)).toEqual([r.jobAndRegion, r.job, r.sub, r.interest, r.picked]);
    expect(ids).not.toContain(r.own);
    expect(ids).not.toContain(r.fullJob);
    const reason = (no: number) => body.projects.find((c) => c.PROJECT_NO === no)!.MATCH_REASON;
    for (const c of body.projects) expect(c.MATCH_REASON).toMatch(/[가-힣]/);
    expect(reason(r.jobAndRegion!)).toContain('자리가 비어 있어요');
    expect(reason(r.jobAndRegion!)).toContain('에서 만나요');
    expect(reason(r.sub!)).toContain('부직무');
    expect(reason(r.interest!)).toContain('관심 분야');
    expect(reason(r.picked!)).toContain('스크랩한 모임');
  });

  it('shows visitors the newest recruiting projects without reasons', async () => {
    const res = await get('/api/find_project/recommend');
    const body = res.json() as { projects: ProjectCard[]; personalized: boolean };
    expect(body.personalized).toBe(false);
    expect(body.projects.length).toBeGreaterThan(0);
    for (const c of body.projects) {
      expect(c.IS_RECRUITING).toBe(true);
      expect(c.MATCH_REASON).toBeNull();
    }
    const times = body.projects.map((c) => c.PUBLISHED_AT!);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('views', () => {
  it('counts one view per member per day', async () => {
    const a = await post('/api/find_project/views', { project_no: p.map }, viewer.cookie);
    expect(a.json()).toMatchObject({ VIEWS: 1, COUNTED: true });
    const b = await post('/api/find_project/views', { project_no: p.map }, viewer.cookie);
    expect(b.json()).toMatchObject({ VIEWS: 1, COUNTED: false });
    const c = await post('/api/find_project/views', { project_no: p.map }, other.cookie);
    expect(c.json()).toMatchObject({ VIEWS: 2, COUNTED: true });
  });

  it('counts a visitor once per address, and never drafts or deleted projects', async () => {
    const a = await post('/api/find_project/views', { project_no: p.front }, undefined, { ip: '10.0.0.1' });
    expect(a.json()).toMatchObject({ VIEWS: 1, COUNTED: true });
    const b = await post('/api/find_project/views', { project_no: p.front }, undefined, { ip: '10.0.0.1' });
    expect(b.json()).toMatchObject({ VIEWS: 1, COUNTED: false });
    const c = await post('/api/find_project/views', { project_no: p.front }, undefined, { ip: '10.0.0.2' });
    expect(c.json()).toMatchObject({ VIEWS: 2, COUNTED: true });
    expect((await post('/api/find_project/views', { project_no: p.draft }, viewer.cookie)).statusCode).toBe(
      404,
    );
    expect((await post('/api/find_project/views', { project_no: p.deleted })).statusCode).toBe(404);
    // The leader opening their own draft is not counted.
    const own = await post('/api/find_project/views', { project_no: p.draft }, leader.cookie);
    expect(own.json()).toMatchObject({ COUNTED: false });
  });
});

describe('likes and scraps', () => {
  const likeRows = async (no: number) =>
    (
      await ctx.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(projectLikes)
        .where(eq(projectLikes.projectNo, no))
    )[0]!.n;
  const likesColumn = async (no: number) =>
    (await ctx.database.db.select({ n: projects.likes }).from(projects).where(eq(projects.projectNo, no)))[0]!
      .n;

  it('likes idempotently and keeps the counter equal to the rows', async () => {
    const like = (cookie: string, payload: object) =>
      post('/api/find_project/likes', { project_no: p.book, ...payload }, cookie);
    expect((await like(viewer.cookie, { like: true })).json()).toMatchObject({ IS_LIKED: true, LIKES: 1 });
    expect((await like(viewer.cookie, { like: true })).json()).toMatchObject({ IS_LIKED: true, LIKES: 1 });
    expect((await like(other.cookie, {})).json()).toMatchObject({ IS_LIKED: true, LIKES: 2 });
    expect((await like(viewer.cookie, {})).json()).toMatchObject({ IS_LIKED: false, LIKES: 1 });
    expect((await like(viewer.cookie, { like: false })).json()).toMatchObject({ IS_LIKED: false, LIKES: 1 });
    // The leader may subscribe to their own post like anyone.
    expect((await like(leader.cookie, { like: true })).json()).toMatchObject({ IS_LIKED: true, LIKES: 2 });
    expect(await likeRows(p.book!)).toBe(await likesColumn(p.book!));
    const card = (await search({ type: '02' }, other.cookie)).projects[0]!;
    expect(card).toMatchObject({ LIKES: 2, IS_LIKED: true });
  });

  it('scraps idempotently as a project favourite, also through /api/profile/like', async () => {
    const mark = (payload: object) =>
      post('/api/find_project/marks', { project_no: p.map, ...payload }, viewer.cookie);
    expect((await mark({ mark: true })).json()).toMatchObject({ IS_MARKED: true });
    expect((await mark({ mark: true })).json()).toMatchObject({ IS_MARKED: true });
    const card = (await search({ keyword: '맛집' }, viewer.cookie)).projects[0]!;
    expect(card.IS_MARKED).toBe(true);
    expect((await mark({})).json()).toMatchObject({ IS_MARKED: false });
    expect((await search({ keyword: '맛집' }, viewer.cookie)).projects[0]!.IS_MARKED).toBe(false);

    const fav = await post(
      '/api/profile/like',
      { target_type: 'project', target_no: p.map, favourite: true },
      viewer.cookie,
    );
    expect(fav.statusCode, fav.body).toBe(200);
    expect(fav.json()).toMatchObject({ IS_FAVOURITE: true, FAVOURITE_COUNT: 1 });
    expect((await search({ keyword: '맛집' }, viewer.cookie)).projects[0]!.IS_MARKED).toBe(true);
    const draftFav = await post(
      '/api/profile/like',
      { target_type: 'project', target_no: p.draft, favourite: true },
      viewer.cookie,
    );
    expect(draftFav.statusCode).toBe(404);
    const missing = await post(
      '/api/profile/like',
      { target_type: 'project', target_no: 999999, favourite: true },
      viewer.cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("refuses drafts (even the leader's), deleted and missing projects", async () => {
    for (const no of [p.draft, p.deleted, 999999]) {
      for (const url of ['/api/find_project/likes', '/api/find_project/marks']) {
        const res = await post(url, { project_no: no }, viewer.cookie);
        expect(res.statusCode, `${url} ${no}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await post('/api/find_project/likes', { project_no: p.draft }, leader.cookie)).statusCode).toBe(
      404,
    );
  });

  it('answers E001 to anonymous toggles', async () => {
    for (const url of ['/api/find_project/likes', '/api/find_project/marks']) {
      const res = await post(url, { project_no: p.map });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('E001');
    }
  });
});
