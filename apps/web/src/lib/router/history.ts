/**
 * Where the router keeps its entries: the browser's session history, or an array in memory for
 * tests. Each entry carries a key (the scroll position and the blocker's bookkeeping are per entry)
 * and an index, so a back or forward button press can be measured and, when a form blocks it,
 * undone.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (`navigate(to, { state })`); null when it carried nothing. */
  // biome-ignore lint/suspicious/noExplicitAny: as react-router's: each reader narrows what it expects
  state: any;
  /** 'default' for the entry a page load started on, until something navigates. */
  key: string;
}

export type To = string | Partial<Path>;

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** Told when the user moved through the entries (back/forward), with how far. */
export type PopListener = (location: Location, delta: number) => void;

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  listen(listener: PopListener): () => void;
  /** The address an entry is reached by, for hrefs. */
  href(path: Path): string;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '')
  );
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/**
 * `to` from where we are: an absolute path as it is, `?…` and `#…` on the current page, any other
 * relative path against the current directory (the app writes absolute paths; this keeps the rare
 * relative one from landing on an unrelated page).
 */
export function resolveTo(to: To, from: Path): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = target.pathname ?? from.pathname;
  if (target.pathname === undefined) {
    // Same page: `?q=1` keeps the path; `#top` keeps the query too.
    const search = target.search ?? (target.hash !== undefined ? from.search : '');
    return { pathname, search: normalize(search, '?'), hash: normalize(target.hash ?? '', '#') };
  }
  if (!pathname.startsWith('/')) {
    const segments = from.pathname.split('/').slice(0, -1);
    for (const part of pathname.split('/')) {
      if (part === '..') {
        if (segments.length > 1) segments.pop();
      } else if (part !== '.') segments.push(part);
    }
    pathname = segments.join('/') || '/';
  }
  return { pathname, search: normalize(target.search ?? '', '?'), hash: normalize(target.hash ?? '', '#') };
}

function normalize(part: string, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The browser's history, with `{ usr, key, idx }` in each entry's state as react-router kept it. */
export function createBrowserHistory(win: Window = window): History {
  const read = (): { location: Location; idx: number } => {
    const state = win.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = win.location;
    return {
      location: { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' },
      idx: state?.idx ?? 0,
    };
  };
  let current = read();
  // An entry without an index (the first load): give it one so a later back press can be measured.
  if ((win.history.state as Partial<EntryState> | null)?.idx == null) {
    win.history.replaceState({ ...win.history.state, idx: current.idx }, '');
  }
  const listeners = new Set<PopListener>();
  const write = (location: Location, idx: number, method: 'pushState' | 'replaceState') => {
    const state: EntryState = { usr: location.state, key: location.key, idx };
    try {
      win.history[method](state, '', createPath(location));
    } catch {
      // Safari's limit on history calls, or state that cannot be cloned: a full load still works.
      win.location.assign(createPath(location));
      return;
    }
    current = { location, idx };
  };
  win.addEventListener('popstate', () => {
    const next = read();
    const delta = next.idx - current.idx;
    current = next;
    for (const listener of listeners) listener(next.location, delta);
  });
  return {
    get location() {
      return current.location;
    },
    push: (location) => write(location, current.idx + 1, 'pushState'),
    replace: (location) => write(location, current.idx, 'replaceState'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: createPath,
  };
}

/** An address to start a memory history at, with the state a navigation would have carried. */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

/** Entries in an array: tests start it at any address (`initialEntries`) and read where it went. */
export function createMemoryHistory(
  initialEntries: readonly InitialEntry[] = ['/'],
  initialIndex?: number,
): History {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...resolveTo(entry, { pathname: '/', search: '', hash: '' }),
    state: typeof entry === 'string' ? null : (entry.state ?? null),
    key: i === 0 ? 'default' : createKey(),
  }));
  if (entries.length === 0)
    entries.push({ pathname: '/', search: '', hash: '', state: null, key: 'default' });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<PopListener>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      if (moved === 0) return;
      index = next;
      // As the browser does: a pop arrives after the call returns.
      queueMicrotask(() => {
        for (const listener of listeners) listener(entries[index] as Location, moved);
      });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: createPath,
  };
}
