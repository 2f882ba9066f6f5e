import { levelForExp, type projectTeamApi } from '@sidequest/shared';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { profiles } from '../../profile/schema.js';
import { addFeed } from '../feed.js';
import { loadProject, requireLeader, roleIn, viewProject } from '../policy.js';
import { applications, projectMembers, projectSlots, projects } from '../schema.js';
import { unseat } from './approval.js';
import { maskEmail, nicknameOf, projectRef, slotsOf } from './common.js';

type ApplicantCard = projectTeamApi.ApplicantCard;
type TeamMember = projectTeamApi.TeamMember;

// ---------------------------------------------------------------------------------------------
// Members and the leader's decisions

export async function members(db: Db, viewer: UserRow | null, projectNo: number) {
  const { project, role } = await viewProject(db, projectNo, viewer);
  const rows = await db
    .select({
      userNo: users.userNo,
      nickname: users.nickname,
      imgUrl: users.imgUrl,
      exp: profiles.exp,
      role: projectMembers.role,
      slotNo: projectMembers.slotNo,
      jobCode: projectSlots.jobCode,
      joinedAt: projectMembers.joinedAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.userNo, projectMembers.userNo))
    .leftJoin(profiles, eq(profiles.userNo, users.userNo))
    .leftJoin(projectSlots, eq(projectSlots.slotNo, projectMembers.slotNo))
    .where(eq(projectMembers.projectNo, projectNo))
    .orderBy(asc(projectMembers.role), asc(projectMembers.joinedAt));
  const memberList: TeamMember[] = rows.map((r) => ({
    USER_NO: r.userNo,
    USER_NICKNAME: r.nickname ?? '',
    USER_IMG_URL: r.imgUrl,
    USER_LEVEL: levelForExp(r.exp ?? 0).level,
    ROLE: r.role === '01' ? '01' : '02',
    SLOT_NO: r.slotNo,
    SLOT_JOB: r.jobCode,
    JOINED_AT: r.joinedAt.toISOString(),
  }));
  let applicants: ApplicantCard[] = [];
  if (role === 'leader') {
    const apps = await db
      .select({
        applicationNo: applications.applicationNo,
        userNo: users.userNo,
        nickname: users.nickname,
        imgUrl: users.imgUrl,
        email: users.email,
        exp: profiles.exp,
        age: profiles.age,
        gender: profiles.gender,
        ci: profiles.ciVerifiedAt,
        phone: profiles.phoneVerifiedAt,
        createdAt: applications.createdAt,
        status: applications.status,
        slotNo: applications.slotNo,
        jobCode: projectSlots.jobCode,
        answers: applications.answers,
      })
      .from(applications)
      .innerJoin(users, eq(users.userNo, applications.userNo))
      .leftJoin(profiles, eq(profiles.userNo, users.userNo))
      .innerJoin(projectSlots, eq(projectSlots.slotNo, applications.slotNo))
      .where(
        and(eq(applications.projectNo, projectNo), ne(applications.status, '04'), eq(users.status, 'active')),
      )
      // Pending first (the ones waiting for a decision), newest first within each state.
      .orderBy(sql`(${applications.status} = '99') desc`, desc(applications.createdAt))
      .limit(300);
    applicants = apps.map((a) => ({
      APPLICATION_NO: a.applicationNo,
      USER_NO: a.userNo,
      USER_NICKNAME: a.nickname ?? '',
      USER_IMG_URL: a.imgUrl,
      USER_LEVEL: levelForExp(a.exp ?? 0).level,
      USER_AGE: a.age ?? '00',
      USER_GENDER: a.gender ?? '00',
      USER_EMAIL: maskEmail(a.email),
      CI_VERIFIED: a.ci ? '01' : '00',
      USER_PHONE: a.phone ? '01' : '00',
      APPLY_DATE: a.createdAt.toISOString(),
      QUEST_NO: project.projectNo,
      APPLICANT_STATUS: a.status as ApplicantCard['APPLICANT_STATUS'],
      SLOT_NO: a.slotNo,
      SLOT_JOB: a.jobCode,
      ANSWERS: a.answers ?? [],
    }));
  }
  const [mine] = viewer
    ? await db
        .select({ status: applications.status, slotNo: applications.slotNo })
        .from(applications)
        .where(and(eq(applications.projectNo, projectNo), eq(applications.userNo, viewer.userNo)))
        .orderBy(desc(applications.createdAt), desc(applications.applicationNo))
        .limit(1)
    : [];
  return {
    members: memberList,
    applicants,
    slots: await slotsOf(db, projectNo),
    MY_ROLE: role,
    PROJECT_NAME: project.title,
    STATUS: project.status,
    QUESTIONS: project.questions ?? [],
    MY_APPLICATION: mine
      ? { APPLICANT_STATUS: mine.status as ApplicantCard['APPLICANT_STATUS'], SLOT_NO: mine.slotNo }
      : null,
  };
}

