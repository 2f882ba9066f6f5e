import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** In-app notifications every feature writes to; delivered live over the socket too. */
export const notifications = pgTable(
  'notifications',
  {
    notificationNo: serial('notification_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** A notification kind code (see the notification feature's kind list). */
    kind: text('kind').notNull(),
    actorNo: integer('actor_no').references(() => users.userNo, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's keyset, in order: a member's page walks this index backwards from the cursor's
    // (created_at, notification_no) instead of scanning and sorting their rows.
    index('notifications_user_idx').on(t.userNo, t.createdAt, t.notificationNo),
    index('notifications_unread_idx').on(t.userNo).where(sql`${t.readAt} is null`),
  ],
);

/** Per-kind switches; a missing row means the kind's default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.kind] })],
);

/**
 * The e-mail outbox. `notify` adds a row when the member wants that kind by e-mail; a job sends
 * them. Rows are claimed with a lease (`next_attempt_at` moved ahead) so two instances never send
 * the same mail, and a failed send is retried later, up to five attempts.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    emailNo: serial('email_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Sent, or given up (no address any more, too many failures): the row is done either way. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    sent: boolean('sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`)],
);
