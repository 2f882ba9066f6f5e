import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { SessionUser } from '@sidequest/shared';
import {
  BadgeCheck,
  CalendarCheck,
  ChevronDown,
  Coffee,
  LayoutDashboard,
  LogOut,
  PartyPopper,
  ShieldAlert,
  User,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { useMySuspension } from '../../features/moderation/suspension-notice';
import { Avatar } from '../../ui/avatar';
import { toast } from '../../ui/toast-store';
import { profileHref } from '../nav';
import { logout } from '../session';
import styles from './header.module.css';
import { WithdrawDialog } from './withdraw-dialog';

/** Avatar + nickname button opening the account menu (로그아웃, 회원 탈퇴). */
export function UserMenu({ profile }: { profile: SessionUser }) {
  const { t } = useTranslation(['common', 'alert', 'payment', 'pro', 'campaigns']);
  const navigate = useNavigate();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  // Operators find the report queue here; nobody else sees the item.
  const isOperator = useMySuspension().data?.is_operator === true;

  const onLogout = async () => {
    try {
      await logout();
      toast(t('alert:logout.done_title'), { tone: 'success' });
    } catch {
      toast(t('alert:logout.done_title'), { description: t('alert:logout.server_failed'), tone: 'info' });
    }
    navigate('/');
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.userTrigger}
          data-testid="user-menu"
          aria-label={t('user_menu.open', { nickname: profile.nickname })}
        >
          <Avatar nickname={profile.nickname} src={profile.img} size={32} />
          <span className={styles.nickname} data-testid="header-nickname">
            {profile.nickname}
          </span>
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
            <DropdownMenu.Label className={styles.menuLabel}>
              {t('user_menu.greeting', { nickname: profile.nickname })}
            </DropdownMenu.Label>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => navigate(profileHref(profile.nickname))}
            >
              <User size={16} aria-hidden="true" />
              {t('user_menu.my_profile')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate('/my')}>
              <LayoutDashboard size={16} aria-hidden="true" />
              {t('my.menu_label')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => navigate('/cafeteria')}
              data-testid="user-menu-cafeteria"
            >
              <Coffee size={16} aria-hidden="true" />
              {t('payment:menu_label')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => navigate('/pro')}
              data-testid="user-menu-pro"
            >
              <CalendarCheck size={16} aria-hidden="true" />
              {t('pro:nav.find')}
            </DropdownMenu.Item>
            {isOperator ? (
              <DropdownMenu.Item
                className={styles.menuItem}
                onSelect={() => navigate('/admin/reports')}
                data-testid="user-menu-admin"
              >
                <ShieldAlert size={16} aria-hidden="true" />
                {t('user_menu.admin_reports')}
              </DropdownMenu.Item>
            ) : null}
            {isOperator ? (
              <DropdownMenu.Item
                className={styles.menuItem}
                onSelect={() => navigate('/admin/events')}
                data-testid="user-menu-admin-events"
              >
                <PartyPopper size={16} aria-hidden="true" />
                {t('campaigns:nav.admin')}
              </DropdownMenu.Item>
            ) : null}
            {isOperator ? (
              <DropdownMenu.Item
                className={styles.menuItem}
                onSelect={() => navigate('/admin/pros')}
                data-testid="user-menu-admin-pros"
              >
                <BadgeCheck size={16} aria-hidden="true" />
                {t('pro:nav.admin')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void onLogout()}>
              <LogOut size={16} aria-hidden="true" />
              {t('user_menu.logout')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${styles.menuItem} ${styles.menuItemDanger}`}
              onSelect={() => setWithdrawOpen(true)}
            >
              <UserX size={16} aria-hidden="true" />
              {t('user_menu.withdraw')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <WithdrawDialog open={withdrawOpen} onOpenChange={setWithdrawOpen} />
    </>
  );
}
