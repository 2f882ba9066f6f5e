import { z } from 'zod';
import { ZId, zLine, zText } from './primitives.js';
import { ALL_JOBS_TARGET, jobGroups, jobs } from '../codes/jobs.js';
import { availableDays, availableTimes } from '../codes/people.js';
import { domains } from '../codes/domains.js';
import { camps, gatheringTypes, meetingModes, platforms, progressPhases } from '../codes/project.js';
import { regions } from '../codes/regions.js';
import { skillTags } from '../codes/skills.js';
import { defineContract, emptyBody } from './contract.js';
import { ZPersonSummary } from './profile.js';

/** Limits of a project post (docs/decisions/project-post.md). */
export const PROJECT_POST_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  slotsMax: 10,
  headCountMax: 20,
  techMax: 15,
  docsMax: 5,
  questionsMax: 5,
  questionMax: 200,
  /** Source HTML of the introduction; the sanitized result is shorter. */
  introductionMax: 30_000,
} as const;

/** Detailed job codes a slot may recruit: every job except '0000' (직무 무관). */
const slotJobCodes = jobs.codes.filter((code) => code !== '0000') as [string, ...string[]];

export const ZSlotInput = z.object({
  /** An existing slot being kept (projectUpdate); absent for a new slot. */
  slot_no: ZId.optional(),
  /** RECRUITING: the detailed job code. */
  recruiting: z.enum(slotJobCodes, { error: '모집할 직무를 목록에서 골라 주세요.' }),
  /** TYPE: head count. */
  type: z.coerce
    .number()
    .int()
    .min(1, { error: '모집 인원은 1명 이상이에요.' })
    .max(PROJECT_POST_LIMITS.headCountMax, { error: '한 자리에 20명까지 모집할 수 있어요.' }),
});

/**
 * CPG_JOB_TARGET: '00' (every job) or a comma list of detailed job codes and/or job group codes
 * ('04' = every frontend job), which `jobTargetMatches` understands.
 */
export const ZJobTarget = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === ALL_JOBS_TARGET ||
      (v !== '' &&
        v.split(',').every((raw) => {
          const code = raw.trim();
          return code !== '0000' && code !== ALL_JOBS_TARGET && (jobs.has(code) || jobGroups.has(code));
        })),
    { error: '대상 직무는 ‘전체’ 또는 목록의 직무만 고를 수 있어요.' },
  )
  .transform((v) => (v === ALL_JOBS_TARGET ? v : [...new Set(v.split(',').map((c) => c.trim()))].join(',')));

export const ZProjectDoc = z.object({
  url: zLine(500, { trim: true }).min(1),
  name: zLine(200, { trim: true }).min(1),
});

const fields = {
  type: z.enum(gatheringTypes.codes, { error: '모임 종류를 골라 주세요.' }),
  title: zLine(PROJECT_POST_LIMITS.titleMax, { trim: true, tooLong: '제목은 60자까지 쓸 수 있어요.' }).min(
    PROJECT_POST_LIMITS.titleMin,
    { error: '제목은 5자 이상으로 적어 주세요.' },
  ),
  domain: z.enum(domains.codes, { error: '관심 분야를 목록에서 골라 주세요.' }),
  platform: z.enum(platforms.codes, { error: '플랫폼을 목록에서 골라 주세요.' }),
  camp: z.enum(camps.codes, { error: '캠프를 목록에서 골라 주세요.' }).nullable(),
  meeting_mode: z.enum(meetingModes.codes, { error: '만나는 방식을 골라 주세요.' }),
  region: z.enum(regions.codes, { error: '지역을 목록에서 골라 주세요.' }),
  available_days: z.enum(availableDays.codes, { error: '가능한 요일을 골라 주세요.' }),
  available_time: z.enum(availableTimes.codes, { error: '가능한 시간대를 골라 주세요.' }),
  phase: z.enum(progressPhases.codes, { error: '진행 단계를 골라 주세요.' }),
  tech: z
    .array(z.enum(skillTags.codes, { error: '기술 태그는 목록에서 골라 주세요.' }))
    .max(PROJECT_POST_LIMITS.techMax, { error: '기술 태그는 15개까지 고를 수 있어요.' }),
  slots: z
    .array(ZSlotInput)
    .min(1, { error: '모집할 자리를 하나 이상 추가해 주세요.' })
    .max(PROJECT_POST_LIMITS.slotsMax, { error: '모집 자리는 10개까지 만들 수 있어요.' }),
  job_target: ZJobTarget,
  introduction: zText(PROJECT_POST_LIMITS.introductionMax, {
    tooLong: '소개글이 너무 길어요. 조금 줄여 주세요.',
  }),
  questions: z
    .array(zLine(PROJECT_POST_LIMITS.questionMax, { trim: true }).min(1))
    .max(PROJECT_POST_LIMITS.questionsMax, { error: '질문은 5개까지 만들 수 있어요.' }),
  docs: z.array(ZProjectDoc).max(PROJECT_POST_LIMITS.docsMax, { error: '문서는 5개까지 올릴 수 있어요.' }),
  cover_url: zLine(500, { trim: true }).nullable(),
};

