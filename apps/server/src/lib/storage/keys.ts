import { randomUUID } from 'node:crypto';

/**
 * Storage keys are made only by the server: `<purpose>/<yyyy>/<mm>/<uuid>.<ext>`.
 * Nothing the client sends (file name, extension) ever becomes part of a path.
 */
const KEY_PATTERN = /^[a-z0-9_]+(?:\/[a-z0-9_-]+)+\.[a-z0-9]{1,8}$/;
const PURPOSE_PATTERN = /^[a-z0-9_]+$/;
const EXT_PATTERN = /^[a-z0-9]{1,8}$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh, unguessable key; month folders keep directories small and make clean-up by age easy. */
export function newStorageKey(purpose: string, ext: string, now: Date = new Date()): string {
  if (!PURPOSE_PATTERN.test(purpose)) throw new Error(`invalid storage purpose: ${purpose}`);
  if (!EXT_PATTERN.test(ext)) throw new Error(`invalid storage extension: ${ext}`);
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${purpose}/${yyyy}/${mm}/${randomUUID()}.${ext}`;
}

/** Only pictures we produced are shown inline; anything else is downloaded, never rendered. */
const INLINE_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/gif']);

export function isInlineContentType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

/** Keys are unique forever, so a stored object never changes under its URL. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
