import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, buildProjectRow, type Member } from '../../../../test/factories.js';
import type { TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { expectFail, openSpaceBed } from '../../../../test/space-kit.js';
import { users } from '../../auth/schema.js';
import { resolvePage } from '../../seo/resolve.js';
import { milestones, projectFeed, projectMembers, projects, todos } from '../schema.js';
import { seoulDay } from './common.js';
import { dailySchedule } from './schedule.js';

let ctx: TestContext;
let leader: Member;
let member: Member;
let outsider: Member;
let projectNo: number;
let draftNo: number;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ({ ctx, leader, member, outsider, projectNo, draftNo } = await openSpaceBed());
});
afterAll(async () => {
  await ctx?.close();
});

describe('phase and status', () => {
  it('lets the leader move the phase and status, writing P009 and P008 with labels', async () => {
    const phase = await post(
      '/api/mgmt_project/change_phase',
      { project_no: projectNo, phase: '05' },
      leader,
    );
    expect(phase.json()).toMatchObject({ result: 'success', PHASE: '05' });
    const status = await post(
      '/api/mgmt_project/change_status',
      { project_no: projectNo, status: '03' },
      leader,
    );
    expect(status.json()).toMatchObject({ result: 'success', STATUS: '03' });
    const [p] = await ctx.database.db.select().from(projects).where(eq(projects.projectNo, projectNo));
    expect(p).toMatchObject({ phase: '05', status: '03' });
    expect(p!.newsAt).not.toBeNull();
    const history = (await post('/api/find_project/history', { project_no: projectNo, offset: 0 })).json()
      .list;
    const texts = history.map((h: { FEED_TEXT: string }) => h.FEED_TEXT);
    expect(texts[0]).toBe("프로젝트 상태가 '준비 중'에서 '개발 중'으로 바뀌었어요.");
    expect(texts[1]).toBe("진행 단계가 '개발'로 바뀌었어요.");
    // The same value again changes nothing and writes nothing.
    await post('/api/mgmt_project/change_status', { project_no: projectNo, status: '03' }, leader);
    const again = (await post('/api/find_project/history', { project_no: projectNo, offset: 0 })).json().list;
    expect(again).toHaveLength(history.length);
  });

  it('refuses members, outsiders, visitors, drafts, and status 99 or unknown codes', async () => {
    for (const [url, payload] of [
      ['/api/mgmt_project/change_phase', { project_no: projectNo, phase: '02' }],
      ['/api/mgmt_project/change_status', { project_no: projectNo, status: '02' }],
    ] as const) {
      expectFail(await post(url, payload, member), 'FORBIDDEN');
      expectFail(await post(url, payload, outsider), 'FORBIDDEN');
      expectFail(await post(url, payload), 'E001');
    }
    expectFail(
      await post('/api/mgmt_project/change_status', { project_no: projectNo, status: '99' }, leader),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/change_phase', { project_no: projectNo, phase: '11' }, leader),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/change_status', { project_no: draftNo, status: '01' }, leader),
      'CONFLICT',
    );
    expectFail(
      await post('/api/mgmt_project/change_phase', { project_no: draftNo, phase: '02' }, leader),
      'CONFLICT',
    );
  });
});

