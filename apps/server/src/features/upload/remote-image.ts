import { isImageFileName } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fail } from '../../lib/app-error.js';
import { isOwnImage } from '../../lib/sanitize.js';
import type { Storage } from '../../lib/storage/index.js';
import { checkRemoteUrl, type FetchPolicy, fetchRemoteFile } from './remote-fetch.js';
import { uploads } from './schema.js';
import { detectImageKind, IMAGE_MAX_DIMENSION, type ImageKind, processImage, storeFile } from './files.js';

/**
 * An outside picture becomes one of our uploads: fetched once through the locked-down fetcher,
 * checked by its bytes and re-encoded exactly like a picture a member uploads (SVG rasterized,
 * metadata dropped), stored with the address it came from. The same address asked for again —
 * by anyone — answers the stored copy without calling the other site a second time.
 */

/** The storage folder of fetched pictures (they are used inside bodies, like note images). */
export const REMOTE_IMAGE_PURPOSE = 'remote_image';

const MIME_OF: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};
const EXT_OF: Record<ImageKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  svg: 'svg',
};

export interface RemoteImage {
  url: string;
  /** True when an earlier fetch of the same address was reused. */
  reused: boolean;
}

async function storedCopyOf(db: Db, sourceUrl: string): Promise<string | null> {
  const [row] = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(eq(uploads.sourceUrl, sourceUrl))
    .limit(1);
  return row?.url ?? null;
}

/** The picture's own name from the address (`cat.png`), or a plain one when the path has none. */
function nameFrom(url: URL, kind: ImageKind): string {
  let last = url.pathname.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A broken escape in a path name is not worth failing over; the plain name serves.
  }
  return isImageFileName(last) ? last : `image.${EXT_OF[kind]}`;
}

export async function importRemoteImage(
  db: Db,
  storage: Storage,
  userNo: number,
  rawUrl: string,
  policy: FetchPolicy = {},
): Promise<RemoteImage> {
  // Our own picture copied from another post (object storage has an absolute address): nothing to fetch.
  if (isOwnImage(rawUrl.trim())) return { url: rawUrl.trim(), reused: true };
  const source = checkRemoteUrl(rawUrl, policy).href;
  const existing = await storedCopyOf(db, source);
  if (existing) return { url: existing, reused: true };

  const fetched = await fetchRemoteFile(source, policy);
  const kind = await detectImageKind(fetched.data);
  if (!kind)
    throw fail(
      'UNSUPPORTED_FILE',
      '이 주소의 파일은 이미지가 아니에요. jpg, png, gif, bmp, svg, webp 이미지의 주소를 넣어 주세요.',
    );
  // The name and type given here are the ones the bytes proved, so the upload checks judge the bytes.
  const image = await processImage(fetched.data, `remote.${EXT_OF[kind]}`, MIME_OF[kind], {
    maxDimension: IMAGE_MAX_DIMENSION.cover,
    // The member's share of the image queue, as for a picture they upload themselves.
    owner: `member:${userNo}`,
  });
  try {
    const stored = await storeFile(
      db,
      storage,
      {
        userNo,
        purpose: REMOTE_IMAGE_PURPOSE,
        originalName: nameFrom(new URL(source), kind),
        data: image.data,
        contentType: image.contentType,
        ext: image.ext,
      },
      async (tx, url) => {
        await tx.update(uploads).set({ sourceUrl: source }).where(eq(uploads.url, url));
      },
    );
    return { url: stored.url, reused: false };
  } catch (err) {
    // Two members pasted the same picture at once: the other fetch won, and its copy serves both.
    if (isUniqueViolation(err)) {
      const winner = await storedCopyOf(db, source);
      if (winner) return { url: winner, reused: true };
    }
    throw err;
  }
}
