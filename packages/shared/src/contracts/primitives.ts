import { z } from 'zod';

/**
 * The bounded building blocks every contract uses, so hostile input is refused by validation and
 * never reaches the database: ids within PostgreSQL `integer`, paging numbers with ceilings, and
 * text without the characters PostgreSQL cannot store (NUL) or that only hide things (other C0/C1
 * controls, lone surrogates).
 */

/** PostgreSQL `integer` (serial ids, counts stored as int4). */
export const PG_INT_MAX = 2_147_483_647;

/** A record number: a positive integer that fits PostgreSQL `integer`; query strings are coerced. */
export const ZId = z.coerce.number().int().positive().max(PG_INT_MAX);

/** An optional record number where 0 or an absent value means "none" (seed clients send 0). */
export const ZIdOrZero = z.coerce.number().int().min(0).max(PG_INT_MAX);

/** An offset into a list, never beyond `max` (deep pages page by key, not by skipping rows). */
export const zOffset = (max = 10_000) => z.coerce.number().int().min(0).max(max).default(0);

/** A page size between 1 and `max`. */
export const zLimit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

// C0 controls except tab (09), newline (0A) and carriage return (0D); DEL and the C1 block.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the purpose
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Single-line text also refuses tab, newline and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the purpose
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds only characters a text column stores as typed. */
export function isStorableText(value: string, multiline: boolean): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value) && !LONE_SURROGATE.test(value);
}

// NUL cannot be stored in text or jsonb at all; a lone surrogate is refused by jsonb and turns into
// U+FFFD in text. Every string of every request is checked for these (the route guard), whatever
// its field schema says.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the purpose
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character the database cannot store at all (NUL, a lone surrogate). */
export function hasUnstorableChar(value: string): boolean {
  return UNSTORABLE.test(value);
}

export const CONTROL_MESSAGE = '쓸 수 없는 문자(제어 문자)가 들어 있어요. 지우고 다시 입력해 주세요.';

/** How a text field treats surrounding whitespace: `trim` drops it before the length is checked. */
export interface TextOptions {
  trim?: boolean;
  /** What to say when the text is longer than `max` (zod's generic Korean message otherwise). */
  tooLong?: string;
}

/** Single-line text (names, titles, keywords) of at most `max` characters. */
export const zLine = (max: number, opts: TextOptions = {}) =>
  (opts.trim ? z.string().trim() : z.string())
    .max(max, opts.tooLong ? { error: opts.tooLong } : undefined)
    .refine((v) => isStorableText(v, false), { error: CONTROL_MESSAGE });

/** Multi-line text (bodies, notes) of at most `max` characters: newline and tab are kept. */
export const zText = (max: number, opts: TextOptions = {}) =>
  (opts.trim ? z.string().trim() : z.string())
    .max(max, opts.tooLong ? { error: opts.tooLong } : undefined)
    .refine((v) => isStorableText(v, true), { error: CONTROL_MESSAGE });
