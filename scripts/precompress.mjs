#!/usr/bin/env node
// Precompresses the web build once, at build time: `x.js` gets `x.js.br` (brotli quality 11) and
// `x.js.gz` (gzip level 9) beside it, which the server sends as they are (@fastify/static's
// `preCompressed`, apps/server/src/features/seo/plugin.ts). At maximum quality, since it is paid
// once per build rather than on every request. The web build runs it (vite.config.ts);
// `node scripts/precompress.mjs [dir]` does it for an existing build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats worth compressing. Images and fonts (woff2) are compressed already. Every such
 * file, however small: one left out would be compressed by the server on each request instead
 * (a file is a stream to @fastify/compress, which skips only small buffers).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // `.vite/manifest.json` is read by the build's checks, never served.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `.br` and `.gz` for every compressible file of `dir`; resolves to the counts. */
export async function precompressDir(dir) {
  const files = [...walk(dir)].filter((f) => COMPRESSIBLE.test(f));
  let raw = 0;
  let br = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.promises.readFile(file);
      const [b, g] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, b), fs.promises.writeFile(`${file}.gz`, g)]);
      raw += bytes.length;
      br += b.length;
    }),
  );
  return { files: files.length, raw, br };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'),
  );
  const { files, raw, br } = await precompressDir(dir);
  console.log(
    `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`,
  );
}
