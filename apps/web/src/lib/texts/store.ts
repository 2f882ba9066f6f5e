/**
 * The app's texts: Korean translation files by namespace, loaded on demand, and `t` to read them.
 *
 * It replaces i18next with the part of it this app uses (issue 17): i18next, its HTTP backend and
 * language detector and react-i18next were 24 KiB gzip of every page's first load and 0.1–0.2 s of
 * a slowed phone's main thread per page (key parsing, option merging, plural and context lookups
 * per call), for a site with one language. What stays the same, for the files and the calls:
 * - `t('key')`, `t('ns:key')`, `{ ns }`, `keyPrefix`; a key looked up in its namespace, then in
 *   `common` (i18next's fallbackNS); a missing key reads as the key (without its namespace).
 * - `{{name}}` and `{{a.b}}` filled in unescaped (React escapes); a variable not passed stays as
 *   written, one passed as undefined or null reads as empty (i18next's skipOnVariables).
 * - `count`: `key_other` before `key` (Korean has one plural form; `_one` keys are read by name).
 * - `defaultValue` when the key is missing; `returnObjects` for a list or an object.
 * - every string through the post-processor (the particles: "(으)로" by the word before it).
 * - a file that cannot be loaded after the loader's retries counts as loaded (keys show, the page
 *   renders) and is reported once.
 */

export type Resource = { [key: string]: unknown };

export interface TOptions {
  ns?: string | readonly string[];
  /** Picks `key_other` over `key`; a formatted count ("1.2K") is filled in as written. */
  count?: number | string;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface TextsConfig {
  /** Every namespace the app has: `x:` in a key is a namespace only when x is one of these. */
  namespaces: readonly string[];
  /** Looked up after a key's own namespace, and used when none is named. */
  defaultNS: string;
  /** Fetches a namespace's file; rejects (after its own retries) when it cannot. */
  load?: (ns: string) => Promise<Resource>;
  /** Applied to every string `t` returns. */
  postProcess?: (text: string) => string;
  /** Told once per namespace that could not be loaded. */
  onFailed?: (ns: string, error: unknown) => void;
}

type State = 'loading' | 'loaded' | 'failed';

const VARIABLE = /\{\{([^}]+?)\}\}/g;
const NAMESPACE_KEY = /^([a-z_]+):(.+)$/;

function pathValue(from: unknown, path: string): unknown {
  let value = from;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Resource)[part];
  }
  return value;
}

function interpolate(text: string, vars: TOptions | undefined): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    const path = name.trim();
    const value = path in vars ? vars[path] : pathValue(vars, path);
    if (value === undefined && !(path in vars)) return match;
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Texts {
  private config: TextsConfig = { namespaces: [], defaultNS: 'common' };
  private readonly resources = new Map<string, Resource>();
  private readonly states = new Map<string, State>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly fixed = new Map<string, TFunction>();
  isInitialized = false;

  /** Sets the namespaces, loader and post-processor; `resources` are loaded as given (tests). */
  configure(config: TextsConfig, resources: Record<string, Resource> = {}): void {
    this.config = config;
    this.fixed.clear();
    for (const [ns, data] of Object.entries(resources)) this.addNamespace(ns, data);
    this.isInitialized = true;
  }

  addNamespace(ns: string, data: Resource): void {
    this.resources.set(ns, data);
    this.states.set(ns, 'loaded');
  }

  /** Loaded, or failed for good: either way a page can render with it. */
  hasLoadedNamespace(ns: string): boolean {
    const state = this.states.get(ns);
    return state === 'loaded' || state === 'failed';
  }

  /** Resolves once every namespace is loaded or has failed for good; never rejects. */
  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : ns;
    return Promise.all(list.map((one) => this.loadOne(one))).then(() => undefined);
  }

  private loadOne(ns: string): Promise<void> {
    if (this.hasLoadedNamespace(ns)) return Promise.resolve();
    let pending = this.loads.get(ns);
    if (pending) return pending;
    const { load, onFailed } = this.config;
    this.states.set(ns, 'loading');
    pending = (load ? load(ns) : Promise.reject(new Error('no loader'))).then(
      (data) => this.addNamespace(ns, data),
      (error: unknown) => {
        this.states.set(ns, 'failed');
        onFailed?.(ns, error);
      },
    );
    this.loads.set(ns, pending);
    return pending;
  }

  /** Whether the key has a text (in its namespace or the default one). */
  exists(key: string, options?: TOptions): boolean {
    const { named, rest } = this.split(key);
    return this.find(named ? [named] : this.namespacesOf(options?.ns), rest, options) !== undefined;
  }

  /** Reads a text; see the file's comment for what it does with keys and options. */
  readonly t: TFunction = ((key: string, options?: TOptions) => {
    const { named, rest } = this.split(key);
    return this.resolve(named ? [named] : this.namespacesOf(options?.ns), rest, options);
  }) as TFunction;

  /** `t` reading `ns` (and `keyPrefix.` before each key), the same function for the same pair. */
  fixedT(ns: string | undefined, keyPrefix?: string): TFunction {
    const id = `${ns ?? ''}|${keyPrefix ?? ''}`;
    let t = this.fixed.get(id);
    if (!t) {
      const prefix = keyPrefix ? `${keyPrefix}.` : '';
      t = ((key: string, options?: TOptions) => {
        const { named, rest } = this.split(key);
        const where = named ? [named] : this.namespacesOf(options?.ns ?? ns);
        return this.resolve(where, `${prefix}${rest}`, options);
      }) as TFunction;
      this.fixed.set(id, t);
    }
    return t;
  }

  /** `ns:key` → the namespace (when it is one) and the key. */
  private split(key: string): { named: string | null; rest: string } {
    const own = NAMESPACE_KEY.exec(key);
    return own && this.config.namespaces.includes(own[1] as string)
      ? { named: own[1] as string, rest: own[2] as string }
      : { named: null, rest: key };
  }

  private namespacesOf(ns: string | readonly string[] | undefined): readonly string[] {
    const given = ns ?? this.config.defaultNS;
    return typeof given === 'string' ? [given] : given;
  }

  private find(namespaces: readonly string[], key: string, options?: TOptions): unknown {
    const keys = options?.count === undefined ? [key] : [`${key}_other`, key];
    for (const ns of [...namespaces, this.config.defaultNS]) {
      const data = this.resources.get(ns);
      if (!data) continue;
      for (const k of keys) {
        const value = pathValue(data, k);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  private finish(text: string, options: TOptions | undefined): string {
    const filled = interpolate(text, options);
    return this.config.postProcess ? this.config.postProcess(filled) : filled;
  }

  private deep(value: unknown, options: TOptions | undefined): unknown {
    if (typeof value === 'string') return this.finish(value, options);
    if (Array.isArray(value)) return value.map((v) => this.deep(v, options));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.deep(v, options)]));
    }
    return value;
  }

  private resolve(namespaces: readonly string[], key: string, options?: TOptions): unknown {
    const value = this.find(namespaces, key, options);
    if (typeof value === 'string') return this.finish(value, options);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value !== undefined && options?.returnObjects) return this.deep(value, options);
    if (options?.defaultValue !== undefined) return this.finish(options.defaultValue, options);
    return key;
  }
}

/** The app's one instance: configured by app/i18n.ts in the browser and by test/i18n.ts in tests. */
export const texts = new Texts();
