import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import {
  applications,
  projectInvitations,
  projectMembers,
  projectSlots,
  projects,
} from '../project/schema.js';
import { jobLabel } from '../project/team/common.js';
import { requireMember } from './core.js';

/**
 * Applications seen from a chat: the leader talking with an applicant can confirm or reject right
 * there, and either side of a one-to-one room sees what is pending between them. Only
 * applications between the two people in the conversation are ever shown: to a project one of
 * them leads, from the other.
 */

/** Recruiting statuses: published and still taking people (not paused or finished, not a draft). */
const RECRUITING = ['01', '02', '03'];
const MAX_CANDIDATES = 20;

/** Applications between two people, in either direction, pending first, newest first. */
async function applicationsBetween(db: Db, me: number, other: number, projectNo?: number) {
  const rows = await db
    .select({
      applicationNo: applications.applicationNo,
      projectNo: projects.projectNo,
      title: projects.title,
      leaderNo: projects.leaderNo,
      jobCode: projectSlots.jobCode,
      applicantNo: applications.userNo,
      nickname: users.nickname,
      status: applications.status,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.projectNo, applications.projectNo))
    .innerJoin(projectSlots, eq(projectSlots.slotNo, applications.slotNo))
    .innerJoin(users, eq(users.userNo, applications.userNo))
    .where(
      and(
        isNull(projects.deletedAt),
        ne(projects.status, '99'),
        // A cancelled application is the applicant taking it back: nothing left to talk about.
        ne(applications.status, '04'),
        projectNo === undefined ? undefined : eq(projects.projectNo, projectNo),
        or(
          and(eq(applications.userNo, other), eq(projects.leaderNo, me)),
          and(eq(applications.userNo, me), eq(projects.leaderNo, other)),
        ),
      ),
    )
    .orderBy(
      sql`(${applications.status} = '99') desc`,
      desc(applications.createdAt),
      desc(applications.applicationNo),
    )
    .limit(MAX_CANDIDATES);
  return rows.map((r) => ({
    APPLICATION_NO: r.applicationNo,
    PROJECT_NO: r.projectNo,
    PROJECT_NAME: r.title,
    SLOT_LABEL: jobLabel(r.jobCode),
    APPLICANT_NO: r.applicantNo,
    APPLICANT_NICKNAME: r.nickname ?? '(탈퇴한 회원)',
    APPLICANT_STATUS: r.status,
    CAN_DECIDE: r.leaderNo === me && r.status === '99',
  }));
}

/** `check_candidate`: the latest application between us on this project, or null. */
export async function checkCandidate(
  db: Db,
  user: UserRow,
  input: { project_no: number; opponent_no: number },
) {
  if (input.opponent_no === user.userNo) throw fail('CHAT_SELF');
  const [candidate] = await applicationsBetween(db, user.userNo, input.opponent_no, input.project_no);
  return { candidate: candidate ?? null };
}

/** `check_candidate2`: every application between the two people of a one-to-one room. */
export async function checkCandidate2(db: Db, user: UserRow, chatId: string) {
  const { room } = await requireMember(db, chatId, user.userNo);
  if (room.kind !== 'direct' || !room.directKey) {
    throw fail('VALIDATION', '지원 정보는 1:1 대화방에서만 볼 수 있어요.');
  }
  const other = room.directKey
    .split(':')
    .map(Number)
    .find((n) => n !== user.userNo);
  if (other === undefined) return { candidates: [] };
  return { candidates: await applicationsBetween(db, user.userNo, other) };
}

/**
 * `check_slot`: the projects I lead that could take the person I am talking with: recruiting, with
 * at least one open seat. A project they are already on, applied to or invited to is listed with
 * the reason instead of being hidden, so the leader understands why they cannot invite.
 */
export async function checkSlot(db: Db, user: UserRow, opponentNo: number) {
  if (opponentNo === user.userNo) throw fail('CHAT_SELF');
  const [opponent] = await db
    .select({ no: users.userNo })
    .from(users)
    .where(and(eq(users.userNo, opponentNo), eq(users.status, 'active')))
    .limit(1);
  if (!opponent) throw fail('NOT_FOUND', '대화 상대를 찾을 수 없어요. 탈퇴한 회원일 수 있어요.');
  const mine = await db
    .select({ projectNo: projects.projectNo, title: projects.title })
    .from(projects)
    .where(
      and(
        eq(projects.leaderNo, user.userNo),
        isNull(projects.deletedAt),
        inArray(projects.status, RECRUITING),
      ),
    )
    .orderBy(desc(projects.projectNo))
    .limit(50);
  if (mine.length === 0) return { projects: [] };
  const nos = mine.map((p) => p.projectNo);
  const [slots, memberOf, appliedTo, invitedTo] = await Promise.all([
    db
      .select()
      .from(projectSlots)
      .where(
        and(inArray(projectSlots.projectNo, nos), sql`${projectSlots.filled} < ${projectSlots.capacity}`),
      )
      .orderBy(asc(projectSlots.sortOrder), asc(projectSlots.slotNo)),
    db
      .select({ projectNo: projectMembers.projectNo })
      .from(projectMembers)
      .where(and(inArray(projectMembers.projectNo, nos), eq(projectMembers.userNo, opponentNo))),
    db
      .select({ projectNo: applications.projectNo })
      .from(applications)
      .where(
        and(
          inArray(applications.projectNo, nos),
          eq(applications.userNo, opponentNo),
          eq(applications.status, '99'),
        ),
      ),
    db
      .select({ projectNo: projectInvitations.projectNo })
      .from(projectInvitations)
      .where(
        and(
          inArray(projectInvitations.projectNo, nos),
          eq(projectInvitations.inviteeNo, opponentNo),
          eq(projectInvitations.status, 'pending'),
        ),
      ),
  ]);
  const has = (rows: { projectNo: number }[]) => new Set(rows.map((r) => r.projectNo));
  const [members, applicants, invitees] = [has(memberOf), has(appliedTo), has(invitedTo)];
  const blockedReason = (projectNo: number) =>
    members.has(projectNo)
      ? '이미 이 프로젝트의 팀원이에요.'
      : applicants.has(projectNo)
        ? '이 프로젝트에 지원해서 결정을 기다리고 있어요. 팀원 탭에서 지원서를 확인해 주세요.'
        : invitees.has(projectNo)
          ? '이미 초대를 보냈어요. 상대의 답을 기다려 주세요.'
          : null;
  return {
    projects: mine
      .map((p) => ({
        PROJECT_NO: p.projectNo,
        PROJECT_NAME: p.title,
        OPEN_SLOTS: slots
          .filter((s) => s.projectNo === p.projectNo)
          .map((s) => ({ SLOT_NO: s.slotNo, LABEL: jobLabel(s.jobCode), LEFT: s.capacity - s.filled })),
        BLOCKED_REASON: blockedReason(p.projectNo),
      }))
      .filter((p) => p.OPEN_SLOTS.length > 0),
  };
}
