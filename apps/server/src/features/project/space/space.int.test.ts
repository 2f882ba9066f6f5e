import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../../test/helpers.js';
import { users } from '../../auth/schema.js';
import { createProjectForTest } from '../post/factory.js';
import { milestones, projectFeed, projectMembers, projects, todos } from '../schema.js';
import { dailySchedule, seoulDay } from './service.js';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof registerUser>>;
let leader: Person;
let member: Person;
let outsider: Person;
let projectNo: number;
let draftNo: number;

/** A published project through the real posting rules (leader is member '01'). */
async function publishedProject(leaderNo: number, title: string, coverUrl: string | null = null) {
  const { projectNo: no } = await createProjectForTest(ctx.database.db, leaderNo, {
    title,
    cover_url: coverUrl,
  });
  return no;
}

/** Rows the posting call never makes on its own (drafts, deleted projects) are inserted directly. */
async function fixtureProject(leaderNo: number, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const db = ctx.database.db;
  const [p] = await db
    .insert(projects)
    .values({
      leaderNo,
      title: '주말 사이드 프로젝트 스터디',
      type: '02',
      status: '01',
      introductionHtml: '<h2>소개</h2><p>함께 <b>가계부 앱</b>을 만들어요.</p>',
      introductionText: '소개 함께 가계부 앱을 만들어요.',
      coverUrl: '/uploads/cover-test.webp',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  await db.insert(projectMembers).values({ projectNo: p!.projectNo, userNo: leaderNo, role: '01' });
  return p!.projectNo;
}

beforeAll(async () => {
  ctx = await createTestApp();
  leader = await registerUser(ctx.app);
  member = await registerUser(ctx.app);
  outsider = await registerUser(ctx.app);
  projectNo = await publishedProject(leader.user.no, '주말 사이드 프로젝트 스터디');
  await ctx.database.db.insert(projectMembers).values({ projectNo, userNo: member.user.no, role: '02' });
  draftNo = await fixtureProject(leader.user.no, { status: '99', title: '작성 중인 글', publishedAt: null });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown, who?: Person) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: who ? { cookie: who.cookie } : {},
  });
const get = (url: string, who?: Person) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

function expectFail(
  res: { statusCode: number; json(): { result: string; code: string; message: string } },
  code: string,
) {
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.result).toBe('fail');
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[가-힣]/);
}

