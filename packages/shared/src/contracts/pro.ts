/**
 * Pro consultations (issue 16): the calls — becoming a pro, finding one, open hours, reservations
 * whose price is held on the ledger until the session settles, and reviews. Their records and
 * limits are in `pro-records.ts`, re-exported here so `proApi` names both.
 */
import { z } from 'zod';
import { defineContract } from './contract.js';
import { ZId, zLine, zText } from './primitives.js';
import {
  PRO_REVIEW_MAX,
  PRO_ZONE,
  ZApplicationStatus,
  ZDate,
  ZMonth,
  ZOpenHours,
  ZProApplication,
  ZProApplicationRecord,
  ZProCard,
  ZProfessionFilter,
  ZProProfile,
  ZProReview,
  ZReservation,
  ZSlot,
  ZTopic,
  ZTopicFilter,
} from './pro-records.js';

export * from './pro-records.js';

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
