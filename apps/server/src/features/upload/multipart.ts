import multipart from '@fastify/multipart';
import { CONTROL_MESSAGE, hasUnstorableChar, MAX_UPLOAD_BYTES } from '@sidequest/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fail } from '../../lib/app-error.js';
import { tagImageOwner } from './image-queue.js';
import type { UploadedFile } from './files.js';

/**
 * What every plugin with upload calls shares. Multipart parsing is registered inside each such
 * plugin only (the rest of the API takes JSON), always with the same limits and the same early
 * refusal, through `acceptUploads`; files are read with `readUpload`.
 */

/** The file plus the multipart framing and a few small fields; anything bigger is refused unread. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** Uploads are expensive (decode + encode); a person changes a picture a few times at most. */
export const UPLOAD_RATE_LIMIT_PER_MINUTE = 20;

/** The per-route option every upload call uses. */
export const UPLOAD_LIMITED = { rateLimitPerMinute: UPLOAD_RATE_LIMIT_PER_MINUTE } as const;

/**
 * Registers multipart for this plugin and refuses requests announcing more than
 * MAX_UPLOAD_REQUEST_BYTES before a byte is read; a chunked request without a length is cut off
 * by the multipart file-size limit instead.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Text fields are a few words at most; 64 KiB each keeps them within the request allowance.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', async (req, reply) => {
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_UPLOAD_REQUEST_BYTES) {
      // The body is still on the wire; close the connection rather than read 10 MB+ to keep it.
      reply.header('connection', 'close');
      throw fail('PAYLOAD_TOO_LARGE');
    }
  });
}

function multipartFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fail('PAYLOAD_TOO_LARGE');
  }
  // Busboy's parse errors (no boundary, a part cut short, a closed connection): the client's fault.
  return fail('VALIDATION', '파일을 제대로 받지 못했어요. 다시 올려 주세요.');
}

/**
 * The one `file` part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES), and the
 * text fields sent before it — clients put ids such as `career_no` or `chatId` first, as browsers
 * keep FormData order.
 */
export async function readUpload(
  req: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  // A JSON (or empty) body parses fine elsewhere in the app; here it simply has no file.
  if (!req.isMultipart()) throw fail('FILE_REQUIRED');
  try {
    const part = await req.file();
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw fail('FILE_REQUIRED');
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw fail('FILE_REQUIRED');
    // The session lookup is cached per request; the routes already made it.
    const user = await req.sessionUser();
    tagImageOwner(data, user ? `member:${user.userNo}` : `ip:${req.ip}`);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    // Names and ids end up in text columns, which cannot hold NUL or a lone surrogate.
    if ([part.filename, ...Object.keys(fields), ...Object.values(fields)].some(hasUnstorableChar)) {
      throw fail('VALIDATION', CONTROL_MESSAGE);
    }
    return { file: { data, filename: part.filename, mimetype: part.mimetype }, fields };
  } catch (err) {
    throw multipartFailure(err);
  }
}
