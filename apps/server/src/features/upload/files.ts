import { isDocumentFileName, isDocumentMime, isImageFileName, isImageMime } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import { newStorageKey, type Storage } from '../../lib/storage/index.js';
import { users } from '../auth/schema.js';
import { BmpError, decodeBmp } from './bmp.js';
import { imageOwnerOf, imageQueue } from './image-queue.js';
import { uploads } from './schema.js';
import { looksLikeSvg } from './svg.js';
import { checkSvg, SVG_REFUSAL_MESSAGE } from './svg-check.js';

/** Longest side of a stored picture, by use: a profile photo is shown at most ~200 px wide (x4 for HiDPI). */
export const IMAGE_MAX_DIMENSION = { profile: 800, cover: 1600 } as const;

/**
 * Decoded size limits: a 10 MB file can still claim 60,000 x 60,000 pixels (a decompression bomb).
 * 50 MP covers a 48 MP phone photo; an animated picture counts every frame.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_FRAMES = 300;

/**
 * Longest any one picture may take. Decoding and encoding check it between tiles, so a slow JPEG or
 * PNG stops here; an SVG renders in one piece and is kept cheap by `checkSvg` instead.
 */
export const IMAGE_TIMEOUT_SECONDS = 8;

const WEBP = { quality: 82, effort: 4 } as const;

// One libvips worker per job (plus its write-behind thread): with the queue's one job at a time,
// image work takes about one core and one thread-pool thread; log-in (argon2 on the same pool)
// keeps the rest.
sharp.concurrency(1);

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'svg';

const DETECTED_IMAGE: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is still a PNG; sharp reads its first frame.
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  ext: 'webp';
  width: number;
  height: number;
  animated: boolean;
  /** What the upload really was, by its bytes. */
  source: ImageKind;
}

/**
 * A client's file name, made safe to store and show: the last path segment only, NFC (macOS sends
 * Hangul decomposed), no control characters, at most 200 characters. Never used in a path.
 */
export function safeOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return Array.from(clean).slice(-200).join('') || 'file';
}

/** The real type of an image by its bytes; null when it is not one we accept. */
export async function detectImageKind(buffer: Buffer): Promise<ImageKind | null> {
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) {
    const kind = DETECTED_IMAGE[detected.mime];
    if (kind) return kind;
    // An SVG with an XML declaration is detected as generic XML.
    if (detected.ext !== 'xml') return null;
  }
  return looksLikeSvg(buffer) ? 'svg' : null;
}

const tooManyPixels = () =>
  fail('PAYLOAD_TOO_LARGE', '이미지 해상도가 너무 커요. 가로·세로 크기를 줄여서 다시 올려 주세요.');
const tooSlow = () =>
  fail(
    'UNSUPPORTED_FILE',
    '이미지를 처리하는 데 너무 오래 걸려서 멈췄어요. 해상도를 줄이거나 PNG·JPG로 바꿔서 다시 올려 주세요.',
  );
const unreadable = () =>
  fail(
    'UNSUPPORTED_FILE',
    '이미지를 읽을 수 없어요. 손상되지 않은 jpg, png, gif, bmp, svg, webp 파일을 올려 주세요.',
  );

async function openImage(
  buffer: Buffer,
  kind: ImageKind,
  maxDimension: number,
): Promise<{ image: Sharp; animated: boolean }> {
  const limit = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  switch (kind) {
    case 'bmp': {
      const bmp = decodeBmp(buffer, MAX_INPUT_PIXELS);
      return {
        image: sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 } }),
        animated: false,
      };
    }
    case 'svg': {
      // Reading the declared size renders nothing; render so the longest side lands on maxDimension.
      const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
      const longest = Math.max(meta.width ?? 0, meta.height ?? 0) || maxDimension;
      const density = Math.min(Math.max((72 * maxDimension) / longest, 1), 100_000);
      return { image: sharp(buffer, { ...limit, density }), animated: false };
    }
    case 'gif':
    case 'webp': {
      const meta = await sharp(buffer, { ...limit, animated: true }).metadata();
      const pages = meta.pages ?? 1;
      const frameHeight = meta.pageHeight ?? meta.height ?? 0;
      if (pages > MAX_FRAMES || (meta.width ?? 0) * frameHeight * pages > MAX_INPUT_PIXELS)
        throw tooManyPixels();
      return { image: sharp(buffer, { ...limit, animated: pages > 1 }), animated: pages > 1 };
    }
    default:
      return { image: sharp(buffer, limit), animated: false };
  }
}

/**
 * Checks an uploaded picture and re-encodes it: the name's extension, the declared MIME type and the
 * bytes must all be accepted image types; the result is a WebP (animated for an animated GIF/WebP),
 * turned upright by its EXIF orientation, fitted within `maxDimension`, with every metadata block
 * (EXIF with GPS, XMP, ICC, comments) dropped. SVG is checked (`checkSvg`) and rasterized, so no
 * script survives. The decoding and encoding wait their turn in `imageQueue`, under the uploader's
 * share (`owner`, or the member `readUpload` tagged the bytes with).
 */
