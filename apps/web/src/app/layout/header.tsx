import { lazy, Suspense, useState } from 'react';
import { Menu, Search } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link, NavLink } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { NAV_ITEMS } from '../nav';
import { useUserStore } from '../store';
import { useIsMobile } from '../use-is-mobile';
import styles from './header.module.css';
import { Logo } from './logo';
import { lazyWithNamespaces } from '../with-namespaces';
import { SearchBox } from './search-box';

// Loaded once someone is logged in: a visitor's first load does without it (code or texts).
const MemberActions = lazyWithNamespaces(
  async () => ({ default: (await import('./member-actions')).MemberActions }),
  ['campaigns', 'chat', 'moderation', 'payment', 'pro', 'quests'],
);
const NavMenu = lazy(async () => ({ default: (await import('./nav-menu')).NavMenu }));

/** The phone's 전체 메뉴 button; the menu itself loads with the first tap and opens then. */
function MobileNavMenu() {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={styles.iconLink}
      aria-label={t('nav.all_menu')}
      aria-haspopup="menu"
      onClick={() => setWanted(true)}
    >
      <Menu size={20} aria-hidden="true" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NavMenu />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const profile = useUserStore((s) => s.profile);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo />
        {isMobile ? (
          <div className={styles.spacer} />
        ) : (
          <>
            <nav className={styles.nav} aria-label={t('nav.label')}>
              {NAV_ITEMS.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === '/'} className={styles.navLink}>
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
            <SearchBox />
          </>
        )}
        <div className={styles.actions}>
          {isMobile ? (
            <>
              <Link to="/search" className={styles.iconLink} aria-label={t('search.label')}>
                <Search size={20} aria-hidden="true" />
              </Link>
              <MobileNavMenu />
            </>
          ) : null}
          {isLoggedIn && profile ? (
            <Suspense fallback={<span className={styles.memberActionsPending} aria-hidden="true" />}>
              <MemberActions profile={profile} />
            </Suspense>
          ) : isMobile ? (
            <Link to="/login" className={buttonClass('soft', 'sm')}>
              {t('auth.login')}
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass('ghost', 'md')}>
                {t('auth.login')}
              </Link>
              <Link to="/join" className={buttonClass('primary', 'md')}>
                {t('auth.join')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
