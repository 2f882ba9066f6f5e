import type { RouteObject } from 'react-router';
import { QuestDetailPage, QuestPage } from '../pages/section-pages';

/** The magazine's routes: `/quest` and the article page `/quest/:id/:name?`. */
export const magazineRoutes: RouteObject[] = [
  { path: 'quest', element: <QuestPage /> },
  { path: 'quest/:id/:name?', element: <QuestDetailPage /> },
];
