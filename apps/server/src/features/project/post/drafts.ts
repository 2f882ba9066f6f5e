/** Drafts: starting one, saving the unsaved post, and listing the leader's drafts. */
import { htmlToText, type ProjectDraftInput } from '@sidequest/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { UserRow } from '../../auth/sessions.js';
import type { ProjectRow } from '../policy.js';
import { projectSlots, projects } from '../schema.js';
import { sanitizeIntroduction } from './sanitize.js';
import { checkFiles, docColumns } from './validate.js';

export const DRAFT_NOT_FOUND = '찾는 초안이 없어요. 삭제되었거나 다른 사람의 초안일 수 있어요.';

/** The leader's own draft, for writing; others' drafts do not exist for them. */
export async function ownDraft(db: DbOrTx, userNo: number, projectNo: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectNo, projectNo), isNull(projects.deletedAt)))
    .limit(1);
  if (!row || row.leaderNo !== userNo) throw fail('NOT_FOUND', DRAFT_NOT_FOUND);
  if (row.status !== '99') {
    throw fail('CONFLICT', '이미 게시된 모집글이에요. 고치려면 모집글 수정에서 해 주세요.');
  }
  return row;
}
export async function replaceSlots(tx: Tx, projectNo: number, slots: { recruiting: string; type: number }[]) {
  await tx.delete(projectSlots).where(eq(projectSlots.projectNo, projectNo));
  if (slots.length === 0) return;
  await tx
    .insert(projectSlots)
    .values(slots.map((s, i) => ({ projectNo, jobCode: s.recruiting, capacity: s.type, sortOrder: i })));
}

export async function initDraft(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ leaderNo: user.userNo, status: '99', questions: [] })
    .returning({ projectNo: projects.projectNo });
  return row!.projectNo;
}

export async function saveDraft(
  db: Db,
  user: UserRow,
  input: ProjectDraftInput & { project_no?: number | undefined },
): Promise<{ projectNo: number; updatedAt: Date }> {
  const existing = input.project_no ? await ownDraft(db, user.userNo, input.project_no) : null;
  await checkFiles(db, user.userNo, input, existing);
  const html = input.introduction === undefined ? undefined : sanitizeIntroduction(input.introduction);
  const text = html === undefined ? undefined : htmlToText(html);
  const values: Partial<typeof projects.$inferInsert> = {
    ...(input.type !== undefined && { type: input.type }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.domain !== undefined && { domain: input.domain }),
    ...(input.platform !== undefined && { platform: input.platform }),
    ...(input.camp !== undefined && { camp: input.camp }),
    ...(input.meeting_mode !== undefined && { meetingMode: input.meeting_mode }),
    ...(input.region !== undefined && { region: input.region }),
    ...(input.available_days !== undefined && { availableDays: input.available_days }),
    ...(input.available_time !== undefined && { availableTime: input.available_time }),
    ...(input.phase !== undefined && { phase: input.phase }),
    ...(input.tech !== undefined && { tech: [...new Set(input.tech)] }),
    ...(input.job_target !== undefined && { jobTarget: input.job_target }),
    ...(html !== undefined && { introductionHtml: html, introductionText: text }),
    ...(input.questions !== undefined && { questions: input.questions }),
    ...(input.cover_url !== undefined && { coverUrl: input.cover_url }),
    ...docColumns(input.docs),
  };
  return db.transaction(async (tx) => {
    let projectNo: number;
    if (existing) {
      projectNo = existing.projectNo;
      await tx
        .update(projects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(projects.projectNo, projectNo));
    } else {
      const [row] = await tx
        .insert(projects)
        .values({ questions: [], ...values, leaderNo: user.userNo, status: '99' })
        .returning({ projectNo: projects.projectNo });
      projectNo = row!.projectNo;
    }
    if (input.slots !== undefined) await replaceSlots(tx, projectNo, input.slots);
    const [row] = await tx
      .select({ updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.projectNo, projectNo));
    return { projectNo, updatedAt: row!.updatedAt };
  });
}

export async function listDrafts(db: Db, user: UserRow) {
  const rows = await db
    .select({
      projectNo: projects.projectNo,
      title: projects.title,
      type: projects.type,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(and(eq(projects.leaderNo, user.userNo), eq(projects.status, '99'), isNull(projects.deletedAt)))
    .orderBy(desc(projects.updatedAt), desc(projects.projectNo))
    .limit(50);
  return rows.map((r) => ({
    PROJECT_NO: r.projectNo,
    PROJECT_NAME: r.title,
    PROJECT_TYPE: r.type,
    UPDATED_AT: r.updatedAt.toISOString(),
  }));
}