describe('history', () => {
  beforeAll(async () => {
    // What the team did that the history reads: the leader's milestone and a member's to-do.
    const milestone = await post(
      '/api/mgmt_project/milestone_new',
      { project_no: projectNo, title: 'MVP' },
      leader,
    );
    expect(milestone.json().result).toBe('success');
    const todo = await post(
      '/api/mgmt_project/todo_new',
      { project_no: projectNo, title: '와이어프레임 그리기' },
      member,
    );
    expect(todo.json().result).toBe('success');
  });

  it('shows members everything newest first, and outsiders and visitors the public entries only', async () => {
    const forMember = (
      await post('/api/find_project/history', { project_no: projectNo, offset: 0 }, member)
    ).json();
    const forOutsider = (
      await post('/api/find_project/history', { project_no: projectNo, offset: 0 }, outsider)
    ).json();
    const forVisitor = (await post('/api/find_project/history', { project_no: projectNo, offset: 0 })).json();
    expect(forMember.list.some((e: { IS_PUBLIC: boolean }) => !e.IS_PUBLIC)).toBe(true);
    expect(forOutsider.list.every((e: { IS_PUBLIC: boolean }) => e.IS_PUBLIC)).toBe(true);
    expect(forVisitor.list).toEqual(forOutsider.list);
    expect(forOutsider.list.some((e: { FEED_CODE: string }) => e.FEED_CODE === 'P006')).toBe(false);
    const times = forMember.list.map((e: { CREATED_AT: string }) => Date.parse(e.CREATED_AT));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const todoEntry = forMember.list.find((e: { FEED_CODE: string }) => e.FEED_CODE === 'P006');
    expect(todoEntry.FEED_TEXT).toMatch(/님이 할 일 '.+'를 추가했어요\.$/);
    expect(todoEntry.ACTOR.USER_NICKNAME).toBeTruthy();
    const ms = forMember.list.find((e: { FEED_CODE: string }) => e.FEED_CODE === 'P004');
    expect(ms.FEED_TEXT).toContain(`${leader.nickname}님이 마일스톤 'MVP'를 추가했어요.`);
  });

  it('pages with offset and hides drafts', async () => {
    for (let i = 0; i < 22; i++) {
      await ctx.database.db
        .insert(projectFeed)
        .values({ projectNo, feedCode: 'P011', actorNo: leader.user.no, isPublic: 1 });
    }
    const first = (await post('/api/find_project/history', { project_no: projectNo, offset: 0 })).json();
    expect(first.list).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const second = (await post('/api/find_project/history', { project_no: projectNo, offset: 20 })).json();
    expect(second.list.length).toBeGreaterThan(0);
    expect(second.list[0].FEED_NO).not.toBe(first.list[19].FEED_NO);
    expectFail(
      await post('/api/find_project/history', { project_no: draftNo, offset: 0 }, outsider),
      'NOT_FOUND',
    );
    expectFail(await post('/api/find_project/history', { project_no: draftNo, offset: 0 }), 'NOT_FOUND');
    expect(
      (await post('/api/find_project/history', { project_no: draftNo, offset: 0 }, leader)).json().result,
    ).toBe('success');
    expectFail(await post('/api/find_project/history', { project_no: projectNo, offset: -1 }), 'VALIDATION');
  });
});

