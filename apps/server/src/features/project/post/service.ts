import {
  DEFAULT_APPLY_QUESTIONS,
  htmlToText,
  isRegionAllowed,
  normalizeSearchText,
  type ProjectDraftInput,
  type ProjectInput,
  type ProjectOverview,
  questSlug,
  searchGrams,
  skillTags,
} from '@sidequest/shared';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { UserRow } from '../../auth/sessions.js';
import { summaryColumns, toPersonSummary } from '../../profile/members.js';
import { favourites, profiles } from '../../profile/schema.js';
import { users } from '../../auth/schema.js';
import { uploads } from '../../upload/schema.js';
import { addFeed } from '../feed.js';
import { loadProject, type ProjectRow, viewProject } from '../policy.js';
import { applications, projectLikes, projectMembers, projectSlots, projects } from '../schema.js';
import { bodyHash, checkApplyMethods, checkTemplate } from './rules.js';
import { sanitizeIntroduction } from './sanitize.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

export const UPLOAD_PURPOSE = { cover: 'project_cover', docs: 'project_docs' } as const;

const DRAFT_NOT_FOUND = '찾는 초안이 없어요. 삭제되었거나 다른 사람의 초안일 수 있어요.';

/** The question list under the template's 5th section, when the leader kept or wrote one. */
export function questionsFromHtml(html: string): string[] {
  const match = /<h[2-4][^>]*>[^<]*묻고 싶은 질문[^<]*<\/h[2-4]>([\s\S]*?)(?=<h[2-4][^>]*>|$)/i.exec(html);
  if (!match) return [];
  return [...(match[1] ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((m) =>
      htmlToText(m[1] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((q) => q !== '')
    .slice(0, 5)
    .map((q) => Array.from(q).slice(0, 200).join(''));
}

function searchFields(title: string, introText: string, tech: readonly string[]) {
  const techLabels = tech.map((code) => `${skillTags.label(code) ?? ''} ${code}`).join(' ');
  return {
    searchText: normalizeSearchText(`${title} ${introText} ${techLabels}`),
    searchGrams: searchGrams(title, introText, techLabels),
  };
}

/** Files a post may point at: the author's own uploads for this purpose, or what the post already had. */
async function checkFiles(
  db: DbOrTx,
  userNo: number,
  input: { docs?: { url: string; name: string }[]; cover_url?: string | null },
  existing: ProjectRow | null,
): Promise<void> {
  const kept = new Set<string>();
  if (existing) {
    for (const url of [
      existing.docsUrl1,
      existing.docsUrl2,
      existing.docsUrl3,
      existing.docsUrl4,
      existing.docsUrl5,
      existing.coverUrl,
    ])
      if (url) kept.add(url);
  }
  const wanted = [
    ...(input.docs ?? []).map((d) => ({ url: d.url, purpose: UPLOAD_PURPOSE.docs, field: 'docs' })),
    ...(input.cover_url ? [{ url: input.cover_url, purpose: UPLOAD_PURPOSE.cover, field: 'cover_url' }] : []),
  ].filter((w) => !kept.has(w.url));
  if (wanted.length === 0) return;
  const rows = await db
    .select({ url: uploads.url, purpose: uploads.purpose })
    .from(uploads)
    .where(
      and(
        eq(uploads.userNo, userNo),
        inArray(
          uploads.url,
          wanted.map((w) => w.url),
        ),
      ),
    );
  for (const w of wanted) {
    if (!rows.some((r) => r.url === w.url && r.purpose === w.purpose)) {
      const what = w.field === 'docs' ? '문서' : '커버 이미지';
      throw fail('VALIDATION', `${what} 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.`, {
        [w.field]: `${what}을(를) 다시 올려 주세요.`,
      });
    }
  }
}

function docColumns(docs: { url: string; name: string }[] | undefined) {
  if (!docs) return {};
  const d = (i: number) => docs[i] ?? null;
  return {
    docsUrl1: d(0)?.url ?? null,
    docsName1: d(0)?.name ?? null,
    docsUrl2: d(1)?.url ?? null,
    docsName2: d(1)?.name ?? null,
    docsUrl3: d(2)?.url ?? null,
    docsName3: d(2)?.name ?? null,
    docsUrl4: d(3)?.url ?? null,
    docsName4: d(3)?.name ?? null,
    docsUrl5: d(4)?.url ?? null,
    docsName5: d(4)?.name ?? null,
  };
}

interface CheckedPost {
  values: Partial<typeof projects.$inferInsert>;
  questions: string[];
}

/** Every rule of a full post; returns the column values to write. */
async function checkPost(
  db: Db,
  user: UserRow,
  input: ProjectInput,
  existing: ProjectRow | null,
): Promise<CheckedPost> {
  if (!isRegionAllowed(input.meeting_mode, input.region)) {
    throw fail('REGION_NOT_ALLOWED', undefined, {
      region: '온라인 모임은 지역을 ‘상관없음’으로 골라 주세요.',
    });
  }
  const jobCodes = input.slots.map((s) => s.recruiting);
  if (new Set(jobCodes).size !== jobCodes.length) {
    throw fail('VALIDATION', '같은 직무의 자리가 두 번 있어요. 한 자리로 합치고 인원을 늘려 주세요.', {
      slots: '같은 직무는 한 자리로 합쳐 주세요.',
    });
  }
  const html = sanitizeIntroduction(input.introduction);
  checkTemplate(html);
  const questions =
    input.questions ??
    (questionsFromHtml(html).length > 0 ? questionsFromHtml(html) : [...DEFAULT_APPLY_QUESTIONS]);
  checkApplyMethods(html, questions);
  await checkFiles(db, user.userNo, input, existing);
  const text = htmlToText(html);
  return {
    questions,
    values: {
      type: input.type,
      title: input.title,
      domain: input.domain,
      platform: input.platform,
      camp: input.camp,
      meetingMode: input.meeting_mode,
      region: input.region,
      availableDays: input.available_days,
      availableTime: input.available_time,
      phase: input.phase,
      tech: [...new Set(input.tech)],
      jobTarget: input.job_target,
      introductionHtml: html,
      introductionText: text,
      bodyHash: bodyHash(text),
      questions,
      coverUrl: input.cover_url,
      ...docColumns(input.docs),
      ...searchFields(input.title, text, input.tech),
    },
  };
}

/** An earlier post of the same person with the same normalised body (drafts and deleted posts aside). */
async function findRepeat(
  db: DbOrTx,
  leaderNo: number,
  hash: string,
  projectNo: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ projectNo: projects.projectNo })
    .from(projects)
    .where(
      and(
        eq(projects.leaderNo, leaderNo),
        eq(projects.bodyHash, hash),
        ne(projects.status, '99'),
        isNull(projects.deletedAt),
        projectNo === null ? undefined : ne(projects.projectNo, projectNo),
      ),
    )
    .orderBy(asc(projects.projectNo))
    .limit(1);
  return row?.projectNo ?? null;
}

/** The leader's own draft, for writing; others' drafts do not exist for them. */
async function ownDraft(db: DbOrTx, userNo: number, projectNo: number): Promise<ProjectRow> {
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

async function replaceSlots(tx: Tx, projectNo: number, slots: { recruiting: string; type: number }[]) {
  await tx.delete(projectSlots).where(eq(projectSlots.projectNo, projectNo));
  if (slots.length === 0) return;
  await tx
    .insert(projectSlots)
    .values(slots.map((s, i) => ({ projectNo, jobCode: s.recruiting, capacity: s.type, sortOrder: i })));
}

export async function initDraft(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ leaderNo: user.userNo, status: '99', questions: [...DEFAULT_APPLY_QUESTIONS] })
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
        .values({ questions: [...DEFAULT_APPLY_QUESTIONS], ...values, leaderNo: user.userNo, status: '99' })
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

/** Publishes a new post, or the leader's draft when `project_no` is given. */
export async function publish(
  db: Db,
  user: UserRow,
  input: ProjectInput & { project_no?: number | undefined },
): Promise<{ projectNo: number; flagged: boolean }> {
  const draft = input.project_no ? await ownDraft(db, user.userNo, input.project_no) : null;
  const { values } = await checkPost(db, user, input, draft);
  return db.transaction(async (tx) => {
    const repeatedOf = await findRepeat(tx, user.userNo, values.bodyHash!, draft?.projectNo ?? null);
    const row = {
      ...values,
      repeatedOf,
      status: '01',
      publishedAt: sql`now()`,
      updatedAt: sql`now()`,
    } as const;
    let projectNo: number;
    if (draft) {
      projectNo = draft.projectNo;
      // Guarded on status so two publishes of one draft cannot both win.
      const done = await tx
        .update(projects)
        .set(row)
        .where(and(eq(projects.projectNo, projectNo), eq(projects.status, '99')))
        .returning({ projectNo: projects.projectNo });
      if (done.length === 0) throw fail('CONFLICT', '이미 게시된 모집글이에요.');
    } else {
      const [created] = await tx
        .insert(projects)
        .values({ ...row, leaderNo: user.userNo })
        .returning({ projectNo: projects.projectNo });
      projectNo = created!.projectNo;
    }
    await replaceSlots(tx, projectNo, input.slots);
    await tx
      .insert(projectMembers)
      .values({ projectNo, userNo: user.userNo, role: '01' })
      .onConflictDoUpdate({ target: [projectMembers.projectNo, projectMembers.userNo], set: { role: '01' } });
    await addFeed(tx as unknown as Db, {
      projectNo,
      code: 'P001',
      actorNo: user.userNo,
      detail: { actor: user.nickname },
    });
    return { projectNo, flagged: repeatedOf !== null };
  });
}

/**
 * The leader edits a published post. Slots keep their numbers (applications and members point at
 * them): a kept slot may not shrink below its confirmed members, and a slot with members or
 * pending applicants cannot be removed. Slot rows are locked like a confirmation locks them.
 */
export async function update(
  db: Db,
  user: UserRow,
  input: ProjectInput & { project_no: number },
): Promise<{ projectNo: number; flagged: boolean }> {
  const project = await loadProject(db, input.project_no);
  if (project.leaderNo !== user.userNo) {
    if (project.status === '99') throw fail('NOT_FOUND', DRAFT_NOT_FOUND);
    throw fail('FORBIDDEN', '프로젝트 리더만 모집글을 고칠 수 있어요.');
  }
  if (project.status === '99') throw fail('CONFLICT', '아직 게시하지 않은 초안이에요. 먼저 게시해 주세요.');
  const { values } = await checkPost(db, user, input, project);
  const projectNo = project.projectNo;
  return db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(projectSlots)
      .where(eq(projectSlots.projectNo, projectNo))
      .orderBy(asc(projectSlots.slotNo))
      .for('update');
    const byNo = new Map(current.map((s) => [s.slotNo, s]));
    const keptNos = new Set<number>();
    for (const [i, slot] of input.slots.entries()) {
      if (slot.slot_no === undefined) continue;
      const existing = byNo.get(slot.slot_no);
      if (!existing) {
        throw fail('VALIDATION', '없는 모집 자리를 고치려고 했어요. 새로고침한 뒤 다시 해 주세요.', {
          [`slots.${i}`]: '이 자리를 찾을 수 없어요.',
        });
      }
      if (slot.type < existing.filled) {
        throw fail(
          'CONFLICT',
          `이미 ${existing.filled}명이 합류한 자리예요. 인원을 그보다 줄일 수는 없어요.`,
          {
            [`slots.${i}.type`]: `${existing.filled}명 이상이어야 해요.`,
          },
        );
      }
      if (existing.filled > 0 && slot.recruiting !== existing.jobCode) {
        throw fail('CONFLICT', '팀원이 합류한 자리의 직무는 바꿀 수 없어요. 새 자리를 추가해 주세요.', {
          [`slots.${i}.recruiting`]: '합류한 팀원이 있어 직무를 바꿀 수 없어요.',
        });
      }
      keptNos.add(slot.slot_no);
    }
    const removed = current.filter((s) => !keptNos.has(s.slotNo));
    if (removed.length > 0) {
      const removedNos = removed.map((s) => s.slotNo);
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(and(inArray(applications.slotNo, removedNos), eq(applications.status, '99')));
      if (removed.some((s) => s.filled > 0) || (pending?.n ?? 0) > 0) {
        throw fail(
          'CONFLICT',
          '합류한 팀원이나 대기 중인 지원자가 있는 자리는 지울 수 없어요. 먼저 정리해 주세요.',
          {
            slots: '팀원이나 지원자가 있는 자리는 지울 수 없어요.',
          },
        );
      }
      await tx.delete(projectSlots).where(inArray(projectSlots.slotNo, removedNos));
    }
    for (const [i, slot] of input.slots.entries()) {
      if (slot.slot_no !== undefined) {
        await tx
          .update(projectSlots)
          .set({ jobCode: slot.recruiting, capacity: slot.type, sortOrder: i })
          .where(eq(projectSlots.slotNo, slot.slot_no));
      } else {
        await tx
          .insert(projectSlots)
          .values({ projectNo, jobCode: slot.recruiting, capacity: slot.type, sortOrder: i });
      }
    }
    const repeatedOf = await findRepeat(tx, user.userNo, values.bodyHash!, projectNo);
    await tx
      .update(projects)
      .set({ ...values, repeatedOf, updatedAt: sql`now()` })
      .where(eq(projects.projectNo, projectNo));
    await addFeed(tx as unknown as Db, {
      projectNo,
      code: 'P011',
      actorNo: user.userNo,
      detail: { actor: user.nickname },
    });
    return { projectNo, flagged: repeatedOf !== null };
  });
}

