import { parseSearchQuery } from '@sidequest/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A text[] literal for `@>` against a GIN-indexed array column. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Keyword conditions for any table with Korean search keys (`search_grams` GIN + `search_text`
 * trigram GIN), as packages/shared/src/search/korean.ts explains: every gram of the query must be
 * in the row's grams (serves 2-syllable words and 초성), and a one-word term of three or more
 * characters is confirmed for adjacency against the text.
 */
export function koreanKeywordCondition(
  keyword: string,
  columns: { grams: AnyPgColumn; text: AnyPgColumn },
): SQL {
  const q = parseSearchQuery(keyword);
  // Only punctuation: nothing can match, and matching everyone would be a surprise.
  if (q.grams.length === 0) return sql`false`;
  if (!q.confirmWithText) return sql`${columns.grams} @> ${textArray(q.grams)}`;
  // One word of 3+ characters: the text match implies every gram of the word, so one gram is
  // enough for the index. Given all of them, the planner multiplies their frequencies as if
  // independent (they never are: 프론·론트·트엔·엔드 come together), expects a handful of rows where
  // there are thousands, and sorts them all instead of walking the ordering index.
  return and(
    sql`${columns.grams} @> ${textArray(q.grams.slice(0, 1))}`,
    sql`${columns.text} ilike ${`%${escapeLike(q.text)}%`}`,
  )!;
}
