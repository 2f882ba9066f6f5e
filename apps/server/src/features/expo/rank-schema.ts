import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { booths } from './schema.js';

/**
 * The expo's rankings, rewards and promotion codes (issue 15 items 4–6).
 *
 * The weekly snapshot is written once per week by the job in `snapshot.ts`, inside the same
 * transaction that inserts the week's `expo_job_runs` row: the row's primary key (job, period) is
 * what makes "once across instances" true, because a second runner's insert waits on the first
 * one's and then conflicts. Nothing updates a snapshot row afterwards (`frozen_at` says when).
 */
export const expoWeekRanks = pgTable(
  'expo_week_ranks',
  {
    /** The Monday (Asia/Seoul calendar day) the ranked week began. */
    weekStart: date('week_start').notNull(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    score: real('score').notNull(),
    supporters: integer('supporters').notNull().default(0),
    reviewers: integer('reviewers').notNull().default(0),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.boothNo] }),
    uniqueIndex('expo_week_ranks_rank_uq').on(t.weekStart, t.rank),
    index('expo_week_ranks_booth_idx').on(t.boothNo),
  ],
);

/** A week's winner (rank 1), kept for the hall of fame even when that week's page is gone. */
export const expoHallOfFame = pgTable('expo_hall_of_fame', {
  weekStart: date('week_start').primaryKey(),
  boothNo: integer('booth_no')
    .notNull()
    .references(() => booths.boothNo, { onDelete: 'cascade' }),
  score: real('score').notNull(),
  inductedAt: timestamp('inducted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Badges earned by rule (`expoBadges` in contracts/expo-rank.ts). A booth badge has `booth_no`
 * and no `user_no`; a maker badge has both (the booth it was earned with). `ref` names the earning
 * (e.g. `podium:2026-11-16:12:34`) and is unique, so a rule that runs twice awards once.
 */
export const expoBadgeAwards = pgTable(
  'expo_badge_awards',
  {
    awardNo: serial('award_no').primaryKey(),
    badge: text('badge').notNull(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no').references(() => users.userNo, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expo_badge_awards_ref_uq').on(t.ref),
    index('expo_badge_awards_booth_idx').on(t.boothNo, t.awardNo),
    index('expo_badge_awards_user_idx').on(t.userNo, t.awardNo),
  ],
);

/**
 * A booth's promotion code. A claim is one `UPDATE … SET claimed = claimed + 1 WHERE claimed <
 * claim_limit AND now() < expires_at`, which takes the row lock, so concurrent claims queue and
 * exactly `claim_limit` succeed. `code` is what a claimer receives (a discount or beta code).
 */
export const expoPromoCodes = pgTable(
  'expo_promo_codes',
  {
    codeNo: serial('code_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    title: text('title').notNull(),
    code: text('code').notNull(),
    claimLimit: integer('claim_limit').notNull(),
    claimed: integer('claimed').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expo_promo_codes_booth_idx').on(t.boothNo, t.expiresAt),
    check('expo_promo_codes_claimed_ck', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.claimLimit}`),
  ],
);

/** One claim per member per code (the primary key), written in the counter's transaction. */
export const expoPromoClaims = pgTable(
  'expo_promo_claims',
  {
    codeNo: integer('code_no')
      .notNull()
      .references(() => expoPromoCodes.codeNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeNo, t.userNo] }), index('expo_promo_claims_user_idx').on(t.userNo)],
);

/**
 * One row per run of a periodic expo job (`weekly-snapshot`, period = week start). The primary key
 * is the cross-instance guard; `finished_at` is set in the same transaction as the job's writes.
 */
export const expoJobRuns = pgTable(
  'expo_job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
