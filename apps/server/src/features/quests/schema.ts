import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * A member's progress on one quest of one Seoul day. A row exists only for quests of that day's
 * set that the member has started; `target` is copied from the catalogue when the row is made, so
 * a later catalogue change never rewrites history. `doneAt` is set once when `progress` reaches
 * `target`, `claimedAt` once when the reward is taken (the update that sets it takes the row lock,
 * so two claims at once credit once).
 */
export const questProgress = pgTable(
  'quest_progress',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    progress: integer('progress').notNull().default(0),
    target: integer('target').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.day, t.code] }),
    check('quest_progress_claimed_done', sql`${t.claimedAt} is null or ${t.doneAt} is not null`),
  ],
);

/**
 * What has been counted towards a quest on a day: one row per thing (the post reacted to, the
 * project viewed …), so doing the same thing twice counts once. `progress` above is the number of
 * these rows, moved in the same statement that adds one.
 */
export const questSteps = pgTable(
  'quest_steps',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    /** The thing counted: a post or project number, a member followed; 'visit' for attendance. */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.day, t.code, t.ref] })],
);
