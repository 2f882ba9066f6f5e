import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from '../lib/router';
import { campaignRoutes } from '../features/campaigns/campaigns-routes';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { expoBoothRoutes } from '../features/expo/expo-routes';
import { loungeRoutes } from '../features/lounge/lounge-routes';
import { magazineRoutes } from '../features/magazine/magazine-routes';
import { moderationRoutes } from '../features/moderation/moderation-routes';
import { proRoutes } from '../features/pro/pro-routes';
import { BootBoundary } from './boot-skeleton';
import { AppShell, PageSkeleton } from './layout/app-shell';
import { withNamespaces } from './with-namespaces';

/**
 * A route whose page module loads on first visit. Every page is one: the first load carries
 * only the shell (header, footer, session) and the page asked for, never the other pages' code
 * (the JS budget, scripts/js-budget.mjs).
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** Every route of the SPA. The server must answer these paths with index.html. */
export const routes: RouteObject[] = [
  {
    element: (
      <BootBoundary>
        <AppShell />
      </BootBoundary>
    ),
    errorElement: (
      <BootBoundary>
        <RouteErrorPage />
      </BootBoundary>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Shown inside the shell while the first page's code loads. On this pathless child, not on
        // the shell's route: there the whole shell (header, footer) would wait for the page too.
        hydrateFallbackElement: <PageSkeleton />,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/home/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'join',
            lazy: page(
              () => import('../features/join/join-route'),
              (m) => m.JoinRoute,
            ),
          },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'password/reset',
            lazy: page(
              () => import('../features/auth/password-reset-request-page'),
              (m) => m.PasswordResetRequestPage,
            ),
          },
          {
            path: 'password/reset/:token',
            lazy: page(
              () => import('../features/auth/password-reset-confirm-page'),
              (m) => m.PasswordResetConfirmPage,
            ),
          },
          {
            path: 'people',
            lazy: page(
              () => import('../features/people/people-page'),
              (m) => m.PeoplePage,
            ),
          },
          {
            path: 'people/:nickname',
            lazy: page(
              () => import('../features/profile/profile-route'),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: 'my',
            lazy: page(
              () => import('../features/my/my-page'),
              (m) => m.MyPage,
            ),
          },
          {
            path: 'project',
            lazy: page(
              () => import('../features/project-find/project-list-page'),
              (m) => m.ProjectListPage,
            ),
          },
          // The post editor (Tiptap) loads only when someone writes a post.
          {
            path: 'project/new',
            lazy: async () => ({
              Component: (await import('../features/project-post/project-post-page')).ProjectNewPage,
            }),
          },
          {
            path: 'project/:id/edit',
            lazy: async () => ({
              Component: (await import('../features/project-post/project-post-page')).ProjectEditPage,
            }),
          },
          {
            path: 'project/:id/:slug?',
            lazy: page(
              () => import('../features/project-space/project-page'),
              (m) => m.ProjectPage,
            ),
          },
          {
            path: 'product',
            lazy: async () => ({
              Component: (await import('../features/expo-rank/product-page')).ExpoProductPage,
            }),
          },
          {
            path: 'product/ranking-rules',
            lazy: async () => ({
              Component: (await import('../features/expo-rank/ranking-rules-page')).RankingRulesPage,
            }),
          },
          ...expoBoothRoutes,
          ...magazineRoutes,
          ...loungeRoutes,
          ...moderationRoutes,
          ...campaignRoutes,
          ...proRoutes,
          {
            path: 'story',
            lazy: page(
              () => import('../features/pages/section-pages'),
              (m) => m.StoryPage,
            ),
          },
          {
            path: 'search',
            lazy: page(
              () => import('../features/search/search-page'),
              (m) => m.SearchPage,
            ),
          },
          {
            path: 'faq',
            lazy: page(
              () => import('../features/pages/section-pages'),
              (m) => m.FaqPage,
            ),
          },
          {
            path: 'notice',
            lazy: page(
              () => import('../features/pages/section-pages'),
              (m) => m.NoticePage,
            ),
          },
          {
            path: 'notifications',
            lazy: page(
              () => import('../features/notification/notifications-page'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: 'policy',
            lazy: async () => ({ Component: (await import('../features/policy/policy-page')).PolicyPage }),
          },
          // The shop and its payment pages load on demand; PortOne's SDK only once someone pays.
          {
            path: 'cafeteria',
            lazy: async () => ({
              Component: (await import('../features/cafeteria/cafeteria-page')).CafeteriaPage,
            }),
          },
          {
            path: 'cafeteria/coupons',
            lazy: async () => ({
              Component: (await import('../features/gifts/coupons-page')).CouponsPage,
            }),
          },
          {
            path: 'points/guide',
            lazy: async () => ({
              Component: (await import('../features/rewards/guide-page')).PointsGuidePage,
            }),
          },
          {
            path: 'payment/test-card',
            lazy: async () => ({
              Component: (await import('../features/cafeteria/test-card-page')).TestCardPage,
            }),
          },
          {
            path: 'payment/complete',
            lazy: async () => ({
              Component: (await import('../features/cafeteria/complete-page')).PaymentCompletePage,
            }),
          },
          {
            path: '_app',
            lazy: page(
              () => import('../features/home/home-page'),
              (m) => m.HomePage,
            ),
          },
          // In the shell already: the error page shows it for a 404.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  // Each page's translations load alongside its code (route-namespaces.ts).
  return createBrowserRouter(withNamespaces(routes));
}
