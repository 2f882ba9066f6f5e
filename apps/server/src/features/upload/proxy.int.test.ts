import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoungePost } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, loungePostBody } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { PROXY_PER_MEMBER_PER_MINUTE } from './proxy-routes.js';
import { uploads } from './schema.js';

/**
 * `GET /api/proxy?url=` against a local picture server. The app under test names that server's
 * exact origin in TEST_ONLY_FETCH_ALLOW_ORIGINS (plain http on loopback); a second app without it
 * proves loopback is refused by default. A redirect from the allowed server to any other loopback
 * address is refused too, because the allowance is one origin, not "loopback".
 */

const hits = new Map<string, number>();
let bytesSentOfChunked = 0;
let server: Server;
let origin: string;
let ctx: TestContext;
let plain: TestContext;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#7c3aed"/></svg>',
);
const ELEVEN_MB = 11 * 1024 * 1024;

async function startPictureServer() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    switch (path) {
      case '/cat.png':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
      case '/pic.svg':
        return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
      case '/svg-redirect':
        return redirect('/pic.svg');
      case '/page.png':
        // Says image/png, but the bytes are a web page: the bytes decide.
        return res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>not a picture</p>');
      case '/missing.png':
        return res.writeHead(404).end();
      case '/big-declared.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': ELEVEN_MB });
        res.write(png.subarray(0, 16));
        req.on('close', () => res.destroy());
        return;
      case '/big-chunked.png': {
        // No length announced: the fetcher has to count while reading and hang up past 10 MB.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = () => {
          while (bytesSentOfChunked < ELEVEN_MB * 3 && !res.destroyed) {
            bytesSentOfChunked += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.destroy());
        return pump();
      }
      case '/slow.png':
        // Headers at once, then nothing: only the total time limit ends it.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png.subarray(0, 8));
        req.on('close', () => res.destroy());
        return;
      case '/to-loopback':
        return redirect('https://127.0.0.1/cat.png');
      case '/to-other-port':
        return redirect(`http://127.0.0.1:1/cat.png`);
      case '/to-localhost':
        return redirect(`${origin.replace('127.0.0.1', 'localhost')}/cat.png`);
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/loop':
        return redirect('/loop');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  await startPictureServer();
  ctx = await createTestApp({ TEST_ONLY_FETCH_ALLOW_ORIGINS: origin });
  plain = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await plain?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const { post, get } = http(() => ctx.app);
const proxy = (app: TestContext, url: string, cookie?: string) =>
  http(app.app).get(`/api/proxy?url=${encodeURIComponent(url)}`, cookie);

const storedFrom = (source: string) =>
  ctx.database.db.select().from(uploads).where(eq(uploads.sourceUrl, source));

