#!/usr/bin/env node
// `npm run bench:points` (builds first): the ledger's two promises, measured in process.
//
// 1. 100 spends of 1 point fired at once at a balance of 50: exactly 50 must go through (the
//    balance row's lock queues them; the rest answer E003) and the balance must end at 0. The bench
//    exits with 1 when either is not so.
// 2. Spend throughput (movePoints, -1 each: the balance UPDATE … WHERE balance >= n and the ledger
//    row with its running balance, in one transaction) one after another and with 10 workers on 10
//    different members, against a bare `INSERT` into a one-column table in the same run, so the
//    ratio says what the ledger's guarantees cost whatever the machine.
//
// PGlite in memory by default. With DATABASE_URL (PostgreSQL) the bench creates a throwaway
// database beside the one named, runs there and drops it. BENCH_SPENDS (default 2000) per pass.
import { sql } from 'drizzle-orm';
import { createPersonForTest } from '../apps/server/dist/features/people/demo.js';
import { movePoints, pointBalance } from '../apps/server/dist/features/points/ledger.js';
import { openScratchDatabase } from './lib.mjs';

const SPENDS = Number(process.env.BENCH_SPENDS ?? 2000);
const WORKERS = 10;
if (!Number.isInteger(SPENDS) || SPENDS < WORKERS) throw new Error('BENCH_SPENDS must be an integer ≥ 10');

// ── The database ─────────────────────────────────────────────────────────────────────────────
const scratch = await openScratchDatabase('points', { poolMax: WORKERS + 2 });
const { database, db } = scratch;

let failed = false;
try {
  await database.migrate();
  await db.execute(sql`create table bench_points_ref (n integer not null)`);
  const members = [];
  for (let i = 0; i < WORKERS + 1; i++) {
    members.push((await createPersonForTest(db)).userNo);
  }
  let refs = 0;
  const spend = (userNo) =>
    movePoints(db, { userNo, delta: -1, kind: 'spend', reason: 'spend:bench', ref: `bench:${refs++}` });

  // ── 1. 100 at once against 50 ──────────────────────────────────────────────────────────────
  const target = members[WORKERS];
  await movePoints(db, { userNo: target, delta: 50, kind: 'topup', reason: 'P05', ref: 'bench:fund:race' });
  const race = await Promise.allSettled(Array.from({ length: 100 }, () => spend(target)));
  const ok = race.filter((r) => r.status === 'fulfilled').length;
  const refused = race.filter((r) => r.status === 'rejected' && r.reason?.code === 'E003').length;
  const other = race.length - ok - refused;
  const left = await pointBalance(db, target);
  console.log(`points bench, database: ${database.kind}`);
  console.log(
    `\n100 concurrent spends of 1 at a balance of 50: ${ok} succeeded, ${refused} refused with E003,`,
  );
  console.log(`${other} other errors; final balance ${left}`);
  if (ok !== 50 || left !== 0 || other !== 0) {
    failed = true;
    console.error('FAILED: exactly 50 spends must succeed and the balance must end at 0');
  }

  // ── 2. Throughput ─────────────────────────────────────────────────────────────────────────
  for (const userNo of members.slice(0, WORKERS)) {
    await movePoints(db, {
      userNo,
      delta: SPENDS * 3,
      kind: 'topup',
      reason: 'P08',
      ref: `bench:fund:${userNo}`,
    });
  }
  const insert = () => db.execute(sql`insert into bench_points_ref (n) values (1)`);

  async function timed(label, run) {
    const t = performance.now();
    await run();
    const seconds = (performance.now() - t) / 1000;
    return { label, perSecond: SPENDS / seconds, msEach: (seconds * 1000) / SPENDS };
  }
  const sequential = (op) => async () => {
    for (let i = 0; i < SPENDS; i++) await op(i);
  };
  const parallel = (op) => () =>
    Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; i < SPENDS / WORKERS; i++) await op(w);
      }),
    );

  // Warm-up: JIT, pool connections, plans.
  await sequential(() => spend(members[0]))();
  await sequential(insert)();
  const rows = [
    await timed(
      'spend, one after another',
      sequential(() => spend(members[0])),
    ),
    await timed('bare INSERT, one after another', sequential(insert)),
    await timed(
      `spend, ${WORKERS} workers (one member each)`,
      parallel((w) => spend(members[w])),
    ),
    await timed(`bare INSERT, ${WORKERS} workers`, parallel(insert)),
  ];

  console.log(`\n${SPENDS} operations per pass\n`);
  console.log('| pass | per second | ms each |\n|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${Math.round(r.perSecond)} | ${r.msEach.toFixed(3)} |`);
  const ratio = (a, b) => (a.perSecond / b.perSecond).toFixed(2);
  console.log(
    `\nspend / bare insert: ${ratio(rows[0], rows[1])} one after another, ${ratio(rows[2], rows[3])} with ${WORKERS} workers`,
  );

  // The books after all of it: every balance is its ledger's sum.
  const [check] = (
    await db.execute(sql`select count(*)::int as off from point_balances b
      where b.balance <> (select coalesce(sum(delta), 0) from point_ledger l where l.user_no = b.user_no)`)
  ).rows;
  if (check.off !== 0) {
    failed = true;
    console.error(`FAILED: ${check.off} balances differ from their ledger sums`);
  }
} finally {
  await scratch.close();
}
process.exit(failed ? 1 : 0);
