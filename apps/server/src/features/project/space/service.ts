import {
  type FeedEntry,
  type Milestone,
  progressPhases,
  projectFeedText,
  projectStatuses,
  SPACE_LIMITS,
  type ScheduleItem,
  type Todo,
  type TodoState,
} from '@sidequest/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { requireLeader, requireMember, viewProject } from '../policy.js';
import { milestones, projectFeed, projectMembers, projects, todos } from '../schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MilestoneRow = typeof milestones.$inferSelect;
type TodoRow = typeof todos.$inferSelect;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const milestoneMissing = () =>
  fail('NOT_FOUND', '찾는 마일스톤이 없어요. 이미 지워졌을 수 있어요. 새로고침한 뒤 다시 확인해 주세요.');
const todoMissing = () =>
  fail('NOT_FOUND', '찾는 할 일이 없어요. 이미 지워졌을 수 있어요. 새로고침한 뒤 다시 확인해 주세요.');

/** Today's calendar day in Asia/Seoul (UTC+9 all year: Korea has no daylight saving). */
export function seoulDay(now: Date, plusDays = 0): string {
  return new Date(now.getTime() + 9 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
}

async function actorsByNo(db: Db, nos: (number | null)[]) {
  const wanted = [...new Set(nos.filter((n): n is number => n !== null))];
  const map = new Map<number, { USER_NO: number; USER_NICKNAME: string; USER_IMG_URL: string | null }>();
  if (wanted.length === 0) return map;
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl })
    .from(users)
    .where(inArray(users.userNo, wanted));
  for (const r of rows)
    map.set(r.userNo, { USER_NO: r.userNo, USER_NICKNAME: r.nickname ?? '', USER_IMG_URL: r.imgUrl });
  return map;
}

// ---------------------------------------------------------------------------------------------
// Milestones

async function toMilestones(db: Db, rows: MilestoneRow[]): Promise<Milestone[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      milestoneNo: todos.milestoneNo,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${todos.state} = '03')::int`,
    })
    .from(todos)
    .where(
      inArray(
        todos.milestoneNo,
        rows.map((r) => r.milestoneNo),
      ),
    )
    .groupBy(todos.milestoneNo);
  const byNo = new Map(counts.map((c) => [c.milestoneNo, c]));
  const actors = await actorsByNo(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => ({
    MILESTONE_NO: r.milestoneNo,
    PROJECT_NO: r.projectNo,
    TITLE: r.title,
    DESCRIPTION: r.description,
    DUE_DATE: r.dueDate,
    DONE: r.doneAt !== null,
    DONE_AT: iso(r.doneAt),
    CREATED_AT: iso(r.createdAt)!,
    CREATED_BY: r.createdBy === null ? null : (actors.get(r.createdBy) ?? null),
    TODO_TOTAL: Number(byNo.get(r.milestoneNo)?.total ?? 0),
    TODO_DONE: Number(byNo.get(r.milestoneNo)?.done ?? 0),
  }));
}

async function oneMilestone(db: Db, row: MilestoneRow): Promise<Milestone> {
  return (await toMilestones(db, [row]))[0]!;
}

/** A milestone and the caller's membership of its project (outsiders FORBIDDEN, drafts NOT_FOUND). */
async function memberMilestone(db: Db, user: UserRow, milestoneNo: number) {
  const [row] = await db.select().from(milestones).where(eq(milestones.milestoneNo, milestoneNo)).limit(1);
  if (!row) throw milestoneMissing();
  const access = await requireMember(db, row.projectNo, user);
  return { row, ...access };
}

export async function listMilestones(db: Db, user: UserRow, projectNo: number): Promise<Milestone[]> {
  await requireMember(db, projectNo, user);
  const rows = await db
    .select()
    .from(milestones)
    .where(eq(milestones.projectNo, projectNo))
    .orderBy(sql`${milestones.dueDate} asc nulls last`, asc(milestones.milestoneNo));
  return toMilestones(db, rows);
}

export async function createMilestone(
  db: Db,
  user: UserRow,
  input: { project_no: number; title: string; description?: string; due_date?: string | null },
): Promise<Milestone> {
  await requireMember(db, input.project_no, user);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(milestones)
    .where(eq(milestones.projectNo, input.project_no))) as [{ n: number }];
  if (Number(n) >= SPACE_LIMITS.milestones) {
    throw fail(
      'VALIDATION',
      `마일스톤은 한 프로젝트에 ${SPACE_LIMITS.milestones}개까지 만들 수 있어요. 끝난 마일스톤을 정리해 주세요.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(milestones)
      .values({
        projectNo: input.project_no,
        title: input.title,
        description: input.description ?? '',
        dueDate: input.due_date ?? null,
        createdBy: user.userNo,
      })
      .returning();
    await addFeed(tx as unknown as Db, {
      projectNo: input.project_no,
      code: 'P004',
      actorNo: user.userNo,
      detail: { title: input.title },
      isPublic: true,
    });
    return created!;
  });
  return oneMilestone(db, row);
}

