import type { Config } from '../config.js';
import { defaultPublicUrl } from './storage/index.js';

/**
 * Where our own pictures are read from besides `/uploads/` on this origin: the S3 (or CDN) base
 * when files live in object storage. The sanitizer keeps images only from there, and the CSP lets
 * browsers load images only from there, so both read it from this one function.
 */
export function uploadPublicBase(
  config: Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_PUBLIC_URL' | 'S3_FORCE_PATH_STYLE'>,
): string | null {
  if (!config.S3_BUCKET) return null;
  return defaultPublicUrl({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** The CSP img-src sources for our pictures in object storage (none on local disk). */
export function uploadImageSources(config: Parameters<typeof uploadPublicBase>[0]): string[] {
  const base = uploadPublicBase(config);
  if (!base) return [];
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
}
