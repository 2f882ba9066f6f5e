#!/usr/bin/env node
// `node bench/chat-send.mjs` (after `npm run build`): CPU and wall time per message of chat's send
// path in process, without sockets, so the cost of the database work is seen on its own. Plain text
// goes through the one-statement path (features/chat/text-messages.ts); a body with a mention token
// that names nobody takes the full path (checks one by one, then the store transaction) and is
// stored the same way, so the two are compared in the same run. PGlite in memory by default;
// DATABASE_URL for PostgreSQL. BENCH_MESSAGES (400 per pass) and BENCH_SOCKETS (200 members) size it.
import { openDatabase } from '../apps/server/dist/db/client.js';
import { sendMessage } from '../apps/server/dist/features/chat/messages.js';
import { seedChat } from './chat-seed.mjs';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 400);
const MEMBERS = Math.max(2, Math.floor(Number(process.env.BENCH_SOCKETS ?? 200) / 2) * 2);
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : { pgliteDir: 'memory://' });
await database.migrate();
const people = await seedChat(database.db, {
  sockets: MEMBERS,
  history: 50,
  stamp: `s${Date.now().toString(36)}`,
});
// Delivery is measured by bench/chat.mjs; here the emits go nowhere.
const deps = { db: database.db, realtime: { toUsers() {}, toUser() {} }, events: { emit: async () => {} } };

let n = 0;
async function pass(body) {
  const t = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < COUNT; i++) {
    const p = people[i % people.length];
    const res = await sendMessage(deps, p.userNo, {
      roomId: p.roomId,
      body,
      type: '01',
      clientId: `c${n++}`,
    });
    if (res.duplicate) throw new Error('unexpected duplicate');
  }
  const c = process.cpuUsage(c0);
  return { wall: (performance.now() - t) / COUNT, cpu: (c.user + c.system) / 1000 / COUNT };
}

await pass('안녕하세요'); // warm-up: JIT, prepared statement, caches
const fast = await pass('안녕하세요');
const full = await pass('안녕하세요 @[없는사람]');
const again = await pass('안녕하세요');
await database.close();
console.log(`chat send path, ${COUNT} messages per pass, one after another, database: ${database.kind}`);
console.log('\n| per message | full path | one statement | ratio |\n|---|---:|---:|---:|');
for (const key of ['cpu', 'wall']) {
  const best = Math.min(fast[key], again[key]);
  console.log(
    `| ${key === 'cpu' ? 'CPU' : 'wall'}, ms | ${full[key].toFixed(2)} | ${best.toFixed(2)} | ${(best / full[key]).toFixed(2)} |`,
  );
}
