/** The filtered, paged project list. */
import { type ProjectCard, projectFindApi } from '@sidequest/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { koreanKeywordCondition, textArray } from '../../../lib/korean-search.js';
import { NoCache, type SharedCache } from '../../../lib/shared-cache.js';
import { users } from '../../auth/schema.js';
import { regionFamily } from '../../people/search.js';
import { projects } from '../schema.js';
import {
  type CardRow,
  cardFields,
  listedProject,
  NEWEST_FIRST,
  openSlotFor,
  recruitingProject,
  toProjectCard,
} from './cards.js';

const { PROJECT_PAGE_SIZE, PROJECT_TOTAL_CAP } = projectFindApi;

/** The WHERE of the list: listed projects narrowed by every filter given; filters combine. */
export function searchWhere(f: Partial<projectFindApi.ProjectSearch>): SQL {
  const conds: SQL[] = [listedProject()];
  if (f.type && f.type !== '00') conds.push(eq(projects.type, f.type));
  if (f.location && f.location !== 'KR00') conds.push(inArray(projects.region, regionFamily(f.location)));
  if (f.industry) conds.push(eq(projects.domain, f.industry));
  if (f.recruting && f.recruting !== '0000') conds.push(openSlotFor([f.recruting]));
  if (f.skill) conds.push(sql`${projects.tech} @> ${textArray([f.skill])}`);
  if (f.recruting_only) conds.push(recruitingProject());
  if (f.keyword) {
    conds.push(koreanKeywordCondition(f.keyword, { grams: projects.searchGrams, text: projects.searchText }));
  }
  return and(...conds)!;
}

/** The filters as a cache key: only what narrows the result, in a fixed order. */
function filterKey(f: Partial<projectFindApi.ProjectSearch>): string {
  return [f.type, f.location, f.industry, f.recruting, f.skill, f.recruting_only, f.keyword]
    .map((v) => v ?? '')
    .join('|');
}

/** How long counts and page boundaries are reused; 0 (tests) computes every one. */
export interface FindCaching {
  cache: SharedCache;
  ttlMs: number;
}

const NO_CACHING: FindCaching = { cache: new NoCache(), ttlMs: 0 };

/** Where a page starts in the list's order: the row before it (published_at, project_no). */
type Boundary = [string, number];

export interface ProjectPage {
  projects: ProjectCard[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/**
 * One page in one statement: the page's project numbers are picked first from the ordering index
 * (a skipped row costs an index entry, never a card's subqueries), the cards are built for those
 * only, and the total — counted up to the cap — rides along as a column unless it is cached.
 *
 * Deep pages seek instead of skipping when they can: each page stores where the next one starts
 * (keyed by filters and offset, shared through Redis when configured), so scrolling on costs what
 * the first page costs. A boundary nobody stored (a cold link to page 40) falls back to OFFSET over
 * index entries. See docs/decisions/project-find.md.
 */
export async function searchProjects(
  db: Db,
  viewerNo: number | null,
  query: Partial<projectFindApi.ProjectSearch> & { offset: number },
  caching: FindCaching = NO_CACHING,
): Promise<ProjectPage> {
  const { cache, ttlMs } = caching;
  const key = filterKey(query);
  const countKey = `project:count:${key}`;
  const seekKey = (offset: number) => `project:seek:${offset}:${key}`;
  const [cachedTotal, boundary] = await Promise.all([
    ttlMs > 0 ? cache.peek<number>(countKey) : undefined,
    ttlMs > 0 && query.offset > 0 ? cache.peek<Boundary>(seekKey(query.offset)) : undefined,
  ]);
  const where = searchWhere(query);
  const pageNos = db
    .select({ no: projects.projectNo })
    .from(projects)
    .where(
      boundary
        ? and(
            where,
            sql`(${projects.publishedAt}, ${projects.projectNo}) < (${boundary[0]}::timestamptz, ${boundary[1]})`,
          )
        : where,
    )
    .orderBy(...NEWEST_FIRST)
    .limit(PROJECT_PAGE_SIZE + 1)
    .offset(boundary ? 0 : query.offset);
  const counting = sql<number>`(${cappedCount(where, query)})`;
  const rows = (await db
    .select({
      ...cardFields(viewerNo),
      // The boundary to the microsecond, as text: a JS Date would round it to milliseconds.
      publishedKey: sql<string | null>`${projects.publishedAt}::text`,
      ...(cachedTotal === undefined ? { total: counting } : {}),
    })
    .from(projects)
    .innerJoin(users, eq(users.userNo, projects.leaderNo))
    .where(inArray(projects.projectNo, pageNos))
    .orderBy(...NEWEST_FIRST)) as (CardRow & { publishedKey: string | null; total?: number })[];
  let n = cachedTotal ?? rows[0]?.total;
  // No row to carry the count: past the end of a non-empty list (an empty first page is 0).
  if (n === undefined) n = query.offset === 0 ? 0 : await countMatching(db, where, query);
  const hasMore = rows.length > PROJECT_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, PROJECT_PAGE_SIZE) : rows;
  if (ttlMs > 0) {
    const last = page.at(-1);
    await Promise.all([
      cachedTotal === undefined ? cache.set(countKey, n, ttlMs) : undefined,
      hasMore && last?.publishedKey
        ? cache.set(
            seekKey(query.offset + PROJECT_PAGE_SIZE),
            [last.publishedKey, last.projectNo] satisfies Boundary,
            ttlMs,
          )
        : undefined,
    ]);
  }
  const capped = n > PROJECT_TOTAL_CAP;
  return {
    projects: page.map((r) => toProjectCard(r)),
    total: capped ? PROJECT_TOTAL_CAP : Math.max(n, query.offset + page.length),
    total_capped: capped,
    has_more: hasMore,
  };
}

/**
 * Whether most listed projects match (no filter, a type, recruiting only): such a count walks the
 * ordering index and stops at the cap after about a thousand entries. Left to itself the planner
 * picks a sequential scan for it (cheap in its estimate, since the limit stops it early, but a
 * scan of the table all the same); sparser filters are left to the planner's bitmap of indexes,
 * where walking the order would pass many rows to find few.
 */
function denseFilters(f: Partial<projectFindApi.ProjectSearch>): boolean {
  return (
    !f.keyword &&
    !f.skill &&
    !f.industry &&
    (!f.location || f.location === 'KR00') &&
    (!f.recruting || f.recruting === '0000')
  );
}

/** Everyone matching, counted up to one past the cap. */
function cappedCount(where: SQL, f: Partial<projectFindApi.ProjectSearch>): SQL {
  const order = denseFilters(f) ? sql`order by ${sql.join(NEWEST_FIRST, sql`, `)}` : sql``;
  return sql`select count(*)::int from (select 1 from ${projects} where ${where} ${order}
    limit ${PROJECT_TOTAL_CAP + 1}) as matching`;
}

async function countMatching(db: Db, where: SQL, f: Partial<projectFindApi.ProjectSearch>): Promise<number> {
  const result = (await db.execute(sql`${cappedCount(where, f)}`)) as unknown as {
    rows: { count: number }[];
  };
  return Number(result.rows[0]?.count ?? 0);
}
