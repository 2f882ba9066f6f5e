/**
 * The app's router: which routes an address renders, the lazily loaded code they need, and the
 * navigations between them. It keeps react-router's data-router behaviour for what this app uses
 * (its API names too, so pages read as react-router pages): a navigation commits once the next
 * page's code is in, so the current page stays on screen meanwhile and never flashes a skeleton; a
 * form can block leaving (back button included); a failed page load renders the nearest
 * `errorElement`. react-router 7 was 29 KiB of each page's first load for this
 * (docs/decisions/web.md).
 */
import {
  type History,
  type HistoryAction,
  type Location,
  type Path,
  type To,
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  type InitialEntry,
  resolveTo,
} from './history';
import { matchRoutes, type RouteMatch } from './match';
import type { RouteObject } from './types';

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** False until the first address's code is in (its routes' `hydrateFallbackElement` shows). */
  initialized: boolean;
  /** A failed route, shown by the `errorElement` of the route at `at` in `matches`. */
  error: { at: number; error: unknown } | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed(): void; reset(): void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export interface Router {
  readonly state: RouterState;
  /** Told after every change of `state` and of a blocker. */
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Told the location about to be left, while its page is still on screen (scroll positions). */
  onLeave(listener: (location: Location) => void): () => void;
  /** Holds navigations `shouldBlock` answers true for, until the blocker proceeds or resets. */
  setBlocker(key: string, shouldBlock: BlockerFunction): () => void;
  blocker(key: string): Blocker;
  /** Stops listening to the history (a test's router, once the test is over). */
  dispose(): void;
}

/** The error a route shows for an address no route matches. */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * Copies the route tree: a route's lazily loaded parts are written into the copy, so the module's
 * route table stays as written (tests and other routers reuse it).
 */
function copyRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, children: route.children && copyRoutes(route.children) }));
}

function createRouter(history: History, input: readonly RouteObject[]): Router {
  const routes = copyRoutes(input);
  const listeners = new Set<(state: RouterState) => void>();
  const leaveListeners = new Set<(location: Location) => void>();
  const blockers = new Map<string, { shouldBlock: BlockerFunction; state: Blocker }>();
  const loading = new WeakMap<RouteObject, Promise<void>>();
  let navigationId = 0;
  // A back/forward press the router undid itself (a blocker held it): not a navigation.
  let ignorePop = false;
  // The blocker let a navigation through: do not ask it again for that one.
  let proceeding = false;

  const matchesFor = (location: Path): { matches: RouteMatch[]; error: RouterState['error'] } => {
    const matches = matchRoutes(routes, location);
    if (matches) return { matches, error: null };
    // No route: the root route's error element says 404, as react-router's does.
    const root = routes[0];
    return {
      matches: root ? [{ route: root, params: {}, pathname: '/' }] : [],
      error: { at: 0, error: new ErrorResponse(404, 'Not Found') },
    };
  };

  const notify = () => {
    for (const listener of listeners) listener(router.state);
  };

  const load = (route: RouteObject): Promise<void> => {
    let pending = loading.get(route);
    if (!pending && route.lazy) {
      pending = route.lazy().then((loaded) => {
        Object.assign(route, loaded);
        route.lazy = undefined;
      });
      // A failed load (a chunk gone after a deploy, a dropped connection) is tried again next time.
      pending.catch(() => loading.delete(route));
      loading.set(route, pending);
    }
    return pending ?? Promise.resolve();
  };

  const activeBlocker = (nextLocation: Location, historyAction: HistoryAction) => {
    if (proceeding) return undefined;
    const currentLocation = router.state.location;
    for (const [key, entry] of blockers) {
      if (entry.shouldBlock({ currentLocation, nextLocation, historyAction })) return key;
    }
    return undefined;
  };

  const setBlockerState = (key: string, state: Blocker) => {
    const entry = blockers.get(key);
    if (!entry) return;
    entry.state = state;
    notify();
  };

  const block = (key: string, location: Location, resume: () => void) => {
    setBlockerState(key, {
      state: 'blocked',
      location,
      proceed() {
        setBlockerState(key, { state: 'proceeding', location });
        proceeding = true;
        resume();
      },
      reset: () => setBlockerState(key, UNBLOCKED),
    });
  };

  /** Loads what the location needs, then shows it (unless a newer navigation started meanwhile). */
  const start = async (location: Location, historyAction: HistoryAction) => {
    const id = ++navigationId;
    let { matches, error } = matchesFor(location);
    const lazy = matches.map((m, i) => [m.route, i] as const).filter(([route]) => route.lazy);
    if (lazy.length > 0) {
      const results = await Promise.allSettled(lazy.map(([route]) => load(route)));
      if (id !== navigationId) return;
      const failed = results.findIndex((r) => r.status === 'rejected');
      if (failed >= 0) {
        const at = (lazy[failed] as readonly [RouteObject, number])[1];
        // The nearest route, itself or above, with an error element shows it.
        let boundary = at;
        while (boundary > 0 && matches[boundary]?.route.errorElement === undefined) boundary -= 1;
        error = { at: boundary, error: (results[failed] as PromiseRejectedResult).reason };
        matches = matches.slice(0, boundary + 1);
      }
    }
    if (historyAction === 'PUSH') history.push(location);
    else if (historyAction === 'REPLACE') history.replace(location);
    if (router.state.initialized) for (const listener of leaveListeners) listener(router.state.location);
    router.state = { location, historyAction, matches, initialized: true, error };
    if (proceeding) {
      proceeding = false;
      for (const entry of blockers.values()) entry.state = UNBLOCKED;
    }
    notify();
  };

  const unlisten = history.listen((location, delta) => {
    if (ignorePop) {
      ignorePop = false;
      return;
    }
    const key = activeBlocker(location, 'POP');
    if (key) {
      // Put the address back where it was, and hold the move until the page's confirm answers.
      ignorePop = true;
      history.go(-delta);
      block(key, location, () => history.go(delta));
      return;
    }
    void start(location, 'POP');
  });

  const first = history.location;
  const router: Router & { state: RouterState } = {
    state: {
      location: first,
      historyAction: 'POP',
      ...matchesFor(first),
      initialized: false,
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const location: Location = {
        ...resolveTo(to, router.state.location),
        state: options.state ?? null,
        key: createKey(),
      };
      const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
      const key = activeBlocker(location, action);
      if (key) {
        block(key, location, () => void start(location, action));
        return;
      }
      await start(location, action);
    },
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    setBlocker(key, shouldBlock) {
      blockers.set(key, { shouldBlock, state: UNBLOCKED });
      return () => {
        blockers.delete(key);
      };
    },
    blocker: (key) => blockers.get(key)?.state ?? UNBLOCKED,
    dispose() {
      unlisten();
      listeners.clear();
      leaveListeners.clear();
      blockers.clear();
    },
  };
  router.state.initialized = !router.state.matches.some((m) => m.route.lazy);
  if (!router.state.initialized) void start(first, 'POP');
  return router;
}

export function createBrowserRouter(routes: readonly RouteObject[]): Router {
  return createRouter(createBrowserHistory(), routes);
}

export function createMemoryRouter(
  routes: readonly RouteObject[],
  options: { initialEntries?: readonly InitialEntry[]; initialIndex?: number } = {},
): Router {
  return createRouter(createMemoryHistory(options.initialEntries, options.initialIndex), routes);
}
