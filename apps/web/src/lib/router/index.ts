// The app's router (router.ts says why it is not react-router): react-router's names, for the
// parts this app uses.
export { createPath, type Location, type Path, type To } from './history';
export { matchPath, matchRoutes, type Params, type RouteMatch } from './match';
export {
  MemoryRouter,
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  createSearchParams,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './react';
export {
  type Blocker,
  type BlockerFunction,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router';
export { ScrollRestoration } from './scroll-restoration';
export type { LazyRouteProps, RouteObject } from './types';
