import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SIGNUP_CONSENT, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1000' });
});
afterAll(() => ctx.close());

const login = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'x@sidequest.kr', password: 'nope-1234' },
  });

describe('limits and malformed requests', () => {
  it('rate-limits the auth calls per address more strictly than the rest', async () => {
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/초 뒤에 다시 시도/);
    // Other calls are still served.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/main/banner' })).statusCode).toBe(200);
  });

  it('answers malformed JSON with INVALID_JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/ad',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'INVALID_JSON' });
  });

  it('refuses an oversize JSON body with PAYLOAD_TOO_LARGE', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'a@b.co',
        password: 'x'.repeat(2 * 1024 * 1024),
        nickname: 'big',
        ...SIGNUP_CONSENT,
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with a coded failure', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/banner',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_MEDIA' });
  });
});
