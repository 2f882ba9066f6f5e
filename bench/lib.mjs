// The pieces every HTTP benchmark shares: settings from the environment (the data size included, so
// growth is measured), a database built from the compiled server, the server under test and the
// primary-key reference each in a child process (bench/server-child.mjs; autocannon stays here),
// a logged-in viewer, and the results table with ratios against the reference of the same run and
// the server's CPU time per request.
//
//   const bench = await openBenchDatabase('people');
//   await generate(bench.db, benchSize('BENCH_MEMBERS', 100_000));   // in this process
//   const servers = await startServers(bench, {
//     reference: { lo, hi, query: (no) => sql`select … where user_no = ${no}` },
//     apps: { app: {}, uncached: { NODE_ENV: 'test' } },               // env overrides per app
//   });
//   await servers.query(sql`update …`);   // set-up after the start (PGlite: only the child may open it)
//   await runAndPrint([['reference', { url: `${servers.urls.reference}/pk` }], …]);
//   await servers.stop(); await bench.close();
//
// The in-process helpers (`listen`, `pkReference`) remain for benches not yet moved to children.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Seconds of load before each measured run, so a fresh child's JIT and pool are warm. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);

/**
 * The data size of a bench: its own variable (BENCH_MEMBERS, BENCH_POSTS …), else BENCH_ROWS (one
 * knob for every bench: `BENCH_ROWS=1000` then `BENCH_ROWS=100000` measures growth), else `fallback`.
 */
