import { type AnyContract, allContracts } from '@sidequest/shared';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldSchema, objectKeys, sampleOf } from '../../test/contract-shape.js';
import { buildMember } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/helpers.js';

/**
 * No input, however hostile, makes any call answer 5xx. Bodies are built from each contract's own
 * schema: the keys it reads, filled with values past PostgreSQL's limits (int4 overflow, NUL,
 * lone surrogates, 100k-character strings, nesting), both as the only field of a plausible
 * request (so it reaches the service) and all at once, anonymous and logged in.
 */

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await buildMember(ctx)).cookie;
});
afterAll(() => ctx.close());

/** Calls that end the caller's session (or account): each run gets a member of its own. */
const SESSION_ENDING = new Set(['/api/auth/logout', '/api/auth/withdraw']);

// A marker for JSON text JSON.stringify cannot write: numbers past double precision, 1e309.
const RAW = (text: string) => `\u0001RAW${text}\u0001`;
function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"\\u0001RAW(.*?)\\u0001"/g, '$1');
}

const nested = (depth: number) => RAW(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
const nestedObject = (depth: number) => RAW(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Numbers the database or JavaScript cannot hold as sent. */
const KILLER_NUMBERS = [2147483648, -2147483649, RAW('9007199254740993'), RAW('1e309')];
/** Text PostgreSQL cannot store (NUL; a lone surrogate in jsonb). */
const KILLER_TEXT = ['a\u0000b', '\uD800', 'x\uDC00'];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...KILLER_NUMBERS, -1, 0, 1.5, 4294967296, Number.MAX_SAFE_INTEGER, RAW('-1e309')),
  fc.constantFrom('2147483648', '-1', 'NaN', 'Infinity', '1e309', '0x10', ' 1 ', '', '9007199254740993'),
  fc.constantFrom(...KILLER_TEXT, '\u0001\u001b[31m', '\u0085\u009f', '\u202e', '\uFEFF', '\r\n\t'),
  fc.constantFrom('x'.repeat(100_001), '가'.repeat(100_001), `${'ㄱ\u0000'.repeat(2_000)}`),
  fc.constantFrom<unknown>(
    true,
    null,
    [],
    {},
    ['a', 1],
    { $gt: '' },
    [[[[]]]],
    nested(1_000),
    nestedObject(1_000),
  ),
  fc.constantFrom(nested(60), nestedObject(60)),
  // Arbitrary UTF-16 code units, lone surrogates and controls included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
  fc.integer(),
  fc.double(),
);

/** Every path to a scalar in a sample value, with the sample's own top-level keys. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length ? leafPaths(value[0], [...prefix, '0']) : [prefix];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k])) : [prefix];
  }
  return [prefix];
}

function setPath(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root ?? {}) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1] as string] = value;
  return copy;
}

/** The paths worth poisoning: every leaf of a plausible body and every key the schema reads. */
function targets(c: AnyContract): string[][] {
  const sample = sampleOf(c.body);
  const paths = leafPaths(sample).filter((p) => p.length > 0);
  for (const key of objectKeys(c.body)) if (!paths.some((p) => p[0] === key)) paths.push([key]);
  return paths;
}

