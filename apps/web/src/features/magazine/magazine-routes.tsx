import type { RouteObject } from '../../lib/router';

/**
 * The magazine: `/quest`, the editor `/quest/write/:questNo?` (Tiptap loads only for writers; the
 * static `write` segment ranks above `:id`), and the article page `/quest/:id/:name?`, each loaded
 * on first visit.
 */
export const magazineRoutes: RouteObject[] = [
  {
    path: 'quest',
    lazy: async () => ({ Component: (await import('./magazine-list-page')).MagazineListPage }),
  },
  {
    path: 'quest/write/:questNo?',
    lazy: async () => ({ Component: (await import('./write-page')).WritePage }),
  },
  {
    path: 'quest/:id/:name?',
    lazy: async () => ({ Component: (await import('./article-page')).ArticlePage }),
  },
];
