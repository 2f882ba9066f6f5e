import * as Tabs from '@radix-ui/react-tabs';
import { LogIn, PartyPopper, Plus, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useMySuspension } from '../moderation/api';
import { AdminEventForm } from './admin-event-form';
import { ReviewQueue } from './admin-review';
import { type AdminEvent, flatten, useAdminEvents, useCloseEvent, useDrawLottery } from './api';
import styles from './campaigns.module.css';
import { CapacityText, EventChips, periodText, RewardChips } from './event-bits';

const TABS = ['events', 'pending', 'approved', 'rejected'] as const;
type Tab = (typeof TABS)[number];

function AdminEventRow({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('campaigns');
  const close = useCloseEvent();
  const draw = useDrawLottery();
  const [asking, setAsking] = useState<'close' | 'draw' | null>(null);
  const canDraw = event.mode === '02' && event.state === 'ended' && !event.drawn;
  const run = async () => {
    try {
      if (asking === 'close') {
        await close.mutateAsync(event.event_no);
        toast(t('admin.closed'), { tone: 'success' });
      } else {
        const res = await draw.mutateAsync(event.event_no);
        toast(t('admin.drawn_toast', { count: res.draw.winners.length }), { tone: 'success' });
      }
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };
  return (
    <Card as="article" className={styles.card} data-testid={`admin-event-${event.event_no}`}>
      <EventChips event={event} />
      <h2 className={styles.cardTitle}>{event.title}</h2>
      <RewardChips event={event} />
      <p className={styles.meta}>
        <span>{t('period', periodText(event))}</span>
        <CapacityText event={event} />
        {event.code ? <span>{t('admin.code', { code: event.code })}</span> : null}
        <span>{t('admin.counts', { entries: event.entry_count, pending: event.pending_count })}</span>
        {event.drawn ? <span>{t('admin.drawn')}</span> : null}
      </p>
      <div className={styles.actions}>
        <Link to={`/events/${event.event_no}`} className={buttonClass('ghost', 'sm')}>
          {t('admin.open_page')}
        </Link>
        {event.state !== 'ended' ? (
          <Button variant="secondary" size="sm" onClick={() => setAsking('close')}>
            {t('admin.close')}
          </Button>
        ) : null}
        {canDraw ? (
          <Button size="sm" onClick={() => setAsking('draw')} data-testid="admin-draw">
            {t('admin.draw')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t(asking === 'draw' ? 'admin.draw_title' : 'admin.close_title')}
        description={t(asking === 'draw' ? 'admin.draw_description' : 'admin.close_description', {
          title: event.title,
          capacity: event.capacity ?? 0,
        })}
        confirmLabel={t(asking === 'draw' ? 'admin.draw' : 'admin.close')}
        tone={asking === 'draw' ? 'primary' : 'danger'}
        onConfirm={run}
      />
    </Card>
  );
}

function AdminEventList() {
  const { t } = useTranslation('campaigns');
  const [creating, setCreating] = useState(false);
  const q = useAdminEvents(true);
  const items = flatten(q.data);
  let list: ReactNode;
  if (q.isPending) {
    list = (
      <SkeletonGroup>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={160} style={{ borderRadius: 14 }} />
        ))}
      </SkeletonGroup>
    );
  } else if (q.isError) {
    list = (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  } else if (items.length === 0) {
    list = (
      <EmptyState
        icon={<PartyPopper size={26} />}
        title={t('admin.empty_events')}
        message={t('admin.empty_events_message')}
      />
    );
  } else {
    list = (
      <>
        {items.map((e) => (
          <AdminEventRow key={e.event_no} event={e} />
        ))}
        <LoadMore query={q} label={t('admin.more')} errorTitle={t('admin.more_error')} />
      </>
    );
  }
  return (
    <div className={styles.stack}>
      {creating ? (
        <AdminEventForm onDone={() => setCreating(false)} />
      ) : (
        <div>
          <Button icon={<Plus size={16} />} onClick={() => setCreating(true)} data-testid="admin-new-event">
            {t('admin.new')}
          </Button>
        </div>
      )}
      {list}
    </div>
  );
}

/** `/admin/events`: operators create and close events, review proofs and draw lotteries. */
export function AdminEventsPage() {
  const { t } = useTranslation('campaigns');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'events';
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  const me = useMySuspension();
  useEffect(() => {
    document.title = t('admin.document_title');
  }, [t]);

  let body: ReactNode;
  if (!isLoggedIn) {
    body = loginAttempted ? (
      <EmptyState
        icon={<LogIn size={26} />}
        title={t('admin.login_title')}
        message={t('admin.login_message')}
        action={
          <Link to="/login" state={{ from: '/admin/events' }} className={buttonClass('primary', 'md')}>
            {t('detail.login_action')}
          </Link>
        }
      />
    ) : (
      <Skeleton height={160} />
    );
  } else if (me.isPending) {
    body = <Skeleton height={160} />;
  } else if (me.isError) {
    body = (
      <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
    );
  } else if (!me.data.is_operator) {
    body = (
      <EmptyState
        icon={<ShieldAlert size={26} />}
        title={t('admin.forbidden_title')}
        message={t('admin.forbidden_message')}
        action={
          <Link to="/events" className={buttonClass('secondary', 'md')}>
            {t('admin.go_events')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'events' ? {} : { tab: v }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t('admin.tabs_label')}>
          {TABS.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab} data-testid={`admin-events-tab-${s}`}>
              {t(`admin.tab.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((s) => (
          <Tabs.Content key={s} value={s}>
            {s !== tab ? null : s === 'events' ? <AdminEventList /> : <ReviewQueue review={s} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {body}
    </Page>
  );
}
