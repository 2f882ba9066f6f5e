import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createStorage } from '../../lib/storage/index.js';

/**
 * Which identity verification a server offers, seen through the API: the stand-in as 테스트 모드
 * wherever the product is being tried, nothing on a real site without PortOne, and 503 only when a
 * configured provider does not answer.
 */

type App = TestContext['app'];
const status = async (app: App, cookie: string) =>
  (await http(app).get('/api/profile/verification_status', cookie)).json();

/** The whole flow a newcomer goes through on the My page, in test mode. */
async function completeInTestMode(on: Pick<TestContext, 'app' | 'database'>) {
  const app = on.app;
  const m = await buildMember(on);
  expect((await status(app, m.cookie)).IDENTITY_MODE).toBe('standin');
  const prepared = await http(app).post('/api/profile/verify_identity/prepare', {}, m.cookie);
  expect(prepared.json()).toMatchObject({ result: 'success', mode: 'standin', store_id: null });
  const id = prepared.json().identity_verification_id as string;
  const person = { name: '이테스트', birth_date: '1995-02-03', phone: `010${String(Date.now()).slice(-8)}` };
  const standin = await http(app).post(
    '/api/profile/verify_identity/standin',
    { identity_verification_id: id, outcome: 'verified', ...person },
    m.cookie,
  );
  expect(standin.json()).toMatchObject({ result: 'success' });
  const verified = await http(app).post(
    '/api/profile/verify_identity',
    { identity_verification_id: id },
    m.cookie,
  );
  expect(verified.json()).toMatchObject({ result: 'success', CI_VERIFIED: '01', USER_PHONE: '01' });
  expect((await status(app, m.cookie)).CI_VERIFIED).toBe('01');
}

describe('production on the embedded database, no PortOne secret (npm start)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('runs the stand-in as 테스트 모드, and the whole flow completes', async () => {
    await completeInTestMode(ctx);
  });
});

describe('the demo on PostgreSQL, no PortOne secret (npm run demo)', () => {
  let ctx: TestContext;
  let demo: App;
  beforeAll(async () => {
    ctx = await createTestApp();
    // The same database, with the configuration `--demo` gives a production server on PostgreSQL.
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused',
        DATA_DIR: ctx.dataDir,
        WEB_DIST: ctx.config.WEB_DIST,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
      },
      { demo: true },
    );
    demo = await buildApp({ config, database: ctx.database, storage: createStorage(config), logger: false });
    await demo.ready();
  });
  afterAll(async () => {
    await demo.close();
    await ctx.close();
  });

  it('runs the stand-in as 테스트 모드, and the whole flow completes', async () => {
    await completeInTestMode({ ...ctx, app: demo });
  });
});

describe('production on PostgreSQL, no PortOne secret (a real site not yet connected)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', DATABASE_URL: 'postgres://unused' });
  });
  afterAll(() => ctx.close());

  it('offers no verification, and says so without pretending to be down', async () => {
    const m = await buildMember(ctx);
    expect((await status(ctx.app, m.cookie)).IDENTITY_MODE).toBe('off');
    const res = await http(ctx.app).post('/api/profile/verify_identity/prepare', {}, m.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_NOT_OFFERED' });
    expect(res.json().message).toContain('본인인증을 제공하지 않아요');
    // No test-mode shortcut on a real site.
    const standin = await http(ctx.app).post(
      '/api/profile/verify_identity/standin',
      {
        identity_verification_id: 'identity-verification-x',
        outcome: 'verified',
        name: '가짜',
        birth_date: '1990-01-01',
        phone: '',
      },
      m.cookie,
    );
    expect(standin.statusCode).toBe(404);
  });
});

describe('a configured PortOne that does not answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port nothing listens on: taken, then released.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    ctx = await createTestApp({
      NODE_ENV: 'production',
      PORTONE_API_SECRET: 'real-secret',
      PORTONE_API_BASE_URL: `http://127.0.0.1:${port}`,
      PORTONE_STORE_ID: 'store-live-1',
      PORTONE_IDENTITY_CHANNEL_KEY: 'channel-live-1',
    });
  });
  afterAll(() => ctx.close());

  it('answers 503 IDENTITY_UNAVAILABLE (try again later), not test mode', async () => {
    const m = await buildMember(ctx);
    expect((await status(ctx.app, m.cookie)).IDENTITY_MODE).toBe('portone');
    const prepared = await http(ctx.app).post('/api/profile/verify_identity/prepare', {}, m.cookie);
    expect(prepared.json()).toMatchObject({ result: 'success', mode: 'portone', store_id: 'store-live-1' });
    const res = await http(ctx.app).post(
      '/api/profile/verify_identity',
      { identity_verification_id: prepared.json().identity_verification_id },
      m.cookie,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'IDENTITY_UNAVAILABLE' });
  });
});
