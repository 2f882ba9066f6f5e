import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { http } from '../../test/http.js';

/**
 * Behind a proxy the client's address is the entry the proxy appends (the right-most); every entry
 * to its left was written by the client and can be anything. `app.inject` connects from 127.0.0.1,
 * which plays the proxy here.
 */
const LIMIT = 3;

let seq = 0;
function call(ctx: TestContext, url: string, forwardedFor: string) {
  seq += 1;
  // Invalid on purpose: the per-address limit counts a call before its body is read.
  return http(ctx.app).post(url, { email: `spoof${seq}@sidequest.kr` }, null, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** Rotates the left-most (client-written) entry on every call; the proxy-appended one stays. */
async function rotateLeftMost(ctx: TestContext, url: string, client: string) {
  const codes: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    codes.push((await call(ctx, url, `198.51.100.${(seq % 250) + 1}, ${client}`)).statusCode);
  }
  return codes;
}

for (const [label, trustProxy] of [
  ['a hop count', '1'],
  ['the proxy’s address', '127.0.0.1'],
] as const) {
  describe(`TRUST_PROXY as ${label} (${trustProxy})`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_MAX: String(LIMIT) });
    });
    afterAll(() => ctx.close());

    for (const url of ['/api/auth/register', '/api/auth/login']) {
      it(`a spoofed X-Forwarded-For does not move the ${url} limit`, async () => {
        const client = url.endsWith('register') ? '203.0.113.10' : '203.0.113.20';
        const codes = await rotateLeftMost(ctx, url, client);
        expect(codes.slice(0, LIMIT).every((c) => c !== 429)).toBe(true);
        expect(codes[LIMIT]).toBe(429);
      });
    }

    it('still tells two real clients behind the proxy apart', async () => {
      // The limit is per client address, not per proxy: the header is read, just not believed blindly.
      const other = await call(ctx, '/api/auth/login', '203.0.113.99');
      expect(other.statusCode).not.toBe(429);
    });
  });
}
