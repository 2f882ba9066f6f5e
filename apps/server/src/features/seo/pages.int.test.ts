import { PAGE_META } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { users } from '../auth/schema.js';
import { registerPageResolver } from './resolve.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
const titleOf = (res: LightMyRequestResponse) =>
  decodeEntities(/<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '');
function metaOf(res: LightMyRequestResponse, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(res.body);
  return m ? decodeEntities(m[1]!) : undefined;
}
const canonicalOf = (res: LightMyRequestResponse) =>
  /<link rel="canonical" href="([^"]*)" \/>/.exec(res.body)?.[1];

function expectPage(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
}

function expectJsonNotFound(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
}

describe('page meta', () => {
  it('gives the home page its title, description and og tags with absolute URLs', async () => {
    const res = await get('/');
    expectPage(res, 200);
    expect(titleOf(res)).toBe(PAGE_META.index.title);
    expect(metaOf(res, 'description')).toBe(PAGE_META.index.description);
    expect(metaOf(res, 'og:title')).toBe(PAGE_META.index.title);
    expect(metaOf(res, 'og:description')).toBe(PAGE_META.index.description);
    expect(metaOf(res, 'og:url')).toBe('http://localhost:3000/');
    expect(metaOf(res, 'og:image')).toBe('http://localhost:3000/og-default.png');
    expect(metaOf(res, 'og:type')).toBe('website');
    expect(metaOf(res, 'og:site_name')).toBe('사이드퀘스트');
    expect(metaOf(res, 'og:locale')).toBe('ko_KR');
    expect(metaOf(res, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(res)).toBe('http://localhost:3000/');
    expect(metaOf(res, 'robots')).toBeUndefined();
    // No web build in tests: the built-in page says how to make one.
    expect(res.body).toContain('npm run build');
  });

  it('answers HEAD of a page with its status and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/people' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it.each([
    ['/people', 'people'],
    ['/project', 'project'],
    ['/product', 'product'],
    ['/quest', 'quest'],
    ['/lounge', 'lounge'],
    ['/story', 'story'],
    ['/faq', 'faq'],
    ['/notice/', 'notice'],
    ['/search', 'search'],
  ] as const)('%s has the %s title', async (url, kind) => {
    const res = await get(url);
    expectPage(res, 200);
    expect(titleOf(res)).toBe(PAGE_META[kind].title);
    expect(metaOf(res, 'description')).toBe(PAGE_META[kind].description);
  });

  it('names a member in the title of their profile, found by a URL-encoded Hangul nickname', async () => {
    const member = await buildMember(ctx, { nickname: `메이커김${Date.now() % 10000}` });
    const res = await get(`/people/${encodeURIComponent(member.nickname)}`);
    expectPage(res, 200);
    expect(titleOf(res)).toBe(`${member.nickname}님의 프로필 | 사이드퀘스트`);
    expect(metaOf(res, 'og:title')).toBe(`${member.nickname}님의 프로필 | 사이드퀘스트`);
    expect(metaOf(res, 'description')).toContain(member.nickname);
    expect(metaOf(res, 'og:type')).toBe('profile');
    expect(metaOf(res, 'og:image')).toBe('http://localhost:3000/og-default.png');
    expect(canonicalOf(res)).toBe(`http://localhost:3000/people/${encodeURIComponent(member.nickname)}`);
  });

  it('finds nicknames case-insensitively and shows the stored spelling and picture', async () => {
    const member = await buildMember(ctx, { nickname: `Maker_${Date.now() % 100000}` });
    await ctx.database.db
      .update(users)
      .set({ imgUrl: '/uploads/profile/abc.webp' })
      .where(eq(users.userNo, member.user.no));
    const res = await get(`/people/${member.nickname.toLowerCase()}`);
    expectPage(res, 200);
    expect(titleOf(res)).toBe(`${member.nickname}님의 프로필 | 사이드퀘스트`);
    expect(metaOf(res, 'og:image')).toBe('http://localhost:3000/uploads/profile/abc.webp');
    expect(canonicalOf(res)).toBe(`http://localhost:3000/people/${member.nickname}`);
  });

  it('answers 404 with a not-found title for an unknown or withdrawn member', async () => {
    const unknown = await get(`/people/${encodeURIComponent('없는메이커')}`);
    expectPage(unknown, 404);
    expect(titleOf(unknown)).toContain('찾을 수 없어요');
    expect(metaOf(unknown, 'robots')).toBe('noindex');
    expect(unknown.headers['x-robots-tag']).toBe('noindex');

    const member = await buildMember(ctx);
    await ctx.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, member.user.no));
    const gone = await get(`/people/${encodeURIComponent(member.nickname)}`);
    expectPage(gone, 404);
    expect(titleOf(gone)).toContain('찾을 수 없어요');
    expect(gone.body).not.toContain(member.nickname);
  });

  it('escapes a nickname that holds markup', async () => {
    const member = await buildMember(ctx);
    // Nicknames cannot hold a slash (it would be a path separator), but anything else may reach the DB.
    const evil = `<img src=x onerror=alert('x')>"&`;
    await ctx.database.db.update(users).set({ nickname: evil }).where(eq(users.userNo, member.user.no));
    const res = await get(`/people/${encodeURIComponent(evil)}`);
    expectPage(res, 200);
    expect(res.body).not.toContain('<img');
    expect(titleOf(res)).toBe(`${evil}님의 프로필 | 사이드퀘스트`);
  });

  it('picks the policy page from ?term=, and the terms of service for anything else', async () => {
    const privacy = await get('/policy?term=privacy_policy');
    expectPage(privacy, 200);
    expect(titleOf(privacy)).toBe(PAGE_META.privacy_policy.title);
    expect(canonicalOf(privacy)).toBe('http://localhost:3000/policy?term=privacy_policy');

    for (const url of ['/policy?term=nope', '/policy', '/policy?term=%3Cb%3E']) {
      const res = await get(url);
      expectPage(res, 200);
      expect(titleOf(res)).toBe(PAGE_META.service_policy.title);
    }
    expect(titleOf(await get('/policy?term=refund_policy'))).toBe(PAGE_META.refund_policy.title);
    expect(titleOf(await get('/policy?term=payment_policy'))).toBe(PAGE_META.payment_policy.title);
  });

  it('keeps join, login and search results out of the index', async () => {
    const join = await get('/join');
    expectPage(join, 200);
    expect(titleOf(join)).toBe('회원가입 | 사이드퀘스트');
    expect(metaOf(join, 'robots')).toBe('noindex');
    const login = await get('/login');
    expect(titleOf(login)).toBe('로그인 | 사이드퀘스트');
    expect(metaOf(login, 'robots')).toBe('noindex');

    const search = await get(`/search?q=${encodeURIComponent('맛집')}`);
    expectPage(search, 200);
    expect(titleOf(search)).toBe("'맛집' 검색 결과 | 사이드퀘스트");
    expect(metaOf(search, 'robots')).toBe('noindex');
  });

  it('answers a missing article or project, by either address, with a 404 page', async () => {
    // Articles and projects are resolved by their features: a missing one is a 404 there, and
    // the short project address is resolved like the slugged one (no generic noindex page).
    const quest = await get(`/quest/12/${encodeURIComponent('사이드 프로젝트 회고')}`);
    expectPage(quest, 404);
    expect(metaOf(quest, 'og:type')).toBe('website');
    for (const url of ['/project/999999', `/project/999999/${encodeURIComponent('없는-모임')}`]) {
      const res = await get(url);
      expectPage(res, 404);
      expect(titleOf(res)).toContain('찾을 수 없어요');
    }
  });

  it('lets a feature register a resolver for its route, over the generic one', async () => {
    const off = registerPageResolver('/project/:id', ({ id }) =>
      id === '7'
        ? {
            kind: 'project_detail',
            title: '모여서 만드는 가계부 | 사이드퀘스트 프로젝트',
            image: 'https://cdn.test/p7.png',
          }
        : null,
    );
    try {
      const found = await get('/project/7');
      expectPage(found, 200);
      expect(titleOf(found)).toBe('모여서 만드는 가계부 | 사이드퀘스트 프로젝트');
      expect(metaOf(found, 'og:image')).toBe('https://cdn.test/p7.png');
      expect(metaOf(found, 'description')).toBe(PAGE_META.project_detail.description);
      const missing = await get('/project/8');
      expectPage(missing, 404);
      expect(titleOf(missing)).toContain('찾을 수 없어요');
    } finally {
      off();
    }
    expect(titleOf(await get('/project/7'))).toBe(PAGE_META.project_detail.title);
  });

  it('answers 503 with generic meta when a resolver fails', async () => {
    const off = registerPageResolver('/booth/:id', () => {
      throw new Error('database is down');
    });
    try {
      const res = await get('/booth/1');
      expectPage(res, 503);
      expect(metaOf(res, 'robots')).toBe('noindex');
    } finally {
      off();
    }
  });
});

