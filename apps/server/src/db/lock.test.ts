import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock } from './lock.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sq-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data dir lock', () => {
  it('refuses a second holder while the first is alive, with a clear Korean message', () => {
    const file = path.join(tmp(), 'pglite.lock');
    const first = acquireDirLock(file);
    // Pretend another live process holds it: our parent process is alive and is not us.
    fs.writeFileSync(file, String(process.ppid));
    expect(() => acquireDirLock(file)).toThrow(/다른 프로세스\(pid \d+\)가 사용 중/);
    fs.writeFileSync(file, String(process.pid));
    first.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const file = path.join(tmp(), 'pglite.lock');
    fs.writeFileSync(file, '999999999');
    const lock = acquireDirLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
