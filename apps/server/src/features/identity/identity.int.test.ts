import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { pointLedger } from '../points/schema.js';
import { profiles } from '../profile/schema.js';
import { type PortOneStandin, standinCi, startPortOneStandin } from '../../lib/portone/standin.js';
import { identityVerifications } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type App = TestContext['app'];
const { post, get } = http(() => ctx.app);

async function prepare(app: App, cookie: string): Promise<string> {
  const res = await http(app).post('/api/profile/verify_identity/prepare', {}, cookie);
  expect(res.json()).toMatchObject({ result: 'success' });
  return res.json().identity_verification_id;
}

const PERSON = { name: '김하늘', birth_date: '1998-04-12', phone: '01012345678' };

/** The browser's stand-in window: the person finishes (or fails) the verification. */
async function finish(
  app: App,
  cookie: string,
  id: string,
  outcome: 'verified' | 'failed' = 'verified',
  person = PERSON,
) {
  const res = await http(app).post(
    '/api/profile/verify_identity/standin',
    { identity_verification_id: id, outcome, ...person },
    cookie,
  );
  expect(res.json()).toMatchObject({ result: 'success' });
}

const verify = (app: App, cookie: string, id: string) =>
  http(app).post('/api/profile/verify_identity', { identity_verification_id: id }, cookie);

const db = () => ctx.database.db;
const ledger = (userNo: number) => db().select().from(pointLedger).where(eq(pointLedger.userNo, userNo));
/** The titles of the member's verification notifications. */
const toldTitles = async (userNo: number) =>
  (
    await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'verification')))
  ).map((n) => n.title);