// Query and path values are text on the wire; these are the encodings a hostile client sends.
const hostileQueryText = fc.oneof(
  fc.constantFrom('2147483648', '-1', '1e309', '9007199254740993', 'NaN', '', '%00', 'a%00b'),
  fc.constantFrom('%ED%A0%80', '%FF', '%', '%E0%A4%A', '%C0%80', '..%2F..', `${'가'.repeat(3_000)}`),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

function queryFor(c: AnyContract, pick: (key: string) => string, repeat: boolean): string {
  const keys = objectKeys(c.query);
  const parts = keys.map((k) => `${k}=${pick(k)}`);
  // The same key twice arrives as an array where the schema expects one value.
  if (repeat && keys[0]) parts.push(`${keys[0]}=1`, `${keys[0]}[]=2`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function urlFor(c: AnyContract, segment: string): string {
  return c.path.replace(/:([A-Za-z_]+)/g, () => segment);
}

async function send(c: AnyContract, url: string, body: string | undefined, loggedIn: boolean) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (loggedIn) headers.cookie = SESSION_ENDING.has(c.path) ? (await buildMember(ctx)).cookie : cookie;
  return ctx.app.inject({
    method: c.method,
    url,
    headers,
    ...(c.method === 'POST' && body !== undefined ? { payload: body } : {}),
  });
}

function expectNo5xx(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}\n${res.body.slice(0, 500)}`).toBeLessThan(500);
  const json = res.json();
  expect(['success', 'fail']).toContain(json.result);
  if (json.result === 'fail') {
    expect(typeof json.code).toBe('string');
    expect(json.message).toMatch(/[가-힣]/);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack trace
  }
}

/** A request built for one contract: its URL (query, path) and JSON body text. */
function requestFor(c: AnyContract) {
  const paths = targets(c);
  const base = sampleOf(c.body);
  const body = fc.oneof(
    // One hostile field in an otherwise plausible body: it gets past the outer checks.
    fc
      .record({ path: fc.constantFrom(...(paths.length ? paths : [[]])), value: hostileValue })
      .map(({ path, value }) => jsonText(setPath(base, path, value))),
    // Every key hostile at once.
    fc
      .tuple(...(paths.length ? paths : [[]]).map(() => hostileValue))
      .map((values) => jsonText(paths.reduce((acc, p, i) => setPath(acc, p, values[i]), base))),
    // The whole document hostile, or not JSON at all.
    hostileValue.map(jsonText),
    fc.constantFrom('{', '{"a":', '[]', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}'),
  );
  const query = fc
    .tuple(hostileQueryText, fc.boolean())
    .map(([text, repeat]) => queryFor(c, () => text, repeat));
  const segment = fc.oneof(hostileQueryText, fc.constantFrom('1', 'ab12'));
  return fc.tuple(body, query, segment).map(([text, q, seg]) => ({ url: urlFor(c, seg) + q, body: text }));
}

// A 1×1 PNG: upload calls read their id fields only after a file arrives.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The id fields upload calls read from multipart (FormData puts them before the file). */
const UPLOAD_FIELDS = ['post_no', 'todo_no', 'career_no', 'work_no', 'chatId', 'project_no', 'quest_no'];

function multipart(value: string, filename: string): { payload: Buffer; type: string } {
  const boundary = 'sidequestfuzz';
  const parts = UPLOAD_FIELDS.map(
    (name) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: image/png\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + head, 'utf8'),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

describe('every contract answers hostile input without a 5xx', () => {
  for (const contract of allContracts) {
    const name = `${contract.method} ${contract.path}`;
    it(name, async () => {
      for (const loggedIn of [false, true]) {
        await fc.assert(
          fc.asyncProperty(requestFor(contract), async ({ url, body }) => {
            expectNo5xx(await send(contract, url, body, loggedIn), `${name} ${url} ${body.slice(0, 200)}`);
          }),
          { numRuns: 8 },
        );
      }
      // Every field of a plausible request, once with each value the database cannot hold.
      const base = sampleOf(contract.body);
      const plainQuery = queryFor(
        contract,
        (k) => encodeURIComponent(String(sampleOf(fieldSchema(contract.query, k)) ?? '1')),
        false,
      );
      for (const path of contract.method === 'POST' ? targets(contract) : []) {
        for (const value of [...KILLER_NUMBERS, ...KILLER_TEXT]) {
          const body = jsonText(setPath(base, path, value));
          const res = await send(contract, urlFor(contract, '1') + plainQuery, body, true);
          expectNo5xx(res, `${name} ${path.join('.')}=${body.slice(0, 200)}`);
        }
      }
      for (const key of objectKeys(contract.query)) {
        for (const value of ['2147483648', '9007199254740993', '1e309', 'a%00b', '%ED%A0%80']) {
          const url = urlFor(contract, '1') + queryFor(contract, (k) => (k === key ? value : '1'), false);
          expectNo5xx(await send(contract, url, undefined, true), `${name} ${url}`);
        }
      }
      // Upload calls take their ids and the file name from multipart fields, past the JSON checks.
      if (contract.method === 'POST') {
        for (const [value, filename] of [
          ['2147483648', 'a.png'],
          ['9007199254740993', 'a.png'],
          ['1', 'a\u0000b.png'],
          ['a\u0000b', '\uD800.png'],
        ] as const) {
          const { payload, type } = multipart(value, filename);
          const res = await ctx.app.inject({
            method: 'POST',
            url: urlFor(contract, '1'),
            headers: { 'content-type': type, cookie },
            payload,
          });
          expectNo5xx(res, `${name} multipart ${JSON.stringify(value)} ${JSON.stringify(filename)}`);
        }
      }
      for (const segment of ['2147483648', 'a%00b', '%ED%A0%80', '%FF']) {
        if (contract.params) {
          const url = urlFor(contract, segment);
          expectNo5xx(await send(contract, url, undefined, true), `${name} ${url}`);
        }
      }
    });
  }
});
