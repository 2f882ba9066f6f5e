#!/usr/bin/env node
// `npm run bench:expo` (builds first): the expo's two reads that must stay cheap, in process.
//
// 1. The weekly ranking (features/expo/ranking.ts `scoreBooths`: weighted supports, distinct
//    reviewers and forum members, likes, over one week) on BENCH_BOOTHS booths (10k) and
//    BENCH_SUPPORTS supports (1M) in that week, against a plain aggregate of the same week's
//    supports (`select booth_no, count(*) … group by booth_no order by 2 desc limit 50`) in the
//    same run: the ratio is what the fairness rules cost over counting.
// 2. The booth page read (features/expo/booths.ts `readBooth`, a prepared statement) against a
//    prepared primary-key lookup of the booth row, one after another, on random booths.
//
// PGlite in memory by default (use small sizes there); with DATABASE_URL (PostgreSQL) the bench
// creates a throwaway database beside the one named, runs there and drops it.
import { eq, sql } from 'drizzle-orm';
import { readBooth } from '../apps/server/dist/features/expo/booths.js';
import { booths } from '../apps/server/dist/features/expo/schema.js';
import {
  addDays,
  pastWeekWindow,
  rankingStatement,
  scoreBooths,
  seoulWeekStart,
} from '../apps/server/dist/features/expo/ranking.js';
import { median, openScratchDatabase, timeRuns } from './lib.mjs';

const BOOTHS = Number(process.env.BENCH_BOOTHS ?? 10_000);
const SUPPORTS = Number(process.env.BENCH_SUPPORTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RANK_RUNS ?? 5);
const READS = Number(process.env.BENCH_READS ?? 2000);
/** Supporters: each supports about SUPPORTS / SUPPORTERS booths, at most one support per booth. */
const SUPPORTERS = Math.max(50, Math.ceil((SUPPORTS / BOOTHS) * 2));

const scratch = await openScratchDatabase('expo');
const { database, db } = scratch;

