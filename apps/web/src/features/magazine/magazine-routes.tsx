import type { RouteObject } from 'react-router';
import { ArticlePage } from './article-page';
import { MagazineListPage } from './magazine-list-page';

/**
 * The magazine: `/quest`, the editor `/quest/write/:questNo?` (Tiptap loads only for writers; the
 * static `write` segment ranks above `:id`), and the article page `/quest/:id/:name?`.
 */
export const magazineRoutes: RouteObject[] = [
  { path: 'quest', element: <MagazineListPage /> },
  {
    path: 'quest/write/:questNo?',
    lazy: async () => ({ Component: (await import('./write-page')).WritePage }),
  },
  { path: 'quest/:id/:name?', element: <ArticlePage /> },
];
