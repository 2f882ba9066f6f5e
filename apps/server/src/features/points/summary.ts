/**
 * `point_summarize`: the chart under the balance on the My page — for each of the last eight
 * weeks (Korean time, Monday to Sunday, the current week last) the points that came in, the
 * points that went out and the balance when the week ended.
 */
import { pointsApi } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

const SUMMARY_WEEKS = pointsApi.SUMMARY_WEEKS;
type WeekSummary = pointsApi.WeekSummary;

interface WeekRow {
  week: string;
  points_in: number | string;
  points_out: number | string;
  balance_end: number | string;
}

/**
 * One statement. Every movement is put in its Korean week; everything older than the chart is
 * folded into one "before" bucket, so the running sum over the buckets is the opening balance
 * plus the weeks' movements, i.e. the ledger's sum at each week's end. The eight weeks come from
 * a series, so a quiet week is a row of zeros with the balance carried over.
 * `now` is the clock (a parameter so tests can pin it).
 */
export async function pointSummary(db: DbOrTx, userNo: number, now: Date = new Date()) {
  const span = SUMMARY_WEEKS - 1;
  const result = await db.execute(sql`
    with bounds as (
      select date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')
             - make_interval(weeks => ${span}) as first
    ), weeks as (
      select generate_series(b.first, b.first + make_interval(weeks => ${span}), interval '1 week') as week
      from bounds b
    ), moves as (
      select greatest(date_trunc('week', l.created_at at time zone 'Asia/Seoul'), b.first - interval '1 week')
               as week,
             coalesce(sum(l.delta) filter (where l.delta > 0), 0) as points_in,
             coalesce(-sum(l.delta) filter (where l.delta < 0), 0) as points_out
      from point_ledger l, bounds b
      where l.user_no = ${userNo} and l.created_at <= ${now.toISOString()}::timestamptz
      group by 1
    ), buckets as (
      select week from weeks union select week from moves
    ), running as (
      select k.week, coalesce(m.points_in, 0) as points_in, coalesce(m.points_out, 0) as points_out,
             sum(coalesce(m.points_in, 0) - coalesce(m.points_out, 0)) over (order by k.week) as balance_end
      from buckets k left join moves m on m.week = k.week
    )
    select to_char(r.week, 'YYYY-MM-DD') as week, r.points_in, r.points_out, r.balance_end
    from running r, bounds b
    where r.week >= b.first
    order by r.week`);
  // Both drivers answer `{ rows }` (node-postgres and PGlite); sums arrive as numeric strings.
  const rows = (result as unknown as { rows: WeekRow[] }).rows;
  const weeks: WeekSummary[] = rows.map((r) => ({
    WEEK_START: r.week,
    LABEL: pointsApi.koreanWeekLabel(r.week),
    POINTS_IN: Number(r.points_in),
    POINTS_OUT: Number(r.points_out),
    BALANCE_END: Number(r.balance_end),
  }));
  return { BALANCE: weeks.at(-1)?.BALANCE_END ?? 0, weeks };
}