export async function processImage(
  buffer: Buffer,
  originalName: string,
  mime: string,
  options: { maxDimension: number; owner?: string } = { maxDimension: IMAGE_MAX_DIMENSION.profile },
): Promise<ProcessedImage> {
  if (!isImageFileName(safeOriginalName(originalName)) || !isImageMime(mime)) throw fail('UNSUPPORTED_FILE');
  if (buffer.length === 0) throw fail('FILE_REQUIRED');
  const source = await detectImageKind(buffer);
  if (!source) throw fail('UNSUPPORTED_FILE');
  // The SVG check is a linear scan on this thread, before the file waits for (or costs) a slot.
  const svg = source === 'svg' ? checkSvg(buffer) : null;
  if (svg && !svg.ok) throw fail('UNSUPPORTED_FILE', SVG_REFUSAL_MESSAGE[svg.problem]);
  const embedded = svg?.ok ? svg.embedded : [];
  return imageQueue.run(options.owner ?? imageOwnerOf(buffer), () =>
    encodeImage(buffer, source, options.maxDimension, embedded),
  );
}

/** Embedded pictures are decoded too: their pixels count toward the same limit. */
async function checkEmbedded(embedded: Buffer[]): Promise<void> {
  let pixels = 0;
  for (const data of embedded) {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    pixels += (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
    if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  }
}

async function encodeImage(
  buffer: Buffer,
  source: ImageKind,
  maxDimension: number,
  embedded: Buffer[],
): Promise<ProcessedImage> {
  try {
    await checkEmbedded(embedded);
    const { image, animated } = await openImage(buffer, source, maxDimension);
    // Animated GIF/WebP carry no EXIF orientation; autoOrient on a frame strip would turn the strip.
    const upright = animated ? image : image.autoOrient();
    const { data, info } = await upright
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: 'image/webp',
      ext: 'webp',
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
      animated,
      source,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof BmpError) throw err.tooLarge ? tooManyPixels() : unreadable();
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    if (err instanceof Error && /timeout/i.test(err.message)) throw tooSlow();
    throw unreadable();
  }
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// The stream name every Word 97-2003 file has in its compound-file directory (UTF-16LE).
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export interface CheckedDocument {
  /** The content type by the bytes, not by what the client said. */
  contentType: 'application/pdf' | 'application/msword' | typeof DOCX_MIME;
  ext: 'pdf' | 'doc' | 'docx';
}

/**
 * Checks an uploaded document (career evidence, project documents): the name and declared type must
 * be a document, and the bytes must really be a PDF, a Word 97-2003 file (an OLE compound file with
 * a WordDocument stream — not an Excel sheet or an installer) or a .docx (a zip with word/ parts).
 * Documents are stored as they are and always served as downloads.
 */
export async function checkDocument(
  buffer: Buffer,
  originalName: string,
  mime: string,
): Promise<CheckedDocument> {
  if (!isDocumentFileName(safeOriginalName(originalName)) || !isDocumentMime(mime))
    throw fail('UNSUPPORTED_DOCUMENT');
  if (buffer.length === 0) throw fail('FILE_REQUIRED');
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime === 'application/pdf') return { contentType: 'application/pdf', ext: 'pdf' };
  if (detected?.mime === DOCX_MIME) return { contentType: DOCX_MIME, ext: 'docx' };
  if (detected?.ext === 'cfb' && buffer.includes(WORD_STREAM))
    return { contentType: 'application/msword', ext: 'doc' };
  throw fail('UNSUPPORTED_DOCUMENT');
}

export interface StoreFileInput {
  userNo: number | null;
  /** A folder-like tag: `user_image`, `project_docs` ... (lower snake case). */
  purpose: string;
  originalName: string;
  data: Buffer;
  contentType: string;
  ext: string;
}

/**
 * Stores checked bytes under a fresh key and records them in `uploads`, together with whatever
 * `alsoInTransaction` changes (e.g. the member's picture). If the database write fails the stored
 * object is removed again, so no orphan is left behind.
 */
export async function storeFile(
  db: Db,
  storage: Storage,
  input: StoreFileInput,
  alsoInTransaction?: (tx: Tx, url: string) => Promise<void>,
): Promise<{ key: string; url: string; uploadNo: number }> {
  const stored = await storage.put(newStorageKey(input.purpose, input.ext), input.data, input.contentType);
  try {
    const uploadNo = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploads)
        .values({
          userNo: input.userNo,
          purpose: input.purpose,
          storageKey: stored.key,
          url: stored.url,
          originalName: safeOriginalName(input.originalName),
          mime: input.contentType,
          bytes: input.data.length,
        })
        .returning({ uploadNo: uploads.uploadNo });
      if (alsoInTransaction) await alsoInTransaction(tx, stored.url);
      return row!.uploadNo;
    });
    return { ...stored, uploadNo };
  } catch (err) {
    await storage.remove(stored.key).catch(() => undefined);
    throw err;
  }
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

/** A new profile picture: checked, re-encoded, stored, and set as the member's picture. */
export async function saveUserImage(
  db: Db,
  storage: Storage,
  userNo: number,
  file: UploadedFile,
): Promise<string> {
  const image = await processImage(file.data, file.filename, file.mimetype, {
    maxDimension: IMAGE_MAX_DIMENSION.profile,
  });
  const { url } = await storeFile(
    db,
    storage,
    {
      userNo,
      purpose: 'user_image',
      originalName: file.filename,
      data: image.data,
      contentType: image.contentType,
      ext: image.ext,
    },
    async (tx, imgUrl) => {
      await tx.update(users).set({ imgUrl, updatedAt: sql`now()` }).where(eq(users.userNo, userNo));
    },
  );
  return url;
}