describe('GET /api/proxy', () => {
  it('fetches an outside picture once, stores it as ours, and reuses it', async () => {
    const first = await buildMember(ctx);
    const res = await proxy(ctx, `${origin}/cat.png`, first.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { url, reused } = res.json() as { url: string; reused: boolean };
    expect(url).toMatch(/^\/uploads\/remote_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(reused).toBe(false);

    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);

    const [row] = await storedFrom(`${origin}/cat.png`);
    expect(row).toMatchObject({
      userNo: first.user.no,
      url,
      purpose: 'remote_image',
      originalName: 'cat.png',
    });

    // Someone else pastes the same picture (with a fragment that never leaves a browser): no new fetch.
    const second = await buildMember(ctx);
    const again = await proxy(ctx, `${origin}/cat.png#top`, second.cookie);
    expect(again.json()).toMatchObject({ result: 'success', url, reused: true });
    expect(hits.get('/cat.png')).toBe(1);
    expect(await storedFrom(`${origin}/cat.png`)).toHaveLength(1);

    // Our own picture pasted back in is already ours.
    expect((await proxy(ctx, url, second.cookie)).json()).toMatchObject({ url, reused: true });
  });

  it('follows a redirect on the allowed server and turns an SVG into a plain picture', async () => {
    const { cookie } = await buildMember(ctx);
    const res = await proxy(ctx, `${origin}/svg-redirect`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const file = await get(res.json().url);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes(Buffer.from('<svg'))).toBe(false);
  });

  it('refuses a file that is not a picture, whatever its content type says', async () => {
    const { cookie } = await buildMember(ctx);
    const res = await proxy(ctx, `${origin}/page.png`, cookie);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_FILE' });
    expect(res.json().message).toMatch(/이미지가 아니에요/);
    expect(await storedFrom(`${origin}/page.png`)).toHaveLength(0);
  });

  it('refuses a picture over 10 MB, announced or streamed, without reading it all', async () => {
    const { cookie } = await buildMember(ctx);
    const declared = await proxy(ctx, `${origin}/big-declared.png`, cookie);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const chunked = await proxy(ctx, `${origin}/big-chunked.png`, cookie);
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().message).toMatch(/10MB/);
    // The fetcher hung up soon after 10 MB, long before the server's 33 MB were out.
    expect(bytesSentOfChunked).toBeLessThan(ELEVEN_MB * 2);
  });

  it('gives up on a server that is too slow', async () => {
    const { cookie } = await buildMember(ctx);
    const started = Date.now();
    const res = await proxy(ctx, `${origin}/slow.png`, cookie);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REMOTE_IMAGE_FAILED' });
    expect(res.json().message).toMatch(/너무 오래/);
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(9_000);
  });

  it('refuses redirects to loopback, other ports, other loopback names and the metadata service', async () => {
    const { cookie } = await buildMember(ctx);
    for (const path of ['/to-loopback', '/to-other-port', '/to-localhost', '/to-metadata']) {
      const res = await proxy(ctx, `${origin}${path}`, cookie);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({ result: 'fail', code: 'VALIDATION' });
      expect(hits.get(path), path).toBe(1);
    }
    // The allowed server's own picture was never asked for by those redirects.
    expect(hits.get('/cat.png')).toBe(1);
  });

  it('stops after three redirects and reports a missing picture', async () => {
    const { cookie } = await buildMember(ctx);
    const loop = await proxy(ctx, `${origin}/loop`, cookie);
    expect(loop.json()).toMatchObject({ code: 'REMOTE_IMAGE_FAILED' });
    expect(hits.get('/loop')).toBe(4);
    const missing = await proxy(ctx, `${origin}/missing.png`, cookie);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/404/);
  });

  it('answers only members, and only for sensible addresses', async () => {
    const anonymous = await proxy(ctx, `${origin}/cat.png`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'E001' });

    const { cookie } = await buildMember(ctx);
    for (const url of [
      '',
      'javascript:alert(1)',
      `https://example.com/${'a'.repeat(2048)}`,
      'https://a.kr/\u0007.png',
    ]) {
      const res = await proxy(ctx, url, cookie);
      expect(res.statusCode, url.slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('refuses loopback and private addresses when no test allowance is set', async () => {
    const { cookie } = await buildMember(plain);
    const before = [...hits.values()].reduce((a, b) => a + b, 0);
    for (const url of [
      `${origin}/cat.png`,
      `${origin.replace('http:', 'https:')}/cat.png`,
      'https://127.0.0.1/cat.png',
      'https://localhost/cat.png',
      'https://[::1]/cat.png',
      'https://2130706433/cat.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://192.168.0.1/cat.png',
    ]) {
      const res = await proxy(plain, url, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ result: 'fail', code: 'VALIDATION' });
      // Plain http and other ports are refused as such; the rest for where they lead.
      if (url.startsWith('https://') && !url.startsWith(origin.replace('http:', 'https:')))
        expect(res.json().message, url).toMatch(/공개된 인터넷 주소의 이미지만/);
    }
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });

  it('limits how many pictures one member fetches a minute', async () => {
    const { cookie } = await buildMember(plain);
    for (let i = 0; i < PROXY_PER_MEMBER_PER_MINUTE; i += 1) {
      expect((await proxy(plain, 'https://127.0.0.1/x.png', cookie)).json().code).toBe('VALIDATION');
    }
    const limited = await proxy(plain, 'https://127.0.0.1/x.png', cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/초 뒤에 다시/);
    // Another member is not held back by the first one's fetches.
    const other = await buildMember(plain);
    expect((await proxy(plain, 'https://127.0.0.1/x.png', other.cookie)).json().code).toBe('VALIDATION');
  });
});

describe('a post with pictures from elsewhere', () => {
  it('keeps the fetched copy and never shows readers an outside address', async () => {
    const author = await buildMember(ctx);
    const ours = (await proxy(ctx, `${origin}/cat.png`, author.cookie)).json().url as string;
    const res = await post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({
        body:
          '<p>오늘 만든 서비스 화면을 공유해요. 피드백 환영합니다! 자세한 내용은 아래 사진을 봐 주세요.</p>' +
          `<img src="${ours}" alt="화면"><img src="https://tracker.example.com/pixel.gif?reader=1">` +
          '<img src="http://images.example.com/a.png">',
      }),
      author.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reader = await buildMember(ctx);
    const loaded = (
      await post('/api/mgmt_lounge/load', { post_no: res.json().post_no }, reader.cookie)
    ).json().post as LoungePost;
    expect(loaded.BODY_HTML).toContain(`<img src="${ours}" alt="화면" />`);
    expect(loaded.BODY_HTML).not.toMatch(/tracker\.example|images\.example|https?:\/\/[^"]*\.(gif|png)/);
  });
});
