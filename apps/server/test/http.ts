import type { FastifyInstance, InjectOptions } from 'fastify';

/** Who makes a call: nobody, a Cookie header value, or a member as `buildMember` returns one. */
export type Who = string | { cookie: string } | null | undefined;

export interface CallOptions {
  /** The client's address, for the rules keyed on it (log-in throttling, view counts). */
  ip?: string;
  /** More request headers (Origin, User-Agent, X-Forwarded-For …), sent besides the cookie. */
  headers?: Record<string, string>;
}

/**
 * The one way an API test calls the app: `post(url, body?, who?, options?)` and `get(url, who?,
 * options?)`, answering light-my-request's response (`statusCode`, `json()`, `cookies` …). A body
 * may be anything `inject` takes, FormData included; leave it out to send none.
 *
 * Most test files make their app in `beforeAll`, so `http` also takes a function that returns the
 * app when a call is made: `const { post, get } = http(() => ctx.app)` at the top of the file.
 * With `base`, a path without a leading slash is read under it (`chat.post('room', …)`).
 */
export function http(app: FastifyInstance | (() => FastifyInstance), { base }: { base?: string } = {}) {
  const current = typeof app === 'function' ? app : () => app;
  const send = (method: 'GET' | 'POST', url: string, body: unknown, who: Who, o: CallOptions = {}) =>
    current().inject({
      method,
      url: base && !url.startsWith('/') ? `${base}/${url}` : url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      headers: { ...cookieOf(who), ...o.headers },
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    });
  return {
    post: (url: string, body?: unknown, who?: Who, options?: CallOptions) =>
      send('POST', url, body, who, options),
    get: (url: string, who?: Who, options?: CallOptions) => send('GET', url, undefined, who, options),
  };
}

function cookieOf(who: Who): { cookie?: string } {
  if (!who) return {};
  return { cookie: typeof who === 'string' ? who : who.cookie };
}
