import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';
import { ROOT, type RunningServer, startServer } from './server.js';

/** Writes `npm run demo`'s data into a fresh data folder, before a server opens it. */
export async function seedDemoData(dataDir: string): Promise<void> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const demo = await import(path.join(dist, 'db/seed/demo.js'));
  const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await demo.seedDemo(database.db);
  } finally {
    await database.close();
  }
}

export interface DemoSite {
  server: RunningServer;
  browser: Browser;
  /** Closes the browser and the server and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * A lived-in site for journeys that look at the whole product: a server on a fresh copy of the
 * demo data (two members on one loopback address need the higher rate limit) and a Chromium.
 */
export async function startDemoSite(name: string): Promise<DemoSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sidequest-e2e-${name}-`));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let server: RunningServer | undefined;
  try {
    await seedDemoData(dataDir);
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
    const browser = await launchChromium();
    const running = server;
    return {
      server: running,
      browser,
      async stop() {
        await browser.close();
        await running.stop();
        removeData();
      },
    };
  } catch (err) {
    await server?.stop();
    removeData();
    throw err;
  }
}