/** A full post. Optional parts take the defaults a leader would expect. */
export const ZProjectInput = z.object({
  ...fields,
  platform: fields.platform.default('00'),
  camp: fields.camp.optional().default(null),
  available_days: fields.available_days.default('00'),
  available_time: fields.available_time.default('00'),
  phase: fields.phase.default('01'),
  tech: fields.tech.default([]),
  job_target: fields.job_target.default(ALL_JOBS_TARGET),
  questions: fields.questions.optional(),
  docs: fields.docs.default([]),
  cover_url: fields.cover_url.optional().default(null),
});
export type ProjectInput = z.output<typeof ZProjectInput>;

/** A draft: any subset of the fields, each still type-checked; slots may be empty. */
export const ZProjectDraftInput = z.object({
  type: fields.type.optional(),
  title: zLine(PROJECT_POST_LIMITS.titleMax, { trim: true }).optional(),
  domain: fields.domain.nullable().optional(),
  platform: fields.platform.optional(),
  camp: fields.camp.optional(),
  meeting_mode: fields.meeting_mode.optional(),
  region: fields.region.optional(),
  available_days: fields.available_days.optional(),
  available_time: fields.available_time.optional(),
  phase: fields.phase.optional(),
  tech: fields.tech.optional(),
  slots: z.array(ZSlotInput).max(PROJECT_POST_LIMITS.slotsMax).optional(),
  job_target: fields.job_target.optional(),
  introduction: fields.introduction.optional(),
  questions: fields.questions.optional(),
  docs: fields.docs.optional(),
  cover_url: fields.cover_url.optional(),
});
export type ProjectDraftInput = z.output<typeof ZProjectDraftInput>;

const ZProjectNo = ZId;

export const projectInit = defineContract({
  method: 'POST',
  path: '/api/upload/projectInit',
  summary: '빈 모집글 초안(작성 중, 나만 볼 수 있어요)을 만들고 번호를 돌려줍니다.',
  tags: ['project'],
  auth: true,
  body: emptyBody,
  response: z.object({ project_no: z.number().int() }),
});

export const project = defineContract({
  method: 'POST',
  path: '/api/upload/project',
  summary:
    '모집글을 게시합니다. project_no를 주면 그 초안을 게시하고, 없으면 새로 만들어 게시해요. 템플릿의 필수 항목과 게시 규칙을 확인합니다.',
  tags: ['project'],
  auth: true,
  body: ZProjectInput.extend({ project_no: ZProjectNo.optional() }),
  response: z.object({
    project_no: z.number().int(),
    /** Same body as one of the person's earlier posts: published, but queued for a look. */
    flagged: z.boolean(),
  }),
});

export const projectUpdate = defineContract({
  method: 'POST',
  path: '/api/upload/projectUpdate',
  summary:
    '리더가 게시한 모집글을 고칩니다. 자리를 지우거나 줄일 때 이미 합류한 팀원 수보다 적게 할 수는 없어요.',
  tags: ['project'],
  auth: true,
  body: ZProjectInput.extend({ project_no: ZProjectNo }),
  response: z.object({ project_no: z.number().int(), flagged: z.boolean() }),
});

export const ZDraftItem = z.object({
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  PROJECT_TYPE: z.string(),
  UPDATED_AT: z.string(),
});
export type DraftItem = z.infer<typeof ZDraftItem>;

export const loadTemp = defineContract({
  method: 'GET',
  path: '/api/find_project/temp',
  summary: '내가 쓰다 만 모집글 초안 목록을 최근 순으로 불러옵니다.',
  tags: ['project'],
  auth: true,
  response: z.object({ drafts: z.array(ZDraftItem) }),
});

