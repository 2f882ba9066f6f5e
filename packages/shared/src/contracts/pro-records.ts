/**
 * Pro consultations (issue 16): the records and field rules the pro calls share — limits, the
 * profession and topic pickers, open hours, applications, reservations, reviews and slots. Every
 * time crosses the wire as an ISO instant; open hours are written and shown in Asia/Seoul
 * (`PRO_ZONE`), which has no daylight saving, so a weekly "10:00" is the same instant every week.
 * The calls themselves are in `pro.ts`.
 */
import { z } from 'zod';
import { expertTalkTopics } from '../codes/content.js';
import { professions } from '../codes/jobs.js';
import { zLine, zText } from './primitives.js';
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
/**
 * How a session that was not cancelled settles (refund policy 제9조, docs/decisions/pro.md):
 * SETTLE_AFTER_MIN minutes after the slot's end the sweep releases it to the pro, unless the pro
 * never checked the start in, which refunds the member in full (pro_no_show). A pro who leaves the
 * room before the end while the member is still there (pro_left) is paid only for the minutes
 * served, counted from the later of the slot's start and the start check; the rest goes back to
 * the member, rounded up to a whole point in the member's favour.
 */
export const PRO_SETTLE_AFTER_MIN = 10;

/** Points back to a member whose pro left after `servedMin` of a `minutes`-long session. */
export function proWalkOutRefund(price: number, minutes: number, servedMin: number): number {
  const served = Math.min(Math.max(servedMin, 0), minutes);
  return Math.min(price, Math.ceil((price * (minutes - served)) / minutes));
}
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
 * pro_no_show (refunded: reported in the room, or never checked in by the sweep) |
 * pro_left (the pro walked out: the unserved share refunded) | member_no_show (released to the pro).
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
  'pro_left',
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
