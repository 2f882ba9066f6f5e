import { NICKNAME_PATTERN } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { oauthAccounts } from './schema.js';

let mock: OAuth2Server;
let issuer: string;
let ctx: TestContext;
const { post, get } = http(() => ctx.app);

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  issuer = mock.issuer.url!.replace(/\/$/, '');
  const endpoints = (p: 'KAKAO' | 'NAVER') => ({
    [`${p}_AUTHORIZE_URL`]: `${issuer}/authorize`,
    [`${p}_TOKEN_URL`]: `${issuer}/token`,
    [`${p}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  ctx = await createTestApp({
    KAKAO_CLIENT_ID: 'kakao-rest-key',
    KAKAO_CLIENT_SECRET: 'kakao-secret',
    NAVER_CLIENT_ID: 'naver-client',
    NAVER_CLIENT_SECRET: 'naver-secret',
    ...endpoints('KAKAO'),
    ...endpoints('NAVER'),
  });
});
afterAll(async () => {
  await ctx.close();
  await mock.stop();
});

/** name=value pairs a browser would keep from Set-Cookie (cleared cookies dropped). */
function setCookies(res: LightMyRequestResponse): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const jar: Record<string, string> = {};
  for (const line of list) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    jar[name] = value;
  }
  return jar;
}
const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

function kakaoUser(id: number, nickname: string, email?: string, verified = true) {
  return {
    id,
    connected_at: '2026-01-01T00:00:00Z',
    properties: { nickname },
    kakao_account: {
      profile: { nickname, is_default_image: true },
      ...(email ? { email, is_email_valid: verified, is_email_verified: verified, has_email: true } : {}),
    },
  };
}

function naverUser(id: string, nickname: string, email?: string) {
  return { resultcode: '00', message: 'success', response: { id, nickname, ...(email ? { email } : {}) } };
}

interface Journey {
  provider: 'kakao' | 'naver';
  userinfo: unknown;
  /** A logged-in member's session cookie (linking). */
  session?: string;
  next?: string;
  tamper?: (callback: URL) => void;
}

/**
 * The whole browser journey: our start route → the OAuth server's authorize page (which answers
 * at once with a redirect) → our callback, carrying the cookies a browser would.
 */
async function journey(j: Journey) {
  const startUrl = `/api/auth/oauth/${j.provider}/start${j.next ? `?next=${encodeURIComponent(j.next)}` : ''}`;
  const start = await get(startUrl, j.session);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
  const jar = { ...(j.session ? Object.fromEntries(j.session.split('; ').map((c) => c.split('='))) : {}) };
  Object.assign(jar, setCookies(start));

  const provider = await fetch(authorize, { redirect: 'manual' });
  expect(provider.status).toBe(302);
  const callback = new URL(provider.headers.get('location')!);
  expect(callback.pathname).toBe(`/api/auth/oauth/${j.provider}/callback`);
  j.tamper?.(callback);

  const seen: { authorization?: string; tokenBody?: Record<string, string>; basic?: string } = {};
  mock.service.once('beforeUserinfo', (res, req) => {
    seen.authorization = req.headers.authorization;
    res.body = j.userinfo as Record<string, unknown>;
  });
  mock.service.once('beforeTokenSigning', (_token, req) => {
    seen.tokenBody = { ...(req.body as Record<string, string>) };
    seen.basic = req.headers.authorization;
  });
  const done = await get(callback.pathname + callback.search, header(jar));
  mock.service.removeAllListeners('beforeUserinfo');
  mock.service.removeAllListeners('beforeTokenSigning');
  expect(done.statusCode).toBe(302);
  Object.assign(jar, setCookies(done));
  return { start, authorize, done, location: done.headers.location as string, cookie: header(jar), seen };
}

async function sessionUser(cookie: string) {
  const res = await post('/api/auth/loginAuthenticate/userhash', undefined, cookie);
  return res.json();
}

const db = () => ctx.database.db;

describe('GET /api/auth/providers', () => {
  it('tells the log-in page which providers are configured', async () => {
    const res = await get('/api/auth/providers');
    expect(res.json()).toEqual({ result: 'success', kakao: true, naver: true });
  });

  it('offers nothing and refuses to start when no provider is configured', async () => {
    const bare = await createTestApp();
    try {
      expect((await http(bare.app).get('/api/auth/providers')).json()).toMatchObject({
        kakao: false,
        naver: false,
      });
      const start = await http(bare.app).get('/api/auth/oauth/kakao/start');
      expect(start.statusCode).toBe(404);
      expect(start.json()).toMatchObject({ result: 'fail', code: 'OAUTH_PROVIDER_DISABLED' });
      expect(start.json().message).toMatch(/이메일로 로그인/);
    } finally {
      await bare.close();
    }
  });

  it('answers an unknown provider with the same 404', async () => {
    const res = await get('/api/auth/oauth/google/start');
    expect(res.json()).toMatchObject({ result: 'fail', code: 'OAUTH_PROVIDER_DISABLED' });
  });
});

describe('Kakao sign-up and log-in through the real redirects', () => {
  it('creates a member for a new Kakao person and continues the stepped sign-up', async () => {
    const j = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_100_001, '카카오 하늘 🙂', 'Sky.Kim@Kakao.com'),
    });
    // The authorize request carries our client id, callback and a state; the token request posts the secret.
    expect(j.authorize.searchParams.get('client_id')).toBe('kakao-rest-key');
    expect(j.authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/oauth/kakao/callback',
    );
    expect(j.authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(j.seen.tokenBody).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'kakao-rest-key',
      client_secret: 'kakao-secret',
    });
    expect(j.seen.basic).toBeUndefined();
    expect(j.seen.authorization).toMatch(/^Bearer .+/);

    expect(j.location).toBe('/join?step=2');
    const check = await sessionUser(j.cookie);
    expect(check).toMatchObject({ result: 'success', user: { nickname: '카카오하늘' } });
    const userNo = check.user.no as number;
    const [link] = await db().select().from(oauthAccounts).where(eq(oauthAccounts.userNo, userNo));
    expect(link).toMatchObject({ provider: '0', providerUserId: '4100001', email: 'sky.kim@kakao.com' });
    const [u] = await db().select().from(users).where(eq(users.userNo, userNo));
    expect(u).toMatchObject({ email: 'sky.kim@kakao.com', passwordHash: null, status: 'active' });
    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, userNo));
    expect(p?.joinStep).toBe(2);
    expect(p?.searchText).toContain('카카오하늘');
  });

  it('logs the same Kakao person in again: to the sign-up step while unfinished, then to `next`', async () => {
    const first = await journey({ provider: 'kakao', userinfo: kakaoUser(4_100_002, '다시온사람') });
    const userNo = (await sessionUser(first.cookie)).user.no as number;

    const again = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_100_002, '바뀐닉네임'),
      next: '/people',
    });
    expect(again.location).toBe('/join?step=2');
    expect((await sessionUser(again.cookie)).user).toMatchObject({ no: userNo, nickname: '다시온사람' });

    await db().update(profiles).set({ joinStep: null }).where(eq(profiles.userNo, userNo));
    const finished = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_100_002, '다시온사람'),
      next: '/people',
    });
    expect(finished.location).toBe('/people');
    expect((await sessionUser(finished.cookie)).user.no).toBe(userNo);
    const links = await db().select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, '4100002'));
    expect(links).toHaveLength(1);
  });

  it('makes a taken nickname unique with digits', async () => {
    const taken = await buildMember(ctx, { nickname: '인기닉네임' });
    const j = await journey({ provider: 'kakao', userinfo: kakaoUser(4_100_003, taken.nickname) });
    const nickname = (await sessionUser(j.cookie)).user.nickname as string;
    expect(nickname).not.toBe(taken.nickname);
    expect(nickname).toMatch(/^인기닉네임\d{2,4}$|^인기닉네\d{3,4}$|^인기닉\d{4}$/);
    expect(NICKNAME_PATTERN.test(nickname)).toBe(true);
  });

  it('keeps no e-mail Kakao has not verified', async () => {
    const j = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_100_004, '미확인메일', 'unverified@kakao.com', false),
    });
    const userNo = (await sessionUser(j.cookie)).user.no as number;
    const [u] = await db().select().from(users).where(eq(users.userNo, userNo));
    expect(u?.email).toBeNull();
  });

  it('never links to an e-mail member by itself: asks them to log in and link instead', async () => {
    const member = await buildMember(ctx);
    const before = (await db().select().from(users)).length;
    const j = await journey({ provider: 'kakao', userinfo: kakaoUser(4_100_005, '같은메일', member.email) });
    expect(j.location).toBe('/login?error=oauth_email_taken');
    expect(j.cookie).not.toContain('sidequest_session');
    expect((await db().select().from(users)).length).toBe(before);
  });

  it('gives a withdrawn member’s Kakao account a fresh start', async () => {
    const first = await journey({ provider: 'kakao', userinfo: kakaoUser(4_100_006, '떠난사람') });
    const oldNo = (await sessionUser(first.cookie)).user.no as number;
    await db()
      .update(users)
      .set({ status: 'withdrawn', nickname: null, email: null })
      .where(eq(users.userNo, oldNo));
    const again = await journey({ provider: 'kakao', userinfo: kakaoUser(4_100_006, '돌아온사람') });
    expect(again.location).toBe('/join?step=2');
    expect((await sessionUser(again.cookie)).user.no).not.toBe(oldNo);
  });
});

describe('Naver', () => {
  it('signs a new Naver person up with provider code 6 and sends the state to the token endpoint', async () => {
    const j = await journey({
      provider: 'naver',
      userinfo: naverUser('naver-abc-1', '네이버메이커', 'maker@naver.com'),
    });
    expect(j.location).toBe('/join?step=2');
    expect(j.seen.tokenBody).toMatchObject({ client_id: 'naver-client', client_secret: 'naver-secret' });
    expect(j.seen.tokenBody?.state).toBe(j.authorize.searchParams.get('state'));
    const check = await sessionUser(j.cookie);
    expect(check.user.nickname).toBe('네이버메이커');
    const [link] = await db().select().from(oauthAccounts).where(eq(oauthAccounts.userNo, check.user.no));
    expect(link).toMatchObject({ provider: '6', providerUserId: 'naver-abc-1' });
  });

  it('fails politely when Naver refuses the user info', async () => {
    const j = await journey({
      provider: 'naver',
      userinfo: { resultcode: '024', message: 'Authentication failed' },
    });
    expect(j.location).toBe('/login?error=oauth_failed');
  });
});

describe('linking from a logged-in session', () => {
  it('links Naver to the member who started the flow, who can then log in with it', async () => {
    const member = await buildMember(ctx);
    const j = await journey({
      provider: 'naver',
      userinfo: naverUser('naver-link-1', '연결할사람'),
      session: member.cookie,
      next: '/people?tab=me',
    });
    expect(j.location).toBe('/people?tab=me&oauth_linked=naver');
    const [link] = await db()
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.providerUserId, 'naver-link-1'));
    expect(link?.userNo).toBe(member.user.no);
    // The member's session is the same member.
    expect((await sessionUser(j.cookie)).user.no).toBe(member.user.no);

    const login = await journey({ provider: 'naver', userinfo: naverUser('naver-link-1', '연결할사람') });
    expect(login.location).toBe('/join?step=2'); // buildMember members have not finished the steps
    expect((await sessionUser(login.cookie)).user.no).toBe(member.user.no);
    const status = await get('/api/profile/verification_status', member.cookie);
    expect(status.json().OAUTH).toEqual({ kakao: false, naver: true });
  });

  it('refuses a provider account that belongs to someone else, and a second account of one provider', async () => {
    const owner = await journey({ provider: 'kakao', userinfo: kakaoUser(4_200_001, '주인') });
    expect(owner.location).toBe('/join?step=2');
    const other = await buildMember(ctx);
    const taken = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_200_001, '주인'),
      session: other.cookie,
    });
    expect(taken.location).toBe('/?oauth_error=oauth_linked_other');

    await journey({ provider: 'kakao', userinfo: kakaoUser(4_200_002, '첫계정'), session: other.cookie });
    const second = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_200_003, '둘째계정'),
      session: other.cookie,
    });
    expect(second.location).toBe('/?oauth_error=oauth_already_linked');
    const links = await db().select().from(oauthAccounts).where(eq(oauthAccounts.userNo, other.user.no));
    expect(links.map((l) => l.providerUserId)).toEqual(['4200002']);
  });
});

describe('refusals', () => {
  it('refuses a callback whose state does not match the cookie', async () => {
    const j = await journey({
      provider: 'kakao',
      userinfo: kakaoUser(4_300_001, '상태위조'),
      tamper: (u) => u.searchParams.set('state', 'forged-state-value-123456'),
    });
    expect(j.location).toBe('/login?error=oauth_state');
    expect(j.cookie).not.toContain('sidequest_session');
  });

  it('refuses a callback without the state cookie (another browser, or an old link)', async () => {
    const res = await get('/api/auth/oauth/kakao/callback?code=abc&state=xyz');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oauth_state');
  });

  it('reports a person who cancelled on the provider page', async () => {
    mock.service.once('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const j = await journey({ provider: 'kakao', userinfo: kakaoUser(4_300_002, '취소한사람') });
    expect(j.location).toBe('/login?error=oauth_denied');
  });

  it('reports a refused code exchange', async () => {
    mock.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'authorization code not found' };
    });
    const j = await journey({ provider: 'kakao', userinfo: kakaoUser(4_300_003, '만료된코드') });
    expect(j.location).toBe('/login?error=oauth_failed');
  });

  it('follows only same-site paths after log-in', async () => {
    const first = await journey({ provider: 'kakao', userinfo: kakaoUser(4_300_004, '안전한이동') });
    const userNo = (await sessionUser(first.cookie)).user.no as number;
    await db().update(profiles).set({ joinStep: null }).where(eq(profiles.userNo, userNo));
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const j = await journey({ provider: 'kakao', userinfo: kakaoUser(4_300_004, '안전한이동'), next });
      expect(j.location).toBe('/');
    }
  });
});
