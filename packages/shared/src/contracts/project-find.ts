import { z } from 'zod';
import { ZId, zOffset } from './primitives.js';
import { domains } from '../codes/domains.js';
import { jobs } from '../codes/jobs.js';
import { regions } from '../codes/regions.js';
import { defineContract } from './contract.js';
import { DIRECTORY_TOTAL_CAP, ZKeyword } from './people.js';

/**
 * A gathering as the list, the search and the recommendations show it. Drafts ('99') and deleted
 * projects never become cards. SHORT_DESCRIPTION is the plain introduction cut with `cutFeedText`.
 */
export const ZProjectSlotSummary = z.object({
  /** Detailed job code of the slot. */
  RECRUITING: z.string(),
  /** Head count of the slot. */
  TYPE: z.number().int(),
  FILLED: z.number().int(),
});

export const ZProjectCard = z.object({
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  SLUG: z.string(),
  PROJECT_TYPE: z.string(),
  DOMAIN: z.string().nullable(),
  REGION: z.string(),
  MEETING_MODE: z.string(),
  PHASE: z.string(),
  STATUS: z.string(),
  SHORT_DESCRIPTION: z.string(),
  PROJECT_TECH: z.array(z.string()),
  SLOTS: z.array(ZProjectSlotSummary),
  /** At least one slot with room and the project not complete. */
  IS_RECRUITING: z.boolean(),
  /** The team posted news within the last 7 days (the 업데이트 badge). */
  UPDATED: z.boolean(),
  VIEWS: z.number().int(),
  LIKES: z.number().int(),
  IS_LIKED: z.boolean(),
  /** Scrapped (favourites, target 'project'). */
  IS_MARKED: z.boolean(),
  COVER_URL: z.string().nullable(),
  LEADER_NICKNAME: z.string(),
  PUBLISHED_AT: z.string().nullable(),
  /** One Korean line saying why this project was recommended; null outside recommendations. */
  MATCH_REASON: z.string().nullable(),
});
export type ProjectCard = z.infer<typeof ZProjectCard>;

/** Cards per page of the list and the search (fixed: offset paging moves by this much). */
export const PROJECT_PAGE_SIZE = 20;
export const PROJECT_OFFSET_MAX = 10_000;
/** Counted like the people directory: past this the page says "1,000개 이상". */
export const PROJECT_TOTAL_CAP = DIRECTORY_TOTAL_CAP;
export const RECOMMEND_LIMIT = 8;
/** How long after the team's last news the card shows 업데이트. */
export const UPDATED_WITHIN_DAYS = 7;

/** A catalogue code from a form or URL; '' (an unset select) means no filter. */
function optionalCode<const T extends readonly [string, ...string[]]>(codes: T) {
  return z
    .union([z.literal(''), z.enum(codes)])
    .nullish()
    .transform((v) => (v === '' || v == null ? undefined : v) as T[number] | undefined);
}

/** Type filter: '00' all, '01' project, '02' study and networking, '03' training. */
export const ZProjectTypeFilter = z.enum(['00', '01', '02', '03']);

/**
 * The search body, with the seed's field names (`recruting` as spelled there). location = region
 * code (KR00 = anywhere), industry = interest domain code, recruting = detailed job code with an
 * open slot of that job, recruting_only = only gatherings still recruiting, skill = a tech tag.
 */
export const ZProjectSearch = z.object({
  location: optionalCode(regions.codes),
  industry: optionalCode(domains.codes),
  recruting: optionalCode(jobs.codes),
  recruting_only: z.boolean().optional().default(false),
  type: ZProjectTypeFilter.optional().default('00'),
  skill: z
    .string()
    .trim()
    .toLowerCase()
    .max(40)
    .optional()
    .transform((v) => (v ? v : undefined)),
  keyword: ZKeyword,
  offset: zOffset(PROJECT_OFFSET_MAX),
});
export type ProjectSearch = z.output<typeof ZProjectSearch>;
/** Filter keys in the order the filter bar shows them (also the URL's search params). */
export const PROJECT_FILTER_KEYS = [
  'type',
  'location',
  'industry',
  'recruting',
  'skill',
  'recruting_only',
  'keyword',
] as const;

const ZProjectPage = z.object({
  projects: z.array(ZProjectCard),
  /** Everyone matching (not only this page), counted up to PROJECT_TOTAL_CAP. */
  total: z.number().int(),
  total_capped: z.boolean(),
  has_more: z.boolean(),
});

export const newAll = defineContract({
  method: 'GET',
  path: '/api/find_project/new_all',
  summary: '새로 올라온 모임(프로젝트·스터디·교육)을 최신순으로 불러옵니다.',
  tags: ['find_project'],
  auth: false,
  query: z.object({ offset: zOffset(PROJECT_OFFSET_MAX) }),
  response: ZProjectPage,
});

export const search = defineContract({
  method: 'POST',
  path: '/api/find_project/search',
  summary:
    '모임을 유형·지역·관심 분야·모집 직무·기술·모집중 여부로 거르고 제목·소개·기술로 검색해 최신순으로 불러옵니다.',
  tags: ['find_project'],
  auth: false,
  body: ZProjectSearch,
  response: ZProjectPage,
});

export const recommend = defineContract({
  method: 'GET',
  path: '/api/find_project/recommend',
  summary:
    '내 직무·관심 분야·지역·즐겨찾기와 맞는 모집 중인 모임을 추천합니다. 로그인하지 않았으면 최신 모집 중인 모임을 보여 줘요.',
  tags: ['find_project'],
  auth: false,
  response: z.object({
    projects: z.array(ZProjectCard),
    /** True when ranked for the viewer (every card then has MATCH_REASON). */
    personalized: z.boolean(),
  }),
});

const ZProjectNoBody = z.object({ project_no: ZId });

export const views = defineContract({
  method: 'POST',
  path: '/api/find_project/views',
  summary: '모임 조회를 기록합니다. 같은 사람의 조회는 하루에 한 번만 세요.',
  tags: ['find_project'],
  auth: false,
  body: ZProjectNoBody,
  response: z.object({ VIEWS: z.number().int(), COUNTED: z.boolean() }),
});

export const likes = defineContract({
  method: 'POST',
  path: '/api/find_project/likes',
  summary: '모임을 구독(좋아요)하거나 취소합니다. like를 주지 않으면 지금 상태를 뒤집어요.',
  tags: ['find_project'],
  auth: true,
  body: ZProjectNoBody.extend({ like: z.boolean().optional() }),
  response: z.object({ IS_LIKED: z.boolean(), LIKES: z.number().int() }),
});

export const marks = defineContract({
  method: 'POST',
  path: '/api/find_project/marks',
  summary: '모임을 스크랩(즐겨찾기)하거나 취소합니다. mark를 주지 않으면 지금 상태를 뒤집어요.',
  tags: ['find_project'],
  auth: true,
  body: ZProjectNoBody.extend({ mark: z.boolean().optional() }),
  response: z.object({ IS_MARKED: z.boolean() }),
});
