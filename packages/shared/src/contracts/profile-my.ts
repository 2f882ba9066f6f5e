/** The My page (summary, favourites, points, experience) and departments for the education editor. */
import { z } from 'zod';
import { ledgerKinds } from '../codes/commerce.js';
import { ZId, zLimit, zLine } from './primitives.js';
import { defineContract } from './contract.js';
import { ZPaging } from './profile-internal.js';
import { ZResume } from './profile-records.js';
import { ZPersonPage } from './profile-relations.js';

const yes = ZResume.shape.CI_VERIFIED;

// ---------------------------------------------------------------------------------------------
// The My page.

export const myInfo = defineContract({
  method: 'GET',
  path: '/api/profile/my_info',
  summary: '마이페이지 요약: 내 레벨과 경험치, 포인트 잔액, 인증 상태, 팔로워·즐겨찾기 수를 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    USER_NO: z.number().int(),
    USER_NICKNAME: z.string(),
    USER_IMG_URL: z.string().nullable(),
    EMAIL: z.string().nullable(),
    USER_LEVEL: z.number().int(),
    LEVEL_NAME: z.string(),
    EXP: z.number().int(),
    POINT_BALANCE: z.number().int(),
    CI_VERIFIED: yes,
    USER_PHONE: yes,
    SCHOOL_VERIFIED: yes,
    FOLLOWER_COUNT: z.number().int(),
    FOLLOWING_COUNT: z.number().int(),
    /** People I keep in my favourites. */
    FAVOURITE_COUNT: z.number().int(),
    /** Projects arrive with the gatherings feature; 0 until then. */
    PROJECT_COUNT: z.number().int(),
    JOINED_AT: z.string(),
    /** 광고성 정보 수신 동의: the current choice and when it was last made (ISO, UTC). */
    MARKETING_CONSENT: z.boolean(),
    MARKETING_CONSENT_AT: z.string().nullable(),
  }),
});

export const marketingConsent = defineContract({
  method: 'POST',
  path: '/api/profile/marketing_consent',
  summary:
    '광고성 정보(이벤트·혜택 소식) 수신에 동의하거나 동의를 철회합니다. 바꿀 때마다 그 시각을 기록해요.',
  tags: ['profile'],
  auth: true,
  body: z.object({ consent: z.boolean('동의 여부(consent)는 true 또는 false로 보내 주세요.') }),
  response: z.object({ MARKETING_CONSENT: z.boolean(), MARKETING_CONSENT_AT: z.string() }),
});

export const favoriteInfo = defineContract({
  method: 'GET',
  path: '/api/profile/favorite_info',
  summary: '내가 즐겨찾기한 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZPaging,
  response: ZPersonPage,
});

export const ZLedgerEntry = z.object({
  ENTRY_NO: z.number().int(),
  DELTA: z.number().int(),
  /** What kind of movement (codes/commerce.ts `ledgerKinds`) and its Korean word (충전, 사용 …). */
  KIND: z.string(),
  KIND_LABEL: z.string(),
  REASON: z.string(),
  /** Korean words for the reason (본인인증 보상, 포인트 충전 …). */
  REASON_LABEL: z.string(),
  MEMO: z.string().nullable(),
  /** The member's balance (or exp) right after this movement. */
  BALANCE_AFTER: z.number().int(),
  CREATED_AT: z.string(),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_PAGE_MAX = 50;

/**
 * A history page: newest first, paged by key (`before` = the last ENTRY_NO shown), optionally
 * one kind and one month (`YYYY-MM`, Korean time).
 */
export const ZLedgerQuery = z.object({
  before: ZId.optional(),
  size: zLimit(LEDGER_PAGE_MAX, LEDGER_PAGE_SIZE),
  kind: z.enum(ledgerKinds.codes, '내역 종류(kind)가 올바르지 않아요. 목록에서 골라 주세요.').optional(),
  month: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, '월(month)은 2025-11처럼 YYYY-MM으로 보내 주세요.')
    .optional(),
});
export type LedgerQuery = z.infer<typeof ZLedgerQuery>;

const ledgerPage = {
  list: z.array(ZLedgerEntry),
  has_more: z.boolean(),
  /** Pass as `before` for the next page; null on the last one. */
  next_before: z.number().int().nullable(),
};

export const pointInfo = defineContract({
  method: 'GET',
  path: '/api/profile/point_info',
  summary: '내 포인트 잔액과 포인트 내역(종류·월로 거르기, 움직인 뒤 잔액 포함)을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZLedgerQuery,
  response: z.object({ BALANCE: z.number().int(), ...ledgerPage }),
});

export const expInfo = defineContract({
  method: 'GET',
  path: '/api/profile/exp_info',
  summary: '내 경험치와 레벨, 다음 레벨까지 남은 경험치, 경험치 내역을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZLedgerQuery,
  response: z.object({
    EXP: z.number().int(),
    USER_LEVEL: z.number().int(),
    LEVEL_NAME: z.string(),
    NEXT_LEVEL: z.number().int().nullable(),
    NEXT_LEVEL_NAME: z.string().nullable(),
    NEXT_LEVEL_EXP: z.number().int().nullable(),
    REMAINING: z.number().int(),
    PERCENT: z.number().int(),
    ...ledgerPage,
  }),
});

// ---------------------------------------------------------------------------------------------
// Departments for the education editor (schools: identityApi.searchUniversities).

export const loadDepartments = defineContract({
  method: 'GET',
  path: '/api/profile/load_departments',
  summary: '학과 이름으로 학과를 찾습니다. 학력 입력에서 써요.',
  tags: ['profile'],
  auth: false,
  query: z.object({ q: zLine(40, { trim: true }).min(1, '검색어를 입력해 주세요.') }),
  response: z.object({
    list: z.array(
      z.object({ DEPARTMENT_CODE: z.string(), DEPARTMENT_NAME: z.string(), DEPARTMENT_LEVEL: z.string() }),
    ),
  }),
});
