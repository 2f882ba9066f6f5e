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
  const pool = new pg.Pool({ connectionString: url, max });
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
