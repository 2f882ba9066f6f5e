import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { projectMembers, projects } from './schema.js';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectRole = 'leader' | 'member' | 'outsider';

/**
 * Who may do what on a project. Every project call goes through these, so the rules live in one
 * place: only the leader decides and edits; members see member-only tabs; a draft ('99') exists
 * only for its leader (others get NOT_FOUND, so drafts do not leak).
 */
export async function loadProject(db: Db, projectNo: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectNo, projectNo), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 프로젝트가 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.');
  return row;
}

export async function roleIn(
  db: Db,
  projectNo: number,
  userNo: number | null | undefined,
): Promise<ProjectRole> {
  if (!userNo) return 'outsider';
  const [m] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)))
    .limit(1);
  if (!m) return 'outsider';
  return m.role === '01' ? 'leader' : 'member';
}

/** A project as a given viewer may see it: drafts only for their leader. */
export async function viewProject(db: Db, projectNo: number, viewer: UserRow | null) {
  const project = await loadProject(db, projectNo);
  const role = await roleIn(db, projectNo, viewer?.userNo);
  if (project.status === '99' && project.leaderNo !== viewer?.userNo) {
    throw fail('NOT_FOUND', '찾는 프로젝트가 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.');
  }
  return { project, role };
}

export async function requireLeader(db: Db, projectNo: number, user: UserRow) {
  const project = await loadProject(db, projectNo);
  if (project.leaderNo !== user.userNo) throw fail('FORBIDDEN', '프로젝트 리더만 할 수 있어요.');
  return project;
}

export async function requireMember(db: DbOrTx, projectNo: number, user: UserRow) {
  const { project, role } = await viewProject(db, projectNo, user);
  if (role === 'outsider') throw fail('FORBIDDEN', '프로젝트 팀원만 볼 수 있어요.');
  return { project, role };
}