export async function updateMilestone(
  db: Db,
  user: UserRow,
  input: { milestone_no: number; title?: string; description?: string; due_date?: string | null },
): Promise<Milestone> {
  await memberMilestone(db, user, input.milestone_no);
  const set: Partial<typeof milestones.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.due_date !== undefined) set.dueDate = input.due_date;
  const [row] =
    Object.keys(set).length === 0
      ? await db.select().from(milestones).where(eq(milestones.milestoneNo, input.milestone_no))
      : await db
          .update(milestones)
          .set(set)
          .where(eq(milestones.milestoneNo, input.milestone_no))
          .returning();
  if (!row) throw milestoneMissing();
  return oneMilestone(db, row);
}

export async function setMilestoneDone(
  db: Db,
  user: UserRow,
  input: { milestone_no: number; done: boolean },
): Promise<Milestone> {
  const { row: before } = await memberMilestone(db, user, input.milestone_no);
  const row = await db.transaction(async (tx) => {
    // Only a real change is recorded: finishing twice does not write a second history entry.
    const [updated] = await tx
      .update(milestones)
      .set({ doneAt: input.done ? sql`now()` : null })
      .where(
        and(
          eq(milestones.milestoneNo, input.milestone_no),
          input.done ? isNull(milestones.doneAt) : sql`${milestones.doneAt} is not null`,
        ),
      )
      .returning();
    if (updated && input.done) {
      await addFeed(tx as unknown as Db, {
        projectNo: before.projectNo,
        code: 'P005',
        actorNo: user.userNo,
        detail: { title: updated.title },
        isPublic: true,
      });
    }
    return updated;
  });
  if (row) return oneMilestone(db, row);
  const [current] = await db.select().from(milestones).where(eq(milestones.milestoneNo, input.milestone_no));
  if (!current) throw milestoneMissing();
  return oneMilestone(db, current);
}

export async function deleteMilestone(db: Db, user: UserRow, milestoneNo: number): Promise<void> {
  const [row] = await db.select().from(milestones).where(eq(milestones.milestoneNo, milestoneNo)).limit(1);
  if (!row) throw milestoneMissing();
  // Members may see it (and get FORBIDDEN below); outsiders and drafts are refused first.
  await requireMember(db, row.projectNo, user);
  await requireLeader(db, row.projectNo, user);
  await db.delete(milestones).where(eq(milestones.milestoneNo, milestoneNo));
}

// ---------------------------------------------------------------------------------------------
// To-dos

