import fs from 'node:fs';
import path from 'node:path';
import { peopleApi } from '@sidequest/shared';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserContractModule, STRIPPED_FIELDS } from '../../../../scripts/browser-contracts.mjs';
import { BUDGET_ROUTES, DEFAULT_DIST, measureRoutes } from '../../../../scripts/js-budget.mjs';

const rewrite = (code: string) => browserContractModule(code, parseAst(code))?.toString() ?? null;

describe('contract modules as the browser build sees them', () => {
  it('keeps method, path and auth and drops the schemas and the OpenAPI text', () => {
    const out = rewrite(`export const ping = defineContract({
        method: 'POST', path: '/api/ping', summary: '핑', tags: ['site'], auth: false,
        body: z.object({ n: z.number() }), response: ZRes });`);
    expect(out).toContain(`method: 'POST', path: '/api/ping', summary: void 0, tags: void 0, auth: false`);
    expect(out).toContain('body: void 0, response: void 0 })');
  });

  it('rewrites shorthand fields', () => {
    expect(rewrite(`defineContract({ method: 'GET', path: '/a', auth: true, query, response });`)).toBe(
      `defineContract({ method: 'GET', path: '/a', auth: true, query: void 0, response: void 0 });`,
    );
  });

  it('marks top-level initializers pure and leaves functions, literals and statements alone', () => {
    const out = rewrite(
      [
        'const A = z.object({ a: z.string() });',
        'export const B = A.extend({ b: z.number() }).nullable(), LIMIT = 10;',
        'export const keys = Object.keys(B.shape);',
        'export const helper = (n) => z.string().max(n);',
        'z.config(z.locales.ko());',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        'const A = /*#__PURE__*/ (() => (z.object({ a: z.string() })))();',
        'export const B = /*#__PURE__*/ (() => (A.extend({ b: z.number() }).nullable()))(), LIMIT = 10;',
        'export const keys = /*#__PURE__*/ (() => (Object.keys(B.shape)))();',
        'export const helper = (n) => z.string().max(n);',
        'z.config(z.locales.ko());',
      ].join('\n'),
    );
    expect(rewrite('export const LIMIT = 10;\nexport function f() { return 1; }')).toBeNull();
  });

  it('refuses a contract that is not an object literal instead of keeping its schemas silently', () => {
    expect(() => rewrite(`defineContract(spec);`)).toThrow(/object literal/);
  });

  it('rewrites every field of a real contract module, and the result still runs', async () => {
    const file = path.resolve(__dirname, '../../../../packages/shared/src/contracts/people.ts');
    const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file);
    const out = rewrite(code) ?? '';
    const calls = out.split('defineContract({').slice(1);
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls) {
      const literal = call.slice(0, call.indexOf('})'));
      for (const field of STRIPPED_FIELDS) {
        if (new RegExp(`\\b${field}:`).test(literal)) {
          expect(literal).toMatch(new RegExp(`\\b${field}: void 0`));
        }
      }
    }
    expect(() => parseAst(out)).not.toThrow();
  });
});

// Reads the last web build (npm test builds first), like js-budget.test.ts.
describe('the built app', () => {
  it('ships no contract summary (the plugin ran)', () => {
    const summary = peopleApi.loadProfiles.summary;
    expect(summary.length).toBeGreaterThan(10);
    const assets = path.join(DEFAULT_DIST, 'assets');
    const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(10);
    for (const f of js) expect(fs.readFileSync(path.join(assets, f), 'utf8'), f).not.toContain(summary);
  });

  it('loads no zod before a budgeted page, a project page or an article renders (zod comes with a form)', () => {
    const rows = measureRoutes();
    // A project page's apply form and its answers rule load on open (apply-button.tsx).
    for (const route of [...Object.keys(BUDGET_ROUTES), '/project/:id', '/quest/:id']) {
      const row = rows.find((r) => r.route === route);
      expect(row?.files.join(' '), route).not.toMatch(/\bzod-/);
    }
  });
});
