import { allContracts } from '@sidequest/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';

/**
 * Every contract is served by a route, and every `/api/...` route is described by a contract: a
 * contract without a route is a call the web client makes into a 404, and a route without one
 * escapes validation, the OpenAPI document and the no-5xx fuzz.
 */

/** `/api` routes that are deliberately not contracts, each with its reason. */
const NOT_CONTRACTS: Record<string, string> = {
  // Redirect hops of the OAuth dance: the browser follows them, no JSON client calls them.
  'GET /api/auth/oauth/:provider/start': 'redirects to the provider',
  'GET /api/auth/oauth/:provider/callback': 'the provider redirects back here',
  // PortOne's signed webhook: a raw body checked with Webhook.verify, never a browser's JSON.
  'POST /api/payment/webhook': 'PortOne posts it, signed over the raw body',
};
/** The OpenAPI viewer (@fastify/swagger-ui) and the document it shows, generated from the contracts. */
const DOCS_PREFIX = '/api/docs';

// Fastify keeps no list of its routes, so every instance the app builds gets an onRoute hook
// before the first route is added.
const { routes } = vi.hoisted(() => ({ routes: [] as string[] }));
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = actual.default(options as never) as unknown as FastifyInstance;
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  expect(routes.length).toBeGreaterThan(100);
});
afterAll(() => ctx.close());

describe('contracts and routes', () => {
  it('serves every contract with a route', () => {
    const missing = allContracts.map((c) => `${c.method} ${c.path}`).filter((key) => !routes.includes(key));
    expect(missing, 'contracts without a route').toEqual([]);
  });

  it('describes every /api route with a contract', () => {
    const contracts = new Set(allContracts.map((c) => `${c.method} ${c.path}`));
    const stray = routes.filter((key) => {
      const path = key.split(' ')[1] ?? '';
      return (
        path.startsWith('/api/') &&
        !path.startsWith(DOCS_PREFIX) &&
        !contracts.has(key) &&
        !(key in NOT_CONTRACTS)
      );
    });
    expect(stray, 'routes without a contract').toEqual([]);
  });

  it('lists no exception that is not a route any more', () => {
    expect(Object.keys(NOT_CONTRACTS).filter((key) => !routes.includes(key))).toEqual([]);
    expect(routes).toContain(`GET ${DOCS_PREFIX}/json`);
  });

  it('has one contract per call', () => {
    const keys = allContracts.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
