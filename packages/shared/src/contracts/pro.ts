/**
 * Pro consultations (issue 16): becoming a pro, finding one, open hours, reservations whose price
 * is held on the ledger until the session settles, and reviews. Every time crosses the wire as an
 * ISO instant; open hours are written and shown in Asia/Seoul (`ZONE`), which has no daylight
 * saving, so a weekly "10:00" is the same instant offset every week.
 */
import { z } from 'zod';
import { expertTalkTopics } from '../codes/content.js';
import { professions } from '../codes/jobs.js';
import { defineContract } from './contract.js';
import { ZId, zLine, zText } from './primitives.js';
import { ZUploadUrl } from './profile-records.js';

export const PRO_ZONE = 'Asia/Seoul' as const;
export const PRO_PAGE = 20;
export const PRO_PRICE_MIN = 1;
export const PRO_PRICE_MAX = 1_000;
/** Session lengths a pro may offer, in minutes; slots are laid out back to back in this length. */
export const PRO_MINUTES = [30, 60] as const;
/** How long before the start a slot can still be booked, and when an unanswered request lapses. */
export const PRO_BOOK_AHEAD_MIN = 60;
export const PRO_ANSWER_BEFORE_MIN = 30;
/** An unanswered request lapses this long after it was made (or at PRO_ANSWER_BEFORE_MIN before the start). */
export const PRO_ANSWER_HOURS = 24;
/** How far ahead the calendar opens. */
export const PRO_CALENDAR_DAYS = 60;
/**
 * Member cancellation of an accepted reservation (refund policy 제9조): at least FULL hours before
 * the start → everything back; at least HALF hours → half back (rounded down), the rest to the pro;
 * later → nothing back. A request the pro has not accepted yet is refunded in full at any time.
 */
export const PRO_CANCEL_RULES = { fullHours: 24, halfHours: 3 } as const;
export const PRO_REVIEW_MAX = 500;

const professionCodes = professions.codes as readonly string[];
const topicCodes = (expertTalkTopics.codes as readonly string[]).filter((c) => c !== '00');

export const ZProfession = z
  .string()
  .refine((v) => professionCodes.includes(v), '전문 자격(0701~0722) 중에서 골라 주세요.');
export const ZProfessionFilter = z
  .string()
  .refine((v) => v === '00' || professionCodes.includes(v), '전문 분야를 목록에서 골라 주세요.')
  .default('00');
export const ZTopic = z.string().refine((v) => topicCodes.includes(v), '상담 주제를 목록에서 골라 주세요.');
export const ZTopicFilter = z
  .string()
  .refine((v) => v === '00' || topicCodes.includes(v), '상담 주제를 목록에서 골라 주세요.')
  .default('00');

/** 'HH:MM' on a 30-minute grid, 00:00–24:00 (24:00 only as an end). */
export const ZClock = z
  .string()
  .regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, '시간은 30분 단위로 09:30처럼 골라 주세요.');
export const ZDate = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '날짜는 2026-03-01처럼 골라 주세요.');
export const ZMonth = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '월은 2026-03처럼 골라 주세요.');

const ZRange = z
  .object({ start: ZClock, end: ZClock })
  .refine((r) => r.start < r.end, '끝나는 시간은 시작 시간보다 늦어야 해요.');

const ZLineItem = (max: number, what: string) => zLine(max, { trim: true }).min(1, `${what}을 채워 주세요.`);

