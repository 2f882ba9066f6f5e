import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes as it is: compressing a small reply costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies made on the fly (API JSON, the rendered page HTML) above the threshold,
 * brotli or gzip as the client accepts. What it must leave alone:
 * - the web build's files: precompressed at build time (scripts/precompress.mjs) and sent with
 *   their Content-Encoding already set, which this plugin respects (no double compression);
 * - images and other formats mime-db calls incompressible (uploads): left as they are;
 * - Socket.IO: it answers on the raw HTTP server, not through Fastify's reply;
 * - request bodies: no decompression of uploaded gzip, which would let a small body inflate
 *   past the body limit.
 * Brotli at quality 4 for dynamic replies: within a few per cent of 11 for JSON at a fraction of
 * the CPU (the build's static files get 11).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
