import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the contract's zod response
 * schema, not by zod: `safeEncode` walks and copies every value before `JSON.stringify` walks it
 * again (5–7 % of a list route's CPU, issue 13). The guarantees stay: only the declared keys are
 * written (`additionalProperties: false` drops the rest), and a missing required key or a value
 * that cannot be written as its declared type fails the response as before (500, E004,
 * logged as a response that did not match its contract). The OpenAPI document still reads the zod
 * schemas on the routes; only the writer changes.
 *
 * Schemas whose output is not plain data keep zod's serializer: anything JSON Schema cannot say
 * (dates, custom checks) or that converts on the way out (pipes, codecs, transforms, defaults).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const json = route.schema instanceof z.ZodType ? plainJsonSchema(route.schema) : null;
  if (!json) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  // Compiled on first use: an app builds 200 routes, tests build many apps, most answer a few.
  let write: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    write ??= fastJsonStringify(json);
    try {
      return write(data);
    } catch (cause) {
      // The same error zod's writer throws, so plugins/errors.ts answers and logs it the same way
      // (its `cause` is typed as a ZodError but only logged).
      throw new ResponseSerializationError(route.method, route.url, { cause: cause as z.core.$ZodError });
    }
  };
};

/** Zod schema kinds whose written form differs from the value they are given. */
const CONVERTING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

/** The JSON Schema of what `schema` writes, or null when only zod can write it. */
export function plainJsonSchema(schema: z.ZodType): object | null {
  let converting = false;
  let json: object;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      override: (ctx) => {
        if (CONVERTING.has(ctx.zodSchema._zod.def.type)) converting = true;
      },
    });
  } catch {
    return null;
  }
  return converting ? null : (nullableAsTypeList(json) as object);
}

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) as `type: [X.type, 'null']` for a plain X:
 * fast-json-stringify picks an `anyOf` branch by validating the value against each (Ajv at run
 * time), a list of types by `typeof`.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const isNull = (b: Record<string, unknown>) => b.type === 'null' && Object.keys(b).length === 1;
    const [a, b] = branches as Record<string, unknown>[];
    const other = a && b && isNull(b) ? a : a && b && isNull(a) ? b : undefined;
    if (other && typeof other.type === 'string' && !('const' in other)) {
      return {
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
      };
    }
  }
  return out;
}
