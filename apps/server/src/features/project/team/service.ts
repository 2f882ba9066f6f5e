import { jobs, levelForExp, type projectTeamApi } from '@sidequest/shared';

type ApplicantCard = projectTeamApi.ApplicantCard;
type Invitation = projectTeamApi.Invitation;
type MyApplication = projectTeamApi.MyApplication;
type MyProject = projectTeamApi.MyProject;
type QnaItem = projectTeamApi.QnaItem;
type TeamMember = projectTeamApi.TeamMember;
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { RealtimePublisher } from '../../../lib/realtime-publisher.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { isUniqueViolation } from '../../identity/members.js';
import { notify } from '../../notification/service.js';
import { profiles } from '../../profile/schema.js';
import { addFeed } from '../feed.js';
import { loadProject, type ProjectRow, requireLeader, roleIn, viewProject } from '../policy.js';
import {
  applications,
  projectInvitations,
  projectMembers,
  projectQna,
  projectSlots,
  projects,
} from '../schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Statuses that take no new people: paused, launched, archived (reference 3.13). Drafts are NOT_FOUND. */
const CLOSED_STATUSES = new Set(['04', '05', '06']);

const projectLink = (projectNo: number) => `/project/${projectNo}`;
const jobLabel = (code: string | null | undefined) => jobs.label(code) ?? code ?? '';

/**
 * `ma***@naver.com`: the card shows that an address exists and where, never the whole of it.
 * E-mail is private; the two talk through coffee chat first (docs/decisions/project-team.md).
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

async function nicknameOf(db: Db | Tx, userNo: number): Promise<string> {
  const [u] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.userNo, userNo))
    .limit(1);
  return u?.nickname ?? '';
}

async function slotsOf(db: Db | Tx, projectNo: number) {
  const rows = await db
    .select()
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(asc(projectSlots.sortOrder), asc(projectSlots.slotNo));
  return rows.map((s) => ({ SLOT_NO: s.slotNo, RECRUITING: s.jobCode, TYPE: s.capacity, FILLED: s.filled }));
}

function openForPeople(project: ProjectRow) {
  if (CLOSED_STATUSES.has(project.status)) {
    throw fail('NOT_RECRUITING');
  }
}

/**
 * Seats a person in a slot: locks the slot row, checks the count, writes the membership and the
 * count together, and records the feed (P002, plus P012 when the last open seat was taken).
 * Must run inside a transaction; two confirmations for the last seat serialise on the lock.
 */
