/**
 * Which routes an address renders. Paths are react-router's: static segments, `:param`, an
 * optional `:param?`, a trailing `*`; nested routes join their paths, a pathless route only
 * groups. Among the routes that match, the most specific wins whatever the order they are
 * written in (`project/new` over `project/:id/:slug?`), by react-router's ranking.
 */
import type { RouteObject } from './types';

export type Params = Record<string, string | undefined>;

export interface RouteMatch<R extends RouteObject = RouteObject> {
  route: R;
  params: Params;
  /** The part of the address this route matched. */
  pathname: string;
}

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: { path: string; end: boolean };
}

interface Branch<R> {
  path: string;
  score: number;
  /** Position among siblings at each level, to keep written order between equal scores. */
  order: number[];
  routes: R[];
  /** The path's fixed first segment, lower-cased; null when it starts with a parameter. */
  head: string | null;
}

const PARAM = /^:[\w-]+\??$/;

function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** `a/:b?/c` is two paths, `a/c` and `a/:b/c`, as react-router explodes it. */
function explode(path: string): string[] {
  const segments = path.split('/');
  const optional = segments.findIndex((s) => s.endsWith('?'));
  if (optional < 0) return [path];
  const head = segments.slice(0, optional).join('/');
  const required = (segments[optional] as string).slice(0, -1);
  const restPaths = explode(segments.slice(optional + 1).join('/'));
  const join = (...parts: string[]) => parts.filter((p) => p !== '').join('/');
  return restPaths.flatMap((rest) => [join(head, rest), join(head, required, rest)]);
}

function joinPaths(parent: string, child: string): string {
  return `${parent}/${child}`.replace(/\/\/+/g, '/');
}

function flatten<R extends RouteObject & { children?: R[] }>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: R[] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch<R>[] {
  routes.forEach((route, i) => {
    const own = route.path ?? '';
    const paths = own.startsWith('/') ? explode(own) : explode(own).map((p) => joinPaths(parentPath, p));
    for (const path of paths.length ? paths : [parentPath]) {
      const chain = [...parents, route];
      const order = [...parentOrder, i];
      if (route.children?.length) flatten(route.children, branches, chain, path, order);
      // A pathless route only groups its children.
      if (route.path === undefined && !route.index) continue;
      branches.push({
        path,
        score: score(path, route.index === true),
        order,
        routes: chain,
        head: head(path),
      });
    }
  });
  return branches;
}

function rank<R>(branches: Branch<R>[]): Branch<R>[] {
  return branches.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    // Siblings keep their written order; otherwise, like react-router, no preference.
    const siblings =
      a.order.length === b.order.length && a.order.slice(0, -1).every((n, i) => n === b.order[i]);
    return siblings ? (a.order.at(-1) as number) - (b.order.at(-1) as number) : 0;
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface Compiled {
  regex: RegExp;
  names: string[];
  splat: boolean;
}

// A pattern's expression is built once: the router tries every route's pattern on each navigation.
const compiled = new Map<string, Compiled>();

function compile(path: string, end: boolean): Compiled {
  const key = `${end ? 1 : 0}${path}`;
  let found = compiled.get(key);
  if (found) return found;
  const names: string[] = [];
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_all, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^\\/]+))?' : '/([^\\/]+)';
    });
  const splat = path.endsWith('*');
  if (splat) names.push('*');
  const body = splat
    ? `${source === '/' ? '' : source}(?:\\/(.+)|\\/*)$`
    : end
      ? `${source === '/' ? '' : source}\\/*$`
      : `${source === '/' ? '' : source}(?:(?=\\/|$))`;
  found = { regex: new RegExp(`^${body}`, 'i'), names, splat };
  compiled.set(key, found);
  return found;
}

/** The pattern's match of a whole address (or, with `end: false`, of its beginning). */
export function matchPath(
  pattern: string | { path: string; end?: boolean },
  pathname: string,
): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regex, names, splat } = compile(path, end);
  const found = regex.exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? undefined : decode(value);
  });
  const matched = splat ? pathname.slice(0, pathname.length - (found[names.length] ?? '').length) : found[0];
  return { params, pathname: matched.replace(/(.)\/+$/, '$1') || '/', pattern: { path, end } };
}

/** A path's first segment when it is a fixed word (lower-cased), else null. */
function head(path: string): string | null {
  const first = path.split('/').find((s) => s !== '') ?? '';
  return first === '' || first.startsWith(':') || first === '*' ? null : first.toLowerCase();
}

const branchCache = new WeakMap<readonly RouteObject[], Branch<RouteObject>[]>();

/** The chain of routes (layouts first) an address renders, or null when none matches it. */
export function matchRoutes<R extends RouteObject & { children?: R[] }>(
  routes: readonly R[],
  location: string | { pathname: string },
): RouteMatch<R>[] | null {
  const pathname = typeof location === 'string' ? location : location.pathname;
  let branches = branchCache.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = rank(flatten(routes));
    branchCache.set(routes, branches as Branch<RouteObject>[]);
  }
  // Only routes whose fixed first word is the address's are tried: most are ruled out unbuilt.
  const first = head(pathname);
  for (const branch of branches) {
    if (branch.head !== null && branch.head !== first) continue;
    const found = matchPath(branch.path || '/', pathname);
    if (found)
      return branch.routes.map((route) => ({ route, params: found.params, pathname: found.pathname }));
  }
  return null;
}
