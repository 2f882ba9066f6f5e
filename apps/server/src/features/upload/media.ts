/**
 * Storing a member's uploaded picture or document for one use (`purpose`): the step every feature
 * with an upload call shares (profile pictures and attachments, lounge attachments). Which
 * purposes exist, and what a stored file is then attached to, stays with each feature.
 */
import { isImageFileName, isImageMime } from '@sidequest/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import type { Storage } from '../../lib/storage/index.js';
import {
  checkDocument,
  IMAGE_MAX_DIMENSION,
  processImage,
  safeOriginalName,
  storeFile,
  type UploadedFile,
} from './files.js';

export interface StoredFile {
  url: string;
  name: string;
  kind: 'image' | 'document';
}

/** A picture, checked and re-encoded to at most `maxDimension`, stored for `purpose`. */
export async function storeImage(
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

function looksLikeImage(file: UploadedFile): boolean {
  return isImageMime(file.mimetype) || isImageFileName(safeOriginalName(file.filename));
}

/**
 * A file that may be a picture (re-encoded like every picture) or a document (PDF or Word, kept as
 * it is and served as a download): career evidence, work and lounge attachments.
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
