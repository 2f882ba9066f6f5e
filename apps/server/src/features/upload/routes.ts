import fastifyStatic from '@fastify/static';
import { failBody, uploadApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { IMMUTABLE_CACHE_CONTROL, isValidStorageKey, type Storage } from '../../lib/storage/index.js';
import { imageQueue } from './image-queue.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from './multipart.js';
import { proxyRoutes } from './proxy-routes.js';
import { saveUserImage } from './files.js';

export { MAX_UPLOAD_REQUEST_BYTES, UPLOAD_RATE_LIMIT_PER_MINUTE } from './multipart.js';

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

/** The profile picture upload (multipart only inside this plugin) and the local file server. */
export async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions) {
  const { db, storage, config } = opts;

  // The queue is per process, like the thread pool it protects; the last app built sets its limits.
  imageQueue.configure({ concurrency: config.IMAGE_WORK_CONCURRENCY, maxWaiting: config.IMAGE_QUEUE_LENGTH });

  await acceptUploads(app);

  registerContract(
    app,
    uploadApi.userImage,
    async ({ req, user }) => {
      const file = (await readUpload(req)).file;
      return { USER_IMG_URL: await saveUserImage(db, storage, user.userNo, file) };
    },
    // No route bodyLimit: it only governs JSON here (kept at the app's 1 MB); files have their own limit.
    UPLOAD_LIMITED,
  );

  // JSON, not multipart: its own plugin, beside the file upload of this one.
  await app.register(proxyRoutes, { db, storage, config });

  if (storage.kind === 'local') {
    await app.register(localFiles, { prefix: '/uploads', root: config.uploadsDir });
  }
}