export async function overview(db: Db, projectNo: number, viewer: UserRow | null): Promise<ProjectOverview> {
  const { project: p, role } = await viewProject(db, projectNo, viewer);
  const viewerNo = viewer?.userNo ?? null;
  const myRole = viewerNo !== null && p.leaderNo === viewerNo ? 'leader' : role;
  const [leader] = await db
    .select(summaryColumns(viewerNo))
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(eq(users.userNo, p.leaderNo))
    .limit(1);
  const slots = await db
    .select()
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(asc(projectSlots.sortOrder), asc(projectSlots.slotNo));
  let liked = false;
  let marked = false;
  let application: string | null = null;
  if (viewerNo !== null) {
    const [like] = await db
      .select({ n: sql<number>`1` })
      .from(projectLikes)
      .where(and(eq(projectLikes.projectNo, projectNo), eq(projectLikes.userNo, viewerNo)))
      .limit(1);
    const [mark] = await db
      .select({ n: sql<number>`1` })
      .from(favourites)
      .where(
        and(
          eq(favourites.userNo, viewerNo),
          eq(favourites.targetType, 'project'),
          eq(favourites.targetNo, projectNo),
        ),
      )
      .limit(1);
    const [app] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.projectNo, projectNo), eq(applications.userNo, viewerNo)))
      .orderBy(desc(applications.createdAt), desc(applications.applicationNo))
      .limit(1);
    liked = Boolean(like);
    marked = Boolean(mark);
    application = app?.status ?? null;
  }
  return {
    PROJECT_NO: p.projectNo,
    PROJECT_NAME: p.title,
    PROJECT_CREATE_TIME: (p.publishedAt ?? p.createdAt).toISOString(),
    PROJECT_TECH: p.tech,
    PROJECT_INTRODUCTION: p.introductionHtml,
    PROJECT_TYPE: p.type,
    DOMAIN: p.domain,
    PLATFORM: p.platform,
    CAMP: p.camp,
    MEETING_MODE: p.meetingMode,
    REGION: p.region,
    AVAILABLE_DAYS: p.availableDays,
    AVAILABLE_TIME: p.availableTime,
    PHASE: p.phase,
    STATUS: p.status,
    CPG_JOB_TARGET: p.jobTarget,
    COVER_URL: p.coverUrl,
    PROJECT_DOCS_URL1: p.docsUrl1,
    PROJECT_DOCS_NAME1: p.docsName1,
    PROJECT_DOCS_URL2: p.docsUrl2,
    PROJECT_DOCS_NAME2: p.docsName2,
    PROJECT_DOCS_URL3: p.docsUrl3,
    PROJECT_DOCS_NAME3: p.docsName3,
    PROJECT_DOCS_URL4: p.docsUrl4,
    PROJECT_DOCS_NAME4: p.docsName4,
    PROJECT_DOCS_URL5: p.docsUrl5,
    PROJECT_DOCS_NAME5: p.docsName5,
    HAS_POSTING: p.status === '99' ? '00' : '01',
    HAS_PROMOTION: '00',
    LEADER: toPersonSummary(
      leader ?? {
        userNo: p.leaderNo,
        nickname: '',
        imgUrl: null,
        mainJobD: null,
        exp: 0,
        statusLine: null,
        introduction: '',
        isFollowing: false,
      },
      viewerNo,
    ),
    SLOTS: slots.map((s) => ({
      SLOT_NO: s.slotNo,
      RECRUITING: s.jobCode,
      TYPE: s.capacity,
      FILLED: s.filled,
    })),
    QUESTIONS: p.questions,
    VIEWS: p.views,
    LIKES: p.likes,
    IS_LIKED: liked,
    IS_MARKED: marked,
    MY_ROLE: myRole,
    MY_APPLICATION_STATUS: application,
    SLUG: questSlug(p.title),
  };
}
