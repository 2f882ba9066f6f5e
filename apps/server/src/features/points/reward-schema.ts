import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Rewards a member has earned and not yet claimed (`get_user_reward`). A subscriber writes one
 * row when an action earns a reward (a reply, a first project …); claiming moves the exp or
 * points through the ledger with the row's `ref` as the ledger's idempotency key.
 *
 * - `ref` names the action that earned it (`D33:reply:812`), so an event handled twice records
 *   the reward once.
 * - Daily caps: a capped reward takes one of the day's numbered `slot`s (1 … cap) for its code;
 *   the unique (member, code, day, slot) index is what refuses the cap + 1st, even when two
 *   events of the same member are handled at once. Uncapped rewards leave `slot` null.
 */
export const pendingRewards = pgTable(
  'pending_rewards',
  {
    rewardNo: serial('reward_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** The reward's code (shared `rewardRules`): D28 … D36, C01 … C03. */
    code: text('code').notNull(),
    ref: text('ref').notNull(),
    exp: integer('exp').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The Seoul calendar day it was earned on (YYYY-MM-DD), the day its cap counts in. */
    day: text('day').notNull(),
    slot: smallint('slot'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pending_rewards_ref_uq').on(t.ref),
    uniqueIndex('pending_rewards_slot_uq').on(t.userNo, t.code, t.day, t.slot),
    index('pending_rewards_unclaimed_idx').on(t.userNo, t.rewardNo).where(sql`${t.claimedAt} is null`),
  ],
);
