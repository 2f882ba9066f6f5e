import type { RouteObject } from 'react-router';

/**
 * Pro consultations, loaded on demand. The fixed paths come before `/pro/:proNo`; the pro page
 * takes the pro's number because load_pro_info looks pros up by it.
 */
export const proRoutes: RouteObject[] = [
  { path: 'pro', lazy: async () => ({ Component: (await import('./find-page')).ProFindPage }) },
  { path: 'pro/apply', lazy: async () => ({ Component: (await import('./apply-page')).ProApplyPage }) },
  { path: 'pro/manage', lazy: async () => ({ Component: (await import('./manage-page')).ProManagePage }) },
  {
    path: 'pro/reservations',
    lazy: async () => ({ Component: (await import('./reservations-page')).ProReservationsPage }),
  },
  { path: 'pro/:proNo', lazy: async () => ({ Component: (await import('./pro-page')).ProPage }) },
  {
    path: 'admin/pros',
    lazy: async () => ({ Component: (await import('./admin-pros-page')).AdminProsPage }),
  },
];
