import type { RouteObject } from '../../lib/router';

/**
 * The lounge's routes: `/lounge` (feed) and `/lounge/:postNo` (one post; notifications link there).
 * Both load on first visit, so the home page does not carry the lounge's code.
 */
export const loungeRoutes: RouteObject[] = [
  {
    path: 'lounge',
    lazy: async () => ({ Component: (await import('./feed-page')).FeedPage }),
  },
  {
    path: 'lounge/:postNo',
    lazy: async () => ({ Component: (await import('./post-page')).PostPage }),
  },
];
