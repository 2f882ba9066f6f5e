/** The rules of a post: input checks and normalisation into the column values to write. */
import {
  htmlToText,
  isRegionAllowed,
  normalizeSearchText,
  type ProjectInput,
  searchGrams,
  skillTags,
  withJosa,
} from '@sidequest/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { UserRow } from '../../auth/sessions.js';
import { ownUploads } from '../../upload/ownership.js';
import type { ProjectRow } from '../policy.js';
import { projects } from '../schema.js';
import { bodyHash, checkApplyMethods, checkTemplate } from './rules.js';
import { sanitizeIntroduction } from './sanitize.js';
import { stripTemplateLeftovers } from './template-body.js';

export const UPLOAD_PURPOSE = { cover: 'project_cover', docs: 'project_docs' } as const;

function searchFields(title: string, introText: string, tech: readonly string[]) {
  const techLabels = tech.map((code) => `${skillTags.label(code) ?? ''} ${code}`).join(' ');
  return {
    searchText: normalizeSearchText(`${title} ${introText} ${techLabels}`),
    searchGrams: searchGrams(title, introText, techLabels),
  };
}

/** Files a post may point at: the author's own uploads for this purpose, or what the post already had. */
export async function checkFiles(
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
  const own = await ownUploads(
    db,
    userNo,
    wanted.map((w) => w.url),
  );
  for (const w of wanted) {
    if (own.get(w.url)?.purpose !== w.purpose) {
      const what = w.field === 'docs' ? '문서' : '커버 이미지';
      throw fail('VALIDATION', `${what} 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.`, {
        [w.field]: `${withJosa(what, '을/를')} 다시 올려 주세요.`,
      });
    }
  }
}
export function docColumns(docs: { url: string; name: string }[] | undefined) {
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
export async function checkPost(
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
  const html = stripTemplateLeftovers(sanitizeIntroduction(input.introduction));
  checkTemplate(html);
  // Applicants answer only what the leader wrote as questions: nothing in the body, no defaults.
  const questions = input.questions ?? existing?.questions ?? [];
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
export async function findRepeat(
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
