import { describe, expect, it } from 'vitest';
import { EAGER_NAMESPACES, NAMESPACES } from './i18n';
import { ROUTE_NAMESPACES } from './route-namespaces';

/**
 * Only EAGER_NAMESPACES load at start; the rest load when a component's useTranslation names them.
 * A `t('lounge:title')` in a file whose hook never named 'lounge' would print the raw key on a
 * first visit, and no unit test sees it (they load every file). This scan makes it a failure.
 */
// Every source file under src/ as text, keyed 'features/x/y.tsx' (tests, test helpers and the
// texts store itself, whose comments show keys, aside).
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../lib/texts/**'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    ),
    // Vite names this folder's files './x.ts' and the others' '../features/…'.
  ).map(([key, text]) => [key.replace(/^\.\//, 'app/').replace(/^\.\.\//, ''), text]),
);
const KNOWN = new Set<string>(NAMESPACES);
const EAGER = new Set<string>(EAGER_NAMESPACES);

/**
 * Code outside React (toasts from sockets and mutations) cannot suspend. Such a file either uses
 * an eager namespace, calls texts.loadNamespaces itself, or is listed here with the reason its
 * namespace is loaded by the time it runs.
 */
const LOADED_BY_CALLER: Record<string, string> = {
  'app/chat-socket.ts': "opens only for a member, whose header's ChatButton declares 'chat'",
  'features/chat/room-settings.ts': "called from the chat panel's menu, which declares 'chat'",
  'features/chat/open-room.ts': "its callers (chat button, profile) render chat UI that declares 'chat'",
  'features/chat/socket-handlers.ts':
    "runs on a member's chat socket; the header's ChatButton declares 'chat'",
  'features/chat/socket-call.ts': "sends from the chat panel, which declares 'chat'",
  'features/chat/voice/session.ts': "a call starts from the chat panel, which declares 'chat'",
};

