#!/usr/bin/env node
// `node bench/serialize.mjs`: the CPU of writing a list response, zod's writer (fastify-type-provider-
// zod: encode, then JSON.stringify) against ours (lib/serializer.ts: fast-json-stringify from the
// contract's JSON Schema). Seeds the demo into an in-memory PGlite, takes real first pages of the
// lounge feed, the people directory and the project search through app.inject(), then writes
// each page BENCH_ITERATIONS times (default 20000) with both and prints µs per response. Both
// writers must produce the same JSON (keys compared after parsing) or the bench stops.
import { allContracts, successSchema } from '@sidequest/shared';
import { serializerCompiler as zodCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { seedDemo } from '../apps/server/dist/db/seed/demo.js';
import { serializerCompiler } from '../apps/server/dist/lib/serializer.js';
import { createStorage } from '../apps/server/dist/lib/storage/index.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ config, database, storage: createStorage(config), logger: false });

const pages = [
  ['lounge feed, first page', 'POST', '/api/mgmt_lounge/postings', {}],
  ['people directory, 24 cards', 'GET', '/api/profile/load_profiles?limit=24'],
  ['project search, first page', 'POST', '/api/find_project/search', {}],
];
const canonical = (json) =>
  JSON.stringify(JSON.parse(json), (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

console.log(`사이드퀘스트 serializer bench — ${ITERATIONS} writes per page, node ${process.version}\n`);
console.log('| response | bytes | zod µs | fast-json-stringify µs | × |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, method, url, body] of pages) {
  const res = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  const path = url.split('?')[0];
  const contract = allContracts.find((c) => c.path === path && c.method === method);
  const route = { schema: successSchema(contract.response), method, url: path, httpStatus: '200' };
  const data = JSON.parse(res.body);
  const writers = [zodCompiler(route), serializerCompiler(route)];
  if (canonical(writers[0](data)) !== canonical(writers[1](data)))
    throw new Error(`${name}: the writers differ`);
  const micros = writers.map((write) => {
    for (let i = 0; i < 2000; i++) write(data);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < ITERATIONS; i++) write(data);
    return Number(process.hrtime.bigint() - t0) / 1000 / ITERATIONS;
  });
  console.log(
    `| ${name} | ${res.body.length} | ${micros[0].toFixed(1)} | ${micros[1].toFixed(1)} | ${(micros[0] / micros[1]).toFixed(1)} |`,
  );
}
await app.close();
await database.close();
