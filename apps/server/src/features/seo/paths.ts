import fs from 'node:fs';
import path from 'node:path';

export interface ParsedUrl {
  /** The raw path, without the query string. */
  rawPath: string;
  /**
   * The decoded path segments (`/people/%EB%A9%94` → `['people', '메']`), without a trailing
   * empty one. Null when the path cannot be read as a page or file path: bad percent-encoding,
   * empty segments (`//`), or a segment that decodes to a slash, backslash or NUL.
   */
  segments: string[] | null;
  query: URLSearchParams;
}

export function parseRequestUrl(url: string): ParsedUrl {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  return { rawPath, segments: decodeSegments(rawPath), query };
}

function decodeSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const parts = rawPath.slice(1).split('/');
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  const out: string[] = [];
  for (const part of parts) {
    if (part === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(decoded)) return null;
    out.push(decoded);
  }
  return out;
}

/** A segment that may name a file in the web build: no dot-segments, no dotfiles. */
function isSafeFileSegment(segment: string): boolean {
  return segment.length > 0 && segment.length <= 255 && !segment.startsWith('.');
}

/**
 * The web build's file for these segments, as a `/`-rooted path relative to `root`, or null.
 * Only regular files whose real location is inside `root` qualify, so neither `..` (however
 * encoded) nor a symlink can reach outside the build folder.
 */
export async function findStaticFile(
  root: string,
  realRoot: string,
  segments: string[],
): Promise<string | null> {
  if (segments.length === 0 || !segments.every(isSafeFileSegment)) return null;
  const full = path.join(root, ...segments);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    const real = await fs.promises.realpath(full);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(real);
    if (!stat.isFile()) return null;
  } catch {
    return null;
  }
  return `/${segments.join('/')}`;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Cache-Control for a file of the web build. Vite's `/assets/*` names carry a content hash, so
 * they never change; translations and the service worker change with every deploy under the
 * same name, so they are revalidated each time (a 304 thanks to the ETag); the rest (favicon,
 * og image, fonts outside assets) may be an hour stale.
 */
export function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return IMMUTABLE;
  if (file.startsWith('/locales/')) return NO_CACHE;
  if (/^\/(?:sw|service-worker)\.js$|\.webmanifest$|^\/manifest\.json$/.test(file)) return NO_CACHE;
  return SHORT;
}
