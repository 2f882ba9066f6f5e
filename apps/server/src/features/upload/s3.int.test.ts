import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

// The upload call end to end with S3_* set, against s3rver (a real S3 API server in-process).
// s3rver is a dev dependency; where it is not installed this block reports itself as skipped.
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverInstance;
let S3rver: S3rverCtor | null = null;
try {
  S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;
} catch {
  S3rver = null;
}

describe.skipIf(!S3rver)('uploads on S3-compatible storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-s3rver-'));
  let server: S3rverInstance;
  let ctx: TestContext;
  const { post, get } = http(() => ctx.app);

  beforeAll(async () => {
    server = new S3rver!({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'sq' }],
    });
    const { port } = await server.run();
    ctx = await createTestApp({
      S3_BUCKET: 'sq',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.sidequest.test',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores the picture in the bucket and answers the public URL', async () => {
    const { cookie } = await buildMember(ctx);
    const fd = new FormData();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    fd.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await post('/api/upload/user_image', fd, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().USER_IMG_URL;
    expect(url).toMatch(/^https:\/\/cdn\.sidequest\.test\/user_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const stored = await ctx.storage.read(url.replace('https://cdn.sidequest.test/', ''));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    // Nothing is served from local disk when the files live in the bucket.
    const local = await get(`/uploads/${url.split('/').slice(3).join('/')}`);
    expect(local.statusCode).toBe(404);
  });
});
