import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_META } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

const SECRET = 'TOP-SECRET-OUTSIDE-DIST';
const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>RAW-TEMPLATE-TITLE</title>
    <meta name="description" content="RAW-TEMPLATE-DESCRIPTION" />
    <meta property="og:title" content="RAW-TEMPLATE-TITLE" />
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let tmp: string;
let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sq-web-dist-'));
  dist = path.join(tmp, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'locales', 'ko'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log("사이드퀘스트")');
  fs.writeFileSync(path.join(dist, 'locales', 'ko', 'common.json'), '{"hello":"안녕하세요"}');
  fs.writeFileSync(path.join(dist, 'og-default.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(dist, 'leak.txt'));
  ctx = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const { get } = http(() => ctx.app);

describe('web build', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/app-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("사이드퀘스트")');
    const again = await get('/assets/app-abc.js', null, {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('revalidates translations and caches other files briefly', async () => {
    const locale = await get('/locales/ko/common.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.json()).toEqual({ hello: '안녕하세요' });
    expect(locale.headers['cache-control']).toBe('no-cache');
    const image = await get('/og-default.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('renders index.html for pages, never sending the raw template', async () => {
    for (const url of ['/', '/index.html', '/people']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('RAW-TEMPLATE');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>');
    }
    expect((await get('/')).body).toContain(`<title>${PAGE_META.index.title}</title>`);
    expect((await get('/index.html')).body).toContain(
      '<link rel="canonical" href="http://localhost:3000/" />',
    );
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await get('/assets/app-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
  });

  it('answers an unknown page with the built SPA and 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('/assets/app-abc.js');
    expect(res.body).toContain('페이지를 찾을 수 없어요');
  });

  it.each([
    '/..%2fsecret.txt',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/locales/..%2f..%2f..%2fsecret.txt',
    '/leak.txt',
    '/..;/secret.txt',
  ])('refuses the traversal %s with a 404 and no file contents', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
  });
});

describe('development', () => {
  it('shows a rebuilt index.html without a restart', async () => {
    const devDist = path.join(tmp, 'dev-dist');
    fs.mkdirSync(devDist);
    const file = path.join(devDist, 'index.html');
    fs.writeFileSync(file, INDEX);
    const dev = await createTestApp({ WEB_DIST: devDist, NODE_ENV: 'development' });
    try {
      expect((await http(dev.app).get('/')).body).toContain('/assets/app-abc.js');
      fs.writeFileSync(file, INDEX.replace('app-abc.js', 'app-def.js'));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(file, later, later);
      const res = await http(dev.app).get('/');
      expect(res.body).toContain('/assets/app-def.js');
      expect(res.body).not.toContain('/assets/app-abc.js');
    } finally {
      await dev.close();
    }
  });
});