export const saveTemp = defineContract({
  method: 'POST',
  path: '/api/find_project/temp',
  summary: '모집글 초안을 저장합니다(일부만 채워도 돼요). project_no가 없으면 새 초안을 만들어요.',
  tags: ['project'],
  auth: true,
  body: ZProjectDraftInput.extend({ project_no: ZProjectNo.optional() }),
  response: z.object({ project_no: z.number().int(), UPDATED_AT: z.string() }),
});

export const ZOverviewSlot = z.object({
  SLOT_NO: z.number().int(),
  RECRUITING: z.string(),
  TYPE: z.number().int(),
  FILLED: z.number().int(),
});

const docFields = {
  PROJECT_DOCS_URL1: z.string().nullable(),
  PROJECT_DOCS_NAME1: z.string().nullable(),
  PROJECT_DOCS_URL2: z.string().nullable(),
  PROJECT_DOCS_NAME2: z.string().nullable(),
  PROJECT_DOCS_URL3: z.string().nullable(),
  PROJECT_DOCS_NAME3: z.string().nullable(),
  PROJECT_DOCS_URL4: z.string().nullable(),
  PROJECT_DOCS_NAME4: z.string().nullable(),
  PROJECT_DOCS_URL5: z.string().nullable(),
  PROJECT_DOCS_NAME5: z.string().nullable(),
};

export const ZProjectOverview = z.object({
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  PROJECT_CREATE_TIME: z.string(),
  PROJECT_TECH: z.array(z.string()),
  /** Sanitized HTML. */
  PROJECT_INTRODUCTION: z.string(),
  PROJECT_TYPE: z.string(),
  DOMAIN: z.string().nullable(),
  PLATFORM: z.string(),
  CAMP: z.string().nullable(),
  MEETING_MODE: z.string(),
  REGION: z.string(),
  AVAILABLE_DAYS: z.string(),
  AVAILABLE_TIME: z.string(),
  PHASE: z.string(),
  STATUS: z.string(),
  CPG_JOB_TARGET: z.string(),
  COVER_URL: z.string().nullable(),
  ...docFields,
  /** '01' posting project (it has a published recruiting post), '00' not yet. */
  HAS_POSTING: z.enum(['00', '01']),
  /** '01' while a promotion runs; promotions arrive with the ads issue. */
  HAS_PROMOTION: z.enum(['00', '01']),
  LEADER: ZPersonSummary,
  SLOTS: z.array(ZOverviewSlot),
  QUESTIONS: z.array(z.string()),
  VIEWS: z.number().int(),
  LIKES: z.number().int(),
  IS_LIKED: z.boolean(),
  IS_MARKED: z.boolean(),
  MY_ROLE: z.enum(['leader', 'member', 'outsider']),
  MY_APPLICATION_STATUS: z.string().nullable(),
  SLUG: z.string(),
});
export type ProjectOverview = z.infer<typeof ZProjectOverview>;

export const overview = defineContract({
  method: 'POST',
  path: '/api/find_project/overview',
  summary: '프로젝트 개요(소개, 모집 자리, 문서, 리더)를 불러옵니다. 초안은 리더만 볼 수 있어요.',
  tags: ['project'],
  auth: false,
  body: z.object({ project_no: ZProjectNo }),
  response: z.object({ project_overview: ZProjectOverview }),
});

export const ZProjectFile = z.object({ FILE_URL: z.string(), FILE_NAME: z.string() });

/** multipart with one `file`: a cover picture, re-encoded to WebP. */
export const coverUpload = defineContract({
  method: 'POST',
  path: '/api/upload/project_cover',
  summary: '모집글 커버 이미지를 올립니다. 게시할 때 cover_url로 보내 주세요.',
  tags: ['upload', 'project'],
  auth: true,
  response: ZProjectFile,
});

/** multipart with one `file`: a PDF or Word document, stored as it is and served as a download. */
export const docsUpload = defineContract({
  method: 'POST',
  path: '/api/upload/project_docs',
  summary: '모집글에 붙일 문서(PDF, Word)를 올립니다. 게시할 때 docs에 넣어 보내 주세요(5개까지).',
  tags: ['upload', 'project'],
  auth: true,
  response: ZProjectFile,
});
