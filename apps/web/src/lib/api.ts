import {
  type BodyOf,
  buildPath,
  type Contract,
  FALLBACK_MESSAGES,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  successSchema,
} from '@sidequest/shared';
import { texts } from '../lib/texts/store';
import { ApiError, isApiError } from './api-error';

// The error type lives apart (no zod, no contracts), so the app shell can tell errors apart
// without loading the API client; re-exported here for everything else.
export { ApiError, isApiError } from './api-error';

/** The Korean text for an unknown error, for `catch` blocks that show something. */
export function errorMessage(err: unknown): string {
  if (isApiError(err)) return err.message;
  return FALLBACK_MESSAGES.E004;
}

function networkMessage(): string {
  // The translation may be missing exactly when the network is down; the catalogue's E004
  // message is Korean and always bundled.
  const text = texts.isInitialized ? texts.t('alert:error.network', { defaultValue: '' }) : '';
  return text || FALLBACK_MESSAGES.E004;
}

/**
 * Turn a response body (possibly not ours) into an ApiError. Checked by hand, not with the
 * contracts' `failSchema`: this runs on every page, and zod should load only with a form.
 */
export function toApiError(status: number, body: unknown): ApiError {
  // Our failure, a proxy page, an empty 502, or a failure with an unknown code: keep what is usable.
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const code = typeof b.code === 'string' ? b.code : 'E004';
    // Our server always sends its Korean message; a body without one is not ours to explain.
    const message = typeof b.message === 'string' && b.message.trim() ? b.message : FALLBACK_MESSAGES.E004;
    const fields =
      b.fields && typeof b.fields === 'object'
        ? (b.fields as Record<string, string>)
        : ({} as Record<string, string>);
    return new ApiError(code, message, status, fields);
  }
  if (status === 429) return new ApiError('RATE_LIMITED', FALLBACK_MESSAGES.RATE_LIMITED, status);
  if (status === 401) return new ApiError('E001', FALLBACK_MESSAGES.E001, status);
  return new ApiError('E004', FALLBACK_MESSAGES.E004, status);
}

export interface CallOptions<C> {
  body?: BodyOf<C>;
  query?: QueryOf<C>;
  params?: ParamsOf<C>;
  signal?: AbortSignal;
}

function toSearch(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) sp.append(k, String(item));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/** Replaceable in tests. */
export const transport = { fetch: (input: string, init: RequestInit) => globalThis.fetch(input, init) };

/**
 * Call one API contract. Same origin, cookie session, JSON both ways.
 * Resolves to the success payload (with `result: 'success'`); rejects with ApiError.
 */
export async function callApi<C extends Contract>(
  contract: C,
  options: CallOptions<C> = {},
): Promise<ResponseOf<C>> {
  const url =
    buildPath(contract.path, options.params as Record<string, string | number> | undefined) +
    toSearch(options.query);
  const init: RequestInit = {
    method: contract.method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  };
  if (contract.method !== 'GET') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body ?? {});
  }

  let res: Response;
  try {
    res = await transport.fetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('E004', networkMessage(), 0);
  }

  let json: unknown = null;
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }

  const result = json && typeof json === 'object' ? (json as { result?: unknown }).result : undefined;
  if (!res.ok || result !== 'success') throw toApiError(res.status, json);

  if (import.meta.env.DEV) {
    // Catch drift between client and server while developing; production trusts the server.
    const check = successSchema(contract.response).safeParse(json);
    if (!check.success) {
      console.error(`[api] ${contract.method} ${contract.path}: 응답이 계약과 달라요`, check.error.issues);
      throw new ApiError('E004', FALLBACK_MESSAGES.E004, res.status);
    }
    return check.data as ResponseOf<C>;
  }
  return json as ResponseOf<C>;
}
