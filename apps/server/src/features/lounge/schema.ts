import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { magazineArticles } from '../magazine/schema.js';

/**
 * Lounge posts: '01' postings and '03' polls. A draft (`temp`) is status 'draft' and only its
 * author sees it. Counters (likes, replies) move in the same transaction as the rows they count.
 */
export const loungePosts = pgTable(
  'lounge_posts',
  {
    postNo: serial('post_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    postType: text('post_type').notNull().default('01'),
    /** A lounge post tag (product-spec 3); a draft may not have one yet. */
    tag: text('tag'),
    bodyHtml: text('body_html').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    /** Normalised body hash, for noticing the same body posted again (moderation). */
    bodyHash: text('body_hash'),
    /** The earlier item with the same body: 'post:12' or 'project:3'. */
    repeatedOf: text('repeated_of'),
    /** Members already told they were mentioned, so an edit notifies only new mentions. */
    mentionedNos: integer('mentioned_nos').array().notNull().default(sql`'{}'::int[]`),
    attachUrl1: text('attach_url1'),
    attachName1: text('attach_name1'),
    attachUrl2: text('attach_url2'),
    attachName2: text('attach_name2'),
    attachUrl3: text('attach_url3'),
    attachName3: text('attach_name3'),
    attachUrl4: text('attach_url4'),
    attachName4: text('attach_name4'),
    attachUrl5: text('attach_url5'),
    attachName5: text('attach_name5'),
    /** A draft's poll as typed, until it is published into lounge_polls. */
    draftPoll: text('draft_poll'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed walks these newest first (keyset on published_at, post_no), with or without a tag.
    index('lounge_posts_feed_idx')
      .on(t.publishedAt.desc(), t.postNo.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('lounge_posts_tag_feed_idx')
      .on(t.tag, t.publishedAt.desc(), t.postNo.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('lounge_posts_user_idx').on(t.userNo, t.publishedAt.desc(), t.postNo.desc()),
    index('lounge_posts_hash_idx').on(t.userNo, t.bodyHash),
  ],
);

export const loungePolls = pgTable('lounge_polls', {
  postNo: integer('post_no')
    .primaryKey()
    .references(() => loungePosts.postNo, { onDelete: 'cascade' }),
  multiple: boolean('multiple').notNull().default(false),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const loungePollOptions = pgTable(
  'lounge_poll_options',
  {
    optionNo: serial('option_no').primaryKey(),
    postNo: integer('post_no')
      .notNull()
      .references(() => loungePolls.postNo, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('lounge_poll_options_post_idx').on(t.postNo, t.sortOrder)],
);

/**
 * One row per chosen option. Counts are always `count(*)` of these rows, so they are exact
 * however many people vote at once; the primary key stops a double row from a double click.
 */
export const loungeVotes = pgTable(
  'lounge_votes',
  {
    postNo: integer('post_no')
      .notNull()
      .references(() => loungePolls.postNo, { onDelete: 'cascade' }),
    optionNo: integer('option_no')
      .notNull()
      .references(() => loungePollOptions.optionNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postNo, t.userNo, t.optionNo] }),
    index('lounge_votes_option_idx').on(t.optionNo),
  ],
);

/**
 * Replies to a lounge post or (article_no) to a magazine article — one thread machinery for both,
 * so answers, likes, mentions, reports and hiding work the same. `parent_no` is null for a reply
 * to the post or article, else the top-level reply it answers.
 */
export const loungeReplies = pgTable(
  'lounge_replies',
  {
    replyNo: serial('reply_no').primaryKey(),
    postNo: integer('post_no').references(() => loungePosts.postNo, { onDelete: 'cascade' }),
    articleNo: integer('article_no').references(() => magazineArticles.articleNo, { onDelete: 'cascade' }),
    parentNo: integer('parent_no'),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** The text as written (reports and edits read it) and as shown: escaped, mentions linked. */
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lounge_replies_post_idx').on(t.postNo, t.replyNo),
    index('lounge_replies_article_idx').on(t.articleNo, t.replyNo).where(sql`${t.articleNo} is not null`),
    check('lounge_replies_thread_ck', sql`(${t.postNo} is null) <> (${t.articleNo} is null)`),
  ],
);

/** Reactions (reference 3.21): several emotes per person, each once. */
export const loungeReactions = pgTable(
  'lounge_reactions',
  {
    postNo: integer('post_no')
      .notNull()
      .references(() => loungePosts.postNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    emote: text('emote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postNo, t.emote, t.userNo] })],
);

/**
 * Likes on posts, replies and articles. A post's or reply's like_count moves with each row; an
 * article's count is counted (one article page at a time, indexed by the key).
 */
export const loungeLikes = pgTable(
  'lounge_likes',
  {
    targetType: text('target_type', { enum: ['post', 'reply', 'article'] }).notNull(),
    targetNo: integer('target_no').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetNo, t.userNo] }),
    check('lounge_likes_type_ck', sql`${t.targetType} in ('post', 'reply', 'article')`),
  ],
);
