/**
 * The weekly challenge (this Seoul week, Monday to Sunday: finish all three daily quests on
 * WEEKLY_CHALLENGE_DAYS days, then claim points once) and last week's report.
 */
import { DAILY_QUESTS_PER_SET, WEEKLY_CHALLENGE_DAYS, WEEKLY_CHALLENGE_POINTS } from '@sidequest/shared';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { movePoints, pointsMoved } from '../points/ledger.js';
import { addDays, type Day, dayStart, weekDays, weekStart } from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { questProgress } from './schema.js';

export const weeklyRef = (userNo: number, monday: Day) => `quest:${userNo}:week:${monday}`;

/** Per day of the week from `monday`, how many of that day's quests were done. */
async function doneByDay(db: DbOrTx, userNo: number, monday: Day): Promise<Map<Day, number>> {
  const rows = await db
    .select({
      day: questProgress.day,
      done: sql<number>`count(*) filter (where ${questProgress.doneAt} is not null)::int`,
    })
    .from(questProgress)
    .where(and(eq(questProgress.userNo, userNo), between(questProgress.day, monday, addDays(monday, 6))))
    .groupBy(questProgress.day);
  return new Map(rows.map((r) => [String(r.day), Number(r.done)]));
}

export async function weeklyChallenge(db: DbOrTx, userNo: number, now: Date = new Date()) {
  const monday = weekStart(seoulDay(now));
  const [done, claimed] = await Promise.all([
    doneByDay(db, userNo, monday),
    pointsMoved(db, weeklyRef(userNo, monday)),
  ]);
  const days = weekDays(monday).map((day) => {
    const count = done.get(day) ?? 0;
    return { DAY: day, DONE_COUNT: count, COMPLETE: count >= DAILY_QUESTS_PER_SET };
  });
  const complete = days.filter((d) => d.COMPLETE).length;
  return {
    WEEK_START: monday,
    WEEK_END: addDays(monday, 6),
    DAYS: days,
    COMPLETE_DAYS: complete,
    TARGET_DAYS: WEEKLY_CHALLENGE_DAYS,
    REWARD_POINTS: WEEKLY_CHALLENGE_POINTS,
    DONE: complete >= WEEKLY_CHALLENGE_DAYS,
    CLAIMED: claimed,
  };
}

/** Pays this week's challenge once; the ledger ref decides between two claims at once. */
export async function claimWeekly(db: Db, userNo: number, now: Date = new Date()) {
  const week = await weeklyChallenge(db, userNo, now);
  if (week.CLAIMED) throw fail('CHALLENGE_ALREADY_CLAIMED');
  if (!week.DONE) throw fail('CHALLENGE_NOT_DONE');
  const moved = await movePoints(db, {
    userNo,
    delta: WEEKLY_CHALLENGE_POINTS,
    kind: 'quest',
    reason: 'quest:weekly',
    ref: weeklyRef(userNo, week.WEEK_START),
    memo: `주간 챌린지 (${week.WEEK_START} 주)`,
  });
  if (!moved.applied) throw fail('CHALLENGE_ALREADY_CLAIMED');
  return { ...week, CLAIMED: true, GAINED_POINTS: WEEKLY_CHALLENGE_POINTS, POINT_BALANCE: moved.balance };
}

/**
 * Last Seoul week in numbers, in one statement: days with any quest step (the day's visit
 * counts), quests done, days with all three done, exp earned and points in and out, the last
 * three from the ledgers by time (each read through its (user, created_at) index).
 */
export async function weeklyReport(db: DbOrTx, userNo: number, now: Date = new Date()) {
  const monday = weekStart(addDays(seoulDay(now), -7));
  const sunday = addDays(monday, 6);
  const from = dayStart(monday).toISOString();
  const until = dayStart(addDays(monday, 7)).toISOString();
  const result = await db.execute(sql`select
      (select count(distinct day)::int from quest_steps
        where user_no = ${userNo} and day between ${monday}::date and ${sunday}::date) as "daysActive",
      (select count(*)::int from quest_progress
        where user_no = ${userNo} and day between ${monday}::date and ${sunday}::date
          and done_at is not null) as "questsDone",
      (select count(*)::int from (
        select day from quest_progress
        where user_no = ${userNo} and day between ${monday}::date and ${sunday}::date
        group by day having count(*) filter (where done_at is not null) >= ${DAILY_QUESTS_PER_SET}::int
      ) full_days) as "completeDays",
      (select coalesce(sum(delta), 0)::int from exp_ledger
        where user_no = ${userNo} and delta > 0
          and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz) as "expEarned",
      (select coalesce(sum(delta) filter (where delta > 0), 0)::int from point_ledger
        where user_no = ${userNo}
          and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz) as "pointsIn",
      (select coalesce(-sum(delta) filter (where delta < 0), 0)::int from point_ledger
        where user_no = ${userNo}
          and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz) as "pointsOut"`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  return {
    WEEK_START: monday,
    WEEK_END: sunday,
    DAYS_ACTIVE: Number(row?.daysActive ?? 0),
    QUESTS_DONE: Number(row?.questsDone ?? 0),
    COMPLETE_DAYS: Number(row?.completeDays ?? 0),
    EXP_EARNED: Number(row?.expEarned ?? 0),
    POINTS_IN: Number(row?.pointsIn ?? 0),
    POINTS_OUT: Number(row?.pointsOut ?? 0),
  };
}
