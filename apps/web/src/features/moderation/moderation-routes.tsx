import type { RouteObject } from '../../lib/router';

/** The operators' screens (`/admin/...`): loaded only when an operator opens them. */
export const moderationRoutes: RouteObject[] = [
  {
    path: 'admin/reports',
    lazy: async () => ({ Component: (await import('./admin-reports-page')).AdminReportsPage }),
  },
];