describe('not found', () => {
  it('answers an unknown page path with the SPA and a 404 status', async () => {
    for (const url of ['/no-such-page', '/people/a/b', '/%EC%97%86%EC%9D%8C', '/people//x']) {
      const res = await get(url);
      expectPage(res, 404);
      expect(titleOf(res)).toBe('페이지를 찾을 수 없어요 | 사이드퀘스트');
      expect(metaOf(res, 'robots')).toBe('noindex');
    }
  });

  it('answers API, socket and upload paths with the JSON failure', async () => {
    for (const url of [
      '/api/nope',
      '/api',
      '/socket.io/?EIO=4',
      '/uploads/nope.png',
      '/assets/missing-123.js',
    ]) {
      expectJsonNotFound(await get(url));
    }
  });

  it('answers any other method on an unknown path with the JSON failure', async () => {
    expectJsonNotFound(await post('/nope', {}));
    expectJsonNotFound(await post('/people'));
    expectJsonNotFound(await ctx.app.inject({ method: 'DELETE', url: '/api/nope' }));
    expectJsonNotFound(await ctx.app.inject({ method: 'PUT', url: '/' }));
  });

  it('never reads a file outside the build on a traversal attempt', async () => {
    for (const url of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/..%5c..%5cpackage.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"workspaces"');
    }
  });
});
