import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { mailText, type Received, startSmtp } from '../../../test/smtp.js';
import { oauthAccounts } from '../../db/schema.js';
import { RESET_MAILS_PER_ACCOUNT } from './password-reset.js';
import { RESET_REQUESTS_PER_ADDRESS } from './routes.js';
import { authThrottle, passwordResets, users } from './schema.js';
import { emailDigest, loginKeys } from './throttle.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: 'mailer',
    SMTP_PASS: 'mail-pass',
    MAIL_FROM: '사이드퀘스트 <no-reply@sidequest.kr>',
    PUBLIC_ORIGIN: 'https://sidequest.example',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const PASSWORD = 'sidequest123!';
let n = 0;
const address = () => {
  n += 1;
  return `192.0.2.${n % 250}`;
};
const db = () => ctx.database.db;

/** A member who signed up from a fresh address, the one they log in from (`ip`). */
const member = async (ip = address()) => ({ ...(await buildMember(ctx, { ip, password: PASSWORD })), ip });

// Each call comes from a fresh address unless a test names one: the reset limits count per address.
const { post } = http(() => ctx.app);
const requestReset = (email: string, ip = address()) =>
  post('/api/auth/password_reset/request', { email }, null, { ip });
const check = (token: string) => post('/api/auth/password_reset/check', { token }, null, { ip: address() });
const confirm = (token: string, new_password: string, ip = address()) =>
  post('/api/auth/password_reset/confirm', { token, new_password }, null, { ip });
const login = (email: string, password: string, ip: string) =>
  post('/api/auth/login', { email, password }, null, { ip });
const sessionOf = (cookie: string) =>
  post('/api/auth/loginAuthenticate/userhash', {}, cookie, { ip: address() });

function tokenIn(mail: Received): string {
  const m = /https:\/\/sidequest\.example\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mailText(mail.raw));
  if (!m) throw new Error(`no reset link in mail:\n${mailText(mail.raw)}`);
  return m[1]!;
}

describe('password reset request', () => {
  it('answers the same for a member, a stranger and a social-only member; only members get mail', async () => {
    const known = await member();
    const social = await member();
    await db().update(users).set({ passwordHash: null }).where(eq(users.userNo, social.user.no));
    await db()
      .insert(oauthAccounts)
      .values({ provider: '0', providerUserId: `kakao-${social.user.no}`, userNo: social.user.no });

    const answers = [];
    answers.push(await requestReset(`nobody${randomBytes(3).toString('hex')}@sidequest.kr`));
    answers.push(await requestReset(known.email.toUpperCase()));
    answers.push(await requestReset(social.email));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ result: 'success' });

    // The two sends run after their answers, so they may arrive in either order.
    const mails = [await smtp.next(), await smtp.next()];
    const byTo = new Map(mails.map((m) => [m.to[0], m]));
    const linkMail = mailText(byTo.get(known.email)!.raw);
    expect(linkMail).toMatch(/30분 동안, 한 번만 쓸 수 있어요/);
    expect(tokenIn(byTo.get(known.email)!)).toHaveLength(43);

    const socialMail = mailText(byTo.get(social.email)!.raw);
    expect(socialMail).toMatch(/카카오 계정으로 가입해서 따로 정한 비밀번호가 없어요/);
    expect(socialMail).toMatch(/‘카카오로 시작하기’/);
    expect(socialMail).not.toMatch(/password\/reset/);
    expect(smtp.received).toEqual([]);
  });

  it('stores only the hash of the link, with thirty minutes to use it', async () => {
    const m = await member();
    await requestReset(m.email);
    const token = tokenIn(await smtp.next());
    const [row] = await db()
      .select({
        tokenHash: passwordResets.tokenHash,
        minutes: sql<number>`extract(epoch from ${passwordResets.expiresAt} - ${passwordResets.createdAt})::float8 / 60`,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userNo, m.user.no));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.minutes).toBeCloseTo(30, 3);
  });

  it('sends at most three mails to one account in fifteen minutes, answering the same every time', async () => {
    const m = await member();
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 2; i++) {
      expect((await requestReset(m.email)).json()).toEqual({ result: 'success' });
    }
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT; i++) expect((await smtp.next()).to).toEqual([m.email]);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.userNo, m.user.no));
    expect(rows).toHaveLength(RESET_MAILS_PER_ACCOUNT);
  });

  it('limits how many resets one address asks for, whatever the accounts', async () => {
    const ip = address();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect(
        (await requestReset(`probe${i}-${randomBytes(2).toString('hex')}@sidequest.kr`, ip)).statusCode,
      ).toBe(200);
    }
    const over = await requestReset('probe-last@sidequest.kr', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /비밀번호 재설정 메일 요청이 너무 많아요\. \d+(초|분) 뒤에 다시 시도해 주세요/,
    );
    expect((await requestReset('probe-last@sidequest.kr', address())).statusCode).toBe(200);
  });

  it('refuses a malformed address with a field message', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'INVALID_EMAIL' });
  });
});

