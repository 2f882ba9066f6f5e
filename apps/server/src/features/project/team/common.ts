import { jobs } from '@sidequest/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import { users } from '../../auth/schema.js';
import type { ProjectRef } from '../events.js';
import type { ProjectRow } from '../policy.js';
import { projectSlots, projects } from '../schema.js';

/** Statuses that take no new people: paused, launched, archived (reference 3.13). Drafts are NOT_FOUND. */
const CLOSED_STATUSES = new Set(['04', '05', '06']);

export const projectLink = (projectNo: number) => `/project/${projectNo}`;
/** The project as its events name it. */
export const projectRef = (p: ProjectRow): ProjectRef => ({
  projectNo: p.projectNo,
  title: p.title,
  leaderNo: p.leaderNo,
});
export const jobLabel = (code: string | null | undefined) => jobs.label(code) ?? code ?? '';

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

export async function nicknameOf(db: DbOrTx, userNo: number): Promise<string> {
  const [u] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.userNo, userNo))
    .limit(1);
  return u?.nickname ?? '';
}

export async function slotsOf(db: DbOrTx, projectNo: number) {
  const rows = await db
    .select()
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(asc(projectSlots.sortOrder), asc(projectSlots.slotNo));
  return rows.map((s) => ({ SLOT_NO: s.slotNo, RECRUITING: s.jobCode, TYPE: s.capacity, FILLED: s.filled }));
}

export function openForPeople(project: ProjectRow) {
  if (CLOSED_STATUSES.has(project.status)) {
    throw fail('NOT_RECRUITING');
  }
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
