import type { ComponentType, ReactNode } from 'react';

/** What a route's `lazy` resolves to: the parts of the route that come with its code. */
export interface LazyRouteProps {
  Component?: ComponentType | null;
  element?: ReactNode;
  errorElement?: ReactNode;
}

/** A route as react-router's data routers take it, for the parts this app uses. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Rendered in place of the route when it, or a child without its own, fails to load or render. */
  errorElement?: ReactNode;
  /** Rendered in place of the route and its children while the first page's code is loading. */
  hydrateFallbackElement?: ReactNode;
  /** The route's code, loaded when an address first matches it. */
  lazy?: () => Promise<LazyRouteProps>;
}
