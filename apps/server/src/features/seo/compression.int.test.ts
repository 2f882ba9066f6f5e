import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../../scripts/precompress.mjs';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

// A web build as the real one leaves it: hashed assets with `.br`/`.gz` beside them
// (scripts/precompress.mjs, run here on the test's own folder), a template, a picture.
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"사이드퀘스트 ${i}"`).join(',')}];\n`;
const SMALL_JS = 'console.log(1);\n';
const INDEX = `<!doctype html>
<html lang="ko"><head><meta charset="UTF-8" /><title>T</title>
<meta name="description" content="D" />
<script type="module" crossorigin src="/assets/app-abc.js"></script></head>
<body><div id="root"></div>${'<!-- 여백 -->'.repeat(200)}</body></html>
`;

let tmp: string;
let ctx: TestContext;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sq-web-compress-'));
  fs.mkdirSync(path.join(tmp, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'index.html'), INDEX);
  fs.writeFileSync(path.join(tmp, 'assets', 'app-abc.js'), BIG_JS);
  fs.writeFileSync(path.join(tmp, 'assets', 'tiny-abc.js'), SMALL_JS);
  fs.writeFileSync(path.join(tmp, 'og-default.png'), Buffer.alloc(4096, 7));
  await precompressDir(tmp);
  ctx = await createTestApp({ WEB_DIST: tmp });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const { get, post } = http(() => ctx.app);
const accept = (value: string) => ({ headers: { 'accept-encoding': value } });

describe('precompressed web build', () => {
  it('sends the brotli file to a client that accepts br, cached for a year', async () => {
    const res = await get('/assets/app-abc.js', null, accept('gzip, deflate, br'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(tmp, 'assets', 'app-abc.js.br')).size);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc.js', null, accept('gzip'));
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const value of ['identity', '']) {
      const res = await get('/assets/app-abc.js', null, accept(value));
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(BIG_JS);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves even a tiny file precompressed, and never compresses a picture', async () => {
    const tiny = await get('/assets/tiny-abc.js', null, accept('br'));
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(tiny.rawPayload).toString()).toBe(SMALL_JS);
    const png = await get('/og-default.png', null, accept('br, gzip'));
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });
});

describe('compression on the fly', () => {
  it('compresses the rendered page HTML and keeps it uncached', async () => {
    const res = await get('/people', null, accept('br'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/people', null, accept('identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON above the threshold, as the client accepts', async () => {
    const br = await get('/api/docs/json', null, accept('gzip, br'));
    expect(br.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(doc.openapi).toBeTruthy();
    const gz = await get('/api/docs/json', null, accept('gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).openapi).toBeTruthy();
    const none = await get('/api/docs/json');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().openapi).toBeTruthy();
  });

  it('leaves a small API answer as it is', async () => {
    const res = await post('/api/auth/logout', {}, null, accept('br'));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().result).toBeDefined();
  });

  it('does not inflate a compressed request body: a coded failure, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.kr', password: 'x' })),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().result).toBe('fail');
  });
});
