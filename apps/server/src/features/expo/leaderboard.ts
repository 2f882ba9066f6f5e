/**
 * What the product page reads: live daily and weekly rankings, a past week's frozen snapshot, the
 * carousels and the hall of fame. Scores come from `ranking.ts`; frozen weeks from the snapshot.
 */
import { expoRankApi } from '@sidequest/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cutIntro } from './booths.js';
import { expoNow } from './rank-clock.js';
import { dailyWindow, rankedCards, scoreBooths, weeklyWindow } from './ranking.js';
import { expoHallOfFame, expoWeekRanks } from './rank-schema.js';
import { booths } from './schema.js';

type RankedBooth = expoRankApi.RankedBooth;

const R = expoRankApi.RANK_RULES;
/** Weeks the filter offers, newest first. */
const WEEKS_LISTED = 26;
const CAROUSEL = 10;
const HALL_PAGE = 20;

async function snapshotWeeks(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ week: expoWeekRanks.weekStart })
    .from(expoWeekRanks)
    .orderBy(desc(expoWeekRanks.weekStart))
    .limit(WEEKS_LISTED);
  return rows.map((r) => r.week);
}

async function frozenWeek(db: DbOrTx, week: string, limit: number): Promise<RankedBooth[]> {
  const rows = await db
    .select()
    .from(expoWeekRanks)
    .where(eq(expoWeekRanks.weekStart, week))
    .orderBy(expoWeekRanks.rank)
    .limit(limit);
  return rankedCards(
    db,
    rows.map((r) => ({
      booth_no: r.boothNo,
      rank: r.rank,
      score: r.score,
      supporters: r.supporters,
      reviewers: r.reviewers,
    })),
  );
}

/**
 * Live lists are recomputed at most every 30 seconds per instance: at 10k booths and 1M supports
 * in a week the statement takes about a second (bench/expo.mjs), and a page view must not pay it.
 * Concurrent viewers share one computation. Frozen weeks are read from the snapshot, not cached.
 */
const LIVE_CACHE_MS = 30_000;
const live = new Map<string, { at: number; list: Promise<RankedBooth[]> }>();

function liveList(key: string, compute: () => Promise<RankedBooth[]>, now: number) {
  const hit = live.get(key);
  if (hit && now - hit.at < LIVE_CACHE_MS) return hit.list;
  const list = compute();
  live.set(key, { at: now, list });
  // A failed computation is not kept: the next viewer tries again.
  list.catch(() => live.delete(key));
  return list;
}

export async function rankings(
  db: DbOrTx,
  q: { period: 'daily' | 'weekly'; week?: string },
  now = expoNow(),
) {
  const weeks = await snapshotWeeks(db);
  if (q.period === 'weekly' && q.week) {
    return {
      period: 'weekly' as const,
      start: q.week,
      live: false,
      weeks,
      list: await frozenWeek(db, q.week, R.listed),
    };
  }
  const w = q.period === 'daily' ? dailyWindow(now) : weeklyWindow(now);
  return {
    period: q.period,
    start: w.start,
    live: true,
    weeks,
    list: await liveList(
      `${q.period}:${w.start}`,
      async () => rankedCards(db, await scoreBooths(db, w)),
      now.getTime(),
    ),
  };
}

/**
 * Best booths: last finished week's podium and beyond (frozen), or this week's live list while no
 * week has been ranked yet. New booths: the latest approved whose counts are already shown, with
 * their all-time counters (no score: they have had no week yet).
 */
export async function carousels(db: DbOrTx, now = expoNow()) {
  const [latest] = await snapshotWeeks(db);
  const week = weeklyWindow(now);
  const best = latest
    ? await frozenWeek(db, latest, CAROUSEL)
    : (
        await liveList(
          `weekly:${week.start}`,
          async () => rankedCards(db, await scoreBooths(db, week)),
          now.getTime(),
        )
      ).slice(0, CAROUSEL);
  const visibleBefore = new Date(now.getTime() - R.hiddenHours * 3_600_000);
  const fresh = await db
    .select()
    .from(booths)
    .where(and(eq(booths.status, 'approved'), isNull(booths.removedAt)))
    .orderBy(desc(booths.approvedAt), desc(booths.boothNo))
    .limit(CAROUSEL);
  return {
    best,
    fresh: fresh.map((b, i) => {
      const hidden = !b.approvedAt || b.approvedAt > visibleBefore;
      return {
        rank: i + 1,
        booth_no: b.boothNo,
        name: b.name,
        pitch: b.pitch,
        intro: cutIntro(b.introText),
        logo_url: b.logoUrl,
        domain: b.domain,
        score: null,
        supporters: hidden ? null : b.supportCount,
        reviewers: hidden ? null : b.reviewCount,
      };
    }),
  };
}

export async function hallOfFame(db: DbOrTx, before?: string) {
  const rows = await db
    .select({
      week: expoHallOfFame.weekStart,
      boothNo: expoHallOfFame.boothNo,
      score: expoHallOfFame.score,
      name: booths.name,
      pitch: booths.pitch,
      logoUrl: booths.logoUrl,
      domain: booths.domain,
    })
    .from(expoHallOfFame)
    .innerJoin(booths, eq(booths.boothNo, expoHallOfFame.boothNo))
    .where(and(before ? lt(expoHallOfFame.weekStart, before) : sql`true`, isNull(booths.removedAt)))
    .orderBy(desc(expoHallOfFame.weekStart))
    .limit(HALL_PAGE + 1);
  const page = rows.slice(0, HALL_PAGE);
  return {
    list: page.map((r) => ({
      week_start: r.week,
      booth_no: r.boothNo,
      name: r.name,
      pitch: r.pitch,
      logo_url: r.logoUrl,
      domain: r.domain,
      score: r.score,
    })),
    next_before: rows.length > HALL_PAGE ? page.at(-1)!.week : null,
  };
}