describe('password reset by the owner locked out by someone else', () => {
  it('gets them in through the mailed link, ends every old session and clears the throttle', async () => {
    // The owner and a housemate guessing at the account share one address (one NAT).
    const owner = await member();
    const keys = loginKeys(owner.email, owner.ip);
    for (let i = 0; i < 3; i++) await login(owner.email, `housemate-guess-${i}`, owner.ip);
    // As if the guessing had gone on for a while: the next wrong guess reaches the longest delay.
    await db()
      .update(authThrottle)
      .set({ failures: 30, blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, keys.pair));
    await login(owner.email, 'housemate-guess-x', owner.ip);
    const locked = await login(owner.email, PASSWORD, owner.ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/15분 뒤에 다시 시도해 주세요/);

    expect((await requestReset(owner.email, owner.ip)).json().result).toBe('success');
    const mail = await smtp.next();
    expect(mail.to).toEqual([owner.email]);
    expect(mail.user).toBe('mailer');
    const token = tokenIn(mail);
    expect((await check(token)).json()).toEqual({ result: 'success', state: 'valid' });

    const disconnect = vi.spyOn(ctx.realtime, 'disconnectUser');
    const done = await confirm(token, 'brand-new-pw-7', owner.ip);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ result: 'success', user: { no: owner.user.no } });
    expect(disconnect).toHaveBeenCalledWith(owner.user.no);
    disconnect.mockRestore();

    // The browser that reset is logged in; the session from before is gone.
    expect((await sessionOf(cookieFrom(done))).json().result).toBe('success');
    expect((await sessionOf(owner.cookie)).json().user).toBeNull();

    // The throttle is cleared: the new password works at once from the same address, the old one not.
    const rows = await db().select().from(authThrottle).where(eq(authThrottle.key, keys.pair));
    expect(rows).toEqual([]);
    const acct = await db()
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `acct:${emailDigest(owner.email)}`));
    expect(acct).toEqual([]);
    expect((await login(owner.email, PASSWORD, owner.ip)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(owner.email, 'brand-new-pw-7', owner.ip)).json().result).toBe('success');

    // Single use.
    expect((await check(token)).json().state).toBe('used');
    const again = await confirm(token, 'another-pw-8');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ result: 'fail', code: 'RESET_LINK_USED' });
  });

  it('refuses a link after thirty minutes', async () => {
    const m = await member();
    await requestReset(m.email);
    const token = tokenIn(await smtp.next());
    // As if the mail had been opened 31 minutes later.
    await db()
      .update(passwordResets)
      .set({
        createdAt: sql`now() - interval '31 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(passwordResets.userNo, m.user.no));
    expect((await check(token)).json().state).toBe('expired');
    const res = await confirm(token, 'brand-new-pw-7');
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('RESET_LINK_EXPIRED');
    expect(res.json().message).toMatch(/30분/);
    expect((await login(m.email, PASSWORD, m.ip)).json().result).toBe('success');
  });

  it('retires an older link when a newer one is sent', async () => {
    const m = await member();
    await requestReset(m.email);
    const first = tokenIn(await smtp.next());
    await requestReset(m.email);
    const second = tokenIn(await smtp.next());
    expect((await check(first)).json().state).toBe('used');
    expect((await confirm(first, 'brand-new-pw-7')).json().code).toBe('RESET_LINK_USED');
    expect((await confirm(second, 'brand-new-pw-7')).json().result).toBe('success');
  });

  it('holds the new password to the sign-up rule and keeps the link usable after a refusal', async () => {
    const m = await member();
    await requestReset(m.email);
    const token = tokenIn(await smtp.next());
    const weak = await confirm(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ result: 'fail', code: 'WEAK_PASSWORD' });
    expect((await check(token)).json().state).toBe('valid');
  });

  it('lets only one of two tabs submitting the same link at once succeed', async () => {
    const m = await member();
    await requestReset(m.email);
    const token = tokenIn(await smtp.next());
    const [a, b] = await Promise.all([confirm(token, 'tab-one-pw-1'), confirm(token, 'tab-two-pw-2')]);
    const results = [a.json().result, b.json().result].sort();
    expect(results).toEqual(['fail', 'success']);
  });

  it('answers an unknown or mangled link as invalid, never as a server error', async () => {
    expect((await check('not-a-real-token')).json().state).toBe('invalid');
    const res = await confirm(randomBytes(32).toString('base64url'), 'brand-new-pw-7');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RESET_LINK_INVALID');
  });
});
