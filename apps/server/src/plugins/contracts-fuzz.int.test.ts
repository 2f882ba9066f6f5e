import { allContracts } from '@sidequest/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await registerUser(ctx.app)).cookie;
});
afterAll(() => ctx.close());

/** Bodies a careless or hostile client might send: any JSON, broken JSON, huge strings, odd types. */
const rawBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom('email', 'password', 'nickname', 'value', 'x', '__proto__', 'constructor'),
      fc.jsonValue(),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"email":',
    'null',
    '[]',
    '""',
    '{"a":1}}',
    '\u0000',
    '{"email":"a@b.co","password":1e309}',
  ),
  fc
    .integer({ min: 1_000, max: 20_000 })
    .map((n) => JSON.stringify({ email: 'ㄱ'.repeat(n), password: 'x'.repeat(n) })),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);
const pathValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('%', '%E0%A4%A', '..%2F..', '@', '가'.repeat(300)),
);

describe('every contract answers bad input without a 5xx', () => {
  for (const contract of allContracts) {
    it(`${contract.method} ${contract.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          contentType,
          pathValue,
          fc.boolean(),
          async (body, type, value, loggedIn) => {
            const url = contract.path.replace(/:([A-Za-z_]+)/g, () => {
              try {
                return encodeURIComponent(value);
              } catch {
                return 'x';
              }
            });
            const headers: Record<string, string> = {};
            if (type) headers['content-type'] = type;
            // Logging out with the shared cookie would end the session the other runs rely on.
            if (loggedIn && contract.path !== '/api/auth/logout') headers.cookie = cookie;
            const res = await ctx.app.inject({
              method: contract.method,
              url,
              headers,
              ...(contract.method === 'POST' ? { payload: body } : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            const json = res.json();
            expect(['success', 'fail']).toContain(json.result);
            if (json.result === 'fail') {
              expect(typeof json.code).toBe('string');
              expect(json.message).toMatch(/[가-힣]/);
              expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack trace
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
