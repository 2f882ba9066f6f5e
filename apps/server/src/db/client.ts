import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock, type DirLock } from './lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a helper that only reads and writes takes, so a caller can pass either without a cast. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations; idempotent. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Same relative hop from src/db (tsx, tests) and dist/db (built server).
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export const pgliteExtensions = { pg_trgm };

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A dump made by `PGlite.dumpDataDir()` to start from (tests clone a migrated template). */
  pgliteLoad?: Blob;
  poolMax?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteLoad);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // JIT off for the app's connections: our statements are short OLTP reads whose row estimates on
  // large tables can still cross the JIT thresholds, and compiling then costs more than it saves
  // (page 40 of the people directory: 79 ms with JIT, 33 ms without). See docs/operations.md.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this process and hands its queue from one query to the next in microtasks, so
 * under load it never lets the event loop run: timers, socket pings and new requests wait until
 * the whole queue is drained (seconds, measured in bench/chat.mjs, after which every chat socket
 * timed out). Each call now waits one event-loop turn before it queues, so I/O keeps flowing and
 * the server slows down instead of freezing. A transaction is one call: its statements (through
 * the transaction's own handle) run together.
 */
export function yieldBetweenQueries(client: PGlite): void {
  // One chain for every call: each waits for the previous one to finish, then for one event-loop
  // turn. (PGlite already runs one call at a time; the chain only adds the breathing space.)
  let tail: Promise<unknown> = Promise.resolve();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        const run = tail.then(nextTurn).then(() => original(...args));
        tail = run.catch(() => undefined);
        return run;
      },
    });
  }
}

async function openPglite(dir: string, load?: Blob): Promise<Database> {
  let lock: DirLock | undefined;
  if (!dir.startsWith('memory://')) {
    // PGlite does not create missing parents, and it has no inter-process lock of its own.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    lock = acquireDirLock(`${dir}.lock`);
  }
  try {
    const client = await PGlite.create(dir, {
      extensions: pgliteExtensions,
      ...(load ? { loadDataDir: load } : {}),
    });
    yieldBetweenQueries(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