describe('milestones', () => {
  let milestoneNo: number;

  it('lets members add, list, edit and finish milestones, writing P004/P005 to the history', async () => {
    const created = await post(
      '/api/mgmt_project/milestone_new',
      { project_no: projectNo, title: '기획 마감', due_date: '2026-12-05' },
      member,
    );
    expect(created.json().result).toBe('success');
    const m = created.json().milestone;
    milestoneNo = m.MILESTONE_NO;
    expect(m).toMatchObject({ TITLE: '기획 마감', DUE_DATE: '2026-12-05', DONE: false, TODO_TOTAL: 0 });
    expect(m.CREATED_BY.USER_NO).toBe(member.user.no);

    const edited = await post(
      '/api/mgmt_project/milestone_update',
      { milestone_no: milestoneNo, title: '기획 완료', due_date: '2026-12-06' },
      leader,
    );
    expect(edited.json().milestone).toMatchObject({ TITLE: '기획 완료', DUE_DATE: '2026-12-06' });

    const listed = await post('/api/find_project/milestones', { project_no: projectNo }, member);
    expect(listed.json().list.map((x: { TITLE: string }) => x.TITLE)).toEqual(['기획 완료']);

    const done = await post(
      '/api/mgmt_project/milestone_done',
      { milestone_no: milestoneNo, done: true },
      member,
    );
    expect(done.json().milestone.DONE).toBe(true);
    // Finishing twice is not a second event.
    await post('/api/mgmt_project/milestone_done', { milestone_no: milestoneNo, done: true }, member);
    const feed = await ctx.database.db.select().from(projectFeed).where(eq(projectFeed.projectNo, projectNo));
    expect(feed.filter((f) => f.feedCode === 'P004')).toHaveLength(1);
    expect(feed.filter((f) => f.feedCode === 'P005')).toHaveLength(1);

    const undone = await post(
      '/api/mgmt_project/milestone_done',
      { milestone_no: milestoneNo, done: false },
      leader,
    );
    expect(undone.json().milestone).toMatchObject({ DONE: false, DONE_AT: null });
  });

  it('refuses outsiders (FORBIDDEN), visitors (E001) and drafts (NOT_FOUND)', async () => {
    expectFail(await post('/api/find_project/milestones', { project_no: projectNo }, outsider), 'FORBIDDEN');
    expectFail(await post('/api/find_project/milestones', { project_no: projectNo }), 'E001');
    expectFail(
      await post('/api/mgmt_project/milestone_new', { project_no: projectNo, title: 'x' }, outsider),
      'FORBIDDEN',
    );
    expectFail(await post('/api/mgmt_project/milestone_new', { project_no: projectNo, title: 'x' }), 'E001');
    expectFail(
      await post('/api/mgmt_project/milestone_update', { milestone_no: milestoneNo, title: 'x' }, outsider),
      'FORBIDDEN',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_update', { milestone_no: milestoneNo, title: 'x' }),
      'E001',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_done', { milestone_no: milestoneNo, done: true }, outsider),
      'FORBIDDEN',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_done', { milestone_no: milestoneNo, done: true }),
      'E001',
    );
    expectFail(await post('/api/find_project/milestones', { project_no: draftNo }, outsider), 'NOT_FOUND');
    expectFail(
      await post('/api/mgmt_project/milestone_new', { project_no: draftNo, title: 'x' }, member),
      'NOT_FOUND',
    );
    expectFail(await post('/api/find_project/milestones', { project_no: 999_999 }, member), 'NOT_FOUND');
  });

  it('refuses bad input with a Korean message', async () => {
    expectFail(
      await post('/api/mgmt_project/milestone_new', { project_no: projectNo, title: '  ' }, member),
      'VALIDATION',
    );
    expectFail(
      await post(
        '/api/mgmt_project/milestone_new',
        { project_no: projectNo, title: '일정', due_date: '2026-02-30' },
        member,
      ),
      'VALIDATION',
    );
    expectFail(
      await post(
        '/api/mgmt_project/milestone_new',
        { project_no: projectNo, title: '일정', due_date: '26.12.01' },
        member,
      ),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_update', { milestone_no: 'abc' }, member),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_update', { milestone_no: 999_999, title: 'x' }, member),
      'NOT_FOUND',
    );
  });

  it('lets only the leader delete a milestone', async () => {
    expectFail(
      await post('/api/mgmt_project/milestone_delete', { milestone_no: milestoneNo }, member),
      'FORBIDDEN',
    );
    expectFail(
      await post('/api/mgmt_project/milestone_delete', { milestone_no: milestoneNo }, outsider),
      'FORBIDDEN',
    );
    expectFail(await post('/api/mgmt_project/milestone_delete', { milestone_no: milestoneNo }), 'E001');
    const ok = await post('/api/mgmt_project/milestone_delete', { milestone_no: milestoneNo }, leader);
    expect(ok.json().result).toBe('success');
    expectFail(
      await post('/api/mgmt_project/milestone_delete', { milestone_no: milestoneNo }, leader),
      'NOT_FOUND',
    );
  });
});

