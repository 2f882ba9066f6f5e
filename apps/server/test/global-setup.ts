import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

/**
 * Migrate once per run, then let every test file clone the result:
 * PGlite from a data-dir dump, PostgreSQL from a template database.
 */
export default async function setup(project: TestProject) {
  // Project env is applied to test workers only, so the mode comes from the project's name here.
  const mode = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  if (mode === 'postgres') {
    // The run's database (created fresh, UTF-8 with a C.UTF-8 ctype, by .ci/run) is migrated once
    // and then used as the template every test file clones.
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
    const database = await openDatabase({ databaseUrl: url, poolMax: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', decodeURIComponent(new URL(url).pathname.slice(1)));
    return;
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `sidequest-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
