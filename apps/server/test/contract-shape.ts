import type { z } from 'zod';

/**
 * Reads a contract's zod schemas the way a client would: which keys a body, query or params
 * object has, and a plain value of the right shape for each, so the fuzz can send bodies that pass
 * the outer checks and carry one hostile field deep enough to reach the service.
 */

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; value?: number } } }>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema under optional/default/pipe wrappers: what the client's value is checked against. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) {
      // A transform's input side is what the client sends.
      const inner = defOf(def.in);
      current = inner.type === 'transform' && def.out ? def.out : def.in;
    } else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** Every key an object schema (or a union or intersection of them) reads. */
export function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const core = unwrap(schema);
  const def = defOf(core);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap((o) => objectKeys(o)))];
  if (def.type === 'intersection') return [...new Set([...objectKeys(def.left), ...objectKeys(def.right)])];
  return [];
}

/** The schema one key of an object schema reads, if it has one. */
export function fieldSchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'union') return def.options?.map((o) => fieldSchema(o, key)).find(Boolean);
  if (def.type === 'intersection') return fieldSchema(def.left, key) ?? fieldSchema(def.right, key);
  return undefined;
}

/** A plain value of the schema's shape (1 for numbers, the first enum value, 'ab12' for text). */
export function sampleOf(schema: z.ZodType | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = sampleOf(def.element, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'tuple':
      return (def.items ?? []).map((i) => sampleOf(i, depth + 1));
    case 'union':
      return sampleOf(
        def.options?.find((o) => defOf(unwrap(o)).type !== 'literal') ?? def.options?.[0],
        depth,
      );
    case 'intersection': {
      const left = sampleOf(def.left, depth);
      const right = sampleOf(def.right, depth);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'record':
      return {};
    case 'string':
      return 'ab12';
    case 'number':
    case 'int':
    case 'bigint': {
      const min = def.checks?.find((c) => c._zod.def.check === 'greater_than')?._zod.def.value;
      return typeof min === 'number' && min > 1 ? min : 1;
    }
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'date':
      return '2026-11-25';
    case 'null':
      return null;
    default:
      return undefined;
  }
}