export const ZProApplication = z.object({
  profession: ZProfession,
  evidence_url: ZUploadUrl,
  evidence_name: zLine(200, { trim: true }).min(1, '증빙 파일 이름이 비어 있어요.'),
  pitch: ZLineItem(60, '한 줄 소개'),
  intro: zText(1_000, { trim: true }).min(10, '소개는 10자 이상 써 주세요.'),
  good_for: z.array(ZLineItem(60, '상담하기 좋은 내용')).length(5, '상담하기 좋은 내용을 다섯 개 써 주세요.'),
  not_good_for: z
    .array(ZLineItem(60, '상담하기 어려운 내용'))
    .length(5, '상담하기 어려운 내용을 다섯 개 써 주세요.'),
  example_topics: z.array(ZLineItem(80, '예시 질문')).length(3, '예시 질문을 세 개 써 주세요.'),
  topics: z
    .array(ZTopic)
    .min(1, '상담 주제를 하나 이상 골라 주세요.')
    .max(10)
    .refine((t) => new Set(t).size === t.length, '같은 주제를 두 번 고를 수 없어요.'),
  price: z
    .number()
    .int('가격은 정수 포인트로 써 주세요.')
    .min(PRO_PRICE_MIN, `가격은 ${PRO_PRICE_MIN}~${PRO_PRICE_MAX}포인트 사이로 정해 주세요.`)
    .max(PRO_PRICE_MAX, `가격은 ${PRO_PRICE_MIN}~${PRO_PRICE_MAX}포인트 사이로 정해 주세요.`),
  minutes: z.union([z.literal(30), z.literal(60)], { error: '상담 시간은 30분이나 60분으로 골라 주세요.' }),
});
export type ProApplicationInput = z.input<typeof ZProApplication>;

const ZPerson = z.object({
  USER_NO: z.number().int(),
  /** '' once that member has withdrawn. */
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
});

export const ZProCard = z.object({
  PRO_NO: z.number().int(),
  PERSON: ZPerson,
  PROFESSION: z.string(),
  PITCH: z.string(),
  TOPICS: z.array(z.string()),
  PRICE: z.number().int(),
  MINUTES: z.number().int(),
  /** Average stars 1–5 with one decimal; null before the first review. */
  RATING: z.number().nullable(),
  REVIEW_COUNT: z.number().int(),
  /** Answered requests ÷ all decided requests, 0–100; null before the first request. */
  ANSWER_RATE: z.number().int().nullable(),
  /** The next bookable slot's start (ISO), null when none in the next PRO_CALENDAR_DAYS. */
  NEXT_FREE: z.string().nullable(),
});
export type ProCard = z.infer<typeof ZProCard>;

export const ZProProfile = ZProCard.extend({
  INTRO: z.string(),
  GOOD_FOR: z.array(z.string()),
  NOT_GOOD_FOR: z.array(z.string()),
  EXAMPLE_TOPICS: z.array(z.string()),
});
export type ProProfile = z.infer<typeof ZProProfile>;

export const ZWeeklyHour = z.object({
  /** 0 Sunday … 6 Saturday, in Asia/Seoul. */
  weekday: z.number().int().min(0).max(6),
  start: ZClock,
  end: ZClock,
});
export const ZOpenException = z.object({
  date: ZDate,
  /** The hours open that day instead of the weekly ones; empty = closed all day. */
  hours: z.array(ZRange).max(6),
});
export const ZOpenHours = z.object({
  weekly: z
    .array(ZWeeklyHour.refine((r) => r.start < r.end, '끝나는 시간은 시작 시간보다 늦어야 해요.'))
    .max(42),
  exceptions: z.array(ZOpenException).max(60),
});
export type OpenHoursInput = z.input<typeof ZOpenHours>;

export const ZApplicationStatus = z.enum(['pending', 'approved', 'rejected']);

export const ZProApplicationRecord = z.object({
  APPLICATION_NO: z.number().int(),
  PERSON: ZPerson,
  STATUS: ZApplicationStatus,
  /** The operator's reason for a refusal. */
  REASON: z.string().nullable(),
  PROFESSION: z.string(),
  EVIDENCE_URL: z.string(),
  EVIDENCE_NAME: z.string(),
  PITCH: z.string(),
  INTRO: z.string(),
  GOOD_FOR: z.array(z.string()),
  NOT_GOOD_FOR: z.array(z.string()),
  EXAMPLE_TOPICS: z.array(z.string()),
  TOPICS: z.array(z.string()),
  PRICE: z.number().int(),
  MINUTES: z.number().int(),
  CREATED_AT: z.string(),
  DECIDED_AT: z.string().nullable(),
});
export type ProApplicationRecord = z.infer<typeof ZProApplicationRecord>;