describe('to-dos', () => {
  let todoNo: number;
  let milestoneNo: number;

  it('adds to-dos with a member as assignee and refuses anyone else', async () => {
    milestoneNo = (
      await post(
        '/api/mgmt_project/milestone_new',
        { project_no: projectNo, title: 'MVP', due_date: '2026-12-20' },
        leader,
      )
    ).json().milestone.MILESTONE_NO;
    const res = await post(
      '/api/mgmt_project/todo_new',
      {
        project_no: projectNo,
        title: '와이어프레임 그리기',
        assignee: member.user.no,
        due_date: '2026-12-01',
        milestone_no: milestoneNo,
      },
      leader,
    );
    expect(res.json().result).toBe('success');
    const todo = res.json().todo;
    todoNo = todo.TODO_NO;
    expect(todo).toMatchObject({ STATE: '01', MILESTONE_NO: milestoneNo, DUE_DATE: '2026-12-01' });
    expect(todo.ASSIGNEE.USER_NO).toBe(member.user.no);

    expectFail(
      await post(
        '/api/mgmt_project/todo_new',
        { project_no: projectNo, title: 'x', assignee: outsider.user.no },
        leader,
      ),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: 'x', state: '04' }, leader),
      'VALIDATION',
    );
    const other = await publishedProject(outsider.user.no, '다른 팀 프로젝트');
    const foreign = (
      await post('/api/mgmt_project/milestone_new', { project_no: other, title: '남의 일정' }, outsider)
    ).json().milestone.MILESTONE_NO;
    expectFail(
      await post(
        '/api/mgmt_project/todo_new',
        { project_no: projectNo, title: 'x', milestone_no: foreign },
        leader,
      ),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: 'x' }, outsider),
      'FORBIDDEN',
    );
    expectFail(await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: 'x' }), 'E001');
  });

  it('lists with state and assignee filters for members only', async () => {
    await post(
      '/api/mgmt_project/todo_new',
      { project_no: projectNo, title: 'API 설계', state: '02' },
      member,
    );
    const all = await post('/api/find_project/todos', { project_no: projectNo }, member);
    expect(all.json().list).toHaveLength(2);
    const doing = await post('/api/find_project/todos', { project_no: projectNo, state: '02' }, member);
    expect(doing.json().list.map((t: { TITLE: string }) => t.TITLE)).toEqual(['API 설계']);
    const mine = await post(
      '/api/find_project/todos',
      { project_no: projectNo, assignee: member.user.no },
      leader,
    );
    expect(mine.json().list.map((t: { TODO_NO: number }) => t.TODO_NO)).toEqual([todoNo]);
    expectFail(await post('/api/find_project/todos', { project_no: projectNo }, outsider), 'FORBIDDEN');
    expectFail(await post('/api/find_project/todos', { project_no: projectNo }), 'E001');
  });

  it('moves a to-do through its states; finishing writes P007 once and counts toward the milestone', async () => {
    const doing = await post('/api/mgmt_project/todo_update', { todo_no: todoNo, state: '02' }, member);
    expect(doing.json().todo.STATE).toBe('02');
    const done = await post(
      '/api/mgmt_project/todo_update',
      { todo_no: todoNo, state: '03', title: '와이어프레임 완성' },
      member,
    );
    expect(done.json().todo).toMatchObject({ STATE: '03', TITLE: '와이어프레임 완성' });
    await post('/api/mgmt_project/todo_update', { todo_no: todoNo, state: '03' }, member);
    const feed = await ctx.database.db.select().from(projectFeed).where(eq(projectFeed.projectNo, projectNo));
    expect(feed.filter((f) => f.feedCode === 'P007')).toHaveLength(1);
    expect(feed.filter((f) => f.feedCode === 'P006').every((f) => f.isPublic === 0)).toBe(true);
    const ms = (await post('/api/find_project/milestones', { project_no: projectNo }, member)).json().list;
    expect(ms.find((m: { MILESTONE_NO: number }) => m.MILESTONE_NO === milestoneNo)).toMatchObject({
      TODO_TOTAL: 1,
      TODO_DONE: 1,
    });
    // Unassigning and clearing the due date.
    const cleared = await post(
      '/api/mgmt_project/todo_update',
      { todo_no: todoNo, assignee: null, due_date: null },
      leader,
    );
    expect(cleared.json().todo).toMatchObject({ ASSIGNEE: null, DUE_DATE: null });
    expectFail(
      await post('/api/mgmt_project/todo_update', { todo_no: todoNo, assignee: outsider.user.no }, leader),
      'VALIDATION',
    );
    expectFail(
      await post('/api/mgmt_project/todo_update', { todo_no: todoNo, title: 'x' }, outsider),
      'FORBIDDEN',
    );
    expectFail(await post('/api/mgmt_project/todo_update', { todo_no: todoNo, title: 'x' }), 'E001');
    expectFail(
      await post('/api/mgmt_project/todo_update', { todo_no: 999_999, title: 'x' }, member),
      'NOT_FOUND',
    );
  });

  it('deletes for members, not for outsiders or visitors', async () => {
    const t = (
      await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: '지울 일' }, member)
    ).json().todo;
    expectFail(await post('/api/mgmt_project/todo_delete', { todo_no: t.TODO_NO }, outsider), 'FORBIDDEN');
    expectFail(await post('/api/mgmt_project/todo_delete', { todo_no: t.TODO_NO }), 'E001');
    expect((await post('/api/mgmt_project/todo_delete', { todo_no: t.TODO_NO }, member)).json().result).toBe(
      'success',
    );
    expectFail(await post('/api/mgmt_project/todo_delete', { todo_no: t.TODO_NO }, member), 'NOT_FOUND');
  });
});

