import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

// Zod's own messages (wrong type, too long ...) in Korean, on the server and in the browser alike.
z.config(z.locales.ko());

/**
 * One contract per call. The server registers its route from it (validation in and out,
 * OpenAPI) and the web client calls through it, so the two cannot drift.
 *
 * `response` describes the success payload *without* `result`; the envelope
 * `{ result: "success", ...payload }` is added by `successSchema` on both sides.
 */
export type HttpMethod = 'GET' | 'POST';

export interface Contract<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TRes extends z.ZodObject = z.ZodObject,
  TAuth extends boolean = boolean,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/validation/user/:value`. */
  path: string;
  summary: string;
  tags: string[];
  /** Whether the call needs a logged-in session (E001 otherwise). */
  auth: TAuth;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  response: TRes;
}

export function defineContract<
  TBody extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TParams extends z.ZodType = z.ZodUndefined,
  TRes extends z.ZodObject = z.ZodObject,
  const TAuth extends boolean = boolean,
>(c: Contract<TBody, TQuery, TParams, TRes, TAuth>): Contract<TBody, TQuery, TParams, TRes, TAuth> {
  return c;
}

export function successSchema<T extends z.ZodObject>(payload: T) {
  return payload.extend({ result: z.literal('success') });
}

export const failSchema = z.object({
  result: z.literal('fail'),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** An empty POST body: the seed's start-up calls send `{}` or nothing. */
export const emptyBody = z.object({}).loose().nullish();

// biome-ignore lint/suspicious/noExplicitAny: inference positions
type AnyContract = Contract<any, any, any, any, boolean>;
export type BodyOf<C> =
  C extends Contract<infer B, infer _Q, infer _P, infer _R, infer _A> ? z.input<B> : never;
export type QueryOf<C> =
  C extends Contract<infer _B, infer Q, infer _P, infer _R, infer _A> ? z.input<Q> : never;
export type ParamsOf<C> =
  C extends Contract<infer _B, infer _Q, infer P, infer _R, infer _A> ? z.input<P> : never;
export type ResponseOf<C> =
  C extends Contract<infer _B, infer _Q, infer _P, infer R, infer _A> ? z.output<R> : never;
/** Parsed (server-side) shapes. */
export type BodyOut<C> =
  C extends Contract<infer B, infer _Q, infer _P, infer _R, infer _A> ? z.output<B> : never;
export type QueryOut<C> =
  C extends Contract<infer _B, infer Q, infer _P, infer _R, infer _A> ? z.output<Q> : never;
export type ParamsOut<C> =
  C extends Contract<infer _B, infer _Q, infer P, infer _R, infer _A> ? z.output<P> : never;
export type ResponseIn<C> =
  C extends Contract<infer _B, infer _Q, infer _P, infer R, infer _A> ? z.input<R> : never;
export type AuthOf<C> = C extends Contract<infer _B, infer _Q, infer _P, infer _R, infer A> ? A : never;
export type { AnyContract };

/** Fill `:name` segments of a contract path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}
