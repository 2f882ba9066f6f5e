import * as Tabs from '@radix-ui/react-tabs';
import { BellRing, CheckCheck, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type ListScope, useMarkRead, useUnreadCount } from './api';
import { NotificationList } from './notification-list';
import styles from './notification.module.css';
import { NotificationSettingsPanel } from './settings-panel';

const TABS: ListScope[] = ['all', 'social'];

/** `/notifications`: every notification by day, with 전체 / 소셜 tabs and the settings. */
export function NotificationsPage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const scope: ListScope = params.get('tab') === 'social' ? 'social' : 'all';
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    document.title = t('notification.document_title');
  }, [t]);

  if (!isLoggedIn) {
    return (
      <Page className={styles.page}>
        <PageHeader title={t('notification.title')} />
        {loginAttempted ? (
          <EmptyState
            icon={<BellRing size={26} />}
            title={t('notification.login_title')}
            message={t('notification.login_message')}
            action={
              <Link to="/login" state={{ from: '/notifications' }} className={buttonClass('primary', 'md')}>
                {t('notification.login_action')}
              </Link>
            }
          />
        ) : (
          <SkeletonGroup>
            <Skeleton height={240} style={{ borderRadius: 14 }} />
          </SkeletonGroup>
        )}
      </Page>
    );
  }

  return (
    <Page className={styles.page}>
      <PageHeader
        title={t('notification.title')}
        description={
          unread > 0 ? t('notification.page_unread', { count: unread }) : t('notification.page_all_read')
        }
        actions={
          <div className={styles.pageActions}>
            <Button
              variant="secondary"
              size="sm"
              icon={<CheckCheck size={16} aria-hidden="true" />}
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notification.mark_all_read')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<Settings size={16} aria-hidden="true" />}
              onClick={() => setSettingsOpen(true)}
            >
              {t('notification.settings.open')}
            </Button>
          </div>
        }
      />
      <Tabs.Root
        value={scope}
        onValueChange={(value) => setParams(value === 'social' ? { tab: 'social' } : {}, { replace: true })}
      >
        <Tabs.List className={styles.tabsList} aria-label={t('notification.tabs_label')}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`notification.tab_${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value} className={styles.tabPanel}>
            {value === scope ? <NotificationList scope={value} variant="page" /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Dialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        title={t('notification.settings.title')}
        description={t('notification.settings.description')}
      >
        <NotificationSettingsPanel />
      </Dialog>
    </Page>
  );
}
