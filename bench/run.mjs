#!/usr/bin/env node
// `npm run bench`: load figures for the session check, measured against references in the same
// process and run: a bare Fastify route (the framework's ceiling) and our /healthz (our plugins,
// no database). Prints requests/s, p50 and p99 latency, and each ratio against the bare route.
// Not part of `npm test`: numbers depend on the machine; the ratios are what to compare.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { createStorage } from '../apps/server/dist/lib/storage/index.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

async function listen(app) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  return `http://127.0.0.1:${port}`;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await database.migrate();
const app = await buildApp({ config, database, storage: createStorage(config), logger: false });
const base = await listen(app);

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ result: 'success' }));
// The database reference: the same session lookup as one raw query, no plugins, no validation.
bare.get('/raw-session', async () => {
  const rows = await database.db.execute(
    sql`select u.user_no, u.nickname from sessions s join users u on u.user_no = s.user_no
        where s.token_hash = ${'x'.repeat(64)} or s.user_no = 1 limit 1`,
  );
  return { rows: rows.rows ?? rows };
});
const bareUrl = await listen(bare);

const reg = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `bench${Date.now()}@sidequest.kr`,
    password: 'bench-2026!',
    nickname: `벤치${Date.now() % 10000}`,
    agree_age: true,
    agree_terms: true,
    agree_privacy: true,
  }),
});
const cookie = reg.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!reg.ok || !cookie) throw new Error(`could not register the bench user: ${await reg.text()}`);

const runs = [
  ['bare Fastify route (reference)', { url: bareUrl }],
  ['GET /healthz (our plugins, no DB)', { url: `${base}/healthz` }],
  ['bare route + raw session query (DB reference)', { url: `${bareUrl}/raw-session` }],
  [
    'POST /api/auth/loginAuthenticate/userhash (session check)',
    {
      url: `${base}/api/auth/loginAuthenticate/userhash`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    },
  ],
];

console.log(
  `사이드퀘스트 bench — ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
const results = [];
for (const [name, opts] of runs) {
  const r = await cannon(opts);
  if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers`);
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
}
const ref = results[0].rps;
const dbRef = results[2].rps;
console.log('\n| endpoint | req/s | p50 ms | p99 ms | ratio vs bare | ratio vs raw query |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ref).toFixed(2)} | ${(r.rps / dbRef).toFixed(2)} |`,
  );
}

await app.close();
await bare.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
