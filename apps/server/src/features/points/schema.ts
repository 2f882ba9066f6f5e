import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Points move only through this ledger (`ledger.ts`): one row per movement. `ref` is the
 * idempotency key — a payment id, 'F01:{userNo}' for the verification gift, a gift's request
 * id — so a retried or replayed credit finds its row and changes nothing. `balanceAfter` is the
 * member's balance once this row applied, written in the same transaction as `point_balances`.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    entryNo: serial('entry_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** What kind of movement (codes/commerce.ts `ledgerKinds`): topup, reward, spend, gift … */
    kind: text('kind').notNull().default('reward'),
    /** A catalogue code or our reason code: 'F01', 'P03', '10000', 'D29', 'gift', 'boost' … */
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    memo: text('memo'),
    balanceAfter: integer('balance_after').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_ledger_ref_uq').on(t.ref),
    index('point_ledger_user_idx').on(t.userNo, t.createdAt.desc()),
    index('point_ledger_user_entry_idx').on(t.userNo, t.entryNo.desc()),
  ],
);

/**
 * One row per member who ever held points: the balance the ledger adds up to. A spend is one
 * `UPDATE … WHERE balance >= n`, which takes the row lock, so two spends at once queue on it
 * and neither sees a balance the other already used; the check keeps it from going below zero
 * even if a bug tried.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_balances_not_negative', sql`${t.balance} >= 0`)],
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
    kind: text('kind').notNull().default('reward'),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    memo: text('memo'),
    balanceAfter: integer('balance_after').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exp_ledger_ref_uq').on(t.ref),
    index('exp_ledger_user_idx').on(t.userNo, t.createdAt.desc()),
    index('exp_ledger_user_entry_idx').on(t.userNo, t.entryNo.desc()),
  ],
);
