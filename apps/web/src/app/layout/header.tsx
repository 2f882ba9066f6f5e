import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Menu, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { ChatButton } from '../../features/chat/chat-button';
import { ChatPanel } from '../../features/chat/chat-panel';
import { VoiceCallLayer } from '../../features/chat/voice/voice-call-layer';
import { NotificationBell } from '../../features/notification/notification-bell';
import { QuestWidget } from '../../features/quests/quest-widget';
import { buttonClass } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { NAV_ITEMS } from '../nav';
import { useUserStore } from '../store';
import { useIsMobile } from '../use-is-mobile';
import styles from './header.module.css';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

export function Header() {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
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
            <div className={styles.spacer} />
            <SearchBox />
          </>
        )}
        <div className={styles.actions}>
          {isMobile ? (
            <>
              <Link to="/search" className={styles.iconLink} aria-label={t('search.label')}>
                <Search size={20} aria-hidden="true" />
              </Link>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className={styles.iconLink} aria-label={t('nav.all_menu')}>
                  <Menu size={20} aria-hidden="true" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
                    <DropdownMenu.Label className={styles.menuLabel}>{t('nav.all_menu')}</DropdownMenu.Label>
                    {NAV_ITEMS.map((item) => (
                      <DropdownMenu.Item
                        key={item.to}
                        className={styles.menuItem}
                        onSelect={() => navigate(item.to)}
                      >
                        <Icon name={item.icon} size={16} />
                        {t(item.labelKey)}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </>
          ) : null}
          {isLoggedIn && profile ? <QuestWidget /> : null}
          {isLoggedIn && profile ? <ChatButton /> : null}
          {isLoggedIn && profile ? <NotificationBell /> : null}
          {isLoggedIn && profile ? (
            <UserMenu profile={profile} />
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
      <ChatPanel />
      {isLoggedIn ? <VoiceCallLayer /> : null}
    </header>
  );
}
