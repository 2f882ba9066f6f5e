import { type Milestone, SPACE_LIMITS } from '@sidequest/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { requireLeader, requireMember } from '../policy.js';
import { milestones, todos } from '../schema.js';
import { actorsByNo, iso, milestoneMissing } from './common.js';

type MilestoneRow = typeof milestones.$inferSelect;

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
  events: DomainEvents,
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
    await addFeed(tx, {
      projectNo: input.project_no,
      code: 'P004',
      actorNo: user.userNo,
      detail: { title: input.title },
      isPublic: true,
    });
    return created!;
  });
  const milestone = await oneMilestone(db, row);
  await events.emit('project.milestoneChanged', { milestone, action: 'added' });
  return milestone;
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
  events: DomainEvents,
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
      await addFeed(tx, {
        projectNo: before.projectNo,
        code: 'P005',
        actorNo: user.userNo,
        detail: { title: updated.title },
        isPublic: true,
      });
    }
    return updated;
  });
  if (row) {
    const milestone = await oneMilestone(db, row);
    if (input.done) await events.emit('project.milestoneChanged', { milestone, action: 'done' });
    return milestone;
  }
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
