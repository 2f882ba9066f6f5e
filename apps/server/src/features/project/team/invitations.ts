import type { projectTeamApi } from '@sidequest/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { loadProject, requireLeader, roleIn } from '../policy.js';
import { applications, projectInvitations, projectSlots, projects } from '../schema.js';
import { seat } from './approval.js';
import { openForPeople, projectRef } from './common.js';

type Invitation = projectTeamApi.Invitation;

// ---------------------------------------------------------------------------------------------
// Invitations

export async function invite(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; user_no: number; slot_no?: number | null | undefined; message: string },
) {
  const project = await requireLeader(db, input.project_no, user);
  if (project.status === '99')
    throw fail('NOT_RECRUITING', '작성 중인 프로젝트에는 초대할 수 없어요. 먼저 게시해 주세요.');
  openForPeople(project);
  const [target] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(eq(users.userNo, input.user_no), eq(users.status, 'active')))
    .limit(1);
  if (!target) throw fail('NOT_FOUND', '초대할 사람을 찾을 수 없어요.');
  if ((await roleIn(db, project.projectNo, input.user_no)) !== 'outsider') throw fail('ALREADY_MEMBER');
  if (input.slot_no) {
    const [slot] = await db
      .select()
      .from(projectSlots)
      .where(and(eq(projectSlots.slotNo, input.slot_no), eq(projectSlots.projectNo, project.projectNo)))
      .limit(1);
    if (!slot) throw fail('NOT_FOUND', '고른 자리를 찾을 수 없어요.');
    if (slot.filled >= slot.capacity) throw fail('SLOT_FULL');
  }
  let row: typeof projectInvitations.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(projectInvitations)
      .values({
        projectNo: project.projectNo,
        inviterNo: user.userNo,
        inviteeNo: input.user_no,
        slotNo: input.slot_no ?? null,
        message: input.message,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('ALREADY_INVITED');
    throw err;
  }
  await events.emit('project.invited', {
    project: projectRef(project),
    inviter: { userNo: user.userNo, nickname: user.nickname },
    inviteeNo: input.user_no,
    invitationNo: row!.invitationNo,
    message: input.message,
  });
  return { INVITATION_NO: row!.invitationNo };
}

export async function invitationList(db: Db, user: UserRow) {
  const rows = await db
    .select({
      invitationNo: projectInvitations.invitationNo,
      projectNo: projectInvitations.projectNo,
      title: projects.title,
      inviterNo: projectInvitations.inviterNo,
      inviterNickname: users.nickname,
      slotNo: projectInvitations.slotNo,
      jobCode: projectSlots.jobCode,
      message: projectInvitations.message,
      status: projectInvitations.status,
      createdAt: projectInvitations.createdAt,
    })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.projectNo, projectInvitations.projectNo))
    .innerJoin(users, eq(users.userNo, projectInvitations.inviterNo))
    .leftJoin(projectSlots, eq(projectSlots.slotNo, projectInvitations.slotNo))
    .where(and(eq(projectInvitations.inviteeNo, user.userNo), isNull(projects.deletedAt)))
    .orderBy(desc(projectInvitations.createdAt))
    .limit(100);
  return {
    invitations: rows.map(
      (r): Invitation => ({
        INVITATION_NO: r.invitationNo,
        PROJECT_NO: r.projectNo,
        PROJECT_NAME: r.title,
        INVITER_NO: r.inviterNo,
        INVITER_NICKNAME: r.inviterNickname ?? '',
        SLOT_NO: r.slotNo,
        SLOT_JOB: r.jobCode,
        MESSAGE: r.message,
        STATUS: r.status as Invitation['STATUS'],
        CREATED_AT: r.createdAt.toISOString(),
      }),
    ),
  };
}

async function pendingInvitation(db: Db, user: UserRow, invitationNo: number) {
  const [inv] = await db
    .select()
    .from(projectInvitations)
    .where(
      and(
        eq(projectInvitations.invitationNo, invitationNo),
        eq(projectInvitations.inviteeNo, user.userNo),
        eq(projectInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  if (!inv) throw fail('NOT_FOUND', '답할 수 있는 초대가 없어요. 이미 답했거나 취소된 초대예요.');
  return inv;
}

export async function acceptInvite(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { invitation_no: number; slot_no?: number | null | undefined },
) {
  const inv = await pendingInvitation(db, user, input.invitation_no);
  const project = await loadProject(db, inv.projectNo);
  openForPeople(project);
  const slotNo = inv.slotNo ?? input.slot_no;
  if (!slotNo) {
    throw fail('VALIDATION', '함께할 자리를 골라 주세요.', { slot_no: '자리를 골라 주세요.' });
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: projectInvitations.status })
      .from(projectInvitations)
      .where(eq(projectInvitations.invitationNo, inv.invitationNo))
      .for('update');
    if (locked?.status !== 'pending') throw fail('CONFLICT');
    await seat(tx, project.projectNo, slotNo, user.userNo, user.userNo);
    await tx
      .update(projectInvitations)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(eq(projectInvitations.invitationNo, inv.invitationNo));
    // A pending application for the same project is settled by joining.
    await tx
      .update(applications)
      .set({ status: '02', decidedAt: sql`now()` })
      .where(
        and(
          eq(applications.projectNo, project.projectNo),
          eq(applications.userNo, user.userNo),
          eq(applications.status, '99'),
        ),
      );
  });
  await events.emit('project.memberJoined', { project: projectRef(project), userNo: user.userNo });
  await events.emit('project.invitationAnswered', {
    project: projectRef(project),
    invitee: { userNo: user.userNo, nickname: user.nickname },
    accepted: true,
  });
  return { PROJECT_NO: project.projectNo };
}

export async function declineInvite(db: Db, events: DomainEvents, user: UserRow, invitationNo: number) {
  const inv = await pendingInvitation(db, user, invitationNo);
  await db
    .update(projectInvitations)
    .set({ status: 'declined', decidedAt: sql`now()` })
    .where(eq(projectInvitations.invitationNo, inv.invitationNo));
  const [project] = await db
    .select({ projectNo: projects.projectNo, title: projects.title, leaderNo: projects.leaderNo })
    .from(projects)
    .where(eq(projects.projectNo, inv.projectNo));
  if (project) {
    await events.emit('project.invitationAnswered', {
      project,
      invitee: { userNo: user.userNo, nickname: user.nickname },
      accepted: false,
    });
  }
  return {};
}
