import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { EMAIL_LOOKUPS_PER_MINUTE } from './routes.js';
import { authThrottle } from './schema.js';
import { ACCOUNT_RULE, ADDRESS_RULE, emailDigest, loginKeys } from './throttle.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'sidequest123!';
let n = 0;
/** A fresh address per call, so tests never share an address budget by accident. */
const address = () => {
  n += 1;
  return `198.51.100.${n % 250}`;
};

/** A member who signed up (and so logged in) from `ip`: that address is familiar to them. */
const member = (ip: string) => buildMember(ctx, { ip, password: PASSWORD });

const { post, get } = http(() => ctx.app);
const login = (email: string, password: string, ip: string) =>
  post('/api/auth/login', { email, password }, null, { ip });

/** Seconds until the key's block ends, by the database clock (null when not blocked). */
async function blockedFor(key: string): Promise<number | null> {
  const [row] = await ctx.database.db
    .select({ s: sql<number | null>`extract(epoch from ${authThrottle.blockedUntil} - now())::float8` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.s ?? null;
}

/** Lets a block run out without waiting for it. */
const endBlock = (key: string) =>
  ctx.database.db
    .update(authThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(authThrottle.key, key));

describe('log-in throttle', () => {
  it('does not let a stranger’s guesses from elsewhere keep the owner out', async () => {
    const home = address();
    const { email } = await member(home);
    const stranger = address();
    for (let i = 0; i < 10; i++) await login(email, `guess-${i}-pw`, stranger);
    // The stranger is slowed down …
    const slowed = await login(email, PASSWORD, stranger);
    expect(slowed.statusCode).toBe(429);
    // … the owner, at home or on a new network, is not.
    expect((await login(email, PASSWORD, home)).json().result).toBe('success');
    expect((await login(email, PASSWORD, address())).json().result).toBe('success');
  });

  it('gives three free tries per account and address, then delays that grow 1 s, 2 s, 4 s', async () => {
    const { email } = await member(address());
    const ip = address();
    const keys = loginKeys(email, ip);
    for (let i = 0; i < 2; i++) {
      expect((await login(email, 'wrong-pass-1', ip)).json().code).toBe('INVALID_CREDENTIALS');
      expect(await blockedFor(keys.pair)).toBeNull();
    }
    expect((await login(email, 'wrong-pass-1', ip)).json().code).toBe('INVALID_CREDENTIALS');
    expect(await blockedFor(keys.pair)).toBeGreaterThan(0.5);
    expect(await blockedFor(keys.pair)).toBeLessThanOrEqual(1);

    // While blocked even the right password is refused, with how long to wait and the way out.
    const refused = await login(email, PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/\d+초 뒤에 다시 시도해 주세요/);
    expect(refused.json().message).toMatch(/비밀번호를 잊으셨나요/);

    await endBlock(keys.pair);
    await login(email, 'wrong-pass-1', ip);
    expect(await blockedFor(keys.pair)).toBeGreaterThan(1.5);
    expect(await blockedFor(keys.pair)).toBeLessThanOrEqual(2);
    await endBlock(keys.pair);
    await login(email, 'wrong-pass-1', ip);
    expect(await blockedFor(keys.pair)).toBeGreaterThan(3.5);
    expect(await blockedFor(keys.pair)).toBeLessThanOrEqual(4);

    // The right password once the delay is over clears the pair: the next typo is free again.
    await endBlock(keys.pair);
    expect((await login(email, PASSWORD, ip)).json().result).toBe('success');
    await login(email, 'wrong-pass-1', ip);
    expect(await blockedFor(keys.pair)).toBeNull();
  });

  it('caps the pair delay at fifteen minutes and says so in minutes', async () => {
    const { email } = await member(address());
    const ip = address();
    const keys = loginKeys(email, ip);
    await login(email, 'wrong-pass-1', ip);
    await ctx.database.db.update(authThrottle).set({ failures: 30 }).where(eq(authThrottle.key, keys.pair));
    await login(email, 'wrong-pass-1', ip);
    const s = await blockedFor(keys.pair);
    expect(s).toBeGreaterThan(899);
    expect(s).toBeLessThanOrEqual(900);
    expect((await login(email, PASSWORD, ip)).json().message).toMatch(/15분 뒤에 다시 시도/);
  });

  it('brakes an account guessed at from many addresses, except on the owner’s own network', async () => {
    const home = address();
    const { email } = await member(home);
    for (let i = 0; i < ACCOUNT_RULE.free; i++) {
      const res = await login(email, `botnet-${i}-pw`, `203.0.${Math.floor(i / 200)}.${i % 200}`);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const newDevice = await login(email, PASSWORD, address());
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json().message).toMatch(/(2\d|30)초 뒤에 다시 시도/);
    expect((await login(email, PASSWORD, home)).json().result).toBe('success');
    // The owner's success does not hand the stranger a fresh budget.
    expect(await blockedFor(`acct:${emailDigest(email)}`)).toBeGreaterThan(0);
  });

  it('limits one address guessing at many accounts, generously, and not for members at home there', async () => {
    const office = address();
    const { email: regular } = await member(office);
    const { email: visitor } = await member(address());
    const key = `ip:${office}`;
    await login(`nobody-${randomBytes(3).toString('hex')}@sidequest.kr`, 'guess-pw-1', office);
    // As if a hundred guesses at other accounts had come from here within the hour.
    await ctx.database.db
      .update(authThrottle)
      .set({ failures: ADDRESS_RULE.free - 1 })
      .where(eq(authThrottle.key, key));
    await login(`nobody-${randomBytes(3).toString('hex')}@sidequest.kr`, 'guess-pw-1', office);
    expect(await blockedFor(key)).toBeGreaterThan(0);
    expect((await login(visitor, PASSWORD, office)).statusCode).toBe(429);
    expect((await login(regular, PASSWORD, office)).json().result).toBe('success');
  });

  it('answers an unknown e-mail like a wrong password and throttles it the same way', async () => {
    const email = `ghost${randomBytes(3).toString('hex')}@sidequest.kr`;
    const ip = address();
    for (let i = 0; i < 3; i++) {
      const res = await login(email, 'whatever123', ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    expect((await login(email, 'whatever123', ip)).statusCode).toBe(429);
  });

  it('keeps typed e-mails out of the throttle table', async () => {
    const email = `typed${randomBytes(3).toString('hex')}@sidequest.kr`;
    await login(email, 'whatever123', address());
    const rows = await ctx.database.db
      .select()
      .from(authThrottle)
      .where(like(authThrottle.key, `%${email}%`));
    expect(rows).toEqual([]);
  });
});

describe('availability look-ups', () => {
  const check = (value: string, ip: string) =>
    get(`/api/validation/user/${encodeURIComponent(value)}`, null, { ip });

  it('limits e-mail look-ups per address, and leaves nicknames and other addresses alone', async () => {
    const ip = address();
    for (let i = 0; i < EMAIL_LOOKUPS_PER_MINUTE; i++) {
      expect((await check(`probe${i}@sidequest.kr`, ip)).json().result).toBe('success');
    }
    const over = await check('probe-last@sidequest.kr', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(
      /이메일 확인 요청이 너무 많아요\. \d+(초|분) 뒤에 다시 시도해 주세요/,
    );
    expect((await check('새닉네임후보', ip)).json()).toMatchObject({ result: 'success', kind: 'nickname' });
    expect((await check('probe-last@sidequest.kr', address())).json().result).toBe('success');
  });
});
