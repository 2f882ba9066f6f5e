import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type ErrorInfo,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPath, type InitialEntry, type Location, type To, resolveTo } from './history';
import type { Params, RouteMatch } from './match';
import {
  type Blocker,
  type BlockerFunction,
  createMemoryRouter,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router';

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<Location | null>(null);

interface RouteContextValue {
  outlet: ReactNode;
  matches: RouteMatch[];
  index: number;
}
const RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [], index: -1 });
const ErrorContext = createContext<unknown>(undefined);

export function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside <RouterProvider>`);
  return router;
}

/** Renders the router's routes and keeps them in step with its navigations. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // As react-router does: a navigation renders in a transition, so a page that suspends keeps
    // the previous one on screen rather than showing its boundary's skeleton.
    const off = router.subscribe((next) => startTransition(() => setState(next)));
    // It may have moved between the first render and this subscription (the first page's code).
    setState(router.state);
    return off;
  }, [router]);
  return (
    <RouterContext value={router}>
      <LocationContext value={state.location}>{renderMatches(state)}</LocationContext>
    </RouterContext>
  );
}

function renderMatches({ matches, initialized, error, location }: RouterState): ReactNode {
  let last = matches.length - 1;
  let fallbackAt = -1;
  if (!initialized) {
    // Until the first page's code is in: the last hydrate fallback above the first route still
    // loading stands in for it and everything below.
    for (let i = 0; i < matches.length; i++) {
      const { route } = matches[i] as RouteMatch;
      if (route.hydrateFallbackElement !== undefined) fallbackAt = i;
      if (route.lazy) {
        last = fallbackAt >= 0 ? fallbackAt : -1;
        break;
      }
    }
  }
  if (error) last = Math.min(last, error.at);
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const { route } = matches[i] as RouteMatch;
    const context: RouteContextValue = { outlet, matches, index: i };
    let element: ReactNode;
    if (i === fallbackAt) element = route.hydrateFallbackElement;
    else if (error?.at === i) {
      element = <ErrorContext value={error.error}>{route.errorElement ?? <DefaultError />}</ErrorContext>;
    } else if (route.element !== undefined) element = route.element;
    else element = route.Component ? <route.Component /> : <Outlet />;
    let node = <RouteContext value={context}>{element}</RouteContext>;
    if (route.errorElement !== undefined && error?.at !== i) {
      node = (
        <RenderErrorBoundary location={location} context={context} errorElement={route.errorElement}>
          {node}
        </RenderErrorBoundary>
      );
    }
    outlet = node;
  }
  return outlet;
}

function DefaultError() {
  const error = useRouteError();
  const message = isErrorLike(error) ? error.message : `${(error as { status?: number })?.status ?? ''}`;
  return <p role="alert">{message}</p>;
}

const isErrorLike = (e: unknown): e is Error => e instanceof Error;

interface BoundaryProps {
  location: Location;
  context: RouteContextValue;
  errorElement: ReactNode;
  children: ReactNode;
}

/** A route's error element for what its page throws while rendering; cleared by the next page. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // The error element reports it (features/errors/route-error-page.tsx); React logs it too.
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteContext value={this.props.context}>
        <ErrorContext value={this.state.error}>{this.props.errorElement}</ErrorContext>
      </RouteContext>
    );
  }
}

/** The child route's element, where a layout shows it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation may be used only inside <RouterProvider>');
  return location;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const router = useRouter('useNavigate');
  return useCallback((to, options) => void router.navigate(to, options), [router]);
}

export function useParams(): Params {
  const { matches, index } = useContext(RouteContext);
  return matches[index]?.params ?? {};
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

type SearchInit = URLSearchParams | string | Record<string, string | readonly string[]> | [string, string][];

export function createSearchParams(init: SearchInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) {
    for (const v of typeof value === 'string' ? [value] : value) params.append(name, v);
  }
  return params;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter('useSearchParams');
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      // From the address as it is now, not as it was at render: two changes in a row both count.
      const current = new URLSearchParams(router.state.location.search);
      const query = createSearchParams(typeof next === 'function' ? next(current) : next).toString();
      void router.navigate(`?${query}`, options);
    },
    [router],
  );
  return [params, set];
}

/**
 * Holds in-app navigations (and the back button) that `shouldBlock` answers true for: the page
 * shows its own confirm, then calls `proceed()` or `reset()`.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const router = useRouter('useBlocker');
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      router.setBlocker(key, (args) =>
        typeof latest.current === 'function' ? latest.current(args) : latest.current,
      ),
    [router, key],
  );
  return useSyncExternalStore(router.subscribe, () => router.blocker(key));
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the address (a server page, a download). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a>` whose plain clicks navigate in the app; new-tab clicks and other sites stay the browser's. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useRouter('Link');
  const location = useLocation();
  if (typeof to === 'string' && EXTERNAL.test(to)) {
    return <a {...rest} href={to} target={target} onClick={onClick} />;
  }
  const path = resolveTo(to, location);
  const href = createPath(path);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          reloadDocument ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        ) {
          return;
        }
        event.preventDefault();
        // A link to where we are replaces the entry rather than stacking a copy, as react-router's.
        void router.navigate(path, { replace: replace ?? createPath(location) === href, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the address itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A Link that knows it leads to the current page: `aria-current="page"` and the `active` class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolveTo(rest.to, location).pathname.toLowerCase();
  const here = location.pathname.toLowerCase();
  const edge = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(edge) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

/** Navigates when rendered: a redirect. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Once per mount, though StrictMode runs effects twice: a second push would leave an extra entry.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate(to, { replace, state });
  });
  return null;
}

const MemoryChildren = createContext<ReactNode>(null);
const ShowMemoryChildren = () => useContext(MemoryChildren);
const MEMORY_ROUTES = [{ path: '*', Component: ShowMemoryChildren }];

/** A router in memory around `children`, for tests of components that link or read the address. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter(MEMORY_ROUTES, { initialEntries, initialIndex }));
  return (
    <MemoryChildren value={children}>
      <RouterProvider router={router} />
    </MemoryChildren>
  );
}
