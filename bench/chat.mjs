#!/usr/bin/env node
// `npm run bench:chat`: one-to-one chat at 2,000 connected members. Creates the members, their
// sessions and 1,000 one-to-one rooms, each with 50 earlier messages, straight in SQL
// (bench/chat-seed.mjs), starts the built server (apps/server/dist/server.js, what `npm start`
// runs) in a child process (bench/chat-process.mjs), connects every member's socket (websocket
// transport, session cookie), then has the members take turns sending `sendMessage` at BENCH_RATE
// messages/s in total (round robin, so each person stays far below the flood limit) and measures,
// per message, the time from the emit to the opponent's `addMessage`: p50, p99, max, the delivered
// rate, and messages lost (must be 0; a slow server is waited for, only what never arrives counts).
// The server process reports its memory (idle, with every socket connected, peak under load), CPU
// time and event-loop delay. Reference in the same run: a bare Socket.IO relay
// (bench/chat-echo-server.mjs: websocket only, no session, no database) with the same sockets and
// the same rate. PGlite by default; DATABASE_URL for a PostgreSQL server.
// BENCH_RATES (e.g. 250,500,1000,1500) runs each rate in turn on the same members and ends with the
// highest rate sustained: every message delivered, p99 under 100 ms, the offered rate kept up.
// BENCH_SOCKETS (default 2000), BENCH_RATE (500), BENCH_SECONDS (10), BENCH_WARMUP (2 s),
// BENCH_HISTORY (50 messages per room), BENCH_CONNECT_CONCURRENCY (100), BENCH_TARGETS
// (echo,server) and BENCH_NODE_ARGS (extra node flags for the server process) tune it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_LIMITS } from '@sidequest/shared';
import { io } from 'socket.io-client';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { SESSION_COOKIE } from '../apps/server/dist/features/auth/sessions.js';
import { newObjectId } from '../apps/server/dist/features/chat/core.js';
import { startServer } from './chat-process.mjs';
import { BODIES, seedChat, storedMessages } from './chat-seed.mjs';

const SOCKETS = Math.max(2, Math.floor(Number(process.env.BENCH_SOCKETS ?? 2000) / 2) * 2);
const RATES = (process.env.BENCH_RATES ?? process.env.BENCH_RATE ?? '500')
  .split(',')
  .map((r) => Number(r.trim()))
  .filter((r) => r > 0);
