import * as Tabs from '@radix-ui/react-tabs';
import { CalendarDays, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { cardClass } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type EventCard, flatten, type ListStatus, useEvents } from './api';
import styles from './campaigns.module.css';
import { CapacityText, EventChips, periodText, RewardChips } from './event-bits';

const STATUSES: ListStatus[] = ['live', 'ended'];

export function EventCardView({ event }: { event: EventCard }) {
  const { t } = useTranslation('campaigns');
  return (
    <Link
      to={`/events/${event.event_no}`}
      className={`${cardClass(true, true)} ${styles.card}`}
      data-testid={`event-card-${event.event_no}`}
    >
      <EventChips event={event} />
      <h2 className={styles.cardTitle}>{event.title}</h2>
      <RewardChips event={event} />
      <p className={styles.meta}>
        <span>
          <CalendarDays size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t('period', periodText(event))}
        </span>
        <CapacityText event={event} />
      </p>
    </Link>
  );
}

function EventList({ status }: { status: ListStatus }) {
  const { t } = useTranslation('campaigns');
  const q = useEvents(status);
  const items = flatten(q.data);
  if (q.isPending) {
    return (
      <SkeletonGroup>
        <div className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={168} style={{ borderRadius: 14 }} />
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  if (q.isError) {
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<PartyPopper size={26} />}
        title={t(`list.empty.${status}`)}
        message={t('list.empty_message')}
      />
    );
  }
  return (
    <>
      <div className={styles.list}>
        {items.map((e) => (
          <EventCardView key={e.event_no} event={e} />
        ))}
      </div>
      <LoadMore
        query={q}
        label={t('list.more')}
        errorTitle={t('list.more_error')}
        endLabel={t('list.end')}
        showEnd={(q.data?.pages.length ?? 0) > 1}
      />
    </>
  );
}

/** `/events`: live and ended events, each a card linking to its page. */
export function EventsPage() {
  const { t } = useTranslation('campaigns');
  const [params, setParams] = useSearchParams();
  const status: ListStatus = params.get('status') === 'ended' ? 'ended' : 'live';
  useEffect(() => {
    document.title = t('list.document_title');
  }, [t]);
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Tabs.Root
        value={status}
        onValueChange={(v) => setParams(v === 'live' ? {} : { status: v }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t('list.tabs_label')}>
          {STATUSES.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab} data-testid={`events-tab-${s}`}>
              {t(`list.tab.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATUSES.map((s) => (
          <Tabs.Content key={s} value={s}>
            {s === status ? <EventList status={s} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
