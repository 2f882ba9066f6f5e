import type { Config } from '../../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';

/**
 * Where uploaded files live. Keys are made by the server (`newStorageKey`); the URL returned by
 * `put` is what the browser loads and what is saved in the database.
 */
export interface Storage {
  kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  /** The stored bytes, or null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

type StorageConfig = Pick<
  Config,
  | 'uploadsDir'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_FORCE_PATH_STYLE'
>;

/** S3-compatible storage when S3_BUCKET is set (scale-out); local disk under DATA_DIR/uploads otherwise. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(config.uploadsDir);
}

export { createLocalStorage, LOCAL_URL_PREFIX } from './local.js';
export { createS3Storage, defaultPublicUrl, type S3StorageOptions } from './s3.js';
export { IMMUTABLE_CACHE_CONTROL, isInlineContentType, isValidStorageKey, newStorageKey } from './keys.js';
