import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { requireLeader } from '../policy.js';
import { applications, projectMembers, projectSlots } from '../schema.js';
import { jobLabel, nicknameOf, projectRef, slotsOf } from './common.js';

/**
 * Seats a person in a slot: locks the slot row, checks the count, writes the membership and the
 * count together, and records the feed (P002, plus P012 when the last open seat was taken).
 * Must run inside a transaction; two confirmations for the last seat serialise on the lock.
 */
export async function seat(tx: Tx, projectNo: number, slotNo: number, userNo: number, actorNo: number) {
  const [slot] = await tx
    .select()
    .from(projectSlots)
    .where(and(eq(projectSlots.slotNo, slotNo), eq(projectSlots.projectNo, projectNo)))
    .for('update');
  if (!slot) throw fail('NOT_FOUND', '고른 자리를 찾을 수 없어요. 새로고침한 뒤 다시 골라 주세요.');
  if (slot.filled >= slot.capacity) throw fail('SLOT_FULL');
  const inserted = await tx
    .insert(projectMembers)
    .values({ projectNo, userNo, role: '02', slotNo })
    .onConflictDoNothing()
    .returning({ userNo: projectMembers.userNo });
  if (inserted.length === 0) throw fail('ALREADY_MEMBER');
  await tx
    .update(projectSlots)
    .set({ filled: sql`${projectSlots.filled} + 1` })
    .where(eq(projectSlots.slotNo, slotNo));
  await addFeed(tx, {
    projectNo,
    code: 'P002',
    actorNo,
    detail: { member: await nicknameOf(tx, userNo), job: jobLabel(slot.jobCode) },
  });
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projectSlots)
    .where(
      and(eq(projectSlots.projectNo, projectNo), sql`${projectSlots.filled} < ${projectSlots.capacity}`),
    );
  if ((open?.n ?? 0) === 0) {
    await addFeed(tx, { projectNo, code: 'P012', actorNo, detail: {} });
  }
}

/**
 * Frees a member's seat (resign or removal): the slot reopens under the same lock. Returns the
 * member's nickname, for the events that tell of it.
 */
export async function unseat(tx: Tx, projectNo: number, userNo: number, actorNo: number) {
  const [member] = await tx
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)))
    .for('update');
  if (!member) throw fail('NOT_FOUND', '이 프로젝트의 팀원이 아니에요.');
  if (member.role === '01') throw fail('LEADER_CANNOT_RESIGN');
  if (member.slotNo) {
    await tx
      .select({ n: projectSlots.slotNo })
      .from(projectSlots)
      .where(eq(projectSlots.slotNo, member.slotNo))
      .for('update');
    await tx
      .update(projectSlots)
      .set({ filled: sql`greatest(${projectSlots.filled} - 1, 0)` })
      .where(eq(projectSlots.slotNo, member.slotNo));
  }
  await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)));
  const nickname = await nicknameOf(tx, userNo);
  await addFeed(tx, { projectNo, code: 'P003', actorNo, detail: { member: nickname } });
  return nickname;
}

export async function approval(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; user_no: number; approve: boolean },
) {
  const project = await requireLeader(db, input.project_no, user);
  const status = input.approve ? '02' : '03';
  await db.transaction(async (tx) => {
    // Locking the application first makes a double click (or two tabs) wait, then see it decided.
    const [app] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.projectNo, project.projectNo),
          eq(applications.userNo, input.user_no),
          eq(applications.status, '99'),
        ),
      )
      .for('update');
    if (!app) throw fail('NOT_PENDING');
    if (input.approve) await seat(tx, project.projectNo, app.slotNo, app.userNo, user.userNo);
    await tx
      .update(applications)
      .set({ status, decidedAt: sql`now()` })
      .where(eq(applications.applicationNo, app.applicationNo));
  });
  if (input.approve) {
    await events.emit('project.memberJoined', { project: projectRef(project), userNo: input.user_no });
  }
  await events.emit('project.applicationDecided', {
    project: projectRef(project),
    applicantNo: input.user_no,
    approved: input.approve,
    byNo: user.userNo,
  });
  return { APPLICANT_STATUS: status as '02' | '03', SLOTS: await slotsOf(db, project.projectNo) };
}
