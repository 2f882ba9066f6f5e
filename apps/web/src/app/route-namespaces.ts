// Data only: which translation files load first and which each route brings. withNamespaces (the
// runtime side, which needs the texts store) lives in with-namespaces.ts.
import type { Namespace } from './i18n';

/**
 * Loaded first, before any page: the shell's texts (header, footer, menus) and the
 * alerts that shared code outside React shows (lib/api, ui/clipboard). Every other namespace loads
 * when a component first asks for it (useTranslation suspends into the page's PageSkeleton), so
 * the first load does not wait for thirty files it will not show (issue 17, docs/decisions/web.md).
 * i18n-namespaces.test.ts fails when a file uses a namespace it does not declare.
 */
export const EAGER_NAMESPACES = ['common', 'alert'] as const satisfies readonly Namespace[];

/**
 * The translations each route's page module (and everything it imports statically) declares,
 * beyond EAGER_NAMESPACES. Fetched in parallel with the route's code, so a page does not render,
 * suspend for its own namespace, render a card and suspend again for the card's: one skeleton, then
 * the page. Missing entries only cost time (useTranslation still loads on demand); the test
 * (i18n-namespaces.test.ts) recomputes this list from the imports and prints it when it drifts.
 */
export const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  '': ['expo_rank', 'magazine', 'main', 'people', 'project'],
  join: ['join', 'tutorial'],
  login: ['join'],
  'password/reset': ['join'],
  'password/reset/:token': ['join'],
  people: ['people'],
  'people/:nickname': ['gifts', 'join', 'people'],
  my: ['join', 'payment', 'people', 'points', 'project', 'rewards'],
  project: ['project'],
  'project/new': ['project'],
  'project/:id/edit': ['project'],
  'project/:id/:slug?': ['project'],
  product: ['expo_rank'],
  'product/ranking-rules': ['expo_rank'],
  search: ['search'],
  cafeteria: ['payment'],
  'cafeteria/coupons': ['gifts', 'join'],
  'points/guide': ['rewards'],
  'payment/test-card': ['payment'],
  'payment/complete': ['payment'],
  _app: ['expo_rank', 'magazine', 'main', 'people', 'project'],
  events: ['campaigns'],
  'events/:id': ['campaigns'],
  'admin/events': ['campaigns'],
  'product/new': ['product'],
  'product/:id/edit': ['product'],
  'product/:id/:slug?': ['product'],
  'admin/booths': ['product'],
  lounge: ['lounge', 'people'],
  'lounge/:postNo': ['lounge', 'people'],
  quest: ['magazine'],
  'quest/write/:questNo?': ['magazine', 'moderation'],
  'quest/:id/:name?': ['lounge', 'magazine', 'moderation', 'people'],
  'admin/reports': ['moderation'],
  pro: ['pro'],
  'pro/apply': ['people', 'pro'],
  'pro/manage': ['pro'],
  'pro/reservations': ['pro'],
  'pro/:nickname': ['pro'],
  'admin/pros': ['people', 'pro'],
};
