import { SPACE_LIMITS, type ScheduleItem, type TodoState } from '@sidequest/shared';
import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.js';
import { milestones, projectMembers, projects, todos } from '../schema.js';
import { seoulDay } from './common.js';

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
