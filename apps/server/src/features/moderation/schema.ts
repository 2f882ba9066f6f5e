import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Operators: members with powers over content (hide, resolve reports, suspend). No users role
 * existed before this; a separate table keeps the powers out of every ordinary profile query.
 */
export const operators = pgTable('operators', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.userNo, { onDelete: 'cascade' }),
  /** 'admin' may do everything; 'editor' publishes magazine articles of every category. */
  role: text('role', { enum: ['admin', 'editor'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reports of posts, replies, articles and booth forum posts. A member reports an item once; reports the system makes
 * (a repeated body) have no reporter. `author_no` is the reported person, kept for counting.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    reportNo: serial('report_no').primaryKey(),
    targetType: text('target_type', {
      enum: ['post', 'reply', 'article', 'project', 'booth_thread', 'booth_reply'],
    }).notNull(),
    targetNo: integer('target_no').notNull(),
    authorNo: integer('author_no').references(() => users.userNo, { onDelete: 'set null' }),
    reporterNo: integer('reporter_no').references(() => users.userNo, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.userNo, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_reports_once_uq')
      .on(t.targetType, t.targetNo, t.reporterNo)
      .where(sql`${t.reporterNo} is not null`),
    index('content_reports_status_idx').on(t.status, t.reportNo.desc()),
    index('content_reports_author_idx').on(t.authorNo, t.status),
  ],
);

/** Posting suspensions: while `now()` is before `ends_at` and it was not lifted, posting is refused. */
export const postingSuspensions = pgTable(
  'posting_suspensions',
  {
    suspensionNo: serial('suspension_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posting_suspensions_user_idx').on(t.userNo, t.endsAt.desc())],
);
