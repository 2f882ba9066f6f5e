#!/usr/bin/env node
// `npm run bench:home` (builds first): GET /api/main/home, the whole home page in one call (every
// section read through its feature: gatherings, people, booths, lounge, magazine, and a member's
// quests and points), against the primary-key reference (a bare route running one raw query by
// user_no) in the same run. On the demo data, plus BENCH_HOME_POSTS (default 20000) lounge posts
// published this week: the popular-posts section is the one that ranks a whole week's rows.
//
// Four rows besides the reference: a visitor and the demo member, each on the production app
// (the visitor's page shared for 45 s, the member's people and gathering rankings cached for two
// minutes) and on an app with every cache off (NODE_ENV=test), which is what a cold read costs.
// PGlite by default; DATABASE_URL for PostgreSQL. Not part of `npm test`.
import { sql } from 'drizzle-orm';
import { seedDemo } from '../apps/server/dist/db/seed/demo.js';
import { benchSize, openBenchDatabase, rowsOf, runAndPrint, startServers } from './lib.mjs';

const POSTS = benchSize('BENCH_HOME_POSTS', 20_000);
const DEMO = { email: 'demo@sidequest.kr', password: 'sidequest123!' };

const bench = await openBenchDatabase('home');
const { db, database } = bench;
const t0 = Date.now();
await seedDemo(db);
const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(user_no)::int as lo, max(user_no)::int + 1 as hi from users`),
);
// This week's posts by the demo members, spread over the seven days with varied likes and replies.
await db.execute(sql`
  insert into lounge_posts (user_no, status, post_type, tag, body_html, body_text, like_count,
    reply_count, published_at, created_at, updated_at)
  select ${lo}::int + n % (${hi}::int - ${lo}::int), 'published', '01', '0' || (1 + n % 9),
    '<p>벤치 ' || n || '번째 이야기예요.</p>', '벤치 ' || n || '번째 이야기예요.',
    (n * 7) % 40, (n * 3) % 12,
    now() - ((n % 604000) * interval '1 second'), now(), now()
  from generate_series(1, ${POSTS}::int) n`);
await db.execute(sql`analyze`);
console.log(`demo data and ${POSTS} posts this week in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const servers = await startServers(bench, {
  apps: { app: {}, cold: { NODE_ENV: 'test' } },
  reference: {
    lo,
    hi,
    query: (no) => sql`select user_no, nickname, img_url, status from users where user_no = ${no}`,
  },
});
const { app, cold, reference } = servers.urls;

const login = await fetch(`${app}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEMO),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!login.ok || !cookie) throw new Error(`could not log the demo member in: ${await login.text()}`);
// A section that failed answers null with a 200: check every one is there before measuring.
const PUBLIC_SECTIONS = ['projects', 'people', 'expo', 'lounge', 'magazine'];
for (const [who, headers, required] of [
  ['visitor', {}, PUBLIC_SECTIONS],
  ['member', { cookie }, [...PUBLIC_SECTIONS, 'quests', 'points']],
]) {
  const home = await (await fetch(`${cold}/api/main/home`, { headers })).json();
  const missing = required.filter((k) => home[k] == null);
  if (home.result !== 'success' || missing.length > 0) {
    throw new Error(`${who}'s home is missing ${missing.join(', ') || 'its answer'}`);
  }
}

console.log(`사이드퀘스트 home bench — database: ${database.kind}, node ${process.version}`);
await runAndPrint([
  ['primary-key lookup, bare route + raw query (reference)', { url: `${reference}/pk` }],
  ['GET /api/main/home, visitor (page shared 45 s)', { url: `${app}/api/main/home` }],
  ['GET /api/main/home, member (rankings cached)', { url: `${app}/api/main/home`, headers: { cookie } }],
  ['GET /api/main/home, visitor, every cache off', { url: `${cold}/api/main/home` }],
  ['GET /api/main/home, member, every cache off', { url: `${cold}/api/main/home`, headers: { cookie } }],
]);

await servers.stop();
await bench.close();