const RATE = Math.max(...RATES);
/** What "sustained" means in the sweep: nothing lost, p99 under this, at least 95 % of the offered rate. */
const SUSTAINED_P99_MS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** Messages already in each room (a live site has history; the send path must not scan it). */
const HISTORY = Math.min(4000, Number(process.env.BENCH_HISTORY ?? 50));
/** After the last send, wait for deliveries and acks until none has arrived for this long. */
const QUIET_MS = 10_000;
const CONCURRENCY = Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 100);
/** Extra node flags for the server process, e.g. `--cpu-prof` to see where its time goes. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TARGETS = (process.env.BENCH_TARGETS ?? 'echo,server').split(',').map((s) => s.trim());
const here = path.dirname(fileURLToPath(import.meta.url));
const STAMP = Date.now().toString(36);

// Each person sends once every SOCKETS / RATE seconds; the server's flood limit must never bite
// (RATE is the highest rate of a sweep; a pause between runs lets the previous window pass).
const perWindow = Math.ceil((CHAT_LIMITS.floodWindowMs / 1000) * (RATE / SOCKETS)) + 1;
if (perWindow > CHAT_LIMITS.floodMessages) {
  throw new Error(
    `BENCH_RATE ${RATE} over ${SOCKETS} sockets is ${perWindow} messages per person per ${CHAT_LIMITS.floodWindowMs / 1000} s, over the flood limit of ${CHAT_LIMITS.floodMessages}; add sockets or lower the rate`,
  );
}

const fdLimit = (() => {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return Number(line?.split(/\s+/)[3]);
  } catch {
    return Number.NaN;
  }
})();
const FD_HINT = `each process needs a file descriptor per socket: raise the limit with \`ulimit -n 65536\` (now ${fdLimit || 'unknown'})`;
if (fdLimit < SOCKETS + 512) console.warn(`warning: ${FD_HINT}`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The database: PGlite in a temporary DATA_DIR, or DATABASE_URL.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-bench-chat-'));
// Removed however the run ends (the server child has stopped by then, or dies with the IPC channel).
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const openDb = () => openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
let dbKind = 'none';

/** Creates the members and rooms (bench/chat-seed.mjs) and closes the database for the server. */
async function seed() {
  const database = await openDb();
  dbKind = database.kind;
  await database.migrate();
  const t0 = Date.now();
  const people = await seedChat(database.db, { sockets: SOCKETS, history: HISTORY, stamp: STAMP });
  await database.close();
  console.log(
    `created ${SOCKETS} members, sessions and ${SOCKETS / 2} one-to-one rooms in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return people;
}

/** Messages the server stored during the run (read after the server has stopped). */
async function storedCount() {
  const database = await openDb();
  const n = await storedMessages(database.db, STAMP);
  await database.close();
  return n;
}

// ---------------------------------------------------------------------------------------------
// Clients.

function connectAll(url, people) {
  const sockets = new Array(people.length);
  let next = 0;
  const one = (i) =>
    new Promise((resolve, reject) => {
      const p = people[i];
      const s = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 60_000,
        extraHeaders: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(p.token)}` },
        auth: { user: p.userNo, peer: people[p.peer].userNo },
      });
      s.once('connect', () => resolve(s));
      s.once('connect_error', (err) => {
        const hint = /EMFILE|ENFILE/.test(String(err?.description?.message ?? err?.message))
          ? ` (${FD_HINT})`
          : '';
        reject(new Error(`socket ${i} could not connect: ${err.message}${hint}`));
      });
      sockets[i] = s;
    });
  const worker = async () => {
    while (next < people.length) await one(next++);
  };
  return Promise.all(Array.from({ length: Math.min(CONCURRENCY, people.length) }, worker)).then(
    () => sockets,
  );
}

