import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { flatten, type Reservation, type useProHistory } from './api';
import { ReservationCard } from './reservation-card';
import styles from './styles';

type ReservationQuery = ReturnType<typeof useProHistory>;

/** A paged list of reservations with its loading, error and empty states. */
export function ReservationList({
  q,
  side,
  empty,
  emptyAction,
  actions,
  filter = () => true,
}: {
  q: ReservationQuery;
  side: 'member' | 'pro';
  empty: string;
  emptyAction?: ReactNode;
  actions: (r: Reservation) => ReactNode;
  filter?: (r: Reservation) => boolean;
}) {
  const { t } = useTranslation('pro');
  if (q.isPending) {
    return (
      <SkeletonGroup>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={150} style={{ borderRadius: 14 }} />
        ))}
      </SkeletonGroup>
    );
  }
  if (q.isError) {
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  const rows = flatten(q.data).filter(filter);
  if (rows.length === 0 && !q.hasNextPage) {
    return <EmptyState icon={<CalendarX size={26} />} title={empty} action={emptyAction} />;
  }
  return (
    <>
      <ul className={styles.stack}>
        {rows.map((r) => (
          <ReservationCard key={r.RESERVATION_NO} r={r} side={side} actions={actions(r)} />
        ))}
      </ul>
      <LoadMore query={q} label={t('list.more')} errorTitle={t('list.more_error')} />
    </>
  );
}