/**
 * requested → accepted | rejected | expired (no answer) | cancelled (by the member);
 * accepted → cancelled | refunded (the pro gave it back) | completed (released to the pro) |
 * pro_no_show (refunded) | member_no_show (released to the pro).
 */
export const RESERVATION_STATUSES = [
  'requested',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
  'refunded',
  'completed',
  'pro_no_show',
  'member_no_show',
] as const;
export const ZReservationStatus = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ZReservationStatus>;

export const ZReservation = z.object({
  RESERVATION_NO: z.number().int(),
  PRO: ZPerson,
  MEMBER: ZPerson,
  PROFESSION: z.string(),
  START_AT: z.string(),
  END_AT: z.string(),
  ZONE: z.literal(PRO_ZONE),
  PRICE: z.number().int(),
  TOPIC: z.string(),
  MESSAGE: z.string(),
  STATUS: ZReservationStatus,
  /** The pro must accept before this instant or the request lapses with a full refund. */
  ANSWER_DEADLINE: z.string(),
  REJECT_REASON: z.string().nullable(),
  /** Points returned to the member so far (0 while held). */
  REFUNDED: z.number().int(),
  /** Points released to the pro so far. */
  RELEASED: z.number().int(),
  /** The pro chat room, once it opened. */
  CHAT_ID: z.string().nullable(),
  /** Whether the member has written the review (members may write one after a completed session). */
  REVIEWED: z.boolean(),
  CREATED_AT: z.string(),
});
export type Reservation = z.infer<typeof ZReservation>;

export const ZProReview = z.object({
  REVIEW_NO: z.number().int(),
  RESERVATION_NO: z.number().int(),
  AUTHOR: ZPerson,
  RATING: z.number().int(),
  BODY: z.string(),
  ANSWER: z.string().nullable(),
  CREATED_AT: z.string(),
  ANSWERED_AT: z.string().nullable(),
});
export type ProReview = z.infer<typeof ZProReview>;

export const ZSlot = z.object({
  START_AT: z.string(),
  END_AT: z.string(),
  /** 'HH:MM' in Asia/Seoul, for the calendar. */
  LABEL: z.string(),
  /** false when booked, past, or closer than PRO_BOOK_AHEAD_MIN minutes. */
  FREE: z.boolean(),
});
export type Slot = z.infer<typeof ZSlot>;

const ZReservationNo = z.object({ reservation_no: ZId });
const reservationResponse = z.object({ reservation: ZReservation });

// ── Becoming a pro ──────────────────────────────────────────────────────────

export const proInfo = defineContract({
  method: 'GET',
  path: '/api/profile/pro_info',
  summary: '내 프로 신청 상태와(있으면) 프로 프로필·상담 가능 시간을 불러옵니다.',
  tags: ['pro'],
  auth: true,
  response: z.object({
    application: ZProApplicationRecord.nullable(),
    pro: ZProProfile.nullable(),
    hours: ZOpenHours.nullable(),
  }),
});

export const bePro = defineContract({
  method: 'POST',
  path: '/api/profile/be_pro',
  summary:
    '전문 자격(0701~0722) 증빙과 프로필, 상담 주제, 1회 가격(포인트)과 상담 시간으로 프로를 신청합니다. 심사 중에는 다시 낼 수 없어요.',
  tags: ['pro'],
  auth: true,
  body: ZProApplication,
  response: z.object({ application: ZProApplicationRecord }),
});

export const proApplications = defineContract({
  method: 'GET',
  path: '/api/profile/pro_applications',
  summary: '운영자: 심사할 프로 신청을 오래된 것부터 불러옵니다(키 기반 페이지).',
  tags: ['pro'],
  auth: true,
  query: z.object({
    status: ZApplicationStatus.default('pending'),
    after: ZId.optional(),
  }),
  response: z.object({ list: z.array(ZProApplicationRecord), has_more: z.boolean() }),
});

