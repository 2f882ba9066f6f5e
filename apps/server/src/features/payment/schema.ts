import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Points move only through this ledger: one row per movement. `ref` makes every credit
 * idempotent (a payment id, 'F01:{userNo}' for the verification gift ...). The balance is the sum.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    entryNo: serial('entry_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** A catalogue code or our reason code: 'F01', 'P03', 'gift', 'spend:...'. */
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_ledger_ref_uq').on(t.ref),
    index('point_ledger_user_idx').on(t.userNo, t.createdAt.desc()),
  ],
);

/** Exp movements (activity rewards, quests); profiles.exp is kept equal to the sum in the same transaction. */
export const expLedger = pgTable(
  'exp_ledger',
  {
    entryNo: serial('entry_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exp_ledger_ref_uq').on(t.ref),
    index('exp_ledger_user_idx').on(t.userNo, t.createdAt.desc()),
  ],
);
