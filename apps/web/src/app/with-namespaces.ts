import { texts } from '../lib/texts/store';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from '../lib/router';
import type { Namespace } from './i18n';
import { ROUTE_NAMESPACES } from './route-namespaces';

/**
 * Asks for translation files without failing: a file still missing after app/i18n.ts's retries
 * must not fail the route's or the dialog's code as well (lib/texts marks it failed and logs it).
 */
function preload(ns: readonly Namespace[]): Promise<unknown> {
  return ns.length ? texts.loadNamespaces([...ns]).catch(() => undefined) : Promise.resolve();
}

/** Wraps every lazy route so its namespaces load together with its code. */
export function withNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return withPreload(route, ROUTE_NAMESPACES['']);
    const nested = route.children ? { ...route, children: withNamespaces(route.children) } : route;
    return withPreload(nested, route.path === undefined ? undefined : ROUTE_NAMESPACES[route.path]);
  });
}

function withPreload<R extends RouteObject>(route: R, ns: readonly Namespace[] | undefined): R {
  const { lazy: load } = route;
  if (!ns?.length || typeof load !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded] = await Promise.all([load(), preload(ns)]);
      return loaded;
    },
  };
}

/**
 * A dynamic import that resolves once its module and the translation files it needs are both in:
 * code loaded later must not suspend a second time for its texts after it mounts (the way the
 * lounge composer was left, docs/decisions/web.md). i18n-namespaces.test.ts checks `ns` against
 * what the module and its static imports declare.
 */
export async function importWithNamespaces<M>(load: () => Promise<M>, ns: readonly Namespace[]): Promise<M> {
  const [module] = await Promise.all([load(), preload(ns)]);
  return module;
}

/** React.lazy through importWithNamespaces: the boundary shows its fallback once, for both. */
export function lazyWithNamespaces<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ns: readonly Namespace[],
) {
  return lazy(() => importWithNamespaces(load, ns));
}
