import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { booths } from './schema.js';

/**
 * What members do on a booth: support it (a stronger vote, once, never on one's own booth), like it,
 * review it with stars and text (the team answers once per review), and talk in its forum. The
 * counters on `booths` (support_count, like_count, review_count) move in the same transaction as
 * these rows.
 */

/**
 * One support per member per booth. The supporter's account age and level are written down as they
 * were at the time: the ranking weighs votes by them and ignores accounts made after the booth, and
 * a later level-up must not re-weigh an old vote.
 */
export const boothSupports = pgTable(
  'booth_supports',
  {
    supportNo: serial('support_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** When the supporter's account was made (users.created_at at the time of the support). */
    supporterJoinedAt: timestamp('supporter_joined_at', { withTimezone: true }).notNull(),
    /** The supporter's level (from exp) at the time of the support. */
    supporterLevel: smallint('supporter_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booth_supports_once').on(t.boothNo, t.userNo),
    index('booth_supports_booth_idx').on(t.boothNo, t.createdAt),
    index('booth_supports_user_idx').on(t.userNo),
  ],
);

export const boothLikes = pgTable(
  'booth_likes',
  {
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boothNo, t.userNo] }), index('booth_likes_user_idx').on(t.userNo)],
);

/** A star review (1–5) with text, one per member per booth (edited in place), and the team's answer. */
export const boothReviews = pgTable(
  'booth_reviews',
  {
    reviewNo: serial('review_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.userNo, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booth_reviews_once').on(t.boothNo, t.userNo),
    index('booth_reviews_list_idx').on(t.boothNo, t.reviewNo.desc()),
    index('booth_reviews_user_idx').on(t.userNo),
  ],
);

export const boothForumThreads = pgTable(
  'booth_forum_threads',
  {
    threadNo: serial('thread_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author deleted it: the row stays so its replies keep their place. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The team or an operator hid it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('booth_forum_threads_list_idx').on(t.boothNo, t.threadNo.desc()),
    index('booth_forum_threads_author_idx').on(t.authorNo),
  ],
);

export const boothForumReplies = pgTable(
  'booth_forum_replies',
  {
    replyNo: serial('reply_no').primaryKey(),
    threadNo: integer('thread_no')
      .notNull()
      .references(() => boothForumThreads.threadNo, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('booth_forum_replies_list_idx').on(t.threadNo, t.replyNo),
    index('booth_forum_replies_author_idx').on(t.authorNo),
  ],
);

/**
 * The five reactions (reference 3.21) on a forum thread or reply: a member may leave each emote
 * once per target. `target_type` is 'thread' or 'reply'.
 */
export const boothForumReactions = pgTable(
  'booth_forum_reactions',
  {
    targetType: text('target_type').notNull(),
    targetNo: integer('target_no').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    emote: text('emote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetNo, t.userNo, t.emote] }),
    index('booth_forum_reactions_user_idx').on(t.userNo),
  ],
);
