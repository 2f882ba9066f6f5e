import { SPACE_LIMITS, type Todo, type TodoState } from '@sidequest/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { requireMember } from '../policy.js';
import { milestones, projectMembers, todos } from '../schema.js';
import { attachmentColumns, slotAttachments } from '../../upload/attachments.js';
import { actorsByNo, iso, todoMissing } from './common.js';

type TodoRow = typeof todos.$inferSelect;

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

/** A to-do and the caller's membership of its project (outsiders FORBIDDEN, drafts NOT_FOUND). */
export async function memberTodo(db: DbOrTx, user: UserRow, todoNo: number, lock = false) {
  const q = db.select().from(todos).where(eq(todos.todoNo, todoNo)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw todoMissing();
  await requireMember(db, row.projectNo, user);
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
  /**
   * Given by the project space's routes, so the team chat's bot announces the new to-do. The team
   * room's to-do panel leaves it out: it posts its own card from the person who added it.
   */
  events?: DomainEvents,
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
    await addFeed(tx, { ...feed, code: 'P006' });
    if (created!.state === '03') await addFeed(tx, { ...feed, code: 'P007' });
    return created!;
  });
  const todo = await oneTodo(db, row);
  await events?.emit('project.todoChanged', { todo, action: 'added' });
  return todo;
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
  /** Given by the project space's routes (see `createTodo`): the bot announces a finished to-do. */
  events?: DomainEvents,
): Promise<Todo> {
  const current = await memberTodo(db, user, input.todo_no);
  await assertAssignee(db, current.projectNo, input.assignee);
  await assertMilestoneIn(db, current.projectNo, input.milestone_no);
  let finished = false;
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
      const have = new Map(slotAttachments(before).map((a) => [a.url, a]));
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
      finished = true;
      await addFeed(tx, {
        projectNo: before.projectNo,
        code: 'P007',
        actorNo: user.userNo,
        detail: { title: updated!.title },
        isPublic: false,
      });
    }
    return updated!;
  });
  const todo = await oneTodo(db, row);
  if (finished) await events?.emit('project.todoChanged', { todo, action: 'done' });
  return todo;
}

export async function deleteTodo(db: Db, user: UserRow, todoNo: number): Promise<void> {
  await memberTodo(db, user, todoNo);
  await db.delete(todos).where(eq(todos.todoNo, todoNo));
}
