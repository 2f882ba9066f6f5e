/**
 * The weekly snapshot (issue 15 items 5–6): at Monday 00:00 Asia/Seoul the week that just ended is
 * ranked once and frozen, its top three get points (through the ledger) and badges, and its winner
 * enters the hall of fame.
 *
 * Once across instances: the whole week is one transaction that starts by inserting the week's
 * `expo_job_runs` row. A second instance's insert waits on the first one's uncommitted row and then
 * conflicts (nothing to do), or — if the first rolled back — takes over. Surviving restarts: the job
 * checks on start and every few minutes, and ranks every finished week since the last run that
 * has none (capped, so a fresh database does not rank years of empty weeks). Never changing
 * afterwards: only this insert writes `expo_week_ranks`, and a week with a run row is never
 * ranked again. Rewards carry a ref per week, booth and member, so even a replayed week pays once.
 */
import { expoRankApi } from '@sidequest/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { movePoints } from '../points/ledger.js';
import { awardBadges, type BadgeGrant } from './badges.js';
import { clockOffsetMs, expoNow } from './rank-clock.js';
import { addDays, pastWeekWindow, scoreBooths, seoulWeekStart } from './ranking.js';
import { expoHallOfFame, expoJobRuns, expoWeekRanks } from './rank-schema.js';
import { boothMembers } from './schema.js';

export const SNAPSHOT_JOB = 'weekly-snapshot';
/** How far back a restart looks for weeks it missed. */
const CATCH_UP_WEEKS = 8;
const R = expoRankApi.RANK_RULES;

export interface SnapshotResult {
  week: string;
  /** false when another run (this or another instance) had already taken the week. */
  ran: boolean;
  ranked: number;
}

async function teamOf(db: DbOrTx, boothNo: number): Promise<number[]> {
  const rows = await db
    .select({ userNo: boothMembers.userNo })
    .from(boothMembers)
    .where(eq(boothMembers.boothNo, boothNo));
  return rows.map((r) => r.userNo);
}

/** Ranks and freezes the week beginning `week` (a Monday), unless some run already has. */
export async function snapshotWeek(db: Db, week: string): Promise<SnapshotResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(expoJobRuns)
      .values({ job: SNAPSHOT_JOB, period: week })
      .onConflictDoNothing()
      .returning({ period: expoJobRuns.period });
    if (claimed.length === 0) return { week, ran: false, ranked: 0 };

    const scored = await scoreBooths(tx, pastWeekWindow(week));
    if (scored.length > 0) {
      await tx.insert(expoWeekRanks).values(
        scored.map((s, i) => ({
          weekStart: week,
          boothNo: s.booth_no,
          rank: i + 1,
          score: s.score,
          supporters: s.supporters,
          reviewers: s.reviewers,
        })),
      );
    }
    const badges: BadgeGrant[] = [];
    for (const [i, s] of scored.slice(0, 3).entries()) {
      const team = await teamOf(tx, s.booth_no);
      badges.push({ badge: 'podium', boothNo: s.booth_no, ref: `podium:${week}:${s.booth_no}` });
      for (const userNo of team) {
        badges.push({
          badge: 'podium_maker',
          boothNo: s.booth_no,
          userNo,
          ref: `podium_maker:${week}:${s.booth_no}:${userNo}`,
        });
        await movePoints(tx, {
          userNo,
          delta: R.podiumPoints[i]!,
          kind: 'reward',
          reason: 'expo_podium',
          ref: `expo-podium:${week}:${s.booth_no}:${userNo}`,
          memo: `엑스포 ${week} 주간 ${i + 1}위`,
        });
      }
    }
    const winner = scored[0];
    if (winner) {
      await tx
        .insert(expoHallOfFame)
        .values({ weekStart: week, boothNo: winner.booth_no, score: winner.score })
        .onConflictDoNothing();
      badges.push({ badge: 'hall_of_fame', boothNo: winner.booth_no, ref: `hall_of_fame:${week}` });
    }
    await awardBadges(tx, badges);
    await tx
      .update(expoJobRuns)
      .set({ rows: scored.length, finishedAt: sql`now()` })
      .where(sql`${expoJobRuns.job} = ${SNAPSHOT_JOB} and ${expoJobRuns.period} = ${week}`);
    return { week, ran: true, ranked: scored.length };
  });
}

/**
 * Every finished week not yet ranked, oldest first: from the week after the last run (or
 * `CATCH_UP_WEEKS` back on a fresh database) up to the week before `now`'s.
 */
export async function dueWeeks(db: DbOrTx, now: Date): Promise<string[]> {
  const current = seoulWeekStart(now);
  const [last] = await db
    .select({ period: expoJobRuns.period })
    .from(expoJobRuns)
    .where(eq(expoJobRuns.job, SNAPSHOT_JOB))
    .orderBy(desc(expoJobRuns.period))
    .limit(1);
  const floor = addDays(current, -7 * CATCH_UP_WEEKS);
  let week = last && last.period >= floor ? addDays(last.period, 7) : floor;
  const out: string[] = [];
  while (week < current) {
    out.push(week);
    week = addDays(week, 7);
  }
  return out;
}

/** Runs every due week; returns what each run did. */
export async function runDueSnapshots(db: Db, now: Date = expoNow()): Promise<SnapshotResult[]> {
  const results: SnapshotResult[] = [];
  for (const week of await dueWeeks(db, now)) results.push(await snapshotWeek(db, week));
  return results;
}

interface JobLog {
  error(obj: unknown, msg?: string): void;
}

/** Checked this often; the work itself happens once a week (a check is one indexed read). */
export const SNAPSHOT_CHECK_MS = 5 * 60_000;

/**
 * Starts the weekly job like the chat sweep: once now (a restart ranks the weeks it missed), then
 * every few minutes; never overlapping itself; `stop()` waits for a run in progress.
 */
export function startExpoSnapshots(opts: { db: Db; log: JobLog; intervalMs?: number }): {
  stop(): Promise<void>;
  ready: Promise<void>;
} {
  // A test clock set where it is not allowed stops the start, not every run five minutes later.
  clockOffsetMs();
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = runDueSnapshots(opts.db)
      .then(() => undefined)
      .catch((err: unknown) =>
        opts.log.error({ err }, '엑스포 주간 랭킹 스냅샷이 실패했어요. 다음 주기에 다시 시도해요.'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ready = tick();
  const timer = setInterval(() => void tick(), opts.intervalMs ?? SNAPSHOT_CHECK_MS);
  timer.unref();
  return {
    ready,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
