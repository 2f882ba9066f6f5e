#!/usr/bin/env node
// The project reads one at a time, no HTTP and no concurrency: the median and p95 of N sequential
// calls of the compiled rules (search, overview, recommend) on a database bench/projects.mjs has
// filled (DATABASE_URL, or PGlite is not supported: its data lives in a temporary directory).
// What the shared machine's load does to autocannon's req/s, it does much less to this; it shows
// page 40 against page 1 and a large set against a small one. BENCH_CALLS (default 200).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { overview } from '../apps/server/dist/features/project/post/overview.js';
import { recommendProjects } from '../apps/server/dist/features/project/find/recommend.js';
import { RecommendationCache } from '../apps/server/dist/features/project/find/recommend-cache.js';
import { searchProjects } from '../apps/server/dist/features/project/find/search.js';
import { MemoryCache } from '../apps/server/dist/lib/shared-cache.js';
import { rowsOf } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a database bench/projects.mjs has filled');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 2 });
const { db } = database;

const [{ n: type01 }] = rowsOf(
  await db.execute(
    sql`select count(*)::int as n from projects where type = '01' and status <> '99' and deleted_at is null`,
  ),
);
const deepPage = Math.max(2, Math.min(40, Math.floor(type01 / 20)));
const deepOffset = (deepPage - 1) * 20;
const [{ shown }] = rowsOf(
  await db.execute(sql`select project_no as shown from projects where status <> '99' and deleted_at is null
    order by published_at desc nulls last, project_no desc limit 1`),
);
const [viewer] = rowsOf(
  await db.execute(sql`select user_no as "userNo", main_job as "mainJob", main_job_d as "mainJobD",
    sub_job as "subJob", sub_job_d as "subJobD" from users where main_job_d = '0401' order by user_no desc limit 1`),
);
const [{ n: projectCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from projects`));

// Scroll once so the cached search has every boundary down to the deep page.
const seeking = { cache: new MemoryCache(), ttlMs: 3_600_000 };
for (let offset = 0; offset <= deepOffset; offset += 20)
  await searchProjects(db, null, { type: '01', offset }, seeking);
const ranked = new RecommendationCache();
ranked.use(new MemoryCache(), 3_600_000);

const cases = [
  [
    'search, type 01, page 1, count cached',
    () => searchProjects(db, null, { type: '01', offset: 0 }, seeking),
  ],
  [
    `search, type 01, page ${deepPage}, seek`,
    () => searchProjects(db, null, { type: '01', offset: deepOffset }, seeking),
  ],
  [
    `search, type 01, page ${deepPage}, OFFSET and count`,
    () => searchProjects(db, null, { type: '01', offset: deepOffset }),
  ],
  ['search, no filter, with count', () => searchProjects(db, null, { offset: 0 })],
  [
    'search, KR01 + recruiting only, with count',
    () => searchProjects(db, null, { location: 'KR01', recruting_only: true, offset: 0 }),
  ],
  [
    'search, open slot for 0401, with count',
    () => searchProjects(db, null, { recruting: '0401', offset: 0 }),
  ],
  ['search, 앱, with count', () => searchProjects(db, null, { keyword: '앱', offset: 0 })],
  ['search, 맛집, with count', () => searchProjects(db, null, { keyword: '맛집', offset: 0 })],
  ['search, ㄱㄱㅂ, with count', () => searchProjects(db, null, { keyword: 'ㄱㄱㅂ', offset: 0 })],
  ['search, 프론트엔드, with count', () => searchProjects(db, null, { keyword: '프론트엔드', offset: 0 })],
  ['project page overview, visitor', () => overview(db, shown, null)],
  ['recommend, logged in, cached ranking', () => recommendProjects(db, viewer, ranked)],
  ['recommend, logged in, ranked per call', () => recommendProjects(db, viewer)],
  ['recommend, visitor, ranked per call', () => recommendProjects(db, null)],
];

console.log(
  `projects latency — ${projectCount} projects, ${CALLS} sequential calls each, node ${process.version}`,
);
console.log('\n| call | median ms | p95 ms |\n|---|---:|---:|');
for (const [name, run] of cases) {
  for (let i = 0; i < 10; i++) await run();
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
}
await database.close();
