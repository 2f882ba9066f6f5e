import { CircleUserRound, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/icon';
import { NAV_ITEMS, profileHref } from '../nav';
import { useUserStore } from '../store';
import styles from './bottom-tab-bar.module.css';

/** Mobile (< 1024 px) bottom tabs: 홈 / 사람들 / 프로젝트 / 라운지 / 내 정보 (or 로그인). */
export function BottomTabBar() {
  const { t } = useTranslation('common');
  const profile = useUserStore((s) => s.profile);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
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
