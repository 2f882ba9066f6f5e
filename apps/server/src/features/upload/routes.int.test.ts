import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { newStorageKey } from '../../lib/storage/index.js';
import { UPLOAD_CSP } from './routes.js';
import { uploads } from './schema.js';
import { http } from '../../../test/http.js';

const URL_ = '/api/upload/user_image';

let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function form(data: Buffer | string, name: string, type: string, field = 'file'): FormData {
  const fd = new FormData();
  fd.append('nickname', '메이커');
  fd.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return fd;
}

const upload = (cookie: string | undefined, payload: FormData | Buffer | string | Readable, headers = {}) =>
  post(URL_, payload, cookie, { headers });

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'secret-artist' } })
    .toBuffer();

describe('POST /api/upload/user_image', () => {
  it('stores a member picture, serves it safely and shows it in the session', async () => {
    const { cookie, user } = await buildMember(ctx);
    const res = await upload(cookie, form(await photo(), '프로필 사진.JPG'.normalize('NFD'), 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.USER_IMG_URL).toMatch(/^\/uploads\/user_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);

    const file = await get(body.USER_IMG_URL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['content-disposition']).toBeUndefined();
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    expect(file.rawPayload.includes('secret-artist')).toBe(false);

    const session = await post('/api/auth/loginAuthenticate/userhash', undefined, cookie);
    expect(session.json().user.img).toBe(body.USER_IMG_URL);

    const rows = await ctx.database.db.select().from(uploads).where(eq(uploads.userNo, user.no));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'user_image',
      url: body.USER_IMG_URL,
      originalName: '프로필 사진.JPG',
      mime: 'image/webp',
      bytes: file.rawPayload.length,
    });
  });

  it('turns an SVG into a picture, and refuses one that carries script with a Korean reason', async () => {
    const { cookie } = await buildMember(ctx);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5" cx="5" cy="5"/></svg>';
    const res = await upload(cookie, form(svg, 'logo.svg', 'image/svg+xml'));
    expect(res.statusCode, res.body).toBe(200);
    const file = await get(res.json().USER_IMG_URL);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes('<svg')).toBe(false);

    const scripted = svg.replace('<circle', '<script>alert(1)</script><circle');
    const refused = await upload(cookie, form(scripted, 'logo.svg', 'image/svg+xml'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_FILE' });
    expect(refused.json().message).toMatch(/스크립트.*PNG·JPG로 바꿔서 올려 주세요/);
  });

  it('asks an anonymous visitor to log in', async () => {
    const res = await upload(undefined, form(await photo(), 'a.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
  });

  it('refuses a file over 10 MB sent without a length (chunked)', async () => {
    const { cookie } = await buildMember(ctx);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    const res = await upload(cookie, form(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an announced body over the limit before reading it', async () => {
    const { cookie } = await buildMember(ctx);
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += 64 * 1024;
        this.push(pulled > 12 * 1024 * 1024 ? null : Buffer.alloc(64 * 1024, 1));
      },
    });
    const res = await upload(cookie, body, {
      'content-type': 'multipart/form-data; boundary=sidequest',
      'content-length': String(MAX_UPLOAD_BYTES + 65 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('asks for a file when there is none', async () => {
    const { cookie } = await buildMember(ctx);
    const onlyFields = new FormData();
    onlyFields.append('nickname', '메이커');
    for (const payload of [onlyFields, form('x', 'a.png', 'image/png', 'picture')]) {
      const res = await upload(cookie, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'FILE_REQUIRED' });
    }
    const json = await upload(cookie, JSON.stringify({ file: 'a.png' }), {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('FILE_REQUIRED');
  });

  it('answers a broken multipart body with a coded failure, not a 500', async () => {
    const { cookie } = await buildMember(ctx);
    const res = await upload(
      cookie,
      '--sidequest\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
      {
        'content-type': 'multipart/form-data; boundary=sidequest',
      },
    );
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().result).toBe('fail');
    const noBoundary = await upload(cookie, 'x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json().result).toBe('fail');
  });

  it('refuses a file that only claims to be a picture, and leaves the member picture alone', async () => {
    const { cookie } = await buildMember(ctx);
    const res = await upload(cookie, form('#!/bin/sh\necho not a picture\n', 'photo.png', 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_FILE' });
    const session = await post('/api/auth/loginAuthenticate/userhash', undefined, cookie);
    expect(session.json().user.img).toBeNull();
  });
});

describe('GET /uploads/*', () => {
  it('serves documents as downloads with the same safety headers', async () => {
    const key = newStorageKey('project_docs', 'pdf');
    await ctx.storage.put(key, Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const res = await get(`/uploads/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
  });

  it('answers 404 for a missing file and never serves outside the uploads folder', async () => {
    const missing = await get(`/uploads/${newStorageKey('user_image', 'webp')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    for (const url of ['/uploads/../../../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('root:');
    }
  });
});