try {
  await database.migrate();
  const week = addDays(seoulWeekStart(new Date()), -7);
  const window = pastWeekWindow(week);
  const t0 = performance.now();
  // Members, booths (made long before the week), then supports: supporter s supports booth b when
  // a cheap hash of (s, b) falls under the share that yields about SUPPORTS rows; one per pair.
  await db.execute(sql`
    insert into users (email, nickname, chat_uid, created_at)
    select 'bench' || g || '@sidequest.kr', '벤치' || g, 'bench-' || g, now() - interval '400 days'
    from generate_series(1, ${SUPPORTERS + BOOTHS}) g`);
  await db.execute(sql`
    insert into booths (owner_no, status, name, pitch, intro_text, domain, created_at, approved_at, updated_at)
    select ${SUPPORTERS} + g, 'approved', '벤치 부스 ' || g, '한 줄 소개', repeat('소개 ', 60),
           lpad(((g % 20) + 1)::text, 2, '0'), now() - interval '60 days', now() - interval '60 days', now()
    from generate_series(1, ${BOOTHS}) g`);
  await db.execute(sql`
    insert into booth_members (booth_no, user_no, role)
    select booth_no, owner_no, 'owner' from booths`);
  const share = SUPPORTS / (SUPPORTERS * BOOTHS);
  await db.execute(sql`
    insert into booth_supports (booth_no, user_no, supporter_joined_at, supporter_level, created_at)
    select b, s, now() - interval '400 days', 1 + (s % 10),
           ${window.from.toISOString()}::timestamptz + ((s * 7 + b * 13) % 604800) * interval '1 second'
    from generate_series(1, ${BOOTHS}) b, generate_series(1, ${SUPPORTERS}) s
    where ((b::bigint * 2654435761 + s::bigint * 40503) % 1000000) < ${Math.round(share * 1_000_000)}`);
  // Reviews and likes at a tenth and a fifth of the supports, forum threads at a fiftieth.
  await db.execute(sql`
    insert into booth_reviews (booth_no, user_no, rating, body, created_at)
    select booth_no, user_no, 5, '좋아요', created_at from booth_supports where support_no % 10 = 0`);
  await db.execute(sql`
    insert into booth_likes (booth_no, user_no, created_at)
    select booth_no, user_no, created_at from booth_supports where support_no % 5 = 0`);
  await db.execute(sql`
    insert into booth_forum_threads (booth_no, author_no, title, body, created_at)
    select booth_no, user_no, '질문', '본문', created_at from booth_supports where support_no % 50 = 0`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from booth_supports`)).rows;
  console.log(`expo bench, database: ${database.kind}`);
  console.log(
    `${BOOTHS} booths, ${n} supports in the week of ${week} (generated in ${Math.round(performance.now() - t0)} ms)\n`,
  );

  // ── 1. Weekly ranking vs a plain aggregate ────────────────────────────────────────────────
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const plain = () =>
    db.execute(sql`
      select booth_no, count(*) as n from booth_supports
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by booth_no order by n desc limit 50`);
  const ranking = () => scoreBooths(db, window);
  const top = await ranking();
  if (top.length !== Math.min(50, BOOTHS)) throw new Error(`the ranking listed ${top.length} booths`);
  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.execute(sql`explain (analyze, costs off) ${rankingStatement(window)}`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
  }
  const plainMs = (await timeRuns(plain, RUNS, 1)).p50;
  const rankMs = (await timeRuns(ranking, RUNS, 1)).p50;
  console.log('weekly ranking (median of runs)     ms      × plain');
  console.log(`plain aggregate (count, group by) ${plainMs.toFixed(1).padStart(8)}   1.00`);
  console.log(
    `scoreBooths (weighted, fair)      ${rankMs.toFixed(1).padStart(8)}   ${(rankMs / plainMs).toFixed(2)}`,
  );

  // ── 2. Booth page read vs a primary-key lookup ────────────────────────────────────────────
  const pick = () => 1 + Math.floor(Math.random() * BOOTHS);
  // The reference is prepared too, as the booth page's statement is: the ratio is then what the
  // page's subqueries cost, not what building SQL text costs.
  const byKey = db
    .select()
    .from(booths)
    .where(eq(booths.boothNo, sql.placeholder('no')))
    .prepare('bench_booth_pk');
  // The three reads take turns on the same booth, so a burst from another process on the shared
  // cores lands on all of them alike; each figure is the median of three passes of READS booths.
  const passes = { pk: [], page: [], signed: [] };
  for (let pass = 0; pass < 4; pass++) {
    const sum = { pk: 0, page: 0, signed: 0 };
    for (let i = 0; i < READS; i++) {
      const no = pick();
      let t = performance.now();
      await byKey.execute({ no });
      sum.pk += performance.now() - t;
      t = performance.now();
      await readBooth(db, no, null);
      sum.page += performance.now() - t;
      // A signed-in viewer adds their role and invitation (and the team's open invitations).
      t = performance.now();
      await readBooth(db, no, 1);
      sum.signed += performance.now() - t;
    }
    // The first pass warms plans and caches and is not counted.
    if (pass > 0) for (const k of Object.keys(sum)) passes[k].push(sum[k] / READS);
  }
  const pkMs = median(passes.pk);
  const pageMs = median(passes.page);
  const signedMs = median(passes.signed);
  console.log(`\nbooth read, ${READS} random booths one after another   ms each   × pk`);
  console.log(`primary-key lookup                                ${pkMs.toFixed(3).padStart(8)}   1.00`);
  console.log(
    `readBooth (the booth page, anonymous)             ${pageMs.toFixed(3).padStart(8)}   ${(pageMs / pkMs).toFixed(2)}`,
  );
  console.log(
    `readBooth (the booth page, signed in)             ${signedMs.toFixed(3).padStart(8)}   ${(signedMs / pkMs).toFixed(2)}`,
  );
} finally {
  await scratch.close();
}
