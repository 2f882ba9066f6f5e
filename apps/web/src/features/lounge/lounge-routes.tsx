import type { RouteObject } from 'react-router';
import { LoungePage } from '../pages/section-pages';

/** The lounge's routes: `/lounge` (feed) and `/lounge/:postNo` (one post; notifications link there). */
export const loungeRoutes: RouteObject[] = [{ path: 'lounge', element: <LoungePage /> }];
