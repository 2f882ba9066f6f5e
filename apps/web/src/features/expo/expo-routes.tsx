import type { RouteObject } from '../../lib/router';

/**
 * Booth pages, loaded on demand: registration (`/product/new`, `?project=ID` to start from a
 * project), the owner's edit form, the booth itself, and the operators' screening queue. The
 * literal `new` and `edit` segments win over the booth's `:id`/`:slug`.
 */
export const expoBoothRoutes: RouteObject[] = [
  {
    path: 'product/new',
    lazy: async () => ({ Component: (await import('./registration-page')).ProductNewPage }),
  },
  {
    path: 'product/:id/edit',
    lazy: async () => ({ Component: (await import('./registration-page')).ProductEditPage }),
  },
  { path: 'product/:id/:slug?', lazy: async () => ({ Component: (await import('./booth-page')).BoothPage }) },
  {
    path: 'admin/booths',
    lazy: async () => ({ Component: (await import('./screening-page')).BoothScreeningPage }),
  },
];
