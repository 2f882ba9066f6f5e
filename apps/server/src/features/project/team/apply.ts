import { projectTeamApi, ruleFailure } from '@sidequest/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { viewProject } from '../policy.js';
import { applications, projectMembers, projectSlots, projects } from '../schema.js';
import { openForPeople, projectRef } from './common.js';

type MyApplication = projectTeamApi.MyApplication;
type MyProject = projectTeamApi.MyProject;

// ---------------------------------------------------------------------------------------------
// Applying

/** The answers to store, by the rule the apply dialog checks too (one question, one real answer). */
function cleanAnswers(questions: string[], given: { question: string; answer: string }[]) {
  const parsed = projectTeamApi.applyAnswersSchema(questions).safeParse({ answers: given });
  if (parsed.success) return parsed.data;
  const refused = ruleFailure(parsed.error.issues);
  throw fail(refused.code, refused.message, refused.fields);
}

export async function apply(
  db: Db,
  events: DomainEvents,
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
  await events.emit('project.applied', {
    project: projectRef(project),
    applicant: { userNo: user.userNo, nickname: user.nickname },
    applicationNo: row!.applicationNo,
    jobCode: slot.jobCode,
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