async function seat(tx: Tx, projectNo: number, slotNo: number, userNo: number, actorNo: number) {
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
  await addFeed(tx as unknown as Db, {
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
    await addFeed(tx as unknown as Db, { projectNo, code: 'P012', actorNo, detail: {} });
  }
}

/** Frees a member's seat (resign or removal): the slot reopens under the same lock. */
async function unseat(tx: Tx, projectNo: number, userNo: number, actorNo: number) {
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
  await addFeed(tx as unknown as Db, {
    projectNo,
    code: 'P003',
    actorNo,
    detail: { member: await nicknameOf(tx, userNo) },
  });
}

// ---------------------------------------------------------------------------------------------
// Applying

function cleanAnswers(questions: string[], given: { question: string; answer: string }[]) {
  const out: { question: string; answer: string }[] = [];
  for (const [i, question] of questions.entries()) {
    const q = question.trim();
    const entry = given.find((g) => g.question.trim() === q) ?? given[i];
    const answer = (entry?.answer ?? '').trim();
    // The seed asks applicants to replace the questions with answers: an answer that still carries
    // the question text unchanged (or nothing at all) is not an answer yet.
    if (answer === '' || (q !== '' && answer.includes(q))) {
      throw fail('ANSWERS_REQUIRED', undefined, { [`answers.${i}`]: '답을 적어 주세요.' });
    }
    out.push({ question: q, answer });
  }
  return out;
}

export async function apply(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { project_no: number; slot_no: number; answers: { question: string; answer: string }[] },
) {
  const { project, role } = await viewProject(db, input.project_no, user);
  if (project.leaderNo === user.userNo) throw fail('OWN_PROJECT');
  if (role !== 'outsider') throw fail('ALREADY_MEMBER');
  openForPeople(project);
  const [slot] = await db
    .select()
    .from(projectSlots)
    .where(and(eq(projectSlots.slotNo, input.slot_no), eq(projectSlots.projectNo, project.projectNo)))
    .limit(1);
  if (!slot) throw fail('NOT_FOUND', '고른 자리를 찾을 수 없어요. 새로고침한 뒤 다시 골라 주세요.');
  if (slot.filled >= slot.capacity) throw fail('SLOT_FULL');
  const answers = cleanAnswers(project.questions ?? [], input.answers);
  const [pending] = await db
    .select({ no: applications.applicationNo })
    .from(applications)
    .where(
      and(
        eq(applications.projectNo, project.projectNo),
        eq(applications.userNo, user.userNo),
        eq(applications.status, '99'),
      ),
    )
    .limit(1);
  if (pending) throw fail('ALREADY_APPLIED');
  let row: typeof applications.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(applications)
      .values({
        projectNo: project.projectNo,
        slotNo: slot.slotNo,
        userNo: user.userNo,
        status: '99',
        answers,
      })
      .returning();
  } catch (err) {
    // Two submits racing past the check above meet the partial unique index instead.
    if (isUniqueViolation(err)) throw fail('ALREADY_APPLIED');
    throw err;
  }
  await notify(db, realtime, {
    userNo: project.leaderNo,
    kind: 'apply',
    actorNo: user.userNo,
    title: `${user.nickname}님이 '${project.title}'에 지원했어요.`,
    body: `${jobLabel(slot.jobCode)} 자리에 지원했어요. 팀원 탭에서 지원서를 확인해 주세요.`,
    linkUrl: `${projectLink(project.projectNo)}?tab=members`,
  });
  return { APPLICATION_NO: row!.applicationNo, APPLICANT_STATUS: '99' as const };
}

export async function cancelApply(db: Db, user: UserRow, projectNo: number) {
  const updated = await db
    .update(applications)
    .set({ status: '04', decidedAt: sql`now()` })
    .where(
      and(
        eq(applications.projectNo, projectNo),
        eq(applications.userNo, user.userNo),
        eq(applications.status, '99'),
      ),
    )
    .returning({ no: applications.applicationNo });
  if (updated.length === 0) throw fail('NOT_PENDING', '취소할 수 있는 대기 중 지원이 없어요.');
  return { APPLICANT_STATUS: '04' as const };
}

export async function projectInfo(db: Db, user: UserRow) {
  const apps = await db
    .select({
      applicationNo: applications.applicationNo,
      projectNo: applications.projectNo,
      title: projects.title,
      slotNo: applications.slotNo,
      jobCode: projectSlots.jobCode,
      status: applications.status,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.projectNo, applications.projectNo))
    .innerJoin(projectSlots, eq(projectSlots.slotNo, applications.slotNo))
    .where(and(eq(applications.userNo, user.userNo), isNull(projects.deletedAt)))
    .orderBy(desc(applications.createdAt), desc(applications.applicationNo))
    .limit(200);
  const mine = await db
    .select({
      projectNo: projects.projectNo,
      title: projects.title,
      role: projectMembers.role,
      status: projects.status,
      jobCode: projectSlots.jobCode,
      joinedAt: projectMembers.joinedAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.projectNo, projectMembers.projectNo))
    .leftJoin(projectSlots, eq(projectSlots.slotNo, projectMembers.slotNo))
    .where(and(eq(projectMembers.userNo, user.userNo), isNull(projects.deletedAt)))
    .orderBy(desc(projectMembers.joinedAt));
  const toProject = (r: (typeof mine)[number]): MyProject => ({
    PROJECT_NO: r.projectNo,
    PROJECT_NAME: r.title,
    ROLE: r.role === '01' ? '01' : '02',
    STATUS: r.status,
    SLOT_JOB: r.jobCode,
    JOINED_AT: r.joinedAt.toISOString(),
  });
  return {
    applications: apps.map(
      (a): MyApplication => ({
        APPLICATION_NO: a.applicationNo,
        PROJECT_NO: a.projectNo,
        PROJECT_NAME: a.title,
        SLOT_NO: a.slotNo,
        SLOT_JOB: a.jobCode,
        APPLICANT_STATUS: a.status as MyApplication['APPLICANT_STATUS'],
        APPLY_DATE: a.createdAt.toISOString(),
        DECIDED_AT: a.decidedAt?.toISOString() ?? null,
      }),
    ),
    leading: mine.filter((m) => m.role === '01').map(toProject),
    joined: mine.filter((m) => m.role !== '01').map(toProject),
  };
}

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