describe('to-do attachments', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  function form(
    todoNo: number | string,
    name = 'plan.pdf',
    data: Buffer | string = PDF,
    type = 'application/pdf',
  ) {
    const fd = new FormData();
    fd.append('todo_no', String(todoNo));
    fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
    return fd;
  }
  const upload = (payload: FormData, who?: Person) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/upload/todo_upload',
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });

  it('takes five files and refuses a sixth; members may drop some again', async () => {
    const t = (
      await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: '자료 모으기' }, member)
    ).json().todo;
    for (let i = 1; i <= 5; i++) {
      const res = await upload(form(t.TODO_NO, `자료${i}.pdf`), i % 2 ? member : leader);
      expect(res.json().result).toBe('success');
      expect(res.json().todo[`WORK_ATTACH_NAME${i}`]).toBe(`자료${i}.pdf`);
      expect(res.json().todo[`WORK_ATTACH_URL${i}`]).toMatch(/^\/uploads\//);
    }
    expectFail(await upload(form(t.TODO_NO, '자료6.pdf'), member), 'TOO_MANY_ATTACHMENTS');

    const [row] = await ctx.database.db.select().from(todos).where(eq(todos.todoNo, t.TODO_NO));
    const keep = [row!.attachUrl3!, row!.attachUrl1!];
    const kept = await post(
      '/api/mgmt_project/todo_update',
      { todo_no: t.TODO_NO, attachments: keep },
      member,
    );
    expect(kept.json().todo).toMatchObject({
      WORK_ATTACH_URL1: keep[0],
      WORK_ATTACH_NAME1: '자료3.pdf',
      WORK_ATTACH_URL2: keep[1],
      WORK_ATTACH_URL3: null,
    });
    expectFail(
      await post(
        '/api/mgmt_project/todo_update',
        { todo_no: t.TODO_NO, attachments: ['/uploads/someone-else.pdf'] },
        member,
      ),
      'VALIDATION',
    );
    expect((await upload(form(t.TODO_NO, '다시.pdf'), member)).json().todo.WORK_ATTACH_NAME3).toBe(
      '다시.pdf',
    );
  });

  it('refuses outsiders, visitors, a missing file and files that are not images or documents', async () => {
    const t = (
      await post('/api/mgmt_project/todo_new', { project_no: projectNo, title: '첨부 확인' }, member)
    ).json().todo;
    expectFail(await upload(form(t.TODO_NO), outsider), 'FORBIDDEN');
    expectFail(await upload(form(t.TODO_NO)), 'E001');
    expectFail(await upload(form('abc'), member), 'VALIDATION');
    expectFail(await upload(form(999_999), member), 'NOT_FOUND');
    expectFail(
      await upload(form(t.TODO_NO, 'run.exe', 'MZ....', 'application/octet-stream'), member),
      'UNSUPPORTED_DOCUMENT',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/todo_upload',
      payload: { todo_no: t.TODO_NO },
      headers: { cookie: member.cookie },
    });
    expectFail(res, 'FILE_REQUIRED');
  });
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
    expect(texts[0]).toBe("프로젝트 상태가 '준비 중'에서 '개발 중'(으)로 바뀌었어요.");
    expect(texts[1]).toBe("진행 단계가 '개발'(으)로 바뀌었어요.");
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
    expect(todoEntry.FEED_TEXT).toMatch(/님이 할 일 '.+'을\(를\) 추가했어요\.$/);
    expect(todoEntry.ACTOR.USER_NICKNAME).toBeTruthy();
    const ms = forMember.list.find((e: { FEED_CODE: string }) => e.FEED_CODE === 'P004');
    expect(ms.FEED_TEXT).toContain(`${leader.nickname}님이 마일스톤 'MVP'을(를) 추가했어요.`);
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
    const me = await registerUser(ctx.app);
    const meRow = (await ctx.database.db.select().from(users).where(eq(users.userNo, me.user.no)))[0]!;
    const p = await publishedProject(leader.user.no, '일정 테스트');
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
    const shown = await fixtureProject(leader.user.no);
    const page = await ctx.app.inject({ method: 'GET', url: `/project/${shown}/whatever` });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('주말 사이드 프로젝트 스터디 | 사이드퀘스트');
    expect(page.body).toContain('함께 가계부 앱을 만들어요.');
    expect(page.body).toContain('/uploads/cover-test.webp');
    expect((await ctx.app.inject({ method: 'GET', url: `/project/${draftNo}/x` })).statusCode).toBe(404);
    const gone = await fixtureProject(leader.user.no, { deletedAt: new Date() });
    expect((await ctx.app.inject({ method: 'GET', url: `/project/${gone}/x` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/project/abc/x' })).statusCode).toBe(404);
  });
});

describe('demo', () => {
  it('adds milestones and to-dos to the demo projects once', async () => {
    const { seedDemoSpace } = await import('./demo.js');
    const p = await fixtureProject(leader.user.no, { title: '주말 타입스크립트 딥다이브 스터디' });
    await seedDemoSpace(ctx.database.db);
    await seedDemoSpace(ctx.database.db);
    const ms = await ctx.database.db.select().from(milestones).where(eq(milestones.projectNo, p));
    const ts = await ctx.database.db.select().from(todos).where(eq(todos.projectNo, p));
    expect(ms).toHaveLength(2);
    expect(ts).toHaveLength(2);
    expect(ts.every((t) => t.assigneeNo === leader.user.no)).toBe(true);
  });
});