/** 'features/a/b.tsx' + '../c/d' → 'features/c/d' (POSIX, within src/). */
function resolvePath(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The source file an import specifier names, if it is one of ours. */
function sourceFile(from: string, spec: string): string | undefined {
  const base = resolvePath(from, spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => f in SOURCES);
}

const literals = (args: string) => [...args.matchAll(/['"]([a-z_]+)['"]/g)].map((m) => m[1] as string);

interface Usage {
  file: string;
  declared: Set<string>;
  /** Namespaces named in a key (`t('ns:key')`), an option (`{ ns: 'x' }`). */
  used: Set<string>;
  /** Namespaces of `texts.t('ns:…')` calls, which run outside React. */
  outside: Set<string>;
  loadsItself: Set<string>;
}

function scan(file: string, text: string): Usage {
  const declared = new Set<string>();
  // A hook's namespaces: the literals before its options object (filter-bar passes a variable).
  for (const m of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const ns of literals((m[1] ?? '').split('{')[0] ?? '')) declared.add(ns);
  }
  const used = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.])t\(\s*['"`]([a-z_]+):/g)) used.add(m[1] as string);
  for (const m of text.matchAll(/\bns:\s*['"]([a-z_]+)['"]/g)) used.add(m[1] as string);
  const outside = new Set<string>();
  for (const m of text.matchAll(/texts\.t\(\s*['"`]([a-z_]+):/g)) outside.add(m[1] as string);
  const loadsItself = new Set<string>();
  for (const m of text.matchAll(/loadNamespaces\(([^)]*)\)/g))
    for (const ns of literals(m[1] ?? '')) loadsItself.add(ns);
  return { file, declared, used, outside, loadsItself };
}

const usages = Object.entries(SOURCES).map(([file, text]) => scan(file, text));

describe('translation namespaces load before they are used', () => {
  it('finds the hooks (the scan itself works)', () => {
    expect(usages.filter((u) => u.declared.size > 0).length).toBeGreaterThan(100);
  });

  it('names only namespaces that have a file in public/locales/ko', () => {
    const unknown = usages.flatMap((u) =>
      [...u.declared, ...u.used, ...u.outside].filter((ns) => !KNOWN.has(ns)).map((ns) => `${u.file}: ${ns}`),
    );
    expect(unknown).toEqual([]);
  });

  it("uses a prefixed key only where the file's useTranslation declares that namespace", () => {
    const missing = usages.flatMap((u) =>
      [...u.used]
        .filter((ns) => !EAGER.has(ns) && !u.declared.has(ns) && !u.loadsItself.has(ns))
        .map((ns) => `${u.file}: ${ns}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses texts.t outside React only for a namespace that is loaded by then', () => {
    const missing = usages.flatMap((u) =>
      [...u.outside]
        .filter((ns) => !EAGER.has(ns) && !u.loadsItself.has(ns) && !LOADED_BY_CALLER[u.file])
        .map((ns) => `${u.file}: ${ns}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the hand-kept list to files that still need it', () => {
    const files = new Set(usages.filter((u) => u.outside.size > 0).map((u) => u.file));
    expect(Object.keys(LOADED_BY_CALLER).filter((f) => !files.has(f))).toEqual([]);
  });
});

/** A module's relative static imports (not `import type`, not `import()`: those load later). */
function staticImports(file: string): string[] {
  const text = SOURCES[file] ?? '';
  const specs = [...text.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)];
  return specs.flatMap((m) => {
    const hit = sourceFile(file, m[1] as string);
    return hit ? [hit] : [];
  });
}

const byFile = new Map(usages.map((u) => [u.file, u]));

/** Every non-eager namespace a module and its static imports declare. */
function namespacesOf(entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const u = byFile.get(file);
    for (const ns of [...(u?.declared ?? []), ...(u?.used ?? [])]) if (!EAGER.has(ns)) found.add(ns);
    for (const next of staticImports(file)) walk(next);
  };
  walk(entry);
  return [...found].sort();
}

/** Route path ('' for the index) → its lazy page module, read from router.tsx and *-routes.tsx. */
function lazyRoutes(): Map<string, string> {
  const files = Object.keys(SOURCES).filter(
    (f) => f === 'app/router.tsx' || /^features\/.*-routes\.tsx$/.test(f),
  );
  const routes = new Map<string, string>();
  for (const file of files) {
    const text = SOURCES[file] ?? '';
    for (const m of text.matchAll(/(?:path: '([^']*)'|index: true),\s*lazy:[\s\S]*?import\('([^']+)'\)/g)) {
      const module = sourceFile(file, m[2] as string);
      if (module) routes.set(m[1] ?? '', module);
    }
  }
  return routes;
}

describe('each route preloads the namespaces its page imports', () => {
  const routes = lazyRoutes();

  it('reads the routes', () => {
    expect(routes.get('')).toMatch(/home-page\.tsx$/);
    expect(routes.size).toBeGreaterThan(40);
  });

  it('matches ROUTE_NAMESPACES (paste the printed map when it drifts)', () => {
    const expected = Object.fromEntries(
      [...routes]
        .map(([path, module]) => [path, namespacesOf(module)] as const)
        .filter(([, ns]) => ns.length > 0),
    );
    const actual = Object.fromEntries(Object.entries(ROUTE_NAMESPACES).map(([k, v]) => [k, [...v].sort()]));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) console.log(JSON.stringify(expected, null, 2));
    expect(actual).toEqual(expected);
  });
});

/** The text of a call's arguments, from just after `(` at `open` to its matching `)`. */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

interface LazySite {
  file: string;
  module: string;
  /** What the call preloads: the *WithNamespaces list, or nothing for a plain lazy(). */
  preloads: string[];
}

const DEFERRED_CALL = /\b(lazy|lazyWithNamespaces|importWithNamespaces)\(/g;
// Route modules load through withNamespaces (ROUTE_NAMESPACES, checked above).
const isRouteFile = (file: string) => file === 'app/router.tsx' || /-routes\.tsx$/.test(file);

/** Every `lazy(() => import(…))` and `lazyWithNamespaces` / `importWithNamespaces(() => import(…), [...])`. */
function lazySites(): LazySite[] {
  return Object.entries(SOURCES).flatMap(([file, text]) =>
    [...text.matchAll(DEFERRED_CALL)].flatMap((m) => {
      const args = callArguments(text, (m.index ?? 0) + (m[0]?.length ?? 1) - 1);
      const spec = /import\('([^']+)'\)/.exec(args)?.[1];
      const module = spec ? sourceFile(file, spec) : undefined;
      if (!module) return [];
      const list = m[1] === 'lazy' ? '' : (/\[([^\]]*)\]\s*,?\s*$/.exec(args)?.[1] ?? '');
      return [{ file, module, preloads: literals(list).sort() }];
    }),
  );
}

/** Other `import('…')` of our modules outside the routes (a DeferredMenu's load, a query's fetcher). */
function otherDynamicImports(covered: LazySite[]): LazySite[] {
  const seen = new Set(covered.map((s) => `${s.file} ${s.module}`));
  return Object.entries(SOURCES)
    .filter(([file]) => !isRouteFile(file))
    .flatMap(([file, text]) =>
      [...text.matchAll(/(?<!typeof\s)\bimport\('([^']+)'\)/g)].flatMap((m) => {
        const module = sourceFile(file, m[1] as string);
        return module && !seen.has(`${file} ${module}`) ? [{ file, module, preloads: [] }] : [];
      }),
    );
}

/**
 * Code loaded later that then suspends again for its own translations is how the lounge composer
 * was left (docs/decisions/web.md): its namespaces must come with its code, through
 * lazyWithNamespaces or importWithNamespaces, listing what the module and its static imports
 * declare.
 */
describe('code loaded later brings the namespaces it declares', () => {
  const sites = lazySites().filter((s) => !isRouteFile(s.file));
  const wrongOf = (list: LazySite[]) =>
    list
      .map((s) => ({ ...s, needs: namespacesOf(s.module) }))
      .filter((s) => JSON.stringify(s.needs) !== JSON.stringify(s.preloads))
      .map((s) => `${s.file} → ${s.module}: preloads [${s.preloads}], needs [${s.needs}]`);

  it('finds the lazy components', () => {
    expect(sites.map((s) => s.module)).toContain('features/lounge/composer/lounge-composer.tsx');
    expect(sites.length).toBeGreaterThan(8);
  });

  it('lists exactly the namespaces beyond the eager ones', () => {
    expect(wrongOf(sites)).toEqual([]);
  });

  it('loads no other module that declares namespaces without them', () => {
    expect(wrongOf(otherDynamicImports(sites))).toEqual([]);
  });
});
