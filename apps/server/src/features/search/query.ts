import {
  type OneSearchPlan,
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  type SearchCounts,
  type SearchKind,
  type SearchResult,
} from '@sidequest/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike, textArray } from '../../lib/korean-search.js';
import { kindGram } from './indexer.js';
import type { SearchMeta } from './schema.js';

/**
 * The one search's statement. A row matches when every word of the plan matches by one of its
 * alternatives (one-search.ts): all of the alternative's grams in `search_grams` (GIN), and for a
 * one-word term of 3+ characters its text in `search_text` (trigram GIN) — then one gram is enough
 * for the index, as lib/korean-search.ts explains.
 *
 * Order: title matches first, then the rest, each newest first. The two groups are two index
 * walks joined by `union all`, so a page reads only as far as it needs (a computed "title hit"
 * in one ORDER BY would sort every match of a common word). The cursor says which group and where.
 */

function alternativeMatch(
  grams: readonly string[],
  like: string | null,
  g: SQL,
  t: SQL,
  extra: readonly string[],
): SQL {
  if (like === null) return sql`${g} @> ${textArray([...extra, ...grams])}`;
  return sql`(${g} @> ${textArray([...extra, ...grams.slice(0, 1)])} and ${t} ilike ${`%${escapeLike(like)}%`})`;
}

function planMatch(plan: OneSearchPlan, g: SQL, t: SQL, extra: readonly string[] = []): SQL {
  if (plan.words.length === 0) return sql`false`;
  const words = plan.words.map((alts) => {
    const ors = alts.map((a) => alternativeMatch(a.grams, a.confirmWithText ? a.text : null, g, t, extra));
    return ors.length === 1 ? ors[0]! : sql`(${sql.join(ors, sql` or `)})`;
  });
  return sql.join(words, sql` and `);
}

/**
 * Every document's grams also hold `k:<kind>` (indexer.ts), so a tab's match is one GIN read that
 * already keeps to the kind, instead of a kind filter over every match of a common word.
 */
const bodyMatch = (plan: OneSearchPlan, kind?: SearchKind) =>
  planMatch(plan, sql`d.search_grams`, sql`d.search_text`, kind ? [kindGram(kind)] : []);
const titleMatch = (plan: OneSearchPlan) => planMatch(plan, sql`d.title_grams`, sql`d.title_text`);

export interface Cursor {
  titleGroup: boolean;
  sortUs: string;
  docNo: number;
}

export function parseCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [g, us, doc] = raw.split('.');
  return { titleGroup: g === '1', sortUs: us!, docNo: Number(doc) };
}

const cursorText = (c: Cursor) => `${c.titleGroup ? 1 : 0}.${c.sortUs}.${c.docNo}`;

/**
 * Rows of one group after the cursor, newest first. `nulls last` (the columns are never null) is
 * what the recency indexes were built with: without it the planner cannot walk them in order and
 * sorts every match of a common word instead.
 */
function group(
  plan: OneSearchPlan,
  kind: SearchKind | undefined,
  title: boolean,
  after: Cursor | null,
  limit: number,
) {
  const kindCond = kind ? sql` and d.kind = ${kind}` : sql``;
  // The title text is part of the searched text, so a title match is a match: the title group
  // reads the title index alone; the rest is every match whose title does not match.
  const matchCond = title ? titleMatch(plan) : sql`${bodyMatch(plan, kind)} and not (${titleMatch(plan)})`;
  const afterCond = after
    ? sql` and (d.sort_at, d.doc_no) < ('epoch'::timestamptz + ${after.sortUs}::bigint * interval '1 microsecond', ${after.docNo})`
    : sql``;
  return sql`(select d.doc_no, d.kind, d.ref_no, d.title, d.snippet, d.url, d.meta, d.sort_at,
      ${title ? sql`true` : sql`false`} as title_hit,
      (extract(epoch from d.sort_at) * 1000000)::bigint::text as sort_us
    from search_documents d
    where d.visible${kindCond} and ${matchCond}${afterCond}
    order by d.sort_at desc nulls last, d.doc_no desc nulls last
    limit ${limit})`;
}

function pageSql(
  plan: OneSearchPlan,
  kind: SearchKind | undefined,
  cursor: Cursor | null,
  limit: number,
): SQL {
  if (cursor && !cursor.titleGroup) return group(plan, kind, false, cursor, limit);
  return sql`${group(plan, kind, true, cursor, limit)} union all ${group(plan, kind, false, null, limit)}`;
}

/** Per kind, the matches counted up to one past the cap (the tab says 99+). */
function countsSql(plan: OneSearchPlan): SQL {
  const cols = SEARCH_KINDS.map(
    (k) => sql`(select count(*)::int from (select 1 from search_documents d
      where d.visible and ${bodyMatch(plan, k)} limit ${SEARCH_COUNT_CAP + 1}) m) as ${sql.identifier(`n_${k}`)}`,
  );
  return sql`select ${sql.join(cols, sql`, `)}`;
}

interface Row {
  doc_no: number | null;
  kind: SearchKind;
  ref_no: number;
  title: string;
  snippet: string;
  url: string;
  meta: SearchMeta | string;
  sort_at: string | Date;
  title_hit: boolean;
  sort_us: string;
  [count: `n_${string}`]: number;
}

function toResult(r: Row): SearchResult {
  const meta = (typeof r.meta === 'string' ? JSON.parse(r.meta) : r.meta) as SearchMeta;
  return {
    kind: r.kind,
    ref_no: Number(r.ref_no),
    title: r.title,
    snippet: r.snippet,
    url: r.url,
    image: meta.image ?? null,
    tags: meta.tags ?? [],
    title_hit: r.title_hit,
    at: new Date(r.sort_at).toISOString(),
  };
}

export interface SearchPage {
  counts: SearchCounts | null;
  results: SearchResult[];
  nextCursor: string | null;
}

/** The statement runSearch runs (the benchmark explains it). */
export function searchStatement(
  plan: OneSearchPlan,
  opts: { kind?: SearchKind; cursor?: string; limit: number; withCounts: boolean },
): SQL {
  const cursor = parseCursor(opts.cursor);
  const page = sql`select * from (${pageSql(plan, opts.kind, cursor, opts.limit + 1)}) p limit ${opts.limit + 1}`;
  return opts.withCounts
    ? sql`select c.*, p.* from (${countsSql(plan)}) c left join lateral (${page}) p on true`
    : page;
}

/**
 * One page of results (and, with `withCounts`, every kind's capped count) in one statement: the
 * counts are a one-row select the page is joined to laterally.
 */
export async function runSearch(
  db: Db,
  plan: OneSearchPlan,
  opts: { kind?: SearchKind; cursor?: string; limit: number; withCounts: boolean },
): Promise<SearchPage> {
  const result = (await db.execute(searchStatement(plan, opts))) as unknown as { rows: Row[] };
  const rows = result.rows.filter((r) => r.doc_no !== null);
  const first = result.rows[0];
  const counts = opts.withCounts
    ? (Object.fromEntries(SEARCH_KINDS.map((k) => [k, Number(first?.[`n_${k}`] ?? 0)])) as SearchCounts)
    : null;
  const shown = rows.slice(0, opts.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > opts.limit && last
      ? cursorText({ titleGroup: last.title_hit, sortUs: last.sort_us, docNo: Number(last.doc_no) })
      : null;
  return { counts, results: shown.map(toResult), nextCursor };
}
