import { type Directory, loadDirectory } from '@sidequest/shared/directory';

const cache = new Map<string, Promise<Directory>>();

/**
 * The school and department directories for education entries. The server already reads them at
 * start (a broken file stops it there); this keeps one parsed copy per folder for the profile calls
 * and for tests, which build apps without going through server.ts.
 */
export function profileDirectory(dir: string | undefined): Promise<Directory> {
  const key = dir ?? '';
  let pending = cache.get(key);
  if (!pending) {
    pending = loadDirectory(dir);
    // A failed read is not cached: the next call tries again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