describe('daily schedule and remaining to-dos', () => {
  it('knows Seoul days across the UTC midnight', () => {
    expect(seoulDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(seoulDay(new Date('2026-12-31T15:00:00Z'), 7)).toBe('2027-01-08');
  });

  it('lists my open items due today and in the next seven days, by Seoul date', async () => {
    const me = await buildMember(ctx);
    const meRow = (await ctx.database.db.select().from(users).where(eq(users.userNo, me.user.no)))[0]!;
    const p = (await buildProject(ctx, leader, { title: '일정 테스트' })).projectNo;
    await ctx.database.db.insert(projectMembers).values({ projectNo: p, userNo: me.user.no });
    const mk = (title: string, dueDate: string, extra: Partial<typeof todos.$inferInsert> = {}) =>
      ctx.database.db
        .insert(todos)
        .values({ projectNo: p, title, dueDate, assigneeNo: me.user.no, ...extra });
    await mk('어제 할 일', '2026-11-21');
    await mk('오늘 할 일', '2026-11-22');
    await mk('끝난 오늘 할 일', '2026-11-22', { state: '03' });
    await mk('남의 오늘 할 일', '2026-11-22', { assigneeNo: leader.user.no });
    await mk('담당자 없는 할 일', '2026-11-25', { assigneeNo: null });
    await mk('일주일 뒤', '2026-11-29');
    await mk('여드레 뒤', '2026-11-30');
    await ctx.database.db.insert(milestones).values([
      { projectNo: p, title: '오늘 마일스톤', dueDate: '2026-11-22' },
      { projectNo: p, title: '끝난 마일스톤', dueDate: '2026-11-23', doneAt: new Date() },
    ]);
    // 2026-11-21T15:00Z is 00:00 on the 22nd in Seoul.
    const at = await dailySchedule(ctx.database.db, meRow, new Date('2026-11-21T15:00:00Z'));
    expect(at.TODAY).toBe('2026-11-22');
    expect(at.today.map((i) => i.TITLE)).toEqual(['오늘 마일스톤', '오늘 할 일']);
    expect(at.upcoming.map((i) => i.TITLE)).toEqual(['담당자 없는 할 일', '일주일 뒤']);
    expect(at.today[0]).toMatchObject({ KIND: 'milestone', PROJECT_NAME: '일정 테스트', STATE: null });
    // One second earlier it is still the 21st in Seoul.
    const before = await dailySchedule(ctx.database.db, meRow, new Date('2026-11-21T14:59:59Z'));
    expect(before.TODAY).toBe('2026-11-21');
    expect(before.today.map((i) => i.TITLE)).toEqual(['어제 할 일']);
    // The 28th is the last day in the window from the 21st: the 29th waits for tomorrow.
    expect(before.upcoming.map((i) => i.TITLE)).toEqual(['오늘 마일스톤', '오늘 할 일', '담당자 없는 할 일']);

    const api = await get('/api/find_project/daily_schedule_all', me);
    expect(api.json().result).toBe('success');
    expect(api.json().TODAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectFail(await get('/api/find_project/daily_schedule_all'), 'E001');

    const remained = (await get('/api/find_project/todo_remained', me)).json();
    expect(remained.count).toBe(4);
    expect(remained.list.map((i: { TITLE: string }) => i.TITLE)).not.toContain('끝난 오늘 할 일');
    expectFail(await get('/api/find_project/todo_remained'), 'E001');

    // Leaving the project takes its to-dos off my list.
    await ctx.database.db.delete(projectMembers).where(eq(projectMembers.userNo, me.user.no));
    expect((await get('/api/find_project/todo_remained', me)).json().count).toBe(0);
  });
});

describe('project page meta', () => {
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  it('titles the page from the project and 404s drafts and deleted projects', async () => {
    const shown = await buildProjectRow(ctx, leader);
    const page = await get(`/project/${shown}/whatever`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('주말 사이드 프로젝트 스터디 | 사이드퀘스트');
    expect(page.body).toContain('함께 가계부 앱을 만들어요.');
    expect(page.body).toContain('/uploads/cover-test.webp');
    expect((await get(`/project/${draftNo}/x`)).statusCode).toBe(404);
    const gone = await buildProjectRow(ctx, leader, { deletedAt: new Date() });
    expect((await get(`/project/${gone}/x`)).statusCode).toBe(404);
    expect((await get('/project/abc/x')).statusCode).toBe(404);
  });

  it("draws the slugged page's header, tabs and overview into its first HTML, for anyone", async () => {
    const shown = await buildProjectRow(ctx, leader, { title: '판교 <퇴근길> 스터디' });
    const page = (segments: string[]) =>
      resolvePage({ segments, query: new URLSearchParams(), db: ctx.database.db, origin: 'https://sq.test' });
    const short = await page(['project', String(shown)]);
    const path = new URL(short.url).pathname;
    const slugged = await page(path.split('/').slice(1).map(decodeURIComponent));
    expect(slugged.status).toBe(200);
    const html = slugged.firstView?.(path) ?? '';
    expect(html).toContain(`data-first-view="${path}" data-first-view-record=""`);
    expect(html).toContain('<h1 class="project-title">판교 &lt;퇴근길&gt; 스터디</h1>');
    expect(html).toContain('<div class="prose"><h2>소개</h2><p>함께 <b>가계부 앱</b>을 만들어요.</p></div>');
    // Another slug is redirected by the app, and the short address is too: no copy for either.
    expect((await page(['project', String(shown), 'whatever'])).firstView).toBeUndefined();
    expect(short.firstView).toBeUndefined();
  });

  it('gives the short /project/{id} the real title and the slugged canonical', async () => {
    const shown = await buildProjectRow(ctx, leader, { title: '판교 퇴근길 스터디' });
    const page = await get(`/project/${shown}`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('판교 퇴근길 스터디 | 사이드퀘스트');
    expect(page.body).toMatch(new RegExp(`rel="canonical" href="[^"]*/project/${shown}/[^"/]+"`));
    expect(page.body).not.toContain('noindex');
    const gone = await buildProjectRow(ctx, leader, { deletedAt: new Date() });
    expect((await get(`/project/${gone}`)).statusCode).toBe(404);
  });
});

describe('demo', () => {
  it('adds milestones and to-dos to the demo projects once', async () => {
    const { seedDemoSpace } = await import('./demo.js');
    const p = await buildProjectRow(ctx, leader, { title: '주말 타입스크립트 딥다이브 스터디' });
    await seedDemoSpace(ctx.database.db);
    await seedDemoSpace(ctx.database.db);
    const ms = await ctx.database.db.select().from(milestones).where(eq(milestones.projectNo, p));
    const ts = await ctx.database.db.select().from(todos).where(eq(todos.projectNo, p));
    expect(ms).toHaveLength(2);
    expect(ts).toHaveLength(2);
    expect(ts.every((t) => t.assigneeNo === leader.user.no)).toBe(true);
  });
});
