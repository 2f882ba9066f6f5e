import { isImageFileName, isImageMime } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import type { Storage } from '../../lib/storage/index.js';
import { users } from '../auth/schema.js';
import {
  checkDocument,
  IMAGE_MAX_DIMENSION,
  processImage,
  safeOriginalName,
  storeFile,
  type UploadedFile,
} from '../upload/service.js';
import { assertOwnUploads } from '../upload/ownership.js';
import { profiles } from './schema.js';

/** `uploads.purpose` of the files this feature stores. */
export const PURPOSE = {
  userImage: 'user_image',
  background: 'user_background',
  evidence: 'career_evidence',
  work: 'work_attachment',
} as const;

export interface StoredFile {
  url: string;
  name: string;
  kind: 'image' | 'document';
}

async function storeImage(
  db: Db,
  storage: Storage,
  userNo: number,
  file: UploadedFile,
  purpose: string,
  maxDimension: number,
  alsoInTransaction?: (tx: Tx, url: string) => Promise<void>,
): Promise<StoredFile> {
  const image = await processImage(file.data, file.filename, file.mimetype, { maxDimension });
  const { url } = await storeFile(
    db,
    storage,
    {
      userNo,
      purpose,
      originalName: file.filename,
      data: image.data,
      contentType: image.contentType,
      ext: image.ext,
    },
    alsoInTransaction,
  );
  return { url, name: safeOriginalName(file.filename), kind: 'image' };
}

/** A candidate profile picture: stored, not applied (update_user_image applies it). */
export function storeUserImage(db: Db, storage: Storage, userNo: number, file: UploadedFile) {
  return storeImage(db, storage, userNo, file, PURPOSE.userImage, IMAGE_MAX_DIMENSION.profile);
}

/** A background image, at cover size; update_background applies it. */
export function storeBackground(db: Db, storage: Storage, userNo: number, file: UploadedFile) {
  return storeImage(db, storage, userNo, file, PURPOSE.background, IMAGE_MAX_DIMENSION.cover);
}

function looksLikeImage(file: UploadedFile): boolean {
  return isImageMime(file.mimetype) || isImageFileName(safeOriginalName(file.filename));
}

/**
 * A file that may be a picture (re-encoded like every picture) or a document (PDF or Word, kept as
 * it is and served as a download): career evidence and work attachments.
 */
export async function storeImageOrDocument(
  db: Db,
  storage: Storage,
  userNo: number,
  file: UploadedFile,
  purpose: string,
  alsoInTransaction?: (tx: Tx, stored: StoredFile) => Promise<void>,
): Promise<StoredFile> {
  const name = safeOriginalName(file.filename);
  if (looksLikeImage(file)) {
    return storeImage(db, storage, userNo, file, purpose, IMAGE_MAX_DIMENSION.cover, (tx, url) =>
      alsoInTransaction ? alsoInTransaction(tx, { url, name, kind: 'image' }) : Promise.resolve(),
    );
  }
  const doc = await checkDocument(file.data, file.filename, file.mimetype).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'UNSUPPORTED_DOCUMENT') {
      throw fail(
        'UNSUPPORTED_DOCUMENT',
        '올릴 수 없는 파일 형식이에요. PDF나 Word 문서, 또는 jpg·png 같은 이미지를 올려 주세요.',
      );
    }
    throw err;
  });
  const { url } = await storeFile(
    db,
    storage,
    {
      userNo,
      purpose,
      originalName: file.filename,
      data: file.data,
      contentType: doc.contentType,
      ext: doc.ext,
    },
    (tx, storedUrl) =>
      alsoInTransaction
        ? alsoInTransaction(tx, { url: storedUrl, name, kind: 'document' })
        : Promise.resolve(),
  );
  return { url, name, kind: 'document' };
}

/** Sets the picture from one of the member's uploads, or clears it with null. */
export async function setUserImage(db: Db, userNo: number, imgUrl: string | null): Promise<string | null> {
  const [current] = await db.select({ imgUrl: users.imgUrl }).from(users).where(eq(users.userNo, userNo));
  if (imgUrl) await assertOwnUploads(db, userNo, [imgUrl], [PURPOSE.userImage], [current?.imgUrl ?? null]);
  await db.update(users).set({ imgUrl, updatedAt: sql`now()` }).where(eq(users.userNo, userNo));
  return imgUrl;
}

/** Sets the background from one of the member's uploads, or clears it with null. */
export async function setBackground(db: Db, userNo: number, url: string | null): Promise<string | null> {
  const [current] = await db
    .select({ backgroundUrl: profiles.backgroundUrl })
    .from(profiles)
    .where(eq(profiles.userNo, userNo));
  if (url) await assertOwnUploads(db, userNo, [url], [PURPOSE.background], [current?.backgroundUrl ?? null]);
  await db
    .update(profiles)
    .set({ backgroundUrl: url, updatedAt: sql`now()` })
    .where(eq(profiles.userNo, userNo));
  return url;
}
