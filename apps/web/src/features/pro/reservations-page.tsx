import * as Tabs from '@radix-ui/react-tabs';
import { parseSeoulDate } from '@sidequest/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page-header';
import { type Reservation, useProHistory } from './api';
import { LoginGate } from './login-gate';
import styles from './styles';
import { CancelButton, ReviewButton } from './reservation-card';
import { ReservationList } from './reservation-list';

const LIVE: readonly Reservation['STATUS'][] = ['requested', 'accepted'];
/** Upcoming = still waiting or ahead; everything settled or lapsed is past. */
const isUpcoming = (r: Reservation) =>
  LIVE.includes(r.STATUS) && (parseSeoulDate(r.END_AT)?.getTime() ?? 0) > Date.now();

function MemberActions({ r }: { r: Reservation }) {
  const started = (parseSeoulDate(r.START_AT)?.getTime() ?? 0) <= Date.now();
  if (LIVE.includes(r.STATUS) && !started) return <CancelButton r={r} />;
  if (r.STATUS === 'completed' && !r.REVIEWED) return <ReviewButton r={r} />;
  return null;
}

function History({ upcoming }: { upcoming: boolean }) {
  const { t } = useTranslation('pro');
  const q = useProHistory();
  return (
    <ReservationList
      q={q}
      side="member"
      filter={(r) => isUpcoming(r) === upcoming}
      empty={upcoming ? t('mine.empty_upcoming') : t('mine.empty_past')}
      emptyAction={
        <Link to="/pro" className={buttonClass('primary', 'md')}>
          {t('mine.find')}
        </Link>
      }
      actions={(r) => <MemberActions r={r} />}
    />
  );
}

/** `/pro/reservations`: the talks I booked, upcoming and past, with cancel and review. */
export function ProReservationsPage() {
  const { t } = useTranslation('pro');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  useEffect(() => {
    document.title = t('mine.document_title');
  }, [t]);
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      <LoginGate from="/pro/reservations">
        <Tabs.Root
          value={tab}
          onValueChange={(v) => setParams(v === 'past' ? { tab: v } : {}, { replace: true })}
        >
          <Tabs.List className={styles.tabList} aria-label={t('mine.tabs')}>
            <Tabs.Trigger value="upcoming" className={styles.tab}>
              {t('mine.upcoming')}
            </Tabs.Trigger>
            <Tabs.Trigger value="past" className={styles.tab}>
              {t('mine.past')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming">{tab === 'upcoming' ? <History upcoming /> : null}</Tabs.Content>
          <Tabs.Content value="past">{tab === 'past' ? <History upcoming={false} /> : null}</Tabs.Content>
        </Tabs.Root>
      </LoginGate>
    </Page>
  );
}