const pct = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(name, entry, people, rate) {
  const server = await startServer(entry, { env: { DATA_DIR: dataDir }, nodeArgs: NODE_ARGS });
  const idle = await server.sample({ gc: true });
  const tc = performance.now();
  const sockets = await connectAll(server.url, people);
  const connectMs = performance.now() - tc;
  const connected = await server.sample({ gc: true, resetDelay: true });

  // clientId → { to, at, measured }; removed when the opponent's addMessage arrives.
  const pending = new Map();
  const latencies = [];
  let lastDelivery = 0;
  let lastAck = 0;
  // Sockets the server let go during the run (no reconnection here, so what they miss is lost).
  const dropped = {};
  const fails = {};
  let acked = 0;
  sockets.forEach((s, i) => {
    s.on('addMessage', (payload) => {
      const id = payload?._doc?.clientId ?? payload?.ctx?.clientId;
      const m = pending.get(id);
      if (!m || m.to !== i) return; // the sender's own copy, or not ours
      pending.delete(id);
      lastDelivery = performance.now();
      if (m.measured) latencies.push(lastDelivery - m.at);
    });
    s.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') dropped[reason] = (dropped[reason] ?? 0) + 1;
    });
  });

  // Senders in a shuffled round robin: everyone sends once every SOCKETS / rate seconds.
  const order = people.map((_, i) => i);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(Math.random() * (k + 1));
    [order[k], order[j]] = [order[j], order[k]];
  }
  let sent = 0;
  let sentMeasured = 0;
  let peakRss = connected.memory.rss;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, (await server.usage()).rss);
  }, 250);
  const before = await server.usage();
  const start = performance.now();
  const warmEnd = start + WARMUP * 1000;
  const end = warmEnd + SECONDS * 1000;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      if (now >= end) {
        clearInterval(tick);
        resolve();
        return;
      }
      const measured = now >= warmEnd;
      const due = Math.floor(((now - start) / 1000) * rate);
      for (; sent < due; sent++) {
        const i = order[sent % order.length];
        const p = people[i];
        const clientId = `${STAMP}-${sent}`;
        pending.set(clientId, { to: p.peer, at: performance.now(), measured });
        if (measured) sentMeasured++;
        sockets[i].emit(
          'sendMessage',
          { roomId: p.roomId, body: BODIES[sent % BODIES.length], type: '01', clientId },
          (ack) => {
            lastAck = performance.now();
            if (ack?.result === 'success') acked++;
            else fails[ack?.code ?? 'bad ack'] = (fails[ack?.code ?? 'bad ack'] ?? 0) + 1;
          },
        );
      }
    }, 2);
  });
  // A server behind its load still delivers: only what never arrives is lost.
  const answered = () => acked + Object.values(fails).reduce((a, b) => a + b, 0);
  while (
    (pending.size > 0 || answered() < sent) &&
    performance.now() - Math.max(lastDelivery, lastAck, end) < QUIET_MS
  ) {
    await sleep(50);
  }
  const lost = pending.size;
  // Server CPU from the first send until the last delivery (or the end of the wait).
  const after = await server.usage();
  const { loop } = await server.sample();
  const loadMs = performance.now() - start;
  clearInterval(sampler);
  if (answered() < sent) fails['no ack'] = sent - answered();
  for (const s of sockets) s.disconnect();
  await server.stop();

  latencies.sort((a, b) => a - b);
  return {
    name,
    connectMs,
    sent,
    sentMeasured,
    acked,
    fails,
    lost,
    rate: sentMeasured / (SECONDS || 1),
    // Deliveries per second from the first send to the last delivery: below the offered rate
    // when the server cannot keep up.
    throughput: (sent - lost) / ((lastDelivery - start) / 1000),
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    idleRss: idle.memory.rss,
    rss: connected.memory.rss,
    heap: connected.memory.heapUsed,
    rssPerSocket: (connected.memory.rss - idle.memory.rss) / SOCKETS,
    heapPerSocket: (connected.memory.heapUsed - idle.memory.heapUsed) / SOCKETS,
    peakRss,
    cpu: (after.cpuMs - before.cpuMs) / loadMs,
    cpuPerMessage: (after.cpuMs - before.cpuMs) / sent,
    loopP99: loop.p99,
    loopMax: loop.max,
    dropped,
  };
}

// ---------------------------------------------------------------------------------------------

const people = TARGETS.includes('server')
  ? await seed()
  : Array.from({ length: SOCKETS }, (_, i) => ({
      userNo: i + 1,
      token: '',
      peer: i ^ 1,
      roomId: newObjectId(),
    }));
