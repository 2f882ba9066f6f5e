import * as Tabs from '@radix-ui/react-tabs';
import { BadgeCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { useIncomingReservations, useMyPro } from './api';
import { HoursEditor } from './hours-editor';
import { IncomingActions } from './incoming-actions';
import { LoginGate } from './login-gate';
import { proHref } from './pro-bits';
import styles from './styles';
import { ReservationList } from './reservation-list';

const TABS = ['incoming', 'hours', 'history'] as const;
type Tab = (typeof TABS)[number];

function Incoming({ open }: { open: boolean }) {
  const { t } = useTranslation('pro');
  const q = useIncomingReservations(open);
  return (
    <ReservationList
      q={q}
      side="pro"
      empty={open ? t('incoming.empty') : t('incoming.empty_history')}
      actions={(r) => <IncomingActions r={r} />}
    />
  );
}

function ManageBody() {
  const { t } = useTranslation('pro');
  const me = useMyPro();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'incoming';
  if (me.isPending) return <Skeleton height={200} />;
  if (me.isError) {
    return (
      <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
    );
  }
  if (!me.data.pro) {
    return (
      <EmptyState
        icon={<BadgeCheck size={26} />}
        title={t('manage.not_pro')}
        message={t('manage.not_pro_message')}
        action={
          <Link to="/pro/apply" className={buttonClass('primary', 'md')}>
            {t('find.apply')}
          </Link>
        }
      />
    );
  }
  const pro = me.data.pro;
  let body: ReactNode = null;
  if (tab === 'incoming') body = <Incoming open />;
  else if (tab === 'history') body = <Incoming open={false} />;
  else body = <HoursEditor initial={me.data.hours} />;
  return (
    <>
      <Card className={styles.meCard}>
        <span>{t('manage.my_page')}</span>
        <Link to={proHref(pro.PERSON.USER_NICKNAME)} className={buttonClass('ghost', 'sm')}>
          {t('manage.view_page')}
        </Link>
      </Card>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'incoming' ? {} : { tab: v }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t('manage.tabs')}>
          {TABS.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab} data-testid={`manage-tab-${s}`}>
              {t(`manage.tab.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((s) => (
          <Tabs.Content key={s} value={s}>
            {s === tab ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

/** `/pro/manage`: requests to answer, the weekly hours and exceptions, and every past reservation. */
export function ProManagePage() {
  const { t } = useTranslation('pro');
  useEffect(() => {
    document.title = t('manage.document_title');
  }, [t]);
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('manage.title')} description={t('manage.description')} />
      <LoginGate from="/pro/manage">
        <ManageBody />
      </LoginGate>
    </Page>
  );
}