export function toTodo(r: TodoRow, actors: Map<number, Todo['ASSIGNEE'] & object>): Todo {
  return {
    TODO_NO: r.todoNo,
    PROJECT_NO: r.projectNo,
    MILESTONE_NO: r.milestoneNo,
    TITLE: r.title,
    DESCRIPTION: r.description,
    STATE: r.state as TodoState,
    DUE_DATE: r.dueDate,
    ASSIGNEE: r.assigneeNo === null ? null : (actors.get(r.assigneeNo) ?? null),
    CREATED_AT: iso(r.createdAt)!,
    UPDATED_AT: iso(r.updatedAt)!,
    WORK_ATTACH_URL1: r.attachUrl1,
    WORK_ATTACH_NAME1: r.attachName1,
    WORK_ATTACH_URL2: r.attachUrl2,
    WORK_ATTACH_NAME2: r.attachName2,
    WORK_ATTACH_URL3: r.attachUrl3,
    WORK_ATTACH_NAME3: r.attachName3,
    WORK_ATTACH_URL4: r.attachUrl4,
    WORK_ATTACH_NAME4: r.attachName4,
    WORK_ATTACH_URL5: r.attachUrl5,
    WORK_ATTACH_NAME5: r.attachName5,
  };
}

async function toTodos(db: Db, rows: TodoRow[]): Promise<Todo[]> {
  const actors = await actorsByNo(
    db,
    rows.map((r) => r.assigneeNo),
  );
  return rows.map((r) => toTodo(r, actors));
}

export async function oneTodo(db: Db, row: TodoRow): Promise<Todo> {
  return (await toTodos(db, [row]))[0]!;
}

export function rowAttachments(r: TodoRow): { url: string; name: string }[] {
  const pairs: [string | null, string | null][] = [
    [r.attachUrl1, r.attachName1],
    [r.attachUrl2, r.attachName2],
    [r.attachUrl3, r.attachName3],
    [r.attachUrl4, r.attachName4],
    [r.attachUrl5, r.attachName5],
  ];
  return pairs
    .filter((p): p is [string, string | null] => p[0] !== null)
    .map(([url, name]) => ({ url, name: name ?? '' }));
}

export function attachmentColumns(list: { url: string; name: string }[]) {
  const at = (i: number) => list[i] ?? null;
  return {
    attachUrl1: at(0)?.url ?? null,
    attachName1: at(0)?.name ?? null,
    attachUrl2: at(1)?.url ?? null,
    attachName2: at(1)?.name ?? null,
    attachUrl3: at(2)?.url ?? null,
    attachName3: at(2)?.name ?? null,
    attachUrl4: at(3)?.url ?? null,
    attachName4: at(3)?.name ?? null,
    attachUrl5: at(4)?.url ?? null,
    attachName5: at(4)?.name ?? null,
  };
}

/** A to-do and the caller's membership of its project (outsiders FORBIDDEN, drafts NOT_FOUND). */
export async function memberTodo(db: Db | Tx, user: UserRow, todoNo: number, lock = false) {
  const q = db.select().from(todos).where(eq(todos.todoNo, todoNo)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw todoMissing();
  await requireMember(db as Db, row.projectNo, user);
  return row;
}

async function assertAssignee(db: Db, projectNo: number, assignee: number | null | undefined) {
  if (assignee === null || assignee === undefined) return;
  const [m] = await db
    .select({ userNo: projectMembers.userNo })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, assignee)))
    .limit(1);
  if (!m) {
    throw fail('VALIDATION', '담당자는 이 프로젝트의 팀원 중에서 골라 주세요.', {
      assignee: '팀원이 아니에요.',
    });
  }
}

async function assertMilestoneIn(db: Db, projectNo: number, milestoneNo: number | null | undefined) {
  if (milestoneNo === null || milestoneNo === undefined) return;
  const [m] = await db
    .select({ projectNo: milestones.projectNo })
    .from(milestones)
    .where(eq(milestones.milestoneNo, milestoneNo))
    .limit(1);
  if (m?.projectNo !== projectNo) {
    throw fail('VALIDATION', '이 프로젝트의 마일스톤 중에서 골라 주세요.', {
      milestone_no: '없는 마일스톤이에요.',
    });
  }
}

