/** Expo: rankings, the weekly snapshot, podium and hall of fame, badges and promotion codes (issue 15). */
import { z } from 'zod';
import { formatNumber } from '../format/count.js';
import { defineContract } from './contract.js';
import { ZId, zLine } from './primitives.js';

/**
 * How a booth's score is made. The server's SQL (`features/expo/ranking.ts`) and the public
 * "랭킹은 이렇게 정해져요" page both read these numbers, so the page cannot drift from the rule.
 */
export const RANK_RULES = {
  /** Points per support, before the supporter's weight. */
  support: 10,
  /** Per distinct reviewer in the period (a second review by the same member adds nothing). */
  reviewer: 6,
  /** Per distinct member who opened a forum thread or replied in the period. */
  forumMember: 3,
  /** Per like: likes cost nothing, so they count little. */
  like: 0.5,
  /** A supporter's weight by account age at the time of the support (days → weight). */
  ageWeights: [
    { days: 0, weight: 0.3 },
    { days: 7, weight: 0.6 },
    { days: 30, weight: 1 },
  ],
  /** Extra weight per level above 1, capped: a level-6 member's support weighs 1.5×. */
  levelStep: 0.1,
  levelCap: 5,
  /** Live counts and scores stay hidden this long after approval, so an early rush can't snowball. */
  hiddenHours: 6,
  /** How many booths a ranking lists; the weekly snapshot freezes the same number. */
  listed: 50,
  /** Points the weekly winners receive through the ledger (rank 1, 2, 3), per team member. */
  podiumPoints: [30, 20, 10],
} as const;

/** Badges earned by rule; `kind` says whether a booth or its makers wear it. */
export const EXPO_BADGES = [
  { code: 'podium', kind: 'booth', label: '주간 TOP 3', emoji: '🏅' },
  { code: 'hall_of_fame', kind: 'booth', label: '명예의 전당', emoji: '🏆' },
  { code: 'supporters_100', kind: 'booth', label: '응원 100', emoji: '💯' },
  { code: 'verified_team', kind: 'booth', label: '인증된 팀', emoji: '✅' },
  { code: 'podium_maker', kind: 'maker', label: '주간 TOP 3 메이커', emoji: '🥇' },
  { code: 'first_supporter', kind: 'maker', label: '첫 100인 서포터', emoji: '🌱' },
] as const;
export type ExpoBadgeCode = (typeof EXPO_BADGES)[number]['code'];

export const PROMO_LIMITS = { title: 40, code: 40, claimLimit: 100_000, days: 90 } as const;

const ZDay = z.iso.date({ error: '주 시작일은 YYYY-MM-DD 형식으로 보내 주세요.' });

export const ZRankedBooth = z.object({
  rank: z.number().int(),
  booth_no: z.number().int(),
  name: z.string(),
  pitch: z.string(),
  /** The introduction cut at 100 characters (product-spec 9). */
  intro: z.string(),
  logo_url: z.string().nullable(),
  domain: z.string(),
  /** null while the booth's counts are still hidden (the first hours after approval). */
  score: z.number().nullable(),
  supporters: z.number().int().nullable(),
  reviewers: z.number().int().nullable(),
});
export type RankedBooth = z.infer<typeof ZRankedBooth>;

export const rankings = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/rankings',
  summary:
    '오늘(daily) 또는 이번 주(weekly) 랭킹을 불러옵니다. week를 보내면 지난주 스냅샷(확정 순위)을 불러와요.',
  tags: ['expo'],
  auth: false,
  body: z.object({
    period: z.enum(['daily', 'weekly'], '기간(period)은 daily 또는 weekly로 보내 주세요.').default('weekly'),
    week: ZDay.optional(),
  }),
  response: z.object({
    period: z.enum(['daily', 'weekly']),
    /** The Seoul day (daily) or the Monday of the week (weekly) the list covers. */
    start: z.string(),
    /** true for a live list, false for a frozen weekly snapshot. */
    live: z.boolean(),
    /** Weeks with a snapshot, newest first (the weekly filter). */
    weeks: z.array(z.string()),
    list: z.array(ZRankedBooth),
  }),
});

export const carousels = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/carousels',
  summary: '베스트 부스(지난주 확정 순위, 없으면 이번 주 실시간)와 새 부스 캐러셀을 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({}),
  response: z.object({ best: z.array(ZRankedBooth), fresh: z.array(ZRankedBooth) }),
});

