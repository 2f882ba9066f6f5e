import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SIGNUP_CONSENT, type TestContext } from '../../test/helpers.js';
import { http } from '../../test/http.js';

let n = 0;
/** A sign-up as the browser sends it from `origin` (a newcomer's very first mutation). */
function register(ctx: TestContext, origin: string, host?: string) {
  n += 1;
  const tag = `${process.pid % 1000}${n}${Date.now() % 10000}`;
  return http(ctx.app).post(
    '/api/auth/register',
    {
      email: `origin${tag}@sidequest.kr`,
      password: 'sidequest123!',
      nickname: `출처${tag}`.slice(0, 12),
      ...SIGNUP_CONSENT,
    },
    null,
    { headers: { origin, 'sec-fetch-site': 'same-origin', ...(host ? { host } : {}) } },
  );
}

const connectSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src ')) ?? '';

describe('no PUBLIC_ORIGIN, a non-default port (PORT=4000 npm start)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PORT: '4000' });
  });
  afterAll(() => ctx.close());

  it('lets a newcomer register from every loopback spelling of the port', async () => {
    for (const origin of ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000']) {
      const res = await register(ctx, origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      expect(res.json().result).toBe('success');
    }
  });

  it('refuses a foreign origin, and the same machine on another port', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000',
      'http://127.0.0.1:5173',
      'https://localhost:4000',
    ]) {
      const res = await register(ctx, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_ORIGIN' });
    }
  });

  it('does not take the Host header’s word for it (DNS rebinding)', async () => {
    const res = await register(ctx, 'http://rebind.example:4000', 'rebind.example:4000');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BAD_ORIGIN');
  });

  it('lets the page open sockets to its own origin only, never to any ws:/wss: host', async () => {
    const res = await http(ctx.app).get('/api/main/banner');
    const directive = connectSrc(res.headers['content-security-policy'] as string | undefined);
    expect(directive).toContain("'self'");
    expect(directive).toContain('ws://localhost:4000');
    expect(directive).toContain('ws://127.0.0.1:4000');
    expect(directive.split(/\s+/)).not.toContain('ws:');
    expect(directive.split(/\s+/)).not.toContain('wss:');
  });
});

describe('no PUBLIC_ORIGIN, PORT=0 (the port is known only once listening)', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ PORT: '0' });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('allows the port really listened on, over real HTTP', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/main/banner`, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect(res.status).toBe(200);
    expect(ctx.config.PUBLIC_ORIGIN).toBe(`http://localhost:${port}`);
    expect((await register(ctx, `http://localhost:${port}`)).statusCode).toBe(200);
    expect((await register(ctx, 'http://localhost:0')).statusCode).toBe(403);
  });

  it('names the real port in the CSP', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/main/banner`);
    const directive = connectSrc(res.headers.get('content-security-policy') ?? undefined);
    expect(directive).toContain(`ws://127.0.0.1:${port}`);
    expect(directive).not.toContain(':0 ');
  });
});

describe('PUBLIC_ORIGIN set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      PORT: '4000',
      PUBLIC_ORIGIN: 'https://sidequest.kr',
      EXTRA_ORIGINS: 'https://m.sidequest.kr',
    });
  });
  afterAll(() => ctx.close());

  it('allows it and EXTRA_ORIGINS alone', async () => {
    for (const origin of ['https://sidequest.kr', 'https://m.sidequest.kr']) {
      expect((await register(ctx, origin)).statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://sidequest.kr']) {
      const res = await register(ctx, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code).toBe('BAD_ORIGIN');
    }
  });

  it('lets sockets go to wss:// of the public origin only', async () => {
    const res = await http(ctx.app).get('/api/main/banner');
    const directive = connectSrc(res.headers['content-security-policy'] as string | undefined);
    expect(directive).toContain('wss://sidequest.kr');
    expect(directive).not.toMatch(/ws:\/\/(localhost|127\.0\.0\.1)/);
    expect(directive.split(/\s+/)).not.toContain('wss:');
  });
});
