import type { RouteObject } from 'react-router';

/** The operators' screens (`/admin/...`). */
export const moderationRoutes: RouteObject[] = [];
