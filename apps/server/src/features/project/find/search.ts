/** The filtered, paged project list. */
import { type ProjectCard, projectFindApi } from '@sidequest/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { koreanKeywordCondition, textArray } from '../../../lib/korean-search.js';
import { users } from '../../auth/schema.js';
import { CountCache, regionFamily } from '../../people/search.js';
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

const NO_CACHE = new CountCache(0);

/** The filters as a count-cache key: only what narrows the result, in a fixed order. */
function filterKey(f: Partial<projectFindApi.ProjectSearch>): string {
  return [f.type, f.location, f.industry, f.recruting, f.skill, f.recruting_only, f.keyword]
    .map((v) => v ?? '')
    .join('|');
}

export interface ProjectPage {
  projects: ProjectCard[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/** One page: one row past the page tells whether there is more; the total is counted up to the cap. */
export async function searchProjects(
  db: Db,
  viewerNo: number | null,
  query: Partial<projectFindApi.ProjectSearch> & { offset: number },
  counts: CountCache = NO_CACHE,
): Promise<ProjectPage> {
  const where = searchWhere(query);
  const matching = db
    .select({ one: sql`1` })
    .from(projects)
    .where(where)
    .limit(PROJECT_TOTAL_CAP + 1)
    .as('matching');
  const [rows, counted] = await Promise.all([
    db
      .select(cardFields(viewerNo))
      .from(projects)
      .innerJoin(users, eq(users.userNo, projects.leaderNo))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(PROJECT_PAGE_SIZE + 1)
      .offset(query.offset),
    counts.get(`projects:${filterKey(query)}`, async () => {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
      return row?.n ?? 0;
    }),
  ]);
  const hasMore = rows.length > PROJECT_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, PROJECT_PAGE_SIZE) : rows;
  const n = counted;
  const capped = n > PROJECT_TOTAL_CAP;
  return {
    projects: page.map((r) => toProjectCard(r as CardRow)),
    total: capped ? PROJECT_TOTAL_CAP : Math.max(n, query.offset + page.length),
    total_capped: capped,
    has_more: hasMore,
  };
}
