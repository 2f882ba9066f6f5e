import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/helpers.js';
import { buildProject, type Member } from '../../../../test/factories.js';
import { http } from '../../../../test/http.js';
import { expectFail, openSpaceBed } from '../../../../test/space-kit.js';
import { projectFeed, todos } from '../schema.js';

let ctx: TestContext;
let leader: Member;
let member: Member;
let outsider: Member;
let projectNo: number;
let draftNo: number;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ({ ctx, leader, member, outsider, projectNo, draftNo } = await openSpaceBed());
});
afterAll(async () => {
  await ctx?.close();
});

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
    const other = (await buildProject(ctx, outsider, { title: '다른 팀 프로젝트' })).projectNo;
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
  const upload = (payload: FormData, who?: Member) => post('/api/upload/todo_upload', payload, who);

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
    const res = await post('/api/upload/todo_upload', { todo_no: t.TODO_NO }, member.cookie);
    expectFail(res, 'FILE_REQUIRED');
  });
});
