import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from './index.js';
import { newStorageKey } from './keys.js';
import { defaultPublicUrl } from './s3.js';

describe('defaultPublicUrl', () => {
  it('prefers S3_PUBLIC_URL, then the endpoint, then the AWS address', () => {
    const base = { bucket: 'sq', region: 'ap-northeast-2' };
    expect(defaultPublicUrl({ ...base, publicUrl: 'https://cdn.sidequest.kr/' })).toBe(
      'https://cdn.sidequest.kr',
    );
    expect(defaultPublicUrl({ ...base, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000/sq',
    );
    expect(defaultPublicUrl({ ...base, endpoint: 'https://kr.object.ncloudstorage.com' })).toBe(
      'https://sq.kr.object.ncloudstorage.com',
    );
    expect(defaultPublicUrl(base)).toBe('https://sq.s3.ap-northeast-2.amazonaws.com');
  });
});

// s3rver is a real S3 API server (HTTP, XML, signatures) running in this process. It is a dev
// dependency of the server; where it is not installed this block reports itself as skipped.
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverInstance;
let S3rver: S3rverCtor | null = null;
try {
  S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;
} catch {
  S3rver = null;
}

describe.skipIf(!S3rver)('S3 storage against s3rver', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-s3rver-'));
  let server: S3rverInstance;
  let endpoint: string;
  let storage: Storage;
  let client: S3Client;

  beforeAll(async () => {
    server = new S3rver!({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'sidequest' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const config = {
      uploadsDir: path.join(dir, 'unused'),
      S3_BUCKET: 'sidequest',
      S3_REGION: 'ap-northeast-2',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: 'https://cdn.sidequest.test/',
      S3_FORCE_PATH_STYLE: true,
    };
    storage = createStorage(config);
    client = new S3Client({
      region: config.S3_REGION,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores a picture with its type and a long cache, under the public URL', async () => {
    expect(storage.kind).toBe('s3');
    const key = newStorageKey('user_image', 'webp');
    const put = await storage.put(key, Buffer.from('webp-bytes'), 'image/webp');
    expect(put).toEqual({ key, url: `https://cdn.sidequest.test/${key}` });
    const head = await client.send(new HeadObjectCommand({ Bucket: 'sidequest', Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toContain('immutable');
    expect(head.ContentDisposition).toBeUndefined();
    expect((await storage.read(key))?.toString()).toBe('webp-bytes');
  });

  it('marks documents as downloads', async () => {
    const key = newStorageKey('project_docs', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const head = await client.send(new HeadObjectCommand({ Bucket: 'sidequest', Key: key }));
    expect(head.ContentDisposition).toBe('attachment');
  });

  it('reads a missing object as null and removes idempotently', async () => {
    const key = newStorageKey('user_image', 'webp');
    expect(await storage.read(key)).toBeNull();
    await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /invalid storage key/,
    );
  });
});
