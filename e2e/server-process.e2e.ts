import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

function runSecond(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the server as a process', () => {
  it('refuses to open an embedded database another live server holds, saying why', async () => {
    const second = await runSecond(server.dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/데이터 폴더를 다른 프로세스\(pid \d+\)가 사용 중이에요/);
    // The first server is unharmed.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('shuts down gracefully on SIGTERM and releases the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-own-'));
    const own = await startServer({ DATA_DIR: dataDir });
    const lock = path.join(dataDir, 'pglite.lock');
    expect(fs.existsSync(lock)).toBe(true);
    await own.stop();
    expect(own.exitCode()).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
