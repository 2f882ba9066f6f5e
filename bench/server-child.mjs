// The server side of an HTTP benchmark, in its own process so that autocannon (in the bench
// process) does not share an event loop with what it measures. Started by `startServers` in
// bench/lib.mjs with its spec in BENCH_SERVER_SPEC (JSON):
//   { apps: { <name>: { <env overrides> } }, reference: { text, params, slot, lo, hi } | null }
// It opens the database once (DATABASE_URL or the PGlite DATA_DIR, like the real server), builds
// each named app with the compiled server's buildApp and its production logger (LOG_LEVEL, written
// to the inherited stdout, which the bench discards), and serves the reference: a bare Fastify
// route running one parameterised query with a random key in [lo, hi) at `slot`. Over IPC it
// answers `query` (any SQL for the bench: set-up on PGlite, whose data directory only one process
// may open) and `sample` (its CPU time). Its port numbers go back in a `ready` message.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { createStorage } from '../apps/server/dist/lib/storage/index.js';

const spec = JSON.parse(process.env.BENCH_SERVER_SPEC ?? '{}');
const rowsOf = (res) => res.rows ?? res;

/** A drizzle `sql` from a query's text and parameters as the bench process serialised it. */
function fromQuery(text, params) {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql.raw(''),
  );
}

async function listen(app) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${app.server.address().port}`;
}

const baseConfig = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: baseConfig.DATABASE_URL,
  pgliteDir: baseConfig.pgliteDir,
  poolMax: Number(process.env.BENCH_POOL_MAX ?? 20),
});
const servers = [];
const urls = {};

for (const [name, env] of Object.entries(spec.apps ?? {})) {
  const config = loadConfig({ ...process.env, ...env });
  const app = await buildApp({ config, database, storage: createStorage(config) });
  servers.push(app);
  urls[name] = await listen(app);
}

if (spec.reference) {
  const { text, params, slot, lo, hi } = spec.reference;
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ result: 'success' }));
  bare.get('/pk', async () => {
    const args = [...params];
    args[slot] = lo + Math.floor(Math.random() * (hi - lo));
    return { result: 'success', rows: rowsOf(await database.db.execute(fromQuery(text, args))) };
  });
  servers.push(bare);
  urls.reference = await listen(bare);
}

process.on('message', async (msg) => {
  if (msg?.type === 'query') {
    try {
      const rows = rowsOf(await database.db.execute(fromQuery(msg.text, msg.params)));
      process.send({ type: 'answer', id: msg.id, rows });
    } catch (err) {
      process.send({ type: 'answer', id: msg.id, error: String(err?.cause?.message ?? err?.message ?? err) });
    }
  } else if (msg?.type === 'sample') {
    process.send({ type: 'answer', id: msg.id, cpu: process.cpuUsage() });
  }
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  for (const s of servers) await s.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
// The IPC channel must not keep a server alive after the bench has gone.
process.on('disconnect', shutdown);
process.send({ type: 'ready', urls });
