import { RESERVATION_STATUSES } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** Weekly hours and dated exceptions, in Asia/Seoul wall-clock 'HH:MM' (contract `ZOpenHours`). */
export interface OpenHours {
  weekly: { weekday: number; start: string; end: string }[];
  exceptions: { date: string; hours: { start: string; end: string }[] }[];
}

/**
 * A member's request to become a pro, with the 3.4 profile they propose. One pending request per
 * member at a time (partial unique index); an operator approves (which writes `pros`) or refuses
 * with a reason.
 */
export const proApplications = pgTable(
  'pro_applications',
  {
    applicationNo: serial('application_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    profession: text('profession').notNull(),
    evidenceUrl: text('evidence_url').notNull(),
    evidenceName: text('evidence_name').notNull(),
    pitch: text('pitch').notNull(),
    intro: text('intro').notNull(),
    goodFor: jsonb('good_for').$type<string[]>().notNull(),
    notGoodFor: jsonb('not_good_for').$type<string[]>().notNull(),
    exampleTopics: jsonb('example_topics').$type<string[]>().notNull(),
    topics: text('topics').array().notNull(),
    price: integer('price').notNull(),
    minutes: integer('minutes').notNull(),
    decidedBy: integer('decided_by').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pro_applications_one_pending_uq').on(t.userNo).where(sql`${t.status} = 'pending'`),
    index('pro_applications_status_idx').on(t.status, t.applicationNo),
    index('pro_applications_user_idx').on(t.userNo, t.applicationNo.desc()),
  ],
);

/**
 * An approved pro (`pro_no` is the member's `user_no`). The counters feed the search cards and are
 * changed in the same transaction as the review or the answer that moves them.
 */
export const pros = pgTable(
  'pros',
  {
    proNo: integer('pro_no')
      .primaryKey()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    applicationNo: integer('application_no').notNull(),
    profession: text('profession').notNull(),
    pitch: text('pitch').notNull(),
    intro: text('intro').notNull(),
    goodFor: jsonb('good_for').$type<string[]>().notNull(),
    notGoodFor: jsonb('not_good_for').$type<string[]>().notNull(),
    exampleTopics: jsonb('example_topics').$type<string[]>().notNull(),
    topics: text('topics').array().notNull(),
    price: integer('price').notNull(),
    /** Fixed at approval, so slots already booked never overlap new ones. */
    minutes: integer('minutes').notNull(),
    openHours: jsonb('open_hours').$type<OpenHours>().notNull().default({ weekly: [], exceptions: [] }),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Requests the pro accepted or rejected in time, and all requests that were decided or lapsed. */
    answeredCount: integer('answered_count').notNull().default(0),
    requestCount: integer('request_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pros_profession_idx').on(t.profession, t.proNo.desc()),
    check('pros_price_range', sql`${t.price} between 1 and 1000`),
    check('pros_minutes', sql`${t.minutes} in (30, 60)`),
  ],
);

export const LIVE_STATUSES = ['requested', 'accepted'] as const;

/**
 * A booking. The price is held on the ledger (ref `pro:{no}:hold`) in the transaction that inserts
 * the row; `refunded` and `released` record where it went (refs `…:refund`, `…:release`), each
 * written in the transaction that moves it, so a settlement happens once. A partial unique index on
 * (pro, start) over live rows makes the database refuse the second of two concurrent bookings.
 */
export const proReservations = pgTable(
  'pro_reservations',
  {
    reservationNo: serial('reservation_no').primaryKey(),
    proNo: integer('pro_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    memberNo: integer('member_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    profession: text('profession').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    price: integer('price').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull().default(''),
    // The shared list, so the web's labels and this column's type cannot drift apart.
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('requested'),
    answerDeadline: timestamp('answer_deadline', { withTimezone: true }).notNull(),
    rejectReason: text('reject_reason'),
    refunded: integer('refunded').notNull().default(0),
    released: integer('released').notNull().default(0),
    chatId: text('chat_id'),
    /** Claimed by the reminder job with UPDATE … WHERE reminder_sent_at IS NULL RETURNING. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Claimed by the job that opens the pro chat, the same way. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * What happened in the pro room, as chat reported it (`chat.proStartChecked`,
     * `chat.proRoomLeft`): the settlement reads these instead of chat's tables.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    memberLeftAt: timestamp('member_left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pro_reservations_live_slot_uq')
      .on(t.proNo, t.startAt)
      .where(sql`${t.status} in ('requested', 'accepted')`),
    index('pro_reservations_member_idx').on(t.memberNo, t.reservationNo.desc()),
    index('pro_reservations_pro_idx').on(t.proNo, t.reservationNo.desc()),
    index('pro_reservations_live_idx')
      .on(t.status, t.startAt)
      .where(sql`${t.status} in ('requested', 'accepted')`),
    check('pro_reservations_not_self', sql`${t.proNo} <> ${t.memberNo}`),
    check('pro_reservations_money', sql`${t.refunded} + ${t.released} <= ${t.price}`),
  ],
);

/** One review per completed reservation; the pro may answer once. */
export const proReviews = pgTable(
  'pro_reviews',
  {
    reviewNo: serial('review_no').primaryKey(),
    reservationNo: integer('reservation_no')
      .notNull()
      .references(() => proReservations.reservationNo, { onDelete: 'cascade' }),
    proNo: integer('pro_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pro_reviews_reservation_uq').on(t.reservationNo),
    index('pro_reviews_pro_idx').on(t.proNo, t.reviewNo.desc()),
    check('pro_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
