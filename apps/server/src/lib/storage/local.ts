import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index.js';
import { assertStorageKey, isValidStorageKey } from './keys.js';

/** The URL prefix local files are served under (see features/upload/routes.ts). */
export const LOCAL_URL_PREFIX = '/uploads/';

/** Files on local disk under `root` (DATA_DIR/uploads), for a single instance or a shared volume. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  // Created up front so the static file server has a root to serve from on a fresh data dir.
  fs.mkdirSync(base, { recursive: true });

  const fileOf = (key: string): string => {
    const file = path.resolve(base, ...key.split('/'));
    // The key pattern already forbids `..`; this is the second lock.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, data) {
      assertStorageKey(key);
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(tmp, data, { flag: 'wx' });
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
      return { key, url: LOCAL_URL_PREFIX + key };
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        return await fsp.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}