export async function listTodos(
  db: Db,
  user: UserRow,
  input: { project_no: number; state?: TodoState; assignee?: number },
): Promise<Todo[]> {
  await requireMember(db, input.project_no, user);
  const where = [eq(todos.projectNo, input.project_no)];
  if (input.state) where.push(eq(todos.state, input.state));
  if (input.assignee) where.push(eq(todos.assigneeNo, input.assignee));
  const rows = await db
    .select()
    .from(todos)
    .where(and(...where))
    .orderBy(sql`${todos.dueDate} asc nulls last`, asc(todos.todoNo))
    .limit(SPACE_LIMITS.todos);
  return toTodos(db, rows);
}

export async function createTodo(
  db: Db,
  user: UserRow,
  input: {
    project_no: number;
    title: string;
    description?: string;
    assignee?: number | null;
    state?: TodoState;
    due_date?: string | null;
    milestone_no?: number | null;
  },
): Promise<Todo> {
  await requireMember(db, input.project_no, user);
  await assertAssignee(db, input.project_no, input.assignee);
  await assertMilestoneIn(db, input.project_no, input.milestone_no);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(todos)
    .where(eq(todos.projectNo, input.project_no))) as [{ n: number }];
  if (Number(n) >= SPACE_LIMITS.todos) {
    throw fail(
      'VALIDATION',
      `할 일은 한 프로젝트에 ${SPACE_LIMITS.todos}개까지 만들 수 있어요. 끝난 할 일을 정리해 주세요.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(todos)
      .values({
        projectNo: input.project_no,
        title: input.title,
        description: input.description ?? '',
        assigneeNo: input.assignee ?? null,
        state: input.state ?? '01',
        dueDate: input.due_date ?? null,
        milestoneNo: input.milestone_no ?? null,
        createdBy: user.userNo,
      })
      .returning();
    const feed = {
      projectNo: input.project_no,
      actorNo: user.userNo,
      detail: { title: input.title },
      isPublic: false,
    };
    await addFeed(tx as unknown as Db, { ...feed, code: 'P006' });
    if (created!.state === '03') await addFeed(tx as unknown as Db, { ...feed, code: 'P007' });
    return created!;
  });
  return oneTodo(db, row);
}

export async function updateTodo(
  db: Db,
  user: UserRow,
  input: {
    todo_no: number;
    title?: string;
    description?: string;
    assignee?: number | null;
    state?: TodoState;
    due_date?: string | null;
    milestone_no?: number | null;
    attachments?: string[];
  },
): Promise<Todo> {
  const current = await memberTodo(db, user, input.todo_no);
  await assertAssignee(db, current.projectNo, input.assignee);
  await assertMilestoneIn(db, current.projectNo, input.milestone_no);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(todos).where(eq(todos.todoNo, input.todo_no)).for('update');
    if (!before) throw todoMissing();
    const set: Partial<typeof todos.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.assignee !== undefined) set.assigneeNo = input.assignee;
    if (input.state !== undefined) set.state = input.state;
    if (input.due_date !== undefined) set.dueDate = input.due_date;
    if (input.milestone_no !== undefined) set.milestoneNo = input.milestone_no;
    if (input.attachments !== undefined) {
      // Only removing and reordering: a URL that is not already on this to-do is refused.
      const have = new Map(rowAttachments(before).map((a) => [a.url, a]));
      const keep = [...new Set(input.attachments)].map((url) => {
        const a = have.get(url);
        if (!a) {
          throw fail('VALIDATION', '이 할 일에 없는 첨부파일이에요. 새로고침한 뒤 다시 시도해 주세요.', {
            attachments: '없는 첨부파일이에요.',
          });
        }
        return a;
      });
      Object.assign(set, attachmentColumns(keep));
    }
    const [updated] = await tx
      .update(todos)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(todos.todoNo, input.todo_no))
      .returning();
    if (before.state !== '03' && updated!.state === '03') {
      await addFeed(tx as unknown as Db, {
        projectNo: before.projectNo,
        code: 'P007',
        actorNo: user.userNo,
        detail: { title: updated!.title },
        isPublic: false,
      });
    }
    return updated!;
  });
  return oneTodo(db, row);
}

export async function deleteTodo(db: Db, user: UserRow, todoNo: number): Promise<void> {
  await memberTodo(db, user, todoNo);
  await db.delete(todos).where(eq(todos.todoNo, todoNo));
}

// ---------------------------------------------------------------------------------------------
// History

export async function listHistory(
  db: Db,
  viewer: UserRow | null,
  input: { project_no: number; offset: number },
): Promise<{ list: FeedEntry[]; has_more: boolean }> {
  const { role } = await viewProject(db, input.project_no, viewer);
  const where = [eq(projectFeed.projectNo, input.project_no)];
  // Outsiders (and visitors) see the public entries only; to-do traffic stays inside the team.
  if (role === 'outsider') where.push(eq(projectFeed.isPublic, 1));
  const size = SPACE_LIMITS.historyPage;
  const rows = await db
    .select({ feed: projectFeed, nickname: users.nickname, imgUrl: users.imgUrl })
    .from(projectFeed)
    .leftJoin(users, eq(users.userNo, projectFeed.actorNo))
    .where(and(...where))
    .orderBy(desc(projectFeed.createdAt), desc(projectFeed.feedNo))
    .limit(size + 1)
    .offset(input.offset);
  const list = rows.slice(0, size).map(({ feed, nickname, imgUrl }) => {
    const actor =
      feed.actorNo === null
        ? null
        : { USER_NO: feed.actorNo, USER_NICKNAME: nickname ?? '', USER_IMG_URL: imgUrl };
    return {
      FEED_NO: feed.feedNo,
      FEED_CODE: feed.feedCode,
      FEED_TEXT: projectFeedText(feed.feedCode, {
        actor: actor?.USER_NICKNAME || '알 수 없는 멤버',
        ...feed.detail,
      }),
      IS_PUBLIC: feed.isPublic === 1,
      CREATED_AT: iso(feed.createdAt)!,
      ACTOR: actor,
    };
  });
  return { list, has_more: rows.length > size };
}

// ---------------------------------------------------------------------------------------------
// Phase and status

export async function changePhase(db: Db, user: UserRow, projectNo: number, phase: string) {
  const project = await requireLeader(db, projectNo, user);
  if (project.status === '99') {
    throw fail('CONFLICT', '작성 중인 모집글은 먼저 게시한 뒤에 진행 단계를 바꿀 수 있어요.');
  }
  if (project.phase === phase) return { PHASE: phase };
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ phase, updatedAt: sql`now()` }).where(eq(projects.projectNo, projectNo));
    await addFeed(tx as unknown as Db, {
      projectNo,
      code: 'P009',
      actorNo: user.userNo,
      detail: { from: progressPhases.label(project.phase), to: progressPhases.label(phase) },
      isPublic: true,
    });
  });
  return { PHASE: phase };
}

export async function changeStatus(db: Db, user: UserRow, projectNo: number, status: string) {
  const project = await requireLeader(db, projectNo, user);
  if (project.status === '99') {
    throw fail('CONFLICT', '작성 중인 모집글은 상태를 바꾸기 전에 먼저 게시해 주세요.');
  }
  if (project.status === status) return { STATUS: status };
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ status, updatedAt: sql`now()` }).where(eq(projects.projectNo, projectNo));
    await addFeed(tx as unknown as Db, {
      projectNo,
      code: 'P008',
      actorNo: user.userNo,
      detail: { from: projectStatuses.label(project.status), to: projectStatuses.label(status) },
      isPublic: true,
    });
  });
  return { STATUS: status };
}

// ---------------------------------------------------------------------------------------------
// The member's own schedule across projects

/** Projects the member belongs to that are live (not drafts of others, not deleted). */
function myProjectsJoin(userNo: number) {
  return and(
    eq(projectMembers.userNo, userNo),
    isNull(projects.deletedAt),
    sql`(${projects.status} <> '99' or ${projects.leaderNo} = ${userNo})`,
  );
}

/**
 * Milestones not done and to-dos not done (assigned to me, or to nobody) due from today to
 * today + 7 days, split into today and upcoming. Days are Asia/Seoul calendar days.
 */
export async function dailySchedule(db: Db, user: UserRow, now = new Date()) {
  const today = seoulDay(now);
  const last = seoulDay(now, SPACE_LIMITS.scheduleDays);
  const ms = await db
    .select({ m: milestones, name: projects.title })
    .from(milestones)
    .innerJoin(projects, eq(projects.projectNo, milestones.projectNo))
    .innerJoin(projectMembers, eq(projectMembers.projectNo, milestones.projectNo))
    .where(
      and(
        myProjectsJoin(user.userNo),
        isNull(milestones.doneAt),
        gte(milestones.dueDate, today),
        lte(milestones.dueDate, last),
      ),
    )
    .orderBy(asc(milestones.dueDate), asc(milestones.milestoneNo))
    .limit(100);
  const ts = await db
    .select({ t: todos, name: projects.title })
    .from(todos)
    .innerJoin(projects, eq(projects.projectNo, todos.projectNo))
    .innerJoin(projectMembers, eq(projectMembers.projectNo, todos.projectNo))
    .where(
      and(
        myProjectsJoin(user.userNo),
        ne(todos.state, '03'),
        sql`(${todos.assigneeNo} = ${user.userNo} or ${todos.assigneeNo} is null)`,
        gte(todos.dueDate, today),
        lte(todos.dueDate, last),
      ),
    )
    .orderBy(asc(todos.dueDate), asc(todos.todoNo))
    .limit(100);
  const items: ScheduleItem[] = [
    ...ms.map(({ m, name }) => ({
      KIND: 'milestone' as const,
      ITEM_NO: m.milestoneNo,
      PROJECT_NO: m.projectNo,
      PROJECT_NAME: name,
      TITLE: m.title,
      DUE_DATE: m.dueDate!,
      STATE: null,
    })),
    ...ts.map(({ t, name }) => ({
      KIND: 'todo' as const,
      ITEM_NO: t.todoNo,
      PROJECT_NO: t.projectNo,
      PROJECT_NAME: name,
      TITLE: t.title,
      DUE_DATE: t.dueDate!,
      STATE: t.state as TodoState,
    })),
  ].sort(
    (a, b) => a.DUE_DATE.localeCompare(b.DUE_DATE) || a.KIND.localeCompare(b.KIND) || a.ITEM_NO - b.ITEM_NO,
  );
  return {
    TODAY: today,
    today: items.filter((i) => i.DUE_DATE === today),
    upcoming: items.filter((i) => i.DUE_DATE !== today),
  };
}

/** My open to-dos (assigned to me, not done) across my live projects, soonest due first. */
export async function remainingTodos(db: Db, user: UserRow) {
  const where = and(myProjectsJoin(user.userNo), ne(todos.state, '03'), eq(todos.assigneeNo, user.userNo));
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(todos)
    .innerJoin(projects, eq(projects.projectNo, todos.projectNo))
    .innerJoin(projectMembers, eq(projectMembers.projectNo, todos.projectNo))
    .where(where)) as [{ n: number }];
  const rows = await db
    .select({ t: todos, name: projects.title })
    .from(todos)
    .innerJoin(projects, eq(projects.projectNo, todos.projectNo))
    .innerJoin(projectMembers, eq(projectMembers.projectNo, todos.projectNo))
    .where(where)
    .orderBy(sql`${todos.dueDate} asc nulls last`, asc(todos.todoNo))
    .limit(50);
  return {
    count: Number(n),
    list: rows.map(({ t, name }) => ({
      KIND: 'todo' as const,
      ITEM_NO: t.todoNo,
      PROJECT_NO: t.projectNo,
      PROJECT_NAME: name,
      TITLE: t.title,
      DUE_DATE: t.dueDate,
      STATE: t.state as TodoState,
    })),
  };
}
