import type { AnyContract, AuthOf, BodyOut, ParamsOut, QueryOut, ResponseIn } from '@sidequest/shared';
import { CONTROL_MESSAGE, hasUnstorableChar, successSchema } from '@sidequest/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { UserRow } from '../db/rows.js';
import { fail } from './app-error.js';

export interface HandlerContext<C extends AnyContract> {
  body: BodyOut<C>;
  query: QueryOut<C>;
  params: ParamsOut<C>;
  /** The member behind the session; always set for `auth: true` contracts. */
  user: AuthOf<C> extends true ? UserRow : UserRow | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtras {
  /** Per-route rate limit (requests per minute per address), stricter than the global one. */
  rateLimitPerMinute?: number;
  bodyLimit?: number;
}

/**
 * Registers one call from its contract: validation in (zod), serialization out (zod), the
 * session requirement, and the `{ result: "success", ... }` envelope. Routes stay one line of glue.
 */
export function registerContract<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: HandlerContext<C>) => Promise<ResponseIn<C>> | ResponseIn<C>,
  extras: RouteExtras = {},
): void {
  const schema: Record<string, unknown> = {
    summary: contract.summary,
    tags: contract.tags,
    response: { 200: successSchema(contract.response) },
  };
  if (contract.body) schema.body = contract.body;
  if (contract.query) schema.querystring = contract.query;
  if (contract.params) schema.params = contract.params;

  const options: RouteOptions = {
    method: contract.method,
    url: contract.path,
    schema,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    // The second lock beside the field schemas: no string anywhere in the request (free-form
    // drafts included) may carry what the database cannot store, and a new contract cannot forget.
    preValidation: async (req) => {
      for (const [part, value] of [
        ['body', req.body],
        ['query', req.query],
        ['params', req.params],
      ] as const) {
        const where = findUnstorable(value);
        if (where !== null) {
          throw fail('VALIDATION', CONTROL_MESSAGE, { [where || part]: CONTROL_MESSAGE });
        }
      }
    },
    config: extras.rateLimitPerMinute
      ? { rateLimit: { max: extras.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {},
    handler: async (req, reply) => {
      const user = await req.sessionUser();
      if (contract.auth && !user) throw fail('E001');
      const data = await handler({
        body: req.body,
        query: req.query,
        params: req.params,
        user,
        req,
        reply,
      } as HandlerContext<C>);
      return { ...(data as object), result: 'success' };
    },
  };
  app.route(options);
}

/**
 * The dotted path of the first string (value or key) holding NUL or a lone surrogate, '' for the
 * value itself, or null when there is none. Iterative, so nesting cannot overflow the stack.
 */
export function findUnstorable(root: unknown): string | null {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (hasUnstorableChar(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (hasUnstorableChar(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}
