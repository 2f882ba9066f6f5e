import { lazy } from 'react';
import { importWithNamespaces } from '../../app/with-namespaces';

/**
 * The tabs past 개요, loaded when one is opened (or about to be: a pointer over or focus on its
 * button starts the download). A visitor lands on 개요; the members' list, milestones, to-dos and
 * history brought their menus, the invite dialog and the uploader into every project page's first
 * load (issue 17: 45 KiB gzip more than the overview needs, and its evaluation in the blocking time).
 */
const loaders = {
  members: async () => ({
    default: (await importWithNamespaces(() => import('../project-team/members-tab'), ['project']))
      .MembersTab,
  }),
  milestones: async () => ({
    default: (await importWithNamespaces(() => import('./milestones-tab'), ['project'])).MilestonesTab,
  }),
  todos: async () => ({
    default: (await importWithNamespaces(() => import('./todos-tab'), ['project'])).TodosTab,
  }),
  history: async () => ({
    default: (await importWithNamespaces(() => import('./history-tab'), ['project'])).HistoryTab,
  }),
  promotion: async () => ({
    default: (await importWithNamespaces(() => import('./history-tab'), ['project'])).PromotionTab,
  }),
};

export const MembersTab = lazy(loaders.members);
export const MilestonesTab = lazy(loaders.milestones);
export const TodosTab = lazy(loaders.todos);
export const HistoryTab = lazy(loaders.history);
export const PromotionTab = lazy(loaders.promotion);

/** Starts a tab's download ahead of the click (the module system keeps one copy). */
export function prefetchTab(tab: string): void {
  if (tab in loaders) void loaders[tab as keyof typeof loaders]().catch(() => undefined);
}
