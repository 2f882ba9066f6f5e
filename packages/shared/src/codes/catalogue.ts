/**
 * A catalogue is a fixed list of seed codes with Korean labels. The items keep their literal
 * types so that the codes form a union (for TypeScript) and a tuple (for `z.enum`), while lookups
 * by a plain string stay possible because codes arrive as strings from the wire and the database.
 */

export interface CatalogueItem {
  /** The seed's code string ('01', 'KR00', '0701', '99'); never renumbered. */
  readonly code: string;
  /** Korean label as the site prints it. */
  readonly label: string;
}

/** The codes of a tuple of items, as a tuple of the same length. */
export type CodesOf<T extends readonly CatalogueItem[]> = { readonly [K in keyof T]: T[K]['code'] };

export interface Catalogue<T extends readonly CatalogueItem[]> {
  readonly items: T;
  /** All codes in catalogue order; pass to `z.enum(catalogue.codes)`. */
  readonly codes: CodesOf<T>;
  /** Korean label of a known code; `undefined` for anything else, so callers choose the fallback. */
  label(code: T[number]['code']): string;
  label(code: string | null | undefined): string | undefined;
  /** Whether a value (from a request, a row, a URL) is one of the codes. */
  has(code: unknown): code is T[number]['code'];
  /** The whole item (with its extra fields) for a code. */
  get(code: T[number]['code']): T[number];
  get(code: string | null | undefined): T[number] | undefined;
}

/** The code union of a catalogue: `CodeOf<typeof regions>` is `'KR00' | 'KR01' | ...`. */
export type CodeOf<C> = C extends Catalogue<infer T> ? T[number]['code'] : never;

/** The item type of a catalogue, with its extra fields. */
export type ItemOf<C> = C extends Catalogue<infer T> ? T[number] : never;

/**
 * Builds a catalogue. Duplicate codes or empty labels throw at import time: a broken code list
 * should stop the server at start-up rather than show a blank chip to a user.
 */
export function defineCatalogue<const T extends readonly CatalogueItem[]>(items: T): Catalogue<T> {
  const byCode = new Map<string, T[number]>();
  for (const item of items) {
    if (byCode.has(item.code)) throw new Error(`Duplicate catalogue code: ${item.code}`);
    if (item.label.trim() === '') throw new Error(`Empty label for catalogue code: ${item.code}`);
    byCode.set(item.code, item);
  }
  const codes = Object.freeze(items.map((item) => item.code)) as unknown as CodesOf<T>;

  function get(code: string | null | undefined): T[number] | undefined {
    return code == null ? undefined : byCode.get(code);
  }

  return Object.freeze({
    items: Object.freeze(items) as T,
    codes,
    label: ((code: string | null | undefined) => get(code)?.label) as Catalogue<T>['label'],
    has: (code: unknown): code is T[number]['code'] => typeof code === 'string' && byCode.has(code),
    get: get as Catalogue<T>['get'],
  });
}
