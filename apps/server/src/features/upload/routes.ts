import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { failBody, MAX_UPLOAD_BYTES, uploadApi } from '@sidequest/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import { registerContract } from '../../lib/route.js';
import { IMMUTABLE_CACHE_CONTROL, isValidStorageKey, type Storage } from '../../lib/storage/index.js';
import { saveUserImage, type UploadedFile } from './service.js';

/** The file plus the multipart framing and a few small fields; anything bigger is refused unread. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** Uploads are expensive (decode + encode); a person changes a picture a few times at most. */
export const UPLOAD_RATE_LIMIT_PER_MINUTE = 20;

/**
 * Uploaded files are served from our own origin, so they get a policy that lets nothing run:
 * an SVG or HTML that slipped through would still be inert (no script, no same-origin access).
 */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const INLINE_EXTENSIONS = /\.(?:webp|png|jpe?g|gif)$/i;

export interface UploadRoutesOptions {
  db: Db;
  storage: Storage;
  config: Config;
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

/** The one `file` part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES). */
async function readFilePart(req: FastifyRequest, field = 'file'): Promise<UploadedFile> {
  // A JSON (or empty) body parses fine elsewhere in the app; here it simply has no file.
  if (!req.isMultipart()) throw fail('FILE_REQUIRED');
  try {
    const part = await req.file();
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw fail('FILE_REQUIRED');
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw fail('FILE_REQUIRED');
    return { data, filename: part.filename, mimetype: part.mimetype };
  } catch (err) {
    throw multipartFailure(err);
  }
}

/** Serves DATA_DIR/uploads at /uploads/ when files are on local disk (S3 serves its own). */
async function localFiles(app: FastifyInstance, opts: { root: string }) {
  // A missing upload is a 404 here, never the SPA page the catch-all would send.
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(failBody('NOT_FOUND')));
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Only keys the server made: never a temp file or anything else that lands in the folder.
    allowedPath: (pathName) => isValidStorageKey(pathName.replace(/^\/+/, '')),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', UPLOAD_CSP);
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (!INLINE_EXTENSIONS.test(filePath)) reply.header('content-disposition', 'attachment');
    },
  });
}

/**
 * File uploads. Multipart parsing exists only inside this plugin: the rest of the API takes JSON.
 * Requests announcing more than MAX_UPLOAD_REQUEST_BYTES are refused before a byte is read; a
 * chunked request without a length is cut off by the multipart file-size limit instead.
 */
export async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions) {
  const { db, storage, config } = opts;

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

  registerContract(
    app,
    uploadApi.userImage,
    async ({ req, user }) => {
      const file = await readFilePart(req);
      return { USER_IMG_URL: await saveUserImage(db, storage, user.userNo, file) };
    },
    // No route bodyLimit: it only governs JSON here (kept at the app's 1 MB); files have their own limit.
    { rateLimitPerMinute: UPLOAD_RATE_LIMIT_PER_MINUTE },
  );

  if (storage.kind === 'local') {
    await app.register(localFiles, { prefix: '/uploads', root: config.uploadsDir });
  }
}
