import { createBrowserRouter, type RouteObject } from 'react-router';
import { JoinPage } from '../features/auth/join-page';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import {
  BoothDetailPage,
  FaqPage,
  LoungePage,
  NoticePage,
  PeopleDetailPage,
  PeoplePage,
  ProductPage,
  ProjectDetailPage,
  ProjectPage,
  QuestDetailPage,
  QuestPage,
  SearchPage,
  StoryPage,
} from '../features/pages/section-pages';
import { AppShell, PageSkeleton } from './layout/app-shell';

/** Every route of the SPA. The server must answer these paths with index.html. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazy route (the policy page) loads on the very first navigation.
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'join', element: <JoinPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'people', element: <PeoplePage /> },
          { path: 'people/:nickname', element: <PeopleDetailPage /> },
          { path: 'project', element: <ProjectPage /> },
          { path: 'project/:id', element: <ProjectDetailPage /> },
          { path: 'product', element: <ProductPage /> },
          { path: 'booth/:id', element: <BoothDetailPage /> },
          { path: 'quest', element: <QuestPage /> },
          { path: 'quest/:id/:name?', element: <QuestDetailPage /> },
          { path: 'lounge', element: <LoungePage /> },
          { path: 'story', element: <StoryPage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'notice', element: <NoticePage /> },
          {
            path: 'policy',
            lazy: async () => ({ Component: (await import('../features/policy/policy-page')).PolicyPage }),
          },
          { path: '_app', element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
