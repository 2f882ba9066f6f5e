import { z } from 'zod';
import { ZId, zLimit, zLine, zOffset } from './primitives.js';
import {
  availableDays,
  availableTimes,
  experienceYears,
  mbtiTypes,
  memberTypes,
  profileStatuses,
  skillLevels,
} from '../codes/people.js';
import { jobGroups, jobs } from '../codes/jobs.js';
import { meetingModes } from '../codes/project.js';
import { regions } from '../codes/regions.js';
import { ERRORS } from '../errors.js';
import { isSearchableKeyword, normalizeSearchText } from '../search/korean.js';
import { defineContract } from './contract.js';

/**
 * A person as the directory, recommendations and tutorial show them (the seed's candidate
 * fields plus what a card needs). Never carries e-mail or phone: `CI_VERIFIED` and `USER_PHONE`
 * are the seed's '01'/'00' verification flags, not the values.
 */
export const ZPersonCard = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  USER_AGE: z.string(),
  USER_GENDER: z.string(),
  CI_VERIFIED: z.enum(['00', '01']),
  USER_PHONE: z.enum(['00', '01']),
  SCHOOL_VERIFIED: z.enum(['00', '01']),
  MEMBER_TYPE: z.string().nullable(),
  MAIN_JOB: z.string().nullable(),
  MAIN_JOB_D: z.string().nullable(),
  SUB_JOB: z.string().nullable(),
  SUB_JOB_D: z.string().nullable(),
  STATUS_LINE: z.string().nullable(),
  REGION: z.string(),
  MEETING_MODE: z.string(),
  SKILLS: z.array(z.string()),
  /** The introduction cut for a card (plain text). */
  INTRODUCTION: z.string(),
  FOLLOWER_COUNT: z.number().int(),
  IS_FOLLOWING: z.boolean(),
  IS_FAVOURITE: z.boolean(),
  /** One Korean line saying why this person was recommended; null outside recommendations. */
  MATCH_REASON: z.string().nullable(),
});
export type PersonCard = z.infer<typeof ZPersonCard>;

export const ZUserNoBody = z.object({ user_no: ZId });

export const follow = defineContract({
  method: 'POST',
  path: '/api/profile/follow',
  summary: '사람을 팔로우하거나 팔로우를 취소합니다. follow=false면 취소해요.',
  tags: ['profile'],
  auth: true,
  body: ZUserNoBody.extend({ follow: z.boolean() }),
  response: z.object({ IS_FOLLOWING: z.boolean(), FOLLOWER_COUNT: z.number().int() }),
});

export const ZFavouriteTarget = z.enum(['user', 'project', 'product']);

export const favourite = defineContract({
  method: 'POST',
  path: '/api/profile/like',
  summary: '사람·프로젝트·프로덕트를 즐겨찾기에 넣거나 뺍니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    target_type: ZFavouriteTarget,
    target_no: ZId,
    favourite: z.boolean(),
  }),
  response: z.object({ IS_FAVOURITE: z.boolean(), FAVOURITE_COUNT: z.number().int() }),
});

