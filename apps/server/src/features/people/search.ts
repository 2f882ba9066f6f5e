import { type PersonCard, peopleApi } from '@sidequest/shared';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { escapeLike, koreanKeywordCondition } from '../../lib/korean-search.js';
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

/**
 * Counts per filter set, kept for a short while in this process. A count reads every matching row
 * (up to the cap), the page only its rows; the same filters are asked again and again (first page,
 * 더보기, other visitors), and a count a few seconds old is as good to a reader. Nothing else
 * depends on it, so each server instance keeping its own is fine. A TTL of 0 turns it off (tests).
 */
export class CountCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 2000,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const value = await compute();
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}

const NO_CACHE = new CountCache(0);

/** The filters as a cache key: only what narrows the result, in a fixed order. */
function filterKey(f: Filters): string {
  return peopleApi.DIRECTORY_FILTER_KEYS.map((k) => f[k] ?? '').join('|');
}

export interface DirectoryPage {
  profiles: PersonCard[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/**
 * The directory's order: most recently active first, ties by member number so that pages never
 * overlap or skip. `nulls last` matches profiles_active_idx exactly (the columns are never null,
 * but the planner only uses the index for the order it was built with).
 */
export const RECENT_FIRST = [
  sql`${profiles.lastActiveAt} desc nulls last`,
  sql`${profiles.userNo} desc nulls last`,
];

/**
 * One page of the directory. One row past the page tells whether there is more; the total is
 * counted up to DIRECTORY_TOTAL_CAP in a second query run alongside. Follow/favourite state and
 * follower counts ride inside the page query.
 */
export async function loadProfiles(
  db: Db,
  viewerNo: number | null,
  query: Filters & { offset: number; limit: number },
  counts: CountCache = NO_CACHE,
): Promise<DirectoryPage> {
  const where = directoryWhere(query);
  const matching = db
    .select({ one: sql`1` })
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(where)
    .limit(peopleApi.DIRECTORY_TOTAL_CAP + 1)
    .as('matching');
  const [rows, counted] = await Promise.all([
    db
      .select(cardFields(viewerNo))
      .from(profiles)
      .innerJoin(users, eq(users.userNo, profiles.userNo))
      .where(where)
      .orderBy(...RECENT_FIRST)
      .limit(query.limit + 1)
      .offset(query.offset),
    counts.get(`profiles:${filterKey(query)}`, async () => {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
      return row?.n ?? 0;
    }),
  ]);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const capped = counted > peopleApi.DIRECTORY_TOTAL_CAP;
  return {
    profiles: page.map((r) => toPersonCard(r)),
    // A deep page past the cap still knows at least how far it has come.
    total: capped ? peopleApi.DIRECTORY_TOTAL_CAP : Math.max(counted, query.offset + page.length),
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
export function directorySummary(db: Db, counts: CountCache = NO_CACHE) {
  return counts.get('summary', () => summarize(db));
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
