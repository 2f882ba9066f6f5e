import type { RouteObject } from '../../lib/router';

/** Events for members (`/events`, `/events/:id`) and the operators' screen (`/admin/events`), loaded on demand. */
export const campaignRoutes: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./events-page')).EventsPage }) },
  { path: 'events/:id', lazy: async () => ({ Component: (await import('./event-page')).EventPage }) },
  {
    path: 'admin/events',
    lazy: async () => ({ Component: (await import('./admin-events-page')).AdminEventsPage }),
  },
];