export async function approval(
  db: Db,
  realtime: RealtimePublisher,
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
  await notify(db, realtime, {
    userNo: input.user_no,
    kind: 'apply',
    actorNo: user.userNo,
    title: input.approve
      ? `'${project.title}' 팀에 합류했어요!`
      : `'${project.title}' 지원이 이번에는 함께하지 못하게 되었어요.`,
    body: input.approve
      ? '리더가 지원을 확정했어요. 프로젝트 공간에서 팀원들과 인사해 보세요.'
      : '다른 프로젝트도 둘러보세요. 나와 맞는 팀이 기다리고 있어요.',
    linkUrl: input.approve ? projectLink(project.projectNo) : '/project',
  });
  return { APPLICANT_STATUS: status as '02' | '03', SLOTS: await slotsOf(db, project.projectNo) };
}

export async function resign(db: Db, realtime: RealtimePublisher, user: UserRow, projectNo: number) {
  const project = await loadProject(db, projectNo);
  const role = await roleIn(db, projectNo, user.userNo);
  if (role === 'outsider') throw fail('FORBIDDEN', '이 프로젝트의 팀원이 아니에요.');
  if (role === 'leader') throw fail('LEADER_CANNOT_RESIGN');
  await db.transaction((tx) => unseat(tx, projectNo, user.userNo, user.userNo));
  await notify(db, realtime, {
    userNo: project.leaderNo,
    kind: 'system',
    actorNo: user.userNo,
    title: `${user.nickname}님이 '${project.title}' 팀을 떠났어요.`,
    body: '자리가 다시 열렸어요. 새 팀원을 모집해 보세요.',
    linkUrl: `${projectLink(projectNo)}?tab=members`,
  });
  return {};
}

export async function removeMember(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { project_no: number; user_no: number },
) {
  const project = await requireLeader(db, input.project_no, user);
  if (input.user_no === user.userNo) throw fail('LEADER_CANNOT_RESIGN');
  await db.transaction((tx) => unseat(tx, project.projectNo, input.user_no, user.userNo));
  await notify(db, realtime, {
    userNo: input.user_no,
    kind: 'system',
    actorNo: user.userNo,
    title: `'${project.title}' 팀에서 나가게 되었어요.`,
    body: '리더가 팀 구성을 바꿨어요. 다른 프로젝트도 둘러보세요.',
    linkUrl: '/project',
  });
  return {};
}

export async function changeLeader(
  db: Db,
  realtime: RealtimePublisher,
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
    await addFeed(tx as unknown as Db, {
      projectNo: project.projectNo,
      code: 'P010',
      actorNo: user.userNo,
      detail: { member: await nicknameOf(tx, input.user_no) },
    });
  });
  await notify(db, realtime, {
    userNo: input.user_no,
    kind: 'system',
    actorNo: user.userNo,
    title: `'${project.title}'의 새 리더가 되었어요.`,
    body: '이제 지원자를 확정하고 팀을 이끌 수 있어요.',
    linkUrl: projectLink(project.projectNo),
  });
  return {};
}

// ---------------------------------------------------------------------------------------------
// Invitations

