import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** A series groups one author's articles in order (series_order on the article). */
export const magazineSeries = pgTable(
  'magazine_series',
  {
    seriesNo: serial('series_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('magazine_series_user_idx').on(t.userNo)],
);

/**
 * Quest articles (`/quest/{article_no}/{slug}`). `slug` is kept with the title so the page can
 * tell an old or wrong name segment from the right one and redirect.
 */
export const magazineArticles = pgTable(
  'magazine_articles',
  {
    articleNo: serial('article_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    /** Reference 3.19. */
    category: text('category'),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    slug: text('slug').notNull().default('quest'),
    bodyHtml: text('body_html').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverUrl: text('cover_url'),
    seriesNo: integer('series_no').references(() => magazineSeries.seriesNo, { onDelete: 'set null' }),
    seriesOrder: integer('series_order'),
    retroProduct: text('retro_product'),
    retroStart: date('retro_start', { mode: 'string' }),
    retroEnd: date('retro_end', { mode: 'string' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('magazine_articles_list_idx')
      .on(t.publishedAt.desc(), t.articleNo.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('magazine_articles_category_idx').on(t.category, t.publishedAt.desc()),
    index('magazine_articles_tags_gin').using('gin', t.tags),
    index('magazine_articles_user_idx').on(t.userNo, t.publishedAt.desc()),
    index('magazine_articles_series_idx').on(t.seriesNo, t.seriesOrder),
  ],
);

/**
 * One page view of an article by a member: the read quest completes only against a token issued
 * here, at least MAGAZINE_READ_MIN_SECONDS after it was issued, so a bare "done" flag is not enough.
 */
export const magazineReadTokens = pgTable(
  'magazine_read_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    articleNo: integer('article_no')
      .notNull()
      .references(() => magazineArticles.articleNo, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('magazine_read_tokens_started_idx').on(t.startedAt)],
);

/**
 * Completed quest actions, for the daily-quest machinery (reference 3.27) to count: one row per
 * person, action and thing (e.g. 'magazine_read' for article 12), with the Seoul day it happened.
 */
export const questActions = pgTable(
  'quest_actions',
  {
    actionNo: serial('action_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** A daily quest's `action` from codes/quests.ts ('magazine_read' is Q2's). */
    action: text('action').notNull(),
    questCode: text('quest_code').notNull(),
    refNo: integer('ref_no').notNull(),
    /** The day in Asia/Seoul, which is the daily quests' day. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quest_actions_once_uq').on(t.userNo, t.action, t.refNo),
    index('quest_actions_day_idx').on(t.userNo, t.day, t.action),
  ],
);
