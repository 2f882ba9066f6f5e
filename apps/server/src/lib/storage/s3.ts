import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Storage } from './index.js';
import { assertStorageKey, IMMUTABLE_CACHE_CONTROL, isInlineContentType, isValidStorageKey } from './keys.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where objects are read by browsers (a CDN or the bucket's public address). */
  publicUrl?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

/** The address browsers load an object from, when no S3_PUBLIC_URL is given. */
export function defaultPublicUrl(o: S3StorageOptions): string {
  if (o.publicUrl) return o.publicUrl.replace(/\/+$/, '');
  if (o.endpoint) {
    const u = new URL(o.endpoint);
    const origin = u.origin + u.pathname.replace(/\/+$/, '');
    return o.forcePathStyle ? `${origin}/${o.bucket}` : `${u.protocol}//${o.bucket}.${u.host}`;
  }
  return `https://${o.bucket}.s3.${o.region}.amazonaws.com`;
}

/** S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, NCP Object Storage ...), shared by every instance. */
export function createS3Storage(o: S3StorageOptions, client?: S3Client): Storage {
  const cfg: S3ClientConfig = {
    region: o.region,
    forcePathStyle: o.forcePathStyle ?? false,
    // The SDK's default CRC checksums on every call are not understood by every S3-compatible
    // service (older MinIO, some Korean clouds); send them only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (o.endpoint) cfg.endpoint = o.endpoint;
  // Without explicit keys the SDK's default chain applies (instance role, env, profile).
  if (o.accessKeyId && o.secretAccessKey) {
    cfg.credentials = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey };
  }
  const s3 = client ?? new S3Client(cfg);
  const publicBase = defaultPublicUrl(o);

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertStorageKey(key);
      await s3.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          // Documents are downloaded, never rendered on the bucket's origin.
          ...(isInlineContentType(contentType) ? {} : { ContentDisposition: 'attachment' }),
        }),
      );
      return { key, url: `${publicBase}/${key}` };
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw err;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too, so removing twice is harmless.
      await s3.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
  };
}
