import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheControlFor, findStaticFile, parseRequestUrl } from './paths.js';

describe('parseRequestUrl', () => {
  it('decodes Hangul segments and drops a trailing slash', () => {
    const nick = '메이커김';
    const parsed = parseRequestUrl(`/people/${encodeURIComponent(nick)}/?tab=1`);
    expect(parsed.segments).toEqual(['people', nick]);
    expect(parsed.query.get('tab')).toBe('1');
    expect(parseRequestUrl('/').segments).toEqual([]);
  });

  it.each(['/..%2f..%2fetc%2fpasswd', '/assets/..%5c..%5csecret', '/a//b', '/bad%zz', '/nul%00byte'])(
    'refuses %s',
    (url) => {
      expect(parseRequestUrl(url).segments).toBeNull();
    },
  );
});

describe('findStaticFile', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sq-seo-paths-'));
  const root = path.join(tmp, 'dist');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'assets', 'app-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, '.env'), 'SECRET=1');
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'TOP-SECRET');
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(root, 'leak.txt'));
  const realRoot = fs.realpathSync(root);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('finds regular files of the build', async () => {
    expect(await findStaticFile(root, realRoot, ['assets', 'app-abc.js'])).toBe('/assets/app-abc.js');
  });

  it('never leaves the build folder, and serves no dotfiles or folders', async () => {
    for (const segments of [
      ['..', 'secret.txt'],
      ['assets', '..', '..', 'secret.txt'],
      ['.env'],
      ['leak.txt'],
      ['assets'],
      [],
    ]) {
      expect(await findStaticFile(root, realRoot, segments)).toBeNull();
    }
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets forever, translations and the service worker never, the rest briefly', () => {
    expect(cacheControlFor('/assets/app-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/locales/ko/common.json')).toBe('no-cache');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/og-default.png')).toBe('public, max-age=3600');
  });
});