export const registerPro = defineContract({
  method: 'POST',
  path: '/api/profile/register_pro',
  summary: '운영자: 프로 신청을 승인하거나, 사유와 함께 거절합니다.',
  tags: ['pro'],
  auth: true,
  body: z
    .object({
      application_no: ZId,
      approve: z.boolean(),
      reason: zText(300, { trim: true }).default(''),
    })
    .refine((v) => v.approve || v.reason.length >= 2, {
      error: '거절 사유를 두 글자 이상 써 주세요.',
      path: ['reason'],
    }),
  response: z.object({ application: ZProApplicationRecord }),
});

export const saveOpenHours = defineContract({
  method: 'POST',
  path: '/api/profile/save_open_hours',
  summary: '프로: 요일별 상담 가능 시간과 날짜별 예외(다른 시간 또는 휴무)를 통째로 저장합니다(Asia/Seoul).',
  tags: ['pro'],
  auth: true,
  body: ZOpenHours,
  response: z.object({ hours: ZOpenHours }),
});

// ── Finding a pro ───────────────────────────────────────────────────────────

export const searchPro = defineContract({
  method: 'GET',
  path: '/api/profile/search_pro',
  summary: '전문 분야와 상담 주제(00 = 전체)로 승인된 프로를 찾습니다(최근 가입한 프로부터, 키 기반 페이지).',
  tags: ['pro'],
  auth: false,
  query: z.object({
    profession: ZProfessionFilter,
    topic: ZTopicFilter,
    /** The PRO_NO of the last card already shown. */
    before: ZId.optional(),
  }),
  response: z.object({ list: z.array(ZProCard), has_more: z.boolean() }),
});

export const loadProInfo = defineContract({
  method: 'GET',
  path: '/api/profile/load_pro_info',
  summary: '프로 한 명의 프로필과 최근 후기를 불러옵니다(pro_no 또는 닉네임으로).',
  tags: ['pro'],
  auth: false,
  query: z
    .object({ pro_no: ZId.optional(), nickname: zLine(60, { trim: true }).optional() })
    .refine((q) => q.pro_no !== undefined || !!q.nickname, '프로를 골라 주세요.'),
  response: z.object({
    pro: ZProProfile,
    reviews: z.array(ZProReview),
    reviews_more: z.boolean(),
    /** Whether the viewer is this pro (to show the answer box). */
    IS_ME: z.boolean(),
  }),
});

export const loadProReviews = defineContract({
  method: 'GET',
  path: '/api/profile/load_pro_reviews',
  summary: '프로의 후기를 최근 것부터 더 불러옵니다(키 기반 페이지).',
  tags: ['pro'],
  auth: false,
  query: z.object({ pro_no: ZId, before: ZId.optional() }),
  response: z.object({ list: z.array(ZProReview), has_more: z.boolean() }),
});

// ── Open hours ──────────────────────────────────────────────────────────────

export const loadOpenDate = defineContract({
  method: 'GET',
  path: '/api/profile/load_open_date',
  summary: '프로의 한 달 달력: 날짜마다 예약 가능한 시간 수(Asia/Seoul).',
  tags: ['pro'],
  auth: false,
  query: z.object({ pro_no: ZId, month: ZMonth }),
  response: z.object({
    ZONE: z.literal(PRO_ZONE),
    days: z.array(z.object({ date: z.string(), free: z.number().int() })),
  }),
});

export const loadOpenHour = defineContract({
  method: 'GET',
  path: '/api/profile/load_open_hour',
  summary: '프로의 하루 시간표: 상담 시간 단위의 칸과 예약 가능 여부(Asia/Seoul).',
  tags: ['pro'],
  auth: false,
  query: z.object({ pro_no: ZId, date: ZDate }),
  response: z.object({ ZONE: z.literal(PRO_ZONE), MINUTES: z.number().int(), slots: z.array(ZSlot) }),
});

// ── Reservations ────────────────────────────────────────────────────────────