console.log(
  `사이드퀘스트 chat bench — ${SOCKETS} sockets in ${SOCKETS / 2} one-to-one rooms, ${RATES.join(', ')} messages/s for ${SECONDS} s each (after ${WARMUP} s warm-up), ${HISTORY} earlier messages per room, database: ${dbKind}, node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
);

const MB = (b) => (b / 1048576).toFixed(0);
const KB = (b) => (b / 1024).toFixed(1);
const ms = (v) => v.toFixed(1);
const rows = [
  [`connect ${SOCKETS} sockets, s`, (r) => (r.connectMs / 1000).toFixed(2), 'connectMs'],
  ['messages/s sent (measured)', (r) => Math.round(r.rate), null],
  ['messages/s delivered, first send to last delivery', (r) => Math.round(r.throughput), 'throughput'],
  ['delivery p50, ms', (r) => ms(r.p50), 'p50'],
  ['delivery p99, ms', (r) => ms(r.p99), 'p99'],
  ['delivery max, ms', (r) => ms(r.max), 'max'],
  ['lost (sent, not delivered)', (r) => `${r.lost} of ${r.sent}`, null],
  [
    'acks refused or missing',
    (r) =>
      Object.entries(r.fails)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ') || '0',
    null,
  ],
  ['messages stored in the database', (r) => r.stored ?? '—', null],
  ['server RSS idle, MB', (r) => MB(r.idleRss), 'idleRss'],
  [`server RSS with ${SOCKETS} sockets, MB`, (r) => MB(r.rss), 'rss'],
  ['server RSS peak under load, MB', (r) => MB(r.peakRss), 'peakRss'],
  ['RSS per socket, KB', (r) => KB(r.rssPerSocket), 'rssPerSocket'],
  ['heap per socket, KB', (r) => KB(r.heapPerSocket), 'heapPerSocket'],
  ['server CPU under load, % of one core', (r) => (r.cpu * 100).toFixed(0), 'cpu'],
  ['server CPU per message, ms', (r) => r.cpuPerMessage.toFixed(2), 'cpuPerMessage'],
  ['server event-loop delay p99 / max, ms', (r) => `${ms(r.loopP99)} / ${ms(r.loopMax)}`, null],
  [
    'sockets dropped during the run',
    (r) =>
      Object.entries(r.dropped)
        .map(([why, n]) => `${n} (${why})`)
        .join(', ') || '0',
    null,
  ],
];

/** One rate: the reference and our server with the same sockets, as a table with ratios. */
async function runRate(rate) {
  const results = [];
  if (TARGETS.includes('echo'))
    results.push(
      await measure(
        'bare Socket.IO relay (reference)',
        path.join(here, 'chat-echo-server.mjs'),
        people,
        rate,
      ),
    );
  if (TARGETS.includes('server')) {
    const r = await measure(
      `사이드퀘스트 server (${dbKind})`,
      path.join(here, '../apps/server/dist/server.js'),
      people,
      rate,
    );
    r.stored = await storedCount();
    results.push(r);
  }
  const ref = results.find((r) => r.name.includes('reference'));
  const ours = results.find((r) => r !== ref);
  console.log(`\n${rate} messages/s offered:`);
  console.log(`\n| measure | ${results.map((r) => r.name).join(' | ')} |${ref && ours ? ' ratio |' : ''}`);
  console.log(`|---|${results.map(() => '---:').join('|')}|${ref && ours ? '---:|' : ''}`);
  for (const [label, show, key] of rows) {
    const ratio = ref && ours ? (key ? ` ${(ours[key] / ref[key]).toFixed(2)} |` : ' |') : '';
    console.log(`| ${label} | ${results.map(show).join(' | ')} |${ratio}`);
  }
  return results;
}

const all = [];
for (const [k, rate] of RATES.entries()) {
  // Lets the previous run's messages leave the flood window before the same people send again.
  if (k > 0) await sleep(CHAT_LIMITS.floodWindowMs);
  all.push(...(await runRate(rate)).map((r) => ({ ...r, offered: rate })));
}

if (RATES.length > 1) {
  const sustained = (r) => r.lost === 0 && r.p99 < SUSTAINED_P99_MS && r.throughput >= 0.95 * r.offered;
  console.log(
    '\n| offered, messages/s | target | delivered/s | p50, ms | p99, ms | lost | CPU per message, ms | sustained |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---|');
  for (const r of all) {
    console.log(
      `| ${r.offered} | ${r.name} | ${Math.round(r.throughput)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.lost} | ${r.cpuPerMessage.toFixed(2)} | ${sustained(r) ? 'yes' : 'no'} |`,
    );
  }
  for (const name of new Set(all.map((r) => r.name))) {
    const best = all.filter((r) => r.name === name && sustained(r)).at(-1);
    console.log(
      `${name}: highest rate sustained (0 lost, p99 < ${SUSTAINED_P99_MS} ms) ${best ? `${best.offered} messages/s` : 'none of those offered'}`,
    );
  }
}

const bad = all.filter((r) => r.lost > 0);
if (bad.length > 0) {
  console.error(`\n${bad.map((r) => `${r.name} at ${r.offered}/s: ${r.lost} messages lost`).join('\n')}`);
  process.exitCode = 1;
}