export function benchSize(name, fallback) {
  const raw = process.env[name] ?? process.env.BENCH_ROWS;
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}/BENCH_ROWS must be a positive integer`);
  return n;
}

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
  let open = true;
  return {
    config,
    database,
    db: database.db,
    dataDir,
    /** Closes this process's handle (PGlite: so a child can open the directory). */
    async release() {
      if (open) await database.close();
      open = false;
    },
    async close() {
      if (open) await database.close();
      open = false;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dialect = new PgDialect();
/** Children alive now; `runAndPrint` reads their CPU time around each run. */
const children = new Set();

function cpuMsOf(pid) {
  // utime + stime in clock ticks (USER_HZ, 100 on Linux), read from outside the busy child.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

function spawnChild(bench, spec) {
  const child = fork(path.join(here, 'server-child.mjs'), [], {
    // stdout (the request log) is discarded: written, as in production, but not shown.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers.
    execArgv: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      BENCH_POOL_MAX: String(CONNECTIONS),
      BENCH_SERVER_SPEC: JSON.stringify(spec),
    },
  });
  const waiting = new Map();
  let nextId = 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
    child.on('message', (m) => {
      if (m.type === 'ready') resolve(m.urls);
      else waiting.get(m.id)?.(m);
    });
  });
  const ask = (msg) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (m) => {
        waiting.delete(id);
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      });
      child.send({ ...msg, id });
    });
  const handle = {
    pid: child.pid,
    cpuMs: () => cpuMsOf(child.pid),
    ask,
    async stop() {
      children.delete(handle);
      child.kill('SIGTERM');
      await exited;
    },
  };
  children.add(handle);
  return { handle, ready };
}

/**
 * Starts the apps under test (`apps`: name → env overrides, e.g. `{ NODE_ENV: 'test' }` for the
 * count cache off) and the primary-key reference (`{ lo, hi, query: (no) => sql }`: a bare route
 * running that one query with a random key) in child processes on the bench's database. On
 * PostgreSQL the reference and the apps get a process each; PGlite's directory can be open in one
 * process only, so there they share one (they are loaded one at a time either way). Answers the
 * URLs by name (`reference` for the reference), `query(sql)` to run set-up SQL in the child that
 * holds the database, and `stop()`.
 */
export async function startServers(bench, { apps = { app: {} }, reference } = {}) {
  let ref = null;
  if (reference) {
    const SLOT = -987_654_321;
    const q = dialect.sqlToQuery(reference.query(SLOT));
    const slot = q.params.indexOf(SLOT);
    if (slot < 0) throw new Error('the reference query must use its key as a parameter');
    ref = { text: q.sql, params: q.params, slot, lo: reference.lo, hi: reference.hi };
  }
  const shared = bench.database.kind === 'pglite';
  if (shared) await bench.release();
  const specs = shared || !ref ? [{ apps, reference: ref }] : [{ reference: ref }, { apps }];
  const started = specs.map((spec) => spawnChild(bench, spec));
  const urls = Object.assign({}, ...(await Promise.all(started.map((s) => s.ready))));
  const holder = started[started.length - 1].handle;
  return {
    urls,
    /** Runs a drizzle `sql` in the child holding the database; answers its rows. */
    async query(statement) {
      const q = dialect.sqlToQuery(statement);
      return (await holder.ask({ type: 'query', text: q.sql, params: q.params })).rows;
    },
    async stop() {
      for (const s of started) await s.handle.stop();
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

const totalCpuMs = () => [...children].reduce((sum, c) => sum + c.cpuMs(), 0);

/**
 * Rounds per run: the runs take turns in short rounds (BENCH_SECONDS split in BENCH_ROUNDS), so a
 * burst of other work on the shared machine lands on every row alike instead of on one.
 */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs each [name, autocannon options] (the first is the reference) in interleaved rounds and
 * prints the table: req/s over all rounds, the median round's p50 and p99, the ratio of req/s and
 * of p99 to the reference, and — when the servers run in children (`startServers`) — their CPU
 * time per request.
 */
export async function runAndPrint(runs) {
  const measured = children.size > 0;
  const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
  const tally = runs.map(([name]) => ({ name, requests: 0, seconds: 0, cpuMs: 0, p50: [], p99: [] }));
  if (WARMUP > 0) for (const [, opts] of runs) await cannon({ ...opts, duration: WARMUP });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [name, opts]] of runs.entries()) {
      const cpu0 = measured ? totalCpuMs() : 0;
      const r = await cannon({ ...opts, duration: seconds });
      const t = tally[i];
      t.cpuMs += measured ? totalCpuMs() - cpu0 : Number.NaN;
      if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers`);
      if (r.errors > 0 || r.timeouts > 0)
        throw new Error(`${name}: ${r.errors} errors, ${r.timeouts} timeouts`);
      t.requests += r.requests.total;
      t.seconds += r.duration;
      t.p50.push(r.latency.p50);
      t.p99.push(r.latency.p99);
    }
  }
  const results = tally.map((t) => ({
    name: t.name,
    rps: t.requests / t.seconds,
    p50: median(t.p50),
    p99: median(t.p99),
    cpuPerReq: t.cpuMs / t.requests,
  }));
  const ref = results[0];
  const cpuHead = measured ? ' server CPU ms/req |' : '';
  console.log(`\n| endpoint | req/s | p50 ms | p99 ms | ratio vs PK lookup | p99 × ref |${cpuHead}`);
  console.log(`|---|---:|---:|---:|---:|---:|${measured ? '---:|' : ''}`);
  for (const r of results) {
    const cpu = measured ? ` ${r.cpuPerReq.toFixed(2)} |` : '';
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ref.rps).toFixed(2)} | ${(r.p99 / Math.max(ref.p99, 1)).toFixed(1)} |${cpu}`,
    );
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// In-process query benches (no HTTP: bench/search.mjs) share the scratch database and the timing.

/**
 * A database for a bench that times queries in this process: with DATABASE_URL, a throwaway
 * database `sq_bench_<name>_<hex>` beside the one named (or `keep`, a name to generate into once and
 * reuse, never dropped: to study plans); else PGlite in memory. `close()` drops the throwaway.
 */
export async function openScratchDatabase(name, { keep, poolMax = 4 } = {}) {
  const baseUrl = process.env.DATABASE_URL;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const throwaway = baseUrl && !keep ? `sq_bench_${name}_${crypto.randomBytes(4).toString('hex')}` : null;
  if (throwaway) await admin(`create database ${throwaway}`);
  const dbName = throwaway ?? keep;
  const url =
    baseUrl && dbName ? Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString() : null;
  const database = await openDatabase(url ? { databaseUrl: url, poolMax } : { pgliteDir: 'memory://' });
  return {
    database,
    db: database.db,
    async close() {
      await database.close();
      if (throwaway) await admin(`drop database if exists ${throwaway} with (force)`);
    },
  };
}

/** `run` timed `n` times after `warm` untimed calls (plans, caches): median and worst milliseconds. */
export async function timeRuns(run, n, warm = 2) {
  for (let i = 0; i < warm; i++) await run();
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  return { p50: median(ms), max: Math.max(...ms) };
}

/**
 * Korean word pools for generated members, projects and posts (believable names, roles, topics,
 * places). A bench that needs fewer slices them, so its data stays what its recorded figures used.
 */
export const FAMILY = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전'.split(' ');
export const GIVEN =
  '지우 서준 하은 도윤 민준 서연 예준 지호 수아 시우 하준 지유 주원 채원 은우 윤서 건우 다은 현우 지안 우진 예린 선우 소율 유준 하린 연우 서아 정우 민서 도현 지민 승우 수빈 준서 나은 태윤 예은 시윤 가은'.split(
    ' ',
  );
export const ROLES = [
  '프론트엔드 개발자',
  '백엔드 개발자',
  'UI/UX 디자이너',
  '서비스 기획자',
  '데이터 분석가',
  '그로스 마케터',
  'iOS 개발자',
  '안드로이드 개발자',
  '브랜드 디자이너',
  '창업자',
];
export const TOPICS = [
  '맛집 지도 앱',
  '가계부 서비스',
  '러닝 기록 앱',
  '반려동물 커뮤니티',
  '중고 거래 플랫폼',
  '여행 일정 공유 서비스',
  '스터디 매칭 앱',
  '육아 기록 앱',
  'AI 글쓰기 도구',
  '동네 소식 뉴스레터',
  '독서 모임 플랫폼',
  '캠핑장 예약 서비스',
];
export const PLACES = ['강남', '판교', '성수', '홍대', '부산', '대전', '광주', '제주', '인천', '수원'];