export const reservePro = defineContract({
  method: 'POST',
  path: '/api/profile/reserve_pro',
  summary:
    '빈 시간을 예약합니다. 가격만큼 포인트가 맡겨지고(E003: 부족), 프로가 수락하면 확정돼요. 거절되거나 답이 없으면 전액 돌려받아요.',
  tags: ['pro'],
  auth: true,
  body: z.object({
    pro_no: ZId,
    /** The slot's START_AT exactly as load_open_hour gave it. */
    start_at: z.iso.datetime({ offset: true, error: '예약할 시간을 다시 골라 주세요.' }),
    topic: ZTopic,
    message: zText(PRO_REVIEW_MAX, {
      trim: true,
      tooLong: `요청 내용은 ${PRO_REVIEW_MAX}자까지 쓸 수 있어요.`,
    }).default(''),
  }),
  response: z.object({ reservation: ZReservation, BALANCE: z.number().int() }),
});

export const acceptPro = defineContract({
  method: 'POST',
  path: '/api/profile/accept_pro',
  summary: '프로: 예약 요청을 수락합니다(답변 기한 전까지).',
  tags: ['pro'],
  auth: true,
  body: ZReservationNo,
  response: reservationResponse,
});

export const rejectPro = defineContract({
  method: 'POST',
  path: '/api/profile/reject_pro',
  summary: '프로: 예약 요청을 사유와 함께 거절합니다. 맡긴 포인트는 전액 돌려줘요.',
  tags: ['pro'],
  auth: true,
  body: z.object({
    reservation_no: ZId,
    reason: zText(300, { trim: true }).min(2, '거절 사유를 두 글자 이상 써 주세요.'),
  }),
  response: reservationResponse,
});

export const cancelPro = defineContract({
  method: 'POST',
  path: '/api/profile/cancel_pro',
  summary:
    '예약한 회원: 시작 전에 예약을 취소합니다. 수락 전이면 전액, 수락 후에는 24시간 전 전액·3시간 전 절반·그 뒤는 환불이 없어요.',
  tags: ['pro'],
  auth: true,
  body: ZReservationNo,
  response: reservationResponse,
});

export const refundPro = defineContract({
  method: 'POST',
  path: '/api/profile/refund_pro',
  summary: '프로: 수락한 예약을 정산 전에 전액 환불합니다(한 번만).',
  tags: ['pro'],
  auth: true,
  body: ZReservationNo,
  response: reservationResponse,
});

const ZReservationPage = z.object({ list: z.array(ZReservation), has_more: z.boolean() });

export const loadProHistory = defineContract({
  method: 'GET',
  path: '/api/profile/load_pro_history',
  summary: '내가 예약한 상담을 최근 예약부터 불러옵니다(키 기반 페이지).',
  tags: ['pro'],
  auth: true,
  query: z.object({ before: ZId.optional() }),
  response: ZReservationPage,
});

export const loadProReservation = defineContract({
  method: 'GET',
  path: '/api/profile/load_pro_reservation',
  summary: '프로: 나에게 들어온 예약을 최근 것부터 불러옵니다(open = 답변·진행 대기만).',
  tags: ['pro'],
  auth: true,
  query: z.object({ open: z.enum(['0', '1']).default('0'), before: ZId.optional() }),
  response: ZReservationPage,
});

// ── Reviews ─────────────────────────────────────────────────────────────────

export const writeProReview = defineContract({
  method: 'POST',
  path: '/api/profile/write_pro_review',
  summary: '끝난 상담에 별점(1~5)과 후기를 한 번 남깁니다.',
  tags: ['pro'],
  auth: true,
  body: z.object({
    reservation_no: ZId,
    rating: z
      .number()
      .int()
      .min(1, '별점을 1~5 중에서 골라 주세요.')
      .max(5, '별점을 1~5 중에서 골라 주세요.'),
    body: zText(PRO_REVIEW_MAX, { trim: true }).min(5, '후기는 5자 이상 써 주세요.'),
  }),
  response: z.object({ review: ZProReview }),
});

export const answerProReview = defineContract({
  method: 'POST',
  path: '/api/profile/answer_pro_review',
  summary: '프로: 내 후기에 한 번 답글을 남깁니다.',
  tags: ['pro'],
  auth: true,
  body: z.object({
    review_no: ZId,
    answer: zText(PRO_REVIEW_MAX, { trim: true }).min(2, '답글을 두 글자 이상 써 주세요.'),
  }),
  response: z.object({ review: ZProReview }),
});
