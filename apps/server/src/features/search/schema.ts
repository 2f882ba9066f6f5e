import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** What a result card shows beside its title and snippet. */
export interface SearchMeta {
  image?: string | null;
  tags?: string[];
}

/**
 * The one search index: a row per searchable thing of every kind (person, gathering, booth, pro,
 * lounge post, article …), written by the search feature from its sources (sources.ts) whenever
 * the owning feature says something changed. Korean keys as in packages/shared/src/search/korean.ts:
 * `search_grams` (GIN) serves 2-syllable words and 초성, `search_text` (trigram GIN) confirms 3+
 * character terms; `title_grams`/`title_text` only rank (title matches first) the rows found.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    docNo: serial('doc_no').primaryKey(),
    kind: text('kind').notNull(),
    refNo: integer('ref_no').notNull(),
    title: text('title').notNull(),
    snippet: text('snippet').notNull().default(''),
    url: text('url').notNull(),
    meta: jsonb('meta').$type<SearchMeta>().notNull().default({}),
    titleText: text('title_text').notNull().default(''),
    titleGrams: text('title_grams').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull().default(''),
    /** The grams, plus `k:<kind>` so one GIN read serves a tab (a kind) as well as all kinds. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    /** False while the thing is not public (a private profile, a suspended member): kept, not shown. */
    visible: boolean('visible').notNull().default(true),
    /** The thing's own recency (published, approved, last active): the order after title matches. */
    sortAt: timestamp('sort_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_uq').on(t.kind, t.refNo),
    index('search_documents_grams_gin').using('gin', t.searchGrams).where(sql`${t.visible}`),
    // Title matches rank first: their own index finds them without reading every body match.
    index('search_documents_title_grams_gin').using('gin', t.titleGrams).where(sql`${t.visible}`),
    index('search_documents_text_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.visible}`),
    // A common word matches much of a kind: walking this newest first and checking the grams
    // beats sorting every match.
    index('search_documents_kind_recent_idx')
      .on(t.kind, t.sortAt.desc(), t.docNo.desc())
      .where(sql`${t.visible}`),
    index('search_documents_recent_idx').on(t.sortAt.desc(), t.docNo.desc()).where(sql`${t.visible}`),
  ],
);

/** Which version of each kind's documents the index holds; a new version rebuilds that kind. */
export const searchIndexState = pgTable('search_index_state', {
  kind: text('kind').primaryKey(),
  version: integer('version').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's recent searches (nothing is kept for visitors), one row per distinct query. */
export const searchQueries = pgTable(
  'search_queries',
  {
    historyNo: serial('history_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_queries_user_query_uq').on(t.userNo, t.query),
    index('search_queries_user_recent_idx').on(t.userNo, t.searchedAt.desc(), t.historyNo.desc()),
  ],
);