export async function invite(
  db: Db,
  realtime: RealtimePublisher,
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
  await notify(db, realtime, {
    userNo: input.user_no,
    kind: 'invite',
    actorNo: user.userNo,
    title: `${user.nickname}님이 '${project.title}'에 초대했어요.`,
    body: input.message || '프로젝트를 둘러보고 초대에 답해 주세요.',
    // The answer buttons live in 마이페이지 › 프로젝트 (내 초대).
    linkUrl: '/my?tab=projects',
    data: { invitationNo: row!.invitationNo, projectNo: project.projectNo },
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
  realtime: RealtimePublisher,
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
  await notify(db, realtime, {
    userNo: project.leaderNo,
    kind: 'invite',
    actorNo: user.userNo,
    title: `${user.nickname}님이 '${project.title}' 초대를 수락했어요.`,
    linkUrl: `${projectLink(project.projectNo)}?tab=members`,
  });
  return { PROJECT_NO: project.projectNo };
}

export async function declineInvite(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  invitationNo: number,
) {
  const inv = await pendingInvitation(db, user, invitationNo);
  await db
    .update(projectInvitations)
    .set({ status: 'declined', decidedAt: sql`now()` })
    .where(eq(projectInvitations.invitationNo, inv.invitationNo));
  const [project] = await db
    .select({ title: projects.title, leaderNo: projects.leaderNo })
    .from(projects)
    .where(eq(projects.projectNo, inv.projectNo));
  if (project) {
    await notify(db, realtime, {
      userNo: project.leaderNo,
      kind: 'invite',
      actorNo: user.userNo,
      title: `${user.nickname}님이 '${project.title}' 초대를 정중히 거절했어요.`,
      linkUrl: `${projectLink(inv.projectNo)}?tab=members`,
    });
  }
  return {};
}

// ---------------------------------------------------------------------------------------------
// Deleting

export async function deleteProject(db: Db, realtime: RealtimePublisher, user: UserRow, projectNo: number) {
  const project = await requireLeader(db, projectNo, user);
  await db
    .update(projects)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(projects.projectNo, projectNo));
  const team = await db
    .select({ userNo: projectMembers.userNo })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), ne(projectMembers.userNo, user.userNo)));
  for (const m of team) {
    await notify(db, realtime, {
      userNo: m.userNo,
      kind: 'system',
      actorNo: user.userNo,
      title: `'${project.title}' 프로젝트가 삭제되었어요.`,
      body: '리더가 프로젝트를 정리했어요. 함께해 주셔서 고마워요.',
      linkUrl: '/project',
    });
  }
  return {};
}

// ---------------------------------------------------------------------------------------------
// The 응원/질문 board

export async function questions(db: Db, viewer: UserRow | null, projectNo: number) {
  const { project } = await viewProject(db, projectNo, viewer);
  const rows = await db
    .select({
      qnaNo: projectQna.qnaNo,
      parentNo: projectQna.parentNo,
      authorNo: projectQna.authorNo,
      nickname: sql<string | null>`case when ${users.status} = 'active' then ${users.nickname} end`,
      imgUrl: sql<string | null>`case when ${users.status} = 'active' then ${users.imgUrl} end`,
      body: projectQna.body,
      createdAt: projectQna.createdAt,
    })
    .from(projectQna)
    .leftJoin(users, eq(users.userNo, projectQna.authorNo))
    .where(and(eq(projectQna.projectNo, projectNo), isNull(projectQna.deletedAt)))
    .orderBy(desc(projectQna.createdAt), desc(projectQna.qnaNo))
    .limit(500);
  const isLeader = viewer?.userNo === project.leaderNo;
  const toItem = (r: (typeof rows)[number]) => ({
    QNA_NO: r.qnaNo,
    AUTHOR_NO: r.authorNo,
    AUTHOR_NICKNAME: r.nickname,
    AUTHOR_IMG_URL: r.imgUrl,
    BODY: r.body,
    CREATED_AT: r.createdAt.toISOString(),
    CAN_DELETE: isLeader || (viewer !== null && viewer.userNo === r.authorNo),
  });
  const top = rows.filter((r) => r.parentNo === null);
  const replies = rows.filter((r) => r.parentNo !== null).reverse();
  return {
    questions: top.map(
      (q): QnaItem => ({ ...toItem(q), REPLIES: replies.filter((r) => r.parentNo === q.qnaNo).map(toItem) }),
    ),
    IS_LEADER: isLeader,
  };
}

export async function questionNew(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { project_no: number; body: string },
) {
  const { project } = await viewProject(db, input.project_no, user);
  const [row] = await db
    .insert(projectQna)
    .values({ projectNo: project.projectNo, authorNo: user.userNo, body: input.body })
    .returning({ qnaNo: projectQna.qnaNo });
  await notify(db, realtime, {
    userNo: project.leaderNo,
    kind: 'reply',
    actorNo: user.userNo,
    title: `${user.nickname}님이 '${project.title}'에 글을 남겼어요.`,
    body: input.body.slice(0, 80),
    linkUrl: projectLink(project.projectNo),
  });
  return { QNA_NO: row!.qnaNo };
}

