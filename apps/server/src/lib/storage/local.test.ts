import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.js';
import { isValidStorageKey, newStorageKey } from './keys.js';

const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-storage-')), 'not', 'yet', 'there');
afterAll(() => fs.rmSync(path.dirname(path.dirname(path.dirname(root))), { recursive: true, force: true }));

describe('newStorageKey', () => {
  it('makes unique keys by purpose and UTC month', () => {
    const at = new Date('2026-11-30T20:00:00Z');
    const a = newStorageKey('user_image', 'webp', at);
    expect(a).toMatch(/^user_image\/2026\/11\/[0-9a-f-]{36}\.webp$/);
    expect(newStorageKey('user_image', 'webp', at)).not.toBe(a);
    expect(isValidStorageKey(a)).toBe(true);
  });

  it('refuses anything a client could have shaped', () => {
    expect(() => newStorageKey('../x', 'webp')).toThrow();
    expect(() => newStorageKey('user_image', 'php/../x')).toThrow();
    for (const key of [
      '../etc/passwd',
      'user_image/../../x.webp',
      '/abs/x.webp',
      'a/b.webp.',
      'a\\b.webp',
      'x.webp',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });
});

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('creates its folder and stores, reads and removes files under it', async () => {
    expect(fs.existsSync(root)).toBe(true);
    const key = newStorageKey('user_image', 'webp');
    const put = await storage.put(key, Buffer.from('pixels'), 'image/webp');
    expect(put).toEqual({ key, url: `/uploads/${key}` });
    expect(fs.readFileSync(path.join(root, ...key.split('/'))).toString()).toBe('pixels');
    expect((await storage.read(key))?.toString()).toBe('pixels');
    // Nothing but the file itself is left in its folder (no temp file).
    expect(fs.readdirSync(path.dirname(path.join(root, ...key.split('/'))))).toEqual([key.split('/').pop()]);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
  });

  it('never writes or reads outside its folder', async () => {
    await expect(storage.put('../../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.remove('../../escape.webp')).rejects.toThrow(/invalid storage key/);
    expect(await storage.read('../../../../etc/passwd')).toBeNull();
    expect(fs.existsSync(path.join(root, '..', '..', 'escape.webp'))).toBe(false);
  });
});