describe('identity verification through the PortOne stand-in', () => {
  it('verifies a member: CI hash and phone stored, 10 points once, a notification, the flags', async () => {
    const m = await buildMember(ctx);
    const id = await prepare(ctx.app, m.cookie);
    expect(id).toMatch(/^identity-verification-[0-9a-f-]{36}$/);
    await finish(ctx.app, m.cookie, id);
    const res = await verify(ctx.app, m.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      status: 'verified',
      CI_VERIFIED: '01',
      USER_PHONE: '01',
      POINTS_GRANTED: 10,
    });

    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, m.user.no));
    const ci = standinCi(PERSON.name, PERSON.birth_date, PERSON.phone);
    expect(p?.ciHash).toBe(createHash('sha256').update(ci).digest('hex'));
    expect(p?.ciVerifiedAt).toBeInstanceOf(Date);
    expect(p?.phone).toBe('01012345678');
    expect(p?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await ledger(m.user.no)).toEqual([
      expect.objectContaining({ delta: 10, reason: 'F01', ref: `F01:${m.user.no}` }),
    ]);
    const [row] = await db()
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.verificationId, id));
    expect(row).toMatchObject({ status: 'verified', userNo: m.user.no });
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, m.user.no), eq(notifications.kind, 'verification')));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toMatch(/본인인증/);

    const status = await get('/api/profile/verification_status', m.cookie);
    expect(status.json()).toMatchObject({
      CI_VERIFIED: '01',
      USER_PHONE: '01',
      PHONE_MASKED: '010-****-5678',
      IDENTITY_MODE: 'standin',
      IDENTITY_REWARD: 10,
    });
    // Nothing about the person beyond the flags and the masked phone leaves the server.
    expect(status.body).not.toContain(PERSON.name);
    expect(status.body).not.toContain('01012345678');
  });

  it('never credits the gift twice: repeated, re-verified or concurrent calls', async () => {
    const m = await buildMember(ctx);
    const person = { name: '박바다', birth_date: '1995-01-02', phone: '01099998888' };
    const [a, b] = [await prepare(ctx.app, m.cookie), await prepare(ctx.app, m.cookie)];
    await finish(ctx.app, m.cookie, a, 'verified', person);
    await finish(ctx.app, m.cookie, b, 'verified', person);
    const both = await Promise.all([verify(ctx.app, m.cookie, a), verify(ctx.app, m.cookie, b)]);
    expect(both.map((r) => r.json().result)).toEqual(['success', 'success']);
    expect(both.reduce((sum, r) => sum + r.json().POINTS_GRANTED, 0)).toBe(10);

    const again = await verify(ctx.app, m.cookie, a);
    expect(again.json()).toMatchObject({ result: 'success', POINTS_GRANTED: 0 });
    const later = await prepare(ctx.app, m.cookie);
    await finish(ctx.app, m.cookie, later, 'verified', person);
    expect((await verify(ctx.app, m.cookie, later)).json()).toMatchObject({ POINTS_GRANTED: 0 });
    expect(await ledger(m.user.no)).toHaveLength(1);
  });

  it('refuses a person already verified on another account (duplicate CI)', async () => {
    const first = await buildMember(ctx);
    const person = { name: '이중계정', birth_date: '1990-10-10', phone: '01055554444' };
    const id1 = await prepare(ctx.app, first.cookie);
    await finish(ctx.app, first.cookie, id1, 'verified', person);
    expect((await verify(ctx.app, first.cookie, id1)).json().result).toBe('success');

    const second = await buildMember(ctx);
    const id2 = await prepare(ctx.app, second.cookie);
    await finish(ctx.app, second.cookie, id2, 'verified', person);
    const res = await verify(ctx.app, second.cookie, id2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_ALREADY_USED' });
    expect(res.json().message).toMatch(/이미 다른 계정/);

    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, second.user.no));
    expect(p).toMatchObject({ ciHash: null, ciVerifiedAt: null, phone: null });
    expect(await ledger(second.user.no)).toHaveLength(0);
    const [row] = await db()
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.verificationId, id2));
    expect(row?.status).toBe('duplicate');
    expect(await toldTitles(second.user.no)).toEqual(['본인인증을 완료하지 못했어요']);
    // Asking again gives the same answer without asking PortOne.
    expect((await verify(ctx.app, second.cookie, id2)).json().code).toBe('IDENTITY_ALREADY_USED');
  });

  it('lets only one of two accounts racing with the same person win', async () => {
    const person = { name: '동시인증', birth_date: '1992-12-12', phone: '01033332222' };
    const [a, b] = [await buildMember(ctx), await buildMember(ctx)];
    const ids = [await prepare(ctx.app, a.cookie), await prepare(ctx.app, b.cookie)];
    await finish(ctx.app, a.cookie, ids[0]!, 'verified', person);
    await finish(ctx.app, b.cookie, ids[1]!, 'verified', person);
    const results = await Promise.all([
      verify(ctx.app, a.cookie, ids[0]!),
      verify(ctx.app, b.cookie, ids[1]!),
    ]);
    const codes = results.map((r) => (r.json().result === 'success' ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['IDENTITY_ALREADY_USED', 'ok']);
    const gifts = [...(await ledger(a.user.no)), ...(await ledger(b.user.no))];
    expect(gifts).toHaveLength(1);
  });

  it('records a failed verification and grants nothing', async () => {
    const m = await buildMember(ctx);
    const id = await prepare(ctx.app, m.cookie);
    await finish(ctx.app, m.cookie, id, 'failed');
    const res = await verify(ctx.app, m.cookie, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_FAILED' });
    const [row] = await db()
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.verificationId, id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.failureReason).toBeTruthy();
    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(p?.ciVerifiedAt).toBeNull();
    expect(await ledger(m.user.no)).toHaveLength(0);
    expect(await toldTitles(m.user.no)).toEqual(['본인인증에 실패했어요']);
  });

  it('answers a verification that has not finished yet', async () => {
    const m = await buildMember(ctx);
    const id = await prepare(ctx.app, m.cookie);
    const res = await verify(ctx.app, m.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IDENTITY_NOT_VERIFIED');
  });

  it('verifies without a phone when none was confirmed', async () => {
    const m = await buildMember(ctx);
    const id = await prepare(ctx.app, m.cookie);
    await finish(ctx.app, m.cookie, id, 'verified', { name: '폰없음', birth_date: '2000-02-02', phone: '' });
    expect((await verify(ctx.app, m.cookie, id)).json()).toMatchObject({
      CI_VERIFIED: '01',
      USER_PHONE: '00',
    });
  });

  it('refuses another member’s verification number and a second person on one account', async () => {
    const owner = await buildMember(ctx);
    const id = await prepare(ctx.app, owner.cookie);
    await finish(ctx.app, owner.cookie, id, 'verified', {
      name: '주인공',
      birth_date: '1993-03-03',
      phone: '01011112222',
    });
    const thief = await buildMember(ctx);
    const stolen = await verify(ctx.app, thief.cookie, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('IDENTITY_NOT_FOUND');
    const standin = await post(
      '/api/profile/verify_identity/standin',
      { identity_verification_id: id, outcome: 'verified', ...PERSON },
      thief.cookie,
    );
    expect(standin.json().code).toBe('IDENTITY_NOT_FOUND');

    expect((await verify(ctx.app, owner.cookie, id)).json().result).toBe('success');
    const other = await prepare(ctx.app, owner.cookie);
    await finish(ctx.app, owner.cookie, other, 'verified', {
      name: '다른사람',
      birth_date: '1980-01-01',
      phone: '',
    });
    const res = await verify(ctx.app, owner.cookie, other);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_MISMATCH' });
  });

  it('is refused to anonymous callers (E001) and validates the number', async () => {
    for (const [url, body] of [
      ['/api/profile/verify_identity/prepare', {}],
      ['/api/profile/verify_identity', { identity_verification_id: 'identity-verification-x' }],
      [
        '/api/profile/verify_identity/standin',
        { identity_verification_id: 'x', outcome: 'verified', ...PERSON },
      ],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    }
    expect((await get('/api/profile/verification_status')).json().code).toBe('E001');
    const m = await buildMember(ctx);
    const bad = await verify(ctx.app, m.cookie, '../../etc/passwd');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_NOT_FOUND' });
  });
});

describe('identity verification configured for PortOne', () => {
  let portone: PortOneStandin;
  let app: TestContext;
  beforeAll(async () => {
    // A PortOne-protocol server the configuration points at, as the real API would be.
    portone = await startPortOneStandin({ secret: 'test-portone-secret' });
    app = await createTestApp({
      PORTONE_API_SECRET: 'test-portone-secret',
      PORTONE_API_BASE_URL: portone.url,
      PORTONE_STORE_ID: 'store-test-1',
      PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-test-1',
    });
  });
  afterAll(async () => {
    await app.close();
    await portone.close();
  });

  it('hands the browser the store and channel, and checks the result with the server SDK', async () => {
    const m = await buildMember(app);
    const res = await http(app.app).post('/api/profile/verify_identity/prepare', {}, m.cookie);
    expect(res.json()).toMatchObject({
      mode: 'portone',
      store_id: 'store-test-1',
      channel_key: 'channel-key-test-1',
    });
    const id = res.json().identity_verification_id as string;
    // No development stand-in route when PortOne is configured.
    const standin = await http(app.app).post(
      '/api/profile/verify_identity/standin',
      { identity_verification_id: id, outcome: 'verified', ...PERSON },
      m.cookie,
    );
    expect(standin.statusCode).toBe(404);

    await portone.complete(id, {
      status: 'VERIFIED',
      name: '최포트',
      birthDate: '1991-05-05',
      phoneNumber: '01077776666',
    });
    const ok = await verify(app.app, m.cookie, id);
    expect(ok.json()).toMatchObject({
      result: 'success',
      CI_VERIFIED: '01',
      USER_PHONE: '01',
      POINTS_GRANTED: 10,
    });
  });

  it('answers 503 when PortOne refuses our credentials', async () => {
    const wrong = await createTestApp({
      PORTONE_API_SECRET: 'not-the-secret',
      PORTONE_API_BASE_URL: portone.url,
      PORTONE_STORE_ID: 'store-test-1',
      PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-test-1',
    });
    try {
      const m = await buildMember(wrong);
      const id = await prepare(wrong.app, m.cookie);
      const res = await verify(wrong.app, m.cookie, id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_UNAVAILABLE' });
    } finally {
      await wrong.close();
    }
  });
});
