import type { RouteObject } from '../../lib/router';

/**
 * Pro consultations, loaded on demand. A pro's page is `/pro/@nickname` (nicknames have no `@`,
 * so no pro is shadowed by the fixed paths apply, manage, reservations, which rank above
 * `pro/:nickname`); the page sends an old `/pro/nickname` link to its `@` address.
 */
export const proRoutes: RouteObject[] = [
  { path: 'pro', lazy: async () => ({ Component: (await import('./find-page')).ProFindPage }) },
  { path: 'pro/apply', lazy: async () => ({ Component: (await import('./apply-page')).ProApplyPage }) },
  { path: 'pro/manage', lazy: async () => ({ Component: (await import('./manage-page')).ProManagePage }) },
  {
    path: 'pro/reservations',
    lazy: async () => ({ Component: (await import('./reservations-page')).ProReservationsPage }),
  },
  { path: 'pro/:nickname', lazy: async () => ({ Component: (await import('./pro-page')).ProPage }) },
  {
    path: 'admin/pros',
    lazy: async () => ({ Component: (await import('./admin-pros-page')).AdminProsPage }),
  },
];
