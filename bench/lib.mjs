// The pieces every HTTP benchmark shares: settings from the environment, a database and app built
// from the compiled server, autocannon, the primary-key reference route, a logged-in viewer, and the
// results table with ratios against the reference measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export const rowsOf = (res) => res.rows ?? res;

export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

export async function listen(app) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  return `http://127.0.0.1:${port}`;
}

/** A migrated database in a temporary DATA_DIR (PGlite), or DATABASE_URL, with limits lifted. */
export async function openBenchDatabase(name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sidequest-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolMax: CONNECTIONS,
  });
  await database.migrate();
  return {
    config,
    database,
    db: database.db,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The reference: a bare Fastify route running one raw query by a random key in [lo, hi), on the
 * same database, without our plugins. `query(no)` returns the drizzle `sql` to run.
 */
export async function pkReference(db, lo, hi, query) {
  const bare = Fastify({ logger: false });
  bare.get('/pk', async () => {
    const no = lo + Math.floor(Math.random() * (hi - lo));
    return { result: 'success', rows: rowsOf(await db.execute(query(no))) };
  });
  return { app: bare, url: await listen(bare) };
}

/** Registers a viewer through the real API; returns the member number and the session cookie. */
export async function registerViewer(base) {
  const stamp = Date.now();
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `viewer${stamp}@sidequest.kr`,
      password: 'bench-2026!',
      nickname: `벤치${stamp % 100000}`,
      agree_age: true,
      agree_terms: true,
      agree_privacy: true,
    }),
  });
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!reg.ok || !cookie) throw new Error(`could not register the bench viewer: ${await reg.text()}`);
  return { viewerNo: (await reg.json()).user.no, cookie };
}

/** A JSON POST for autocannon. */
export const postJson = (url, body, headers = {}) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Runs each [name, autocannon options] in turn (the first is the reference) and prints the table. */
export async function runAndPrint(runs) {
  const results = [];
  for (const [name, opts] of runs) {
    const r = await cannon(opts);
    if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers`);
    if (r.errors > 0 || r.timeouts > 0)
      throw new Error(`${name}: ${r.errors} errors, ${r.timeouts} timeouts`);
    results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  const ref = results[0].rps;
  console.log('\n| endpoint | req/s | p50 ms | p99 ms | ratio vs PK lookup |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ref).toFixed(2)} |`);
  }
  return results;
}
