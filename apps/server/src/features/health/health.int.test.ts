import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
const { get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('reports liveness and database readiness', async () => {
  expect((await get('/healthz')).json()).toMatchObject({ status: 'ok' });
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json().database).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
});

it('serves the OpenAPI document generated from the contracts', async () => {
  const res = await get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/register',
      '/api/auth/loginAuthenticate/userhash',
      '/api/main/banner',
    ]),
  );
  expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
  // The three consent boxes are documented as required booleans, marketing as optional.
  const schema = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
  expect(schema.required).toEqual(expect.arrayContaining(['agree_age', 'agree_terms', 'agree_privacy']));
  expect(schema.required).not.toContain('agree_marketing');
  expect(schema.properties.agree_terms.type).toBe('boolean');
});

it('sends a content security policy and no-sniff on every answer', async () => {
  const res = await get('/healthz');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
