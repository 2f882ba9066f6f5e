import { CircleUserRound, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { matchPath, NavLink, useLocation } from '../../lib/router';
import { Icon } from '../../ui/icon';
import { NAV_ITEMS, profileHref } from '../nav';
import { useUserStore } from '../store';
import styles from './bottom-tab-bar.module.css';

/**
 * Pages that are one form with its own sticky action bar (저장 / 다음 / 등록). On a phone the
 * tab bar steps aside there: two bars stacked at the foot leave too little of the form in view,
 * and the action bar already offers the way out (취소 / 이전). See docs/decisions/web.md.
 */
export const FORM_ROUTES = [
  '/join',
  '/project/new',
  '/project/:id/edit',
  '/quest/write/:questNo?',
  '/product/new',
  '/product/:id/edit',
] as const;

export function isFormRoute(pathname: string): boolean {
  return FORM_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Mobile (< 1024 px) bottom tabs: 홈 / 사람들 / 프로젝트 / 퀘스트 / 라운지 / 내 정보 (or 로그인). */
export function BottomTabBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const profile = useUserStore((s) => s.profile);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const hidden = isFormRoute(pathname);
  // tokens.css zeroes --tabbar-height while the bar is away, so the sticky action bars, the
  // footer's reserve and the toasts that sit above the bar drop to the viewport's foot.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.tabbar = hidden ? 'off' : 'on';
    return () => {
      delete root.dataset.tabbar;
    };
  }, [hidden]);
  if (hidden) return null;
  const tabs = NAV_ITEMS.filter((item) => item.tab);
  return (
    <nav className={styles.bar} aria-label={t('nav.tab_label')}>
      <ul className={styles.list}>
        {tabs.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={styles.tab}>
              <Icon name={item.icon} size={22} />
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          {isLoggedIn && profile ? (
            <NavLink to={profileHref(profile.nickname)} className={styles.tab}>
              <CircleUserRound size={22} aria-hidden="true" />
              {t('nav.my_info')}
            </NavLink>
          ) : (
            <NavLink to="/login" className={styles.tab}>
              <LogIn size={22} aria-hidden="true" />
              {t('auth.login')}
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
