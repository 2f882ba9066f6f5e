import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../profile/schema.js';
import { buildMember } from '../../../test/factories.js';
import { cookieFrom, createTestApp, SIGNUP_CONSENT, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

describe('register', () => {
  it('creates the member, answers the session user and sets an httpOnly session cookie', async () => {
    const res = await post('/api/auth/register', {
      ...SIGNUP_CONSENT,
      email: 'Hana.Kim@Naver.com',
      password: 'makers2026!',
      nickname: '하나킴',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.user).toMatchObject({ nickname: '하나킴', img: null, main_job: null });
    expect(typeof body.user.no).toBe('number');
    expect(body.user.chat_uid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.cookies.find((c) => c.name === 'sidequest_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // The email is private: never part of the session user.
    expect(JSON.stringify(body)).not.toContain('naver.com');
  });

  it('refuses a duplicate e-mail (case-insensitively) with a Korean message', async () => {
    const res = await post('/api/auth/register', {
      ...SIGNUP_CONSENT,
      email: 'hana.kim@naver.com',
      password: 'makers2026!',
      nickname: '다른닉네임',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'DUPLICATE_EMAIL' });
    expect(res.json().message).toMatch(/이미 가입된 이메일/);
  });

  it('refuses a duplicate nickname, ignoring Latin case', async () => {
    await buildMember(ctx, { nickname: 'MakerJoe' });
    const res = await post('/api/auth/register', {
      ...SIGNUP_CONSENT,
      email: 'joe2@sidequest.kr',
      password: 'makers2026!',
      nickname: 'makerjoe',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_NICKNAME');
  });

  it.each([
    [
      'short password',
      { email: 'a1@sidequest.kr', password: 'abc12', nickname: '짧은비번' },
      'WEAK_PASSWORD',
      'password',
    ],
    [
      'letters only',
      { email: 'a2@sidequest.kr', password: 'onlyletters', nickname: '글자만' },
      'WEAK_PASSWORD',
      'password',
    ],
    [
      'double dot e-mail',
      { email: 'a..b@sidequest.kr', password: 'makers2026!', nickname: '점두개' },
      'INVALID_EMAIL',
      'email',
    ],
    [
      '1-letter TLD',
      { email: 'user@domain.c', password: 'makers2026!', nickname: '도메인' },
      'INVALID_EMAIL',
      'email',
    ],
    [
      'nickname with space',
      { email: 'a3@sidequest.kr', password: 'makers2026!', nickname: '띄어 쓰기' },
      'INVALID_NICKNAME',
      'nickname',
    ],
  ])('refuses %s with its code and a field message', async (_name, payload, code, field) => {
    const res = await post('/api/auth/register', { ...payload, ...SIGNUP_CONSENT });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ result: 'fail', code });
    expect(body.fields[field]).toMatch(/[가-힣]/);
  });

  it('answers missing fields with VALIDATION and Korean field messages', async () => {
    const res = await post('/api/auth/register', { email: 'x@sidequest.kr' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.result).toBe('fail');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['password', 'nickname']));
  });
});

describe('login, session check and logout', () => {
  it('logs in, keeps the session across requests, and logs out', async () => {
    const u = await buildMember(ctx);
    const login = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.nickname).toBe(u.nickname);
    const cookie = cookieFrom(login);

    const check = await post('/api/auth/loginAuthenticate/userhash', {}, cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ result: 'success', user: { no: u.user.no, nickname: u.nickname } });
    expect(Object.keys(check.json().user).sort()).toEqual(
      ['chat_uid', 'img', 'main_job', 'main_jobD', 'nickname', 'no', 'sub_job', 'sub_jobD'].sort(),
    );
    // Registered on one "device" and logged in on another: both sessions are live.
    expect(check.json().loginDuplicated).toBe(true);

    const out = await post('/api/auth/logout', undefined, cookie);
    expect(out.json().result).toBe('success');
    const after = await post('/api/auth/loginAuthenticate/userhash', {}, cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ result: 'success', loginDuplicated: false, user: null });
  });

  it('counts a returning member as active again (at most every five minutes)', async () => {
    const u = await buildMember(ctx);
    const db = ctx.database.db;
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '10 minutes' where user_no = ${u.user.no}`,
    );
    await db.execute(
      sql`update profiles set last_active_at = now() - interval '3 days' where user_no = ${u.user.no}`,
    );
    await post('/api/auth/loginAuthenticate/userhash', {}, u.cookie);
    const [row] = await db
      .select({ at: profiles.lastActiveAt })
      .from(profiles)
      .where(eq(profiles.userNo, u.user.no));
    expect(Date.now() - row!.at.getTime()).toBeLessThan(60_000);
  });

  it('answers a visitor (no session, a forged cookie) with user null, not a 401', async () => {
    const none = await post('/api/auth/loginAuthenticate/userhash', {});
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ result: 'success', loginDuplicated: false, user: null });
    const forged = await post('/api/auth/loginAuthenticate/userhash', {}, 'sidequest_session=forged-token');
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ result: 'success', loginDuplicated: false, user: null });
  });

  it('accepts the seed client’s empty JSON body on the session check', async () => {
    const u = await buildMember(ctx);
    const res = await post('/api/auth/loginAuthenticate/userhash', '', u, {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ result: 'success', loginDuplicated: false });
  });

  it('gives the same answer for an unknown e-mail as for a wrong password', async () => {
    const res = await post('/api/auth/login', { email: 'nobody@sidequest.kr', password: 'whatever123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('nickname and e-mail availability', () => {
  it('tells whether a nickname or e-mail is free', async () => {
    const u = await buildMember(ctx);
    const taken = await get(`/api/validation/user/${encodeURIComponent(u.nickname)}`);
    expect(taken.json()).toMatchObject({ result: 'success', kind: 'nickname', available: false });
    const free = await get(`/api/validation/user/${encodeURIComponent('새로운메이커')}`);
    expect(free.json()).toMatchObject({ kind: 'nickname', available: true });
    const email = await get(`/api/validation/user/${encodeURIComponent(u.email)}`);
    expect(email.json()).toMatchObject({ kind: 'email', available: false });
    const bad = await get(`/api/validation/user/${encodeURIComponent('not@valid')}`);
    expect(bad.json()).toMatchObject({ kind: 'email', available: false });
    expect(bad.json().message).toMatch(/형식/);
  });
});

describe('withdrawal', () => {
  it('needs the password, then anonymises the account, frees the nickname and ends every session', async () => {
    const u = await buildMember(ctx);
    const other = await post('/api/auth/login', { email: u.email, password: u.password });
    const otherCookie = cookieFrom(other);

    const wrong = await post('/api/auth/user_withdrawl', { password: 'not-it-123' }, u.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const ok = await post('/api/auth/user_withdrawl', { password: u.password }, u.cookie);
    expect(ok.json().result).toBe('success');

    for (const cookie of [u.cookie, otherCookie]) {
      const check = await post('/api/auth/loginAuthenticate/userhash', {}, cookie);
      expect(check.json().user).toBeNull();
    }
    const login = await post('/api/auth/login', { email: u.email, password: u.password });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    const again = await post('/api/auth/register', {
      ...SIGNUP_CONSENT,
      email: u.email,
      password: u.password,
      nickname: u.nickname,
    });
    expect(again.json().result).toBe('success');
  });

  it('lets a member without a password (Kakao or Naver sign-up) confirm with their nickname', async () => {
    const u = await buildMember(ctx);
    // What a social sign-up looks like: no password stored.
    await ctx.database.db.execute(sql`update users set password_hash = null where user_no = ${u.user.no}`);
    const withPassword = await post('/api/auth/user_withdrawl', { password: u.password }, u.cookie);
    expect(withPassword.json().code).toBe('NO_PASSWORD');
    const wrong = await post('/api/auth/user_withdrawl', { confirm_nickname: '다른사람' }, u.cookie);
    expect(wrong.json().code).toBe('WRONG_CONFIRMATION');
    const ok = await post('/api/auth/user_withdrawl', { confirm_nickname: u.nickname }, u.cookie);
    expect(ok.json().result).toBe('success');
    expect((await post('/api/auth/loginAuthenticate/userhash', {}, u.cookie)).json().user).toBeNull();
  });

  it('refuses a nickname confirmation in place of an existing password', async () => {
    const u = await buildMember(ctx);
    const res = await post('/api/auth/user_withdrawl', { confirm_nickname: u.nickname }, u.cookie);
    expect(res.json().code).toBe('WRONG_PASSWORD');
  });

  it('is refused to anonymous callers', async () => {
    const res = await post('/api/auth/user_withdrawl', { password: 'whatever1' });
    expect(res.json().code).toBe('E001');
  });
});

describe('origin check', () => {
  it('refuses a mutation from another site', async () => {
    const res = await post(
      '/api/auth/register',
      { email: 'evil@sidequest.kr', password: 'makers2026!', nickname: '외부요청', ...SIGNUP_CONSENT },
      undefined,
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_ORIGIN' });
  });

  it('accepts a mutation from our own origin', async () => {
    const res = await post('/api/main/banner', {}, undefined, {
      headers: { origin: ctx.config.PUBLIC_ORIGIN },
    });
    expect(res.json().result).toBe('success');
  });
});