export const ZHallEntry = z.object({
  week_start: z.string(),
  booth_no: z.number().int(),
  name: z.string(),
  pitch: z.string(),
  logo_url: z.string().nullable(),
  domain: z.string(),
  score: z.number(),
});

export const hallOfFame = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/hall_of_fame',
  summary:
    '명예의 전당: 주마다 1위를 한 부스를 최근 주부터 불러옵니다. before에 마지막 주를 보내면 다음 장이에요.',
  tags: ['expo'],
  auth: false,
  body: z.object({ before: ZDay.optional() }),
  response: z.object({ list: z.array(ZHallEntry), next_before: z.string().nullable() }),
});

export const ZBadge = z.object({
  badge: z.string(),
  label: z.string(),
  emoji: z.string(),
  booth_no: z.number().int(),
  booth_name: z.string(),
  earned_at: z.string(),
  /** For weekly badges, the week they were earned. */
  detail: z.string().nullable(),
});
export type Badge = z.infer<typeof ZBadge>;

export const boothBadges = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/badges',
  summary: '부스가 받은 배지를 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({ booth_no: ZId }),
  response: z.object({ list: z.array(ZBadge) }),
});

export const makerBadges = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/maker_badges',
  summary: '메이커가 엑스포에서 받은 배지를 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({ user_no: ZId }),
  response: z.object({ list: z.array(ZBadge) }),
});

export const ZLiveCode = z.object({
  code_no: z.number().int(),
  title: z.string(),
  remaining: z.number().int(),
  claim_limit: z.number().int(),
  expires_at: z.string(),
  /** The code itself, only for a member who already claimed it. */
  my_code: z.string().nullable(),
});

export const liveCode = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/promo_live',
  summary: '부스에서 지금 받을 수 있는 프로모션 코드(이벤트 코드 말풍선)를 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({ booth_no: ZId }),
  response: z.object({ code: ZLiveCode.nullable() }),
});

export const claimCode = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/promo_claim',
  summary: '프로모션 코드를 받습니다. 한 사람이 코드마다 한 번, 수량 안에서만 받을 수 있어요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ code_no: ZId }),
  response: z.object({ code: z.string(), remaining: z.number().int() }),
});

export const ZPromoInput = z.object({
  booth_no: ZId,
  title: zLine(PROMO_LIMITS.title, { trim: true }).min(1, '코드 이름을 입력해 주세요.'),
  code: zLine(PROMO_LIMITS.code, { trim: true }).min(1, '나눠 줄 코드를 입력해 주세요.'),
  claim_limit: z.coerce
    .number()
    .int('수량은 정수로 입력해 주세요.')
    .min(1, '수량은 1개 이상이어야 해요.')
    .max(PROMO_LIMITS.claimLimit, {
      // A function: formatting the number at import would start Intl on every page load.
      error: () => `수량은 ${formatNumber(PROMO_LIMITS.claimLimit)}개까지 정할 수 있어요.`,
    }),
  days: z.coerce
    .number()
    .int('기간은 일 단위 정수로 입력해 주세요.')
    .min(1, '기간은 1일 이상이어야 해요.')
    .max(PROMO_LIMITS.days, `기간은 ${PROMO_LIMITS.days}일까지 정할 수 있어요.`),
});

export const ZPromoCode = z.object({
  code_no: z.number().int(),
  title: z.string(),
  code: z.string(),
  claim_limit: z.number().int(),
  claimed: z.number().int(),
  expires_at: z.string(),
  live: z.boolean(),
});

export const createCode = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/promo_create',
  summary: '팀: 부스에 프로모션 코드를 만듭니다(수량과 기간).',
  tags: ['expo'],
  auth: true,
  body: ZPromoInput,
  response: z.object({ code: ZPromoCode }),
});

export const listCodes = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/promo_list',
  summary: '팀: 부스의 프로모션 코드와 받은 수를 최근 순으로 불러옵니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZId }),
  response: z.object({ list: z.array(ZPromoCode) }),
});

export const endCode = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/promo_end',
  summary: '팀: 프로모션 코드를 지금 마감합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ code_no: ZId }),
  response: z.object({ code: ZPromoCode }),
});
export type PromoInput = z.infer<typeof ZPromoInput>;