export async function questionReply(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { project_no: number; qna_no: number; body: string },
) {
  const project = await requireLeader(db, input.project_no, user);
  const [parent] = await db
    .select()
    .from(projectQna)
    .where(
      and(
        eq(projectQna.qnaNo, input.qna_no),
        eq(projectQna.projectNo, project.projectNo),
        isNull(projectQna.parentNo),
        isNull(projectQna.deletedAt),
      ),
    )
    .limit(1);
  if (!parent) throw fail('NOT_FOUND', '답할 글을 찾을 수 없어요. 지워졌을 수 있어요.');
  const [row] = await db
    .insert(projectQna)
    .values({ projectNo: project.projectNo, parentNo: parent.qnaNo, authorNo: user.userNo, body: input.body })
    .returning({ qnaNo: projectQna.qnaNo });
  if (parent.authorNo) {
    await notify(db, realtime, {
      userNo: parent.authorNo,
      kind: 'reply',
      actorNo: user.userNo,
      title: `'${project.title}' 리더가 내 글에 답했어요.`,
      body: input.body.slice(0, 80),
      linkUrl: projectLink(project.projectNo),
    });
  }
  return { QNA_NO: row!.qnaNo };
}

export async function questionDelete(db: Db, user: UserRow, input: { project_no: number; qna_no: number }) {
  const project = await loadProject(db, input.project_no);
  const [row] = await db
    .select()
    .from(projectQna)
    .where(
      and(
        eq(projectQna.qnaNo, input.qna_no),
        eq(projectQna.projectNo, project.projectNo),
        isNull(projectQna.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '지울 글을 찾을 수 없어요. 이미 지워졌을 수 있어요.');
  if (row.authorNo !== user.userNo && project.leaderNo !== user.userNo) {
    throw fail('FORBIDDEN', '글쓴이나 프로젝트 리더만 지울 수 있어요.');
  }
  await db
    .update(projectQna)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(projectQna.projectNo, project.projectNo),
        sql`(${projectQna.qnaNo} = ${row.qnaNo} or ${projectQna.parentNo} = ${row.qnaNo})`,
      ),
    );
  return {};
}

// ---------------------------------------------------------------------------------------------
// Reviews: teammates are people who were on the same project's team (past or present).

export async function areTeammates(db: Db, reviewerNo: number, revieweeNo: number, projectNo: number) {
  if (reviewerNo === revieweeNo) return false;
  // Present members are in project_members; past ones left a confirmed application or an accepted
  // invitation, or led the project (leadership moves through project_members as well).
  const wasOn = (userNo: number) => sql`(
    exists(select 1 from project_members m where m.project_no = ${projectNo} and m.user_no = ${userNo})
    or exists(select 1 from applications a where a.project_no = ${projectNo} and a.user_no = ${userNo} and a.status = '02')
    or exists(select 1 from project_invitations i where i.project_no = ${projectNo} and i.invitee_no = ${userNo} and i.status = 'accepted')
    or exists(select 1 from projects p where p.project_no = ${projectNo} and p.leader_no = ${userNo})
    or exists(select 1 from project_feed f where f.project_no = ${projectNo} and f.feed_code = 'P010' and f.actor_no = ${userNo})
  )`;
  const [row] = await db
    .select({ ok: sql<boolean>`(${wasOn(reviewerNo)} and ${wasOn(revieweeNo)})`.mapWith(Boolean) })
    .from(projects)
    .where(and(eq(projects.projectNo, projectNo), sql`${projects.status} <> '99'`))
    .limit(1);
  return Boolean(row?.ok);
}

export async function projectNames(db: Db, projectNos: number[]) {
  if (projectNos.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ no: projects.projectNo, title: projects.title })
    .from(projects)
    .where(inArray(projects.projectNo, projectNos));
  return new Map(rows.map((r) => [r.no, r.title]));
}
