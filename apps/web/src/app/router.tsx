import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { PasswordResetConfirmPage } from '../features/auth/password-reset-confirm-page';
import { PasswordResetRequestPage } from '../features/auth/password-reset-request-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import { JoinRoute } from '../features/join/join-route';
import { loungeRoutes } from '../features/lounge/lounge-routes';
import { magazineRoutes } from '../features/magazine/magazine-routes';
import { campaignRoutes } from '../features/campaigns/campaigns-routes';
import { expoBoothRoutes } from '../features/expo/expo-routes';
import { proRoutes } from '../features/pro/pro-routes';
import { moderationRoutes } from '../features/moderation/moderation-routes';
import { MyPage } from '../features/my/my-page';
import { NotificationsPage } from '../features/notification/notifications-page';
import { PeoplePage as PeopleDirectoryPage } from '../features/people/people-page';
import { ProjectListPage } from '../features/project-find/project-list-page';
import { ProjectPage } from '../features/project-space/project-page';
import { FaqPage, NoticePage, SearchPage, StoryPage } from '../features/pages/section-pages';
import { ProfileRoute } from '../features/profile/profile-route';
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
          { path: 'join', element: <JoinRoute /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'password/reset', element: <PasswordResetRequestPage /> },
          { path: 'password/reset/:token', element: <PasswordResetConfirmPage /> },
          { path: 'people', element: <PeopleDirectoryPage /> },
          { path: 'people/:nickname', element: <ProfileRoute /> },
          { path: 'my', element: <MyPage /> },
          { path: 'project', element: <ProjectListPage /> },
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
          { path: 'project/:id/:slug?', element: <ProjectPage /> },
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
          { path: 'story', element: <StoryPage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'notice', element: <NoticePage /> },
          { path: 'notifications', element: <NotificationsPage /> },
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