export const favouriteCount = defineContract({
  method: 'GET',
  path: '/api/profile/load_favorite_count',
  summary: '즐겨찾기한 사람·프로젝트·프로덕트 수를 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    USER_COUNT: z.number().int(),
    PROJECT_COUNT: z.number().int(),
    PRODUCT_COUNT: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------------------------
// The directory (`/people`): filters, keyword search, paging; recommendations; quick search.

/** Cards per page of the directory: the web asks 24 (4 × 6 rows), the most is 48. */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_PAGE_MAX = 48;
/** How deep offset paging goes; past this a narrower filter or a keyword finds people faster. */
export const DIRECTORY_OFFSET_MAX = 10_000;
/**
 * The directory counts matches up to this many; past it the page says "1,000명 이상". An exact count
 * at 100k members would read every matching row on every page; nobody pages through a thousand.
 */
export const DIRECTORY_TOTAL_CAP = 1000;
/** Longer than any cursor the server hands out. */
export const DIRECTORY_CURSOR_MAX = 120;
/**
 * A keyword needs two characters (two 초성 for a 초성 search), or one Hangul syllable (집, 앱, 책),
 * which the grams index serves: one Latin letter or 초성 matches nearly everyone.
 */
export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 40;

const keywordCode = { error: ERRORS.SEARCH_TOO_SHORT.message, params: { code: 'SEARCH_TOO_SHORT' } };

/**
 * A search keyword: trimmed and NFC-normalized; empty means "no keyword". One character other than
 * a Hangul syllable is refused (SEARCH_TOO_SHORT) rather than silently matching nearly everyone.
 */
export const ZKeyword = zLine(200)
  .transform((v) => normalizeSearchText(v).slice(0, KEYWORD_MAX))
  .refine((v) => v === '' || isSearchableKeyword(v), keywordCode)
  .optional();

/** A catalogue code from a query string; '' (an unset select) means no filter. */
function optionalCode<const T extends readonly [string, ...string[]]>(codes: T) {
  return z
    .union([z.literal(''), z.enum(codes)])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as T[number] | undefined);
}

/**
 * Directory filters. Semantics (docs/decisions/people.md): job group and detailed job match the
 * main or the sub job; region KR02 (경기) also takes 경기 남부/북부 and those take KR02; meeting
 * mode, days and time match members who chose that value or the catch-all '00'; the rest match
 * exactly. '00' / '0000' / 'KR00' in group, job, region and time mean "any" (no filter).
 */
export const ZDirectoryFilters = z.object({
  job_group: optionalCode(jobGroups.codes),
  job: optionalCode(jobs.codes),
  region: optionalCode(regions.codes),
  meeting_mode: optionalCode(meetingModes.codes),
  available_days: optionalCode(availableDays.codes),
  available_time: optionalCode(availableTimes.codes),
  skill_level: optionalCode(skillLevels.codes),
  experience: optionalCode(experienceYears.codes),
  member_type: optionalCode(memberTypes.codes),
  mbti: optionalCode(mbtiTypes.codes),
  status_line: optionalCode(profileStatuses.codes),
  keyword: ZKeyword,
});
export type DirectoryFilters = z.output<typeof ZDirectoryFilters>;
/** The filter keys, in the order the filter bar shows them (also the URL's search params). */
export const DIRECTORY_FILTER_KEYS = Object.keys(ZDirectoryFilters.shape) as (keyof DirectoryFilters)[];

export const loadProfiles = defineContract({
  method: 'GET',
  path: '/api/profile/load_profiles',
  summary:
    '사람들 목록을 직군·직무·지역·만남 방식·가능 요일과 시간·실력·경력·회원 유형·MBTI·상태로 거르고, 닉네임과 소개로 검색해 최근 활동 순으로 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZDirectoryFilters.extend({
    offset: zOffset(DIRECTORY_OFFSET_MAX),
    limit: zLimit(DIRECTORY_PAGE_MAX, DIRECTORY_PAGE_SIZE),
    /**
     * The previous page's `next_cursor`: the page after it, found by seeking the order's index
     * (page 40 costs what page 1 costs). With a cursor, `offset` is ignored.
     */
    cursor: z.string().max(DIRECTORY_CURSOR_MAX).optional(),
  }),
  response: z.object({
    profiles: z.array(ZPersonCard),
    /** Opaque; pass it as `cursor` for the next page. Null on the last page. */
    next_cursor: z.string().nullable(),
    /** Everyone matching the filters (not only this page), counted up to DIRECTORY_TOTAL_CAP. */
    total: z.number().int(),
    /** True when more than DIRECTORY_TOTAL_CAP match: `total` is then the cap ("1,000명 이상"). */
    total_capped: z.boolean(),
    has_more: z.boolean(),
  }),
});

export const MATCH_LIMIT_DEFAULT = 8;
export const MATCH_LIMIT_MAX = 30;

export const loadProfilesMatch = defineContract({
  method: 'GET',
  path: '/api/profile/load_profiles_match',
  summary:
    '나와 잘 맞는 메이커를 추천합니다(보완되는 직군, 같은 관심사·기술, 지역과 만남 방식, 가능한 시간, 최근 활동, 본인 인증, 즐겨찾기한 사람과 비슷한 정도). 로그인하지 않았으면 최근 활발한 메이커를 보여 줘요.',
  tags: ['profile'],
  auth: false,
  query: z.object({
    limit: zLimit(MATCH_LIMIT_MAX, MATCH_LIMIT_DEFAULT),
  }),
  response: z.object({
    /** Best first; every card carries MATCH_REASON. */
    profiles: z.array(ZPersonCard),
    /** True when the ranking is personal (logged-in viewer), false for the visitors' fallback. */
    personalized: z.boolean(),
  }),
});

export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 20;

export const search = defineContract({
  method: 'GET',
  path: '/api/profile/search',
  summary:
    '닉네임으로 사람을 빠르게 찾습니다(멘션·초대 선택용). 닉네임이 검색어로 시작하는 사람이 먼저 나와요.',
  tags: ['profile'],
  auth: false,
  query: z.object({
    keyword: zLine(200)
      .transform((v) => normalizeSearchText(v).slice(0, KEYWORD_MAX))
      .refine(isSearchableKeyword, keywordCode),
    limit: zLimit(SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT),
  }),
  response: z.object({ profiles: z.array(ZPersonCard) }),
});

export const ZJobGroupCount = z.object({ CODE: z.string(), COUNT: z.number().int() });

export const people = defineContract({
  method: 'GET',
  path: '/api/profile/people',
  summary: '사람들 페이지의 요약: 활동 중인 메이커 수와 직군별 인원을 불러옵니다.',
  tags: ['profile'],
  auth: false,
  response: z.object({
    TOTAL: z.number().int(),
    /** Members per main job group ('00' for members who have not chosen a job), largest first. */
    JOB_GROUPS: z.array(ZJobGroupCount),
  }),
});
