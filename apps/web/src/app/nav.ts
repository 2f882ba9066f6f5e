import type { IconName } from '../ui/icon';

/** Main sections, in header order. Labels are keys of common:nav. */
export interface NavItem {
  to: string;
  labelKey: string;
  icon: IconName;
  /** Shown in the mobile bottom tab bar. */
  tab: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'house', tab: true },
  { to: '/people', labelKey: 'nav.people', icon: 'users', tab: true },
  { to: '/project', labelKey: 'nav.project', icon: 'folder-kanban', tab: true },
  { to: '/product', labelKey: 'nav.product', icon: 'package', tab: false },
  { to: '/quest', labelKey: 'nav.quest', icon: 'swords', tab: true },
  { to: '/lounge', labelKey: 'nav.lounge', icon: 'messages-square', tab: true },
];

export const POLICY_TERMS = ['service_policy', 'privacy_policy', 'refund_policy', 'payment_policy'] as const;
export type PolicyTerm = (typeof POLICY_TERMS)[number];

export function policyHref(term: PolicyTerm): string {
  return `/policy?term=${term}`;
}

export function searchHref(q: string): string {
  const query = q.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
}

export function profileHref(nickname: string): string {
  return `/people/${encodeURIComponent(nickname)}`;
}
