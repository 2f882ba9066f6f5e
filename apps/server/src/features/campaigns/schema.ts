import { sql } from 'drizzle-orm';
import {
  check,
  date,
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

/**
 * Events (campaigns, reference 3.23). `winners` is the first-come counter: a claim is one
 * `UPDATE … SET winners = winners + 1 WHERE winners < capacity`, which takes the row lock, so
 * concurrent claims queue on it and exactly `capacity` succeed. Closing an event moves `ends_at`
 * to the moment it was closed.
 */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    eventNo: serial('event_no').primaryKey(),
    /** eventTypes code 01–07. */
    type: text('type').notNull(),
    /** eventRewardModes code: 01 all, 02 lottery, 03 first-come. */
    mode: text('mode').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardExp: integer('reward_exp').notNull().default(0),
    /** Winners of a lottery or first-come event; null for mode 01. */
    capacity: integer('capacity'),
    winners: integer('winners').notNull().default(0),
    /** The promo code or coupon members type (types 01, 02), compared without case. */
    code: text('code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_events_winners_cap', sql`${t.capacity} is null or ${t.winners} <= ${t.capacity}`),
    check('campaign_events_winners_min', sql`${t.winners} >= 0`),
    index('campaign_events_ends_idx').on(t.endsAt, t.eventNo),
  ],
);

/**
 * One entry per member and event, or per member, event and Seoul day for attendance (type 04):
 * the two partial unique indexes make a repeated claim fail in the database, whatever the timing.
 * `review` follows the latest proof; `outcome` is the member's result; `rewarded_at` is set in
 * the transaction that credits the ledger.
 */
export const campaignEntries = pgTable(
  'campaign_entries',
  {
    entryNo: serial('entry_no').primaryKey(),
    eventNo: integer('event_no')
      .notNull()
      .references(() => campaignEvents.eventNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }),
    review: text('review', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    outcome: text('outcome', { enum: ['waiting', 'won', 'lost'] })
      .notNull()
      .default('waiting'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_entries_once_uq').on(t.eventNo, t.userNo).where(sql`${t.day} is null`),
    uniqueIndex('campaign_entries_daily_uq').on(t.eventNo, t.userNo, t.day).where(sql`${t.day} is not null`),
    index('campaign_entries_user_idx').on(t.userNo, t.eventNo),
    index('campaign_entries_review_idx').on(t.review, t.entryNo.desc()),
    index('campaign_entries_event_idx').on(t.eventNo, t.entryNo),
  ],
);

/** Proofs a member sent (a picture they uploaded and/or a link); a rejected entry may send again. */
export const campaignProofs = pgTable(
  'campaign_proofs',
  {
    proofNo: serial('proof_no').primaryKey(),
    entryNo: integer('entry_no')
      .notNull()
      .references(() => campaignEntries.entryNo, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    note: text('note').notNull().default(''),
    decision: text('decision', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.userNo, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_proofs_entry_idx').on(t.entryNo, t.proofNo.desc())],
);

/**
 * A lottery's draw. The seed is written (and committed) before any winner is picked, so a draw
 * cut short is finished later from the same seed with the same result; `entry_nos` are the
 * eligible entries it ordered and `winner_entry_nos` the picks, for anyone re-running it.
 */
export const campaignDraws = pgTable('campaign_draws', {
  eventNo: integer('event_no')
    .primaryKey()
    .references(() => campaignEvents.eventNo, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  entryNos: jsonb('entry_nos').$type<number[]>(),
  winnerEntryNos: jsonb('winner_entry_nos').$type<number[]>(),
  drawnBy: integer('drawn_by').references(() => users.userNo, { onDelete: 'set null' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});
