import { type PersonCard, peopleApi } from '@sidequest/shared';
import { and, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { fail } from '../../lib/app-error.js';
import { escapeLike, koreanKeywordCondition } from '../../lib/korean-search.js';
import { MemoryCache, NoCache, type SharedCache } from '../../lib/shared-cache.js';
import { cardFields, toPersonCard, visibleMember } from './cards.js';

type Filters = peopleApi.DirectoryFilters;

/**
 * 경기 (KR02) is the whole province and KR18/KR19 its south and north (reference 3.16): someone
 * looking in 경기 wants both halves, and someone looking in 경기 남부 also wants members who only
 * said 경기.
 */
export function regionFamily(region: string): string[] {
  if (region === 'KR02') return ['KR02', 'KR18', 'KR19'];
  if (region === 'KR18' || region === 'KR19') return [region, 'KR02'];
  return [region];
}

/** A value that the catch-all '00' also satisfies (meeting mode, days, time). */
function orAny(column: AnyPgColumn, value: string): SQL {
  return value === '00' ? eq(column, '00') : inArray(column, ['00', value]);
}

/** Keyword conditions on profiles: the shared Korean search (src/lib/korean-search.ts). */
export function keywordCondition(keyword: string): SQL {
  return koreanKeywordCondition(keyword, { grams: profiles.searchGrams, text: profiles.searchText });
}

/** The WHERE of the directory: visible members narrowed by every filter given. */
export function directoryWhere(f: Filters): SQL {
  const conds: SQL[] = [visibleMember()];
  if (f.job_group && f.job_group !== '00') {
    conds.push(or(eq(users.mainJob, f.job_group), eq(users.subJob, f.job_group))!);
  }
  if (f.job && f.job !== '0000') {
    conds.push(or(eq(users.mainJobD, f.job), eq(users.subJobD, f.job))!);
  }
  if (f.region && f.region !== 'KR00') conds.push(inArray(profiles.region, regionFamily(f.region)));
  if (f.meeting_mode) conds.push(orAny(profiles.meetingMode, f.meeting_mode));
  if (f.available_days) conds.push(orAny(profiles.availableDays, f.available_days));
  if (f.available_time && f.available_time !== '00') {
    conds.push(orAny(profiles.availableTime, f.available_time));
  }
  if (f.skill_level && f.skill_level !== '00') conds.push(eq(profiles.skillLevel, f.skill_level));
  if (f.experience && f.experience !== '00') conds.push(eq(profiles.experienceYears, f.experience));
  if (f.member_type) conds.push(eq(profiles.memberType, f.member_type));
  if (f.mbti && f.mbti !== '00') conds.push(eq(profiles.mbti, f.mbti));
  if (f.status_line) conds.push(eq(profiles.statusLine, f.status_line));
  if (f.keyword) conds.push(keywordCondition(f.keyword));
  return and(...conds)!;
}

/** How long a directory count may be reused: a count a few seconds old is as good to a reader. */
export const COUNT_TTL_MS = 30_000;

/**
 * A filter set the planner expects to match this many rows is reported as "1,000+" without counting:
 * three times the cap leaves room for the estimate's error (the exact count would stop at 1,001).
 */
const CAPPED_ESTIMATE = peopleApi.DIRECTORY_TOTAL_CAP * 3;

/** The planner's row estimate for a query: planning only, no row is read. */
async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const res = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(res.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** The filters as a cache key: only what narrows the result, in a fixed order. */
function filterKey(f: Filters): string {
  return peopleApi.DIRECTORY_FILTER_KEYS.map((k) => f[k] ?? '').join('|');
}

const NO_CACHE = new NoCache();

/**
 * A count cache bound to one TTL (project find uses it): `get(key, compute)`. It keeps values in
 * this process unless given the app's shared cache (`deps.cache`, Redis when configured).
 */
export class CountCache {
  constructor(
    private readonly ttlMs: number,
    private readonly cache: SharedCache = new MemoryCache(),
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.cache.get(key, this.ttlMs, compute);
  }
}

export interface DirectoryPage {
  profiles: PersonCard[];
  next_cursor: string | null;
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/**
 * The directory's order: most recently active first, ties by member number so that pages never
 * overlap or skip. `nulls last` matches profiles_listed_active_idx exactly (the columns are never
 * null, but the planner only uses the index for the order it was built with).
 */
export const RECENT_FIRST = [
  sql`${profiles.lastActiveAt} desc nulls last`,
  sql`${profiles.userNo} desc nulls last`,
];

/** Where a page ended: the last card's activity time (as PostgreSQL wrote it, to the microsecond) and number. */
interface Seek {
  at: string;
  userNo: number;
}

export function encodeCursor(seek: Seek): string {
  return Buffer.from(JSON.stringify([seek.at, seek.userNo])).toString('base64url');
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

function decodeCursor(cursor: string): Seek {
  try {
    const [at, userNo] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && TIMESTAMP_TEXT.test(at) && Number.isSafeInteger(userNo)) {
      return { at, userNo: userNo as number };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw fail('VALIDATION', '목록을 처음부터 다시 불러와 주세요.');
}

/**
 * One page of the directory in one statement. The inner query walks the order's index to the
 * page's keys only (after the cursor, or past `offset` rows); the card's per-row subqueries
 * (follower count, follow and favourite state) then run for the page's rows alone, not for the rows
 * an offset skips. When the count is not cached, it rides in the same statement as an uncorrelated
 * subquery (evaluated once), counted up to DIRECTORY_TOTAL_CAP + 1, and is kept in `counts` (Redis
 * when configured, so every instance reuses it).
 */
export async function loadProfiles(
  db: Db,
  viewerNo: number | null,
  query: Filters & { offset: number; limit: number; cursor?: string | undefined },
  counts: SharedCache = NO_CACHE,
  countTtlMs = COUNT_TTL_MS,
): Promise<DirectoryPage> {
  const where = directoryWhere(query);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const countKey = `people:count:${filterKey(query)}`;
  const matchingRows = () =>
    db
      .select({ one: sql`1` })
      .from(profiles)
      .innerJoin(users, eq(users.userNo, profiles.userNo))
      .where(where);
  const matching = matchingRows().limit(peopleApi.DIRECTORY_TOTAL_CAP + 1);
  let known = countTtlMs > 0 ? await counts.peek<number>(countKey) : undefined;
  // Far past the cap by the planner's statistics: "1,000+" without reading a row.
  if (known === undefined && (await plannedRows(db, matchingRows())) >= CAPPED_ESTIMATE) {
    known = peopleApi.DIRECTORY_TOTAL_CAP + 1;
  }
  const keys = db
    .select({ userNo: profiles.userNo, at: profiles.lastActiveAt })
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(
      after
        ? and(
            where,
            sql`(${profiles.lastActiveAt}, ${profiles.userNo}) < (${after.at}::timestamptz, ${after.userNo})`,
          )
        : where,
    )
    .orderBy(...RECENT_FIRST)
    .limit(query.limit + 1)
    .offset(after ? 0 : query.offset)
    .as('page');
  const rows = await db
    .select({
      ...cardFields(viewerNo),
      at: sql<string>`${profiles.lastActiveAt}::text`,
      counted:
        known === undefined
          ? sql<number>`(select count(*) from (${matching}) m)`.mapWith(Number)
          : sql<number>`${known}::int`.mapWith(Number),
    })
    .from(keys)
    .innerJoin(profiles, eq(profiles.userNo, keys.userNo))
    .innerJoin(users, eq(users.userNo, keys.userNo))
    .orderBy(desc(keys.at), desc(keys.userNo));
  let counted = rows[0]?.counted;
  if (counted === undefined) {
    // An empty page: at the start that is the answer; deeper (rare) the count needs its own query.
    counted =
      known ??
      (query.offset === 0 && !after
        ? 0
        : ((await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching.as('m')))[0]?.n ??
          0));
  } else if (!after && rows.length <= query.limit) {
    // The last page from the start: its position is the exact count, whatever was estimated.
    counted = query.offset + rows.length;
  }
  if (known === undefined || counted !== known) await counts.set(countKey, counted, countTtlMs);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  const capped = counted > peopleApi.DIRECTORY_TOTAL_CAP;
  return {
    profiles: page.map((r) => toPersonCard(r)),
    next_cursor: hasMore && last ? encodeCursor({ at: last.at, userNo: last.userNo }) : null,
    // A deep page past the cap still knows at least how far it has come.
    total: capped
      ? peopleApi.DIRECTORY_TOTAL_CAP
      : Math.max(counted, (after ? 0 : query.offset) + page.length),
    total_capped: capped,
    has_more: hasMore,
  };
}

/**
 * Quick people search for pickers (mentions, invitations): the directory's keyword match, with
 * members whose nickname is the keyword or starts with it first, then the most recently active.
 */
export async function quickSearch(
  db: Db,
  viewerNo: number | null,
  keyword: string,
  limit: number,
): Promise<PersonCard[]> {
  const prefix = `${escapeLike(keyword)}%`;
  const rows = await db
    .select(cardFields(viewerNo))
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(and(visibleMember(), keywordCondition(keyword)))
    .orderBy(
      desc(sql`(lower(${users.nickname}) = ${keyword})`),
      desc(sql`(lower(${users.nickname}) like ${prefix})`),
      ...RECENT_FIRST,
    )
    .limit(limit);
  return rows.map((r) => toPersonCard(r));
}

/** The people page summary: visible members, and how many per main job group. */
export function directorySummary(db: Db, counts: SharedCache = NO_CACHE, ttlMs = COUNT_TTL_MS) {
  return counts.get('people:summary', ttlMs, () => summarize(db));
}

async function summarize(db: Db) {
  const rows = await db
    .select({
      code: sql<string>`coalesce(${users.mainJob}, '00')`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(visibleMember())
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`), sql`1`);
  return {
    TOTAL: rows.reduce((sum, r) => sum + r.n, 0),
    JOB_GROUPS: rows.map((r) => ({ CODE: r.code, COUNT: r.n })),
  };
}
