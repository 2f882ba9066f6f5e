import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post } = http(() => ctx.app);
const check = (cookie: string) => post('/api/auth/loginAuthenticate/userhash', {}, cookie);
const login = async (email: string, password: string) => {
  const res = await post('/api/auth/login', { email, password });
  return { res, cookie: cookieFrom(res) };
};

describe('POST /api/auth/change_password', () => {
  it('refuses a wrong current password and a weak or unchanged new one', async () => {
    const u = await buildMember(ctx);
    const wrong = await post(
      '/api/auth/change_password',
      { current_password: 'not-my-password1', new_password: 'brandnew123!' },
      u.cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { current_password: expect.any(String) },
    });

    const weak = await post(
      '/api/auth/change_password',
      { current_password: u.password, new_password: '1234' },
      u.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const same = await post(
      '/api/auth/change_password',
      { current_password: u.password, new_password: u.password },
      u.cookie,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.new_password).toMatch(/[가-힣]/);

    // Nothing changed: the old password still logs in.
    expect((await login(u.email, u.password)).res.statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const u = await buildMember(ctx);
    const phone = await login(u.email, u.password);
    const laptop = await login(u.email, u.password);
    expect((await check(phone.cookie)).statusCode).toBe(200);

    const res = await post(
      '/api/auth/change_password',
      { current_password: u.password, new_password: 'brandnew123!' },
      u.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success', revoked_sessions: 2 });

    expect((await check(u.cookie)).statusCode).toBe(200);
    expect((await check(phone.cookie)).json().user).toBeNull();
    expect((await check(laptop.cookie)).json().user).toBeNull();

    expect((await login(u.email, u.password)).res.statusCode).toBe(401);
    expect((await login(u.email, 'brandnew123!')).res.statusCode).toBe(200);
  });

  it('asks an anonymous visitor to log in', async () => {
    const res = await post('/api/auth/change_password', {
      current_password: 'whatever1!',
      new_password: 'brandnew123!',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('E001');
  });
});
