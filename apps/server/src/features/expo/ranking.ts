/**
 * The expo's score (issue 15 item 5). Engagement counts, raw popularity does not:
 *
 * - a support weighs by the supporter's account age and level *as they were when they supported*
 *   (E2 writes both on the support row), and weighs nothing when the account was made after the
 *   booth — a ring of fresh accounts moves no booth;
 * - reviews and forum activity count distinct members (a second review or a flood of replies by
 *   one member adds nothing), and the booth's own team never counts;
 * - likes are free, so they count little.
 *
 * The numbers live in `RANK_RULES` (shared), which the public rules page also shows. Each ranking
 * is one statement over a time window; the weekly snapshot runs the same statement on the week
 * that just ended.
 */
import { expoRankApi } from '@sidequest/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { seoulDay, seoulDayStart } from '../../lib/seoul-day.js';
import { cutIntro } from './booths.js';

type RankedBooth = expoRankApi.RankedBooth;

const R = expoRankApi.RANK_RULES;
const DAY_MS = 86_400_000;

/** The Monday (Seoul calendar day) of the week holding `now`. */
export function seoulWeekStart(now: Date): string {
  const today = seoulDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return seoulDay(now, -((weekday + 6) % 7));
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export interface Window {
  from: Date;
  to: Date;
  /** Booths approved after this instant are left out (their counts are still hidden). */
  approvedBefore: Date;
}

export function dailyWindow(now: Date): Window & { start: string } {
  const start = seoulDay(now);
  return {
    start,
    from: seoulDayStart(start),
    to: seoulDayStart(addDays(start, 1)),
    approvedBefore: new Date(now.getTime() - R.hiddenHours * 3_600_000),
  };
}

export function weeklyWindow(now: Date): Window & { start: string } {
  const start = seoulWeekStart(now);
  return {
    start,
    from: seoulDayStart(start),
    to: seoulDayStart(addDays(start, 7)),
    approvedBefore: new Date(now.getTime() - R.hiddenHours * 3_600_000),
  };
}

/** A finished week: every booth approved before its end takes part. */
export function pastWeekWindow(weekStart: string): Window {
  const to = seoulDayStart(addDays(weekStart, 7));
  return { from: seoulDayStart(weekStart), to, approvedBefore: to };
}

/** The supporter's weight, from the row's own snapshot of age and level. */
function supportWeight(): SQL {
  const [young, mid, old] = R.ageWeights;
  return sql`case when s.supporter_joined_at > b.created_at then 0
    else (case when s.created_at - s.supporter_joined_at >= make_interval(days => ${old!.days}) then ${old!.weight}::float8
               when s.created_at - s.supporter_joined_at >= make_interval(days => ${mid!.days}) then ${mid!.weight}::float8
               else ${young!.weight}::float8 end)
         * (1 + ${R.levelStep}::float8 * least(${R.levelCap}, greatest(s.supporter_level - 1, 0)))
    end`;
}

export interface ScoredBooth {
  booth_no: number;
  score: number;
  supporters: number;
  reviewers: number;
}

/**
 * The top `limit` booths over `w`, best first, in one statement. Only approved, shown booths with
 * a positive score are ranked; ties go to the booth approved first.
 */
export async function scoreBooths(db: DbOrTx, w: Window, limit: number = R.listed): Promise<ScoredBooth[]> {
  const result = await db.execute(rankingStatement(w, limit));
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    booth_no: Number(r.booth_no),
    score: Number(r.score),
    supporters: Number(r.supporters),
    reviewers: Number(r.reviewers),
  }));
}

/** The ranking's one statement (exported for the bench's EXPLAIN). */
export function rankingStatement(w: Window, limit: number = R.listed): SQL {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const team = (alias: string, who: string) =>
    sql.raw(
      `not exists (select 1 from booth_members m where m.booth_no = ${alias}.booth_no and m.user_no = ${who})`,
    );
  const inWindow = (col: string) =>
    sql`${sql.raw(col)} >= ${from}::timestamptz and ${sql.raw(col)} < ${to}::timestamptz`;
  // Each source is aggregated per booth on its own and the parts are added with one more group
  // by: joining four per-booth aggregates side by side let the planner pick a nested loop
  // (about 50M comparisons at 10k booths in the bench).
  return sql`
    with parts as (
      select s.booth_no, sum(${supportWeight()}) * ${R.support}::float8 as score,
             count(*) as supporters, 0::bigint as reviewers
      from booth_supports s join booths b on b.booth_no = s.booth_no
      where ${inWindow('s.created_at')}
      group by s.booth_no
      union all
      select r.booth_no, count(distinct r.user_no) * ${R.reviewer}::float8, 0, count(distinct r.user_no)
      from booth_reviews r
      where ${inWindow('r.created_at')} and ${team('r', 'r.user_no')}
      group by r.booth_no
      union all
      select x.booth_no, count(distinct x.who) * ${R.forumMember}::float8, 0, 0 from (
        select t.booth_no, t.author_no as who from booth_forum_threads t where ${inWindow('t.created_at')}
        union all
        select t.booth_no, p.author_no from booth_forum_replies p join booth_forum_threads t on t.thread_no = p.thread_no
        where ${inWindow('p.created_at')}
      ) x where ${team('x', 'x.who')}
      group by x.booth_no
      union all
      select l.booth_no, count(*) * ${R.like}::float8, 0, 0 from booth_likes l
      where ${inWindow('l.created_at')}
      group by l.booth_no
    ), totals as (
      select booth_no, sum(score) as score, sum(supporters) as supporters, sum(reviewers) as reviewers
      from parts group by booth_no
    )
    select t.booth_no, round(t.score::numeric, 2)::float8 as score, t.supporters, t.reviewers
    from totals t join booths b on b.booth_no = t.booth_no
    where t.score > 0 and b.status = 'approved' and b.removed_at is null
      and b.approved_at < ${w.approvedBefore.toISOString()}::timestamptz
    order by t.score desc, b.approved_at asc, b.booth_no asc
    limit ${limit}`;
}

export interface BoothFace {
  booth_no: number;
  name: string;
  pitch: string;
  intro: string;
  logo_url: string | null;
  domain: string;
}

/** The card faces of `boothNos` (approved and shown), by number. */
export async function boothFaces(db: DbOrTx, boothNos: number[]): Promise<Map<number, BoothFace>> {
  if (boothNos.length === 0) return new Map();
  const result = await db.execute(sql`
    select booth_no, name, pitch, intro_text, logo_url, domain
    from booths
    where booth_no in (${sql.join(
      boothNos.map((n) => sql`${n}`),
      sql`, `,
    )}) and status = 'approved' and removed_at is null`);
  const rows = (result as unknown as { rows: Array<Omit<BoothFace, 'intro'> & { intro_text: string }> }).rows;
  return new Map(
    rows.map(({ intro_text, ...r }) => [
      Number(r.booth_no),
      { ...r, booth_no: Number(r.booth_no), intro: cutIntro(intro_text) },
    ]),
  );
}

/** Scored booths as ranked cards (booths taken down since drop out; ranks stay as scored). */
export async function rankedCards(
  db: DbOrTx,
  scored: Array<ScoredBooth & { rank?: number }>,
): Promise<RankedBooth[]> {
  const faces = await boothFaces(
    db,
    scored.map((s) => s.booth_no),
  );
  return scored.flatMap((s, i) => {
    const face = faces.get(s.booth_no);
    if (!face) return [];
    return [
      {
        ...face,
        rank: s.rank ?? i + 1,
        score: s.score,
        supporters: s.supporters,
        reviewers: s.reviewers,
      },
    ];
  });
}
