import * as Popover from '@radix-ui/react-popover';
import { Bell, CheckCheck, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Button } from '../../ui/button';
import { useMarkRead, useUnreadCount } from './api';
import { badgeText } from './links';
import { useBindNotificationCache } from './live';
import { NotificationList } from './notification-list';
import styles from './notification.module.css';

/** The header's bell: unread badge, and a panel with the latest notifications by day. */
export function NotificationBell() {
  useBindNotificationCache();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={styles.bell}
        data-testid="notification-bell"
        aria-label={
          unread > 0
            ? t('notification.bell_label_unread', { count: unread, shown: badgeText(unread) })
            : t('notification.bell_label')
        }
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notification.title')}
        >
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{t('notification.title')}</h2>
            <Button
              variant="ghost"
              size="sm"
              icon={<CheckCheck size={16} aria-hidden="true" />}
              disabled={unread === 0}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notification.mark_all_read')}
            </Button>
          </div>
          <div className={styles.panelBody}>
            <NotificationList scope="all" variant="panel" enabled={open} onNavigate={() => setOpen(false)} />
          </div>
          <Link to="/notifications" className={styles.panelFoot} onClick={() => setOpen(false)}>
            {t('notification.view_all')}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
