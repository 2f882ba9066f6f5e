#!/usr/bin/env node
// `npm run bench`: the session check (POST /api/auth/loginAuthenticate/userhash, asked on every page)
// against the primary-key reference: a bare Fastify route running one raw query by user_no. Both run
// in child processes (bench/lib.mjs `startServers`), autocannon here. The bare route without a
// query and /healthz (our plugins, no database) are printed for context. BENCH_ROWS (default
// 100000) members with a live session each are generated first, so the session lookup runs on a
// table of that size. PGlite by default; DATABASE_URL for PostgreSQL. Not part of `npm test`:
// numbers depend on the machine; the ratios are what to compare.
import { sql } from 'drizzle-orm';
import {
  CONNECTIONS,
  DURATION,
  benchSize,
  openBenchDatabase,
  postJson,
  registerViewer,
  rowsOf,
  runAndPrint,
  startServers,
} from './lib.mjs';

const ROWS = benchSize('BENCH_SESSIONS', 100_000);
const EMAIL_DOMAIN = 'bench-session.sidequest.kr';

const bench = await openBenchDatabase('session');
const { db, database } = bench;

const t0 = Date.now();
await db.execute(sql`
  insert into users (email, nickname, chat_uid, status)
  select 's' || n || ${`@${EMAIL_DOMAIN}`}, '세션' || n, md5('bench-session' || n), 'active'
  from generate_series(1, ${ROWS}::int) n`);
await db.execute(sql`
  insert into sessions (token_hash, user_no, expires_at)
  select encode(sha256(('bench-token-' || user_no)::bytea), 'hex'), user_no, now() + interval '30 days'
  from users where email like ${`%@${EMAIL_DOMAIN}`}`);
await db.execute(sql`analyze users`);
await db.execute(sql`analyze sessions`);
console.log(`generated ${ROWS} members with sessions in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(user_no)::int as lo, max(user_no)::int as hi from users`),
);

const servers = await startServers(bench, {
  reference: {
    lo,
    hi,
    query: (no) => sql`select user_no, nickname, img_url, status from users where user_no = ${no}`,
  },
});
const { app: base, reference } = servers.urls;
const { cookie } = await registerViewer(base);

console.log(
  `사이드퀘스트 session bench — ${ROWS} sessions, ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
await runAndPrint([
  ['primary-key lookup, bare route + raw query (reference)', { url: `${reference}/pk` }],
  ['bare Fastify route, no query', { url: reference }],
  ['GET /healthz (our plugins, no DB)', { url: `${base}/healthz` }],
  [
    'POST /api/auth/loginAuthenticate/userhash (session check)',
    postJson(`${base}/api/auth/loginAuthenticate/userhash`, {}, { cookie }),
  ],
]);

await servers.stop();
await bench.close();
