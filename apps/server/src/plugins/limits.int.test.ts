import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SIGNUP_CONSENT, type TestContext } from '../../test/helpers.js';
import { http } from '../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1000' });
});
afterAll(() => ctx.close());

const { post } = http(() => ctx.app);
/** Bodies below are sent as written (a string), so the tests name their content type. */
const JSON_TYPE = { 'content-type': 'application/json' };
const login = () => post('/api/auth/login', { email: 'x@sidequest.kr', password: 'nope-1234' });

describe('limits and malformed requests', () => {
  it('rate-limits the auth calls per address more strictly than the rest', async () => {
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/초 뒤에 다시 시도/);
    // Other calls are still served.
    expect((await post('/api/main/banner')).statusCode).toBe(200);
  });

  it('answers malformed JSON with INVALID_JSON', async () => {
    const res = await post('/api/main/ad', '{"broken":', null, { headers: JSON_TYPE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'INVALID_JSON' });
  });

  it('refuses an oversize JSON body with PAYLOAD_TOO_LARGE', async () => {
    const big = {
      email: 'a@b.co',
      password: 'x'.repeat(2 * 1024 * 1024),
      nickname: 'big',
      ...SIGNUP_CONSENT,
    };
    const res = await post('/api/auth/register', JSON.stringify(big), null, { headers: JSON_TYPE });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with a coded failure', async () => {
    const res = await post('/api/main/banner', '<login/>', null, {
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_MEDIA' });
  });
});

describe('a rate-limited page load', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => small.close());

  it('gets a Korean page to come back to, while the app’s calls keep their JSON', async () => {
    const open = () => small.app.inject({ method: 'GET', url: '/lounge', headers: { accept: 'text/html' } });
    for (let i = 0; i < 2; i++) expect((await open()).statusCode).not.toBe(429);
    const page = await open();
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toMatch(/초 뒤에 다시 시도해 주세요/);
    const call = await small.app.inject({ method: 'POST', url: '/api/main/banner', payload: {} });
    expect(call.statusCode).toBe(429);
    expect(call.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
  });
});