export async function resign(db: Db, events: DomainEvents, user: UserRow, projectNo: number) {
  const project = await loadProject(db, projectNo);
  const role = await roleIn(db, projectNo, user.userNo);
  if (role === 'outsider') throw fail('FORBIDDEN', '이 프로젝트의 팀원이 아니에요.');
  if (role === 'leader') throw fail('LEADER_CANNOT_RESIGN');
  const nickname = await db.transaction((tx) => unseat(tx, projectNo, user.userNo, user.userNo));
  await events.emit('project.memberLeft', {
    project: projectRef(project),
    member: { userNo: user.userNo, nickname },
    removedByNo: null,
  });
  return {};
}

export async function removeMember(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; user_no: number },
) {
  const project = await requireLeader(db, input.project_no, user);
  if (input.user_no === user.userNo) throw fail('LEADER_CANNOT_RESIGN');
  const nickname = await db.transaction((tx) => unseat(tx, project.projectNo, input.user_no, user.userNo));
  await events.emit('project.memberLeft', {
    project: projectRef(project),
    member: { userNo: input.user_no, nickname },
    removedByNo: user.userNo,
  });
  return {};
}

export async function changeLeader(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; user_no: number },
) {
  const project = await requireLeader(db, input.project_no, user);
  if ((await roleIn(db, project.projectNo, input.user_no)) !== 'member') {
    throw fail('NOT_FOUND', '리더는 이 프로젝트의 팀원에게만 넘길 수 있어요.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(projectMembers)
      .set({ role: '02' })
      .where(and(eq(projectMembers.projectNo, project.projectNo), eq(projectMembers.userNo, user.userNo)));
    await tx
      .update(projectMembers)
      .set({ role: '01' })
      .where(and(eq(projectMembers.projectNo, project.projectNo), eq(projectMembers.userNo, input.user_no)));
    await tx
      .update(projects)
      .set({ leaderNo: input.user_no, updatedAt: sql`now()` })
      .where(eq(projects.projectNo, project.projectNo));
    await addFeed(tx, {
      projectNo: project.projectNo,
      code: 'P010',
      actorNo: user.userNo,
      detail: { member: await nicknameOf(tx, input.user_no) },
    });
  });
  await events.emit('project.leaderChanged', {
    project: { ...projectRef(project), leaderNo: input.user_no },
    previousLeaderNo: user.userNo,
  });
  return {};
}

// ---------------------------------------------------------------------------------------------
// Deleting

export async function deleteProject(db: Db, events: DomainEvents, user: UserRow, projectNo: number) {
  const project = await requireLeader(db, projectNo, user);
  await db
    .update(projects)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(projects.projectNo, projectNo));
  const team = await db
    .select({ userNo: projectMembers.userNo })
    .from(projectMembers)
    .where(eq(projectMembers.projectNo, projectNo));
  const teamNos = team.map((m) => m.userNo);
  await events.emit('project.deleted', { project: projectRef(project), byNo: user.userNo, teamNos });
  return {};
}
