import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { DomainEvents } from '../src/lib/domain-events.js';
import { RealtimePublisher } from '../src/lib/realtime-publisher.js';
import { createStorage, type Storage } from '../src/lib/storage/index.js';
import { cloneDatabase, dropDatabase } from './pg.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  /** Attach a Socket.IO server to it (see features/realtime) to test live delivery. */
  realtime: RealtimePublisher;
  /** The app's domain events; a gateway attached to the app takes them too (chat mentions). */
  events: DomainEvents;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: a clone of the run's template. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `sq_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await cloneDatabase(url, inject('pgTemplate'), name);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolMax: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        await dropDatabase(url, name);
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ pgliteDir: 'memory://', pgliteLoad: new Blob([dump]) });
  return { database, drop: () => database.close() };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    // Tests make many calls from one address; the limits get their own test.
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const storage = createStorage(config);
  const realtime = new RealtimePublisher();
  const events = new DomainEvents();
  const app = await buildApp({ config, database, storage, realtime, events, logger: false });
  await app.ready();
  return {
    app,
    database,
    storage,
    realtime,
    events,
    config,
    dataDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie, to act as that logged-in person. */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The boxes every sign-up ticks: the three required agreements, no marketing messages. */
export const SIGNUP_CONSENT = { agree_age: true, agree_terms: true, agree_privacy: true } as const;

/**
 * Makes a test app listen on a free port with the Socket.IO gateway attached to its publisher, so
 * a test can connect real sockets (chat). With a Redis URL the gateway joins the Redis adapter.
 */
export async function startChatServer(ctx: TestContext, redisUrl?: string) {
  const { attachRealtime } = await import('../src/features/realtime/gateway.js');
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await attachRealtime(ctx.app.server, {
    db: ctx.database.db,
    redisUrl,
    realtime: ctx.realtime,
    events: ctx.events,
    publicOrigin: ctx.config.PUBLIC_ORIGIN,
    allowedOrigins: ctx.config.allowedOrigins,
  });
  const { port } = ctx.app.server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}`, gateway, close: () => gateway.close() };
}

/**
 * Another app (another instance of a cluster) on the same database as `ctx`, with its own
 * publisher. Closing it leaves the database to `ctx`.
 */
export async function createSiblingApp(ctx: TestContext): Promise<TestContext> {
  const realtime = new RealtimePublisher();
  const events = new DomainEvents();
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    storage: ctx.storage,
    realtime,
    events,
    logger: false,
  });
  await app.ready();
  return { ...ctx, app, realtime, events, close: () => app.close() };
}
