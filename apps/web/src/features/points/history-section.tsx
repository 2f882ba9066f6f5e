import type { LedgerEntry, LedgerKindCode } from '@sidequest/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore, type NextPageQuery } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { LedgerFilters, type LedgerFilterValue } from './ledger-filters';
import { LedgerList } from './ledger-list';

/** The parts of a history's infinite query this section reads. */
export interface HistoryQuery extends NextPageQuery {
  data: { pages: { list: LedgerEntry[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export interface HistorySectionProps {
  unit: 'point' | 'exp';
  query: HistoryQuery;
  filter: LedgerFilterValue;
  onFilter: (next: LedgerFilterValue) => void;
  kinds: readonly LedgerKindCode[];
  /** What an empty, unfiltered history says (and the icon beside it). */
  empty: { icon: ReactNode; title: string; message: string };
}

/** Filters, the rows, and 더 보기 (keyset: the next page starts before the last row shown). */
export function HistorySection({ unit, query, filter, onFilter, kinds, empty }: HistorySectionProps) {
  const { t } = useTranslation('points');
  const entries = query.data?.pages.flatMap((p) => p.list) ?? [];
  const filtered = Boolean(filter.kind || filter.month);
  const manyPages = (query.data?.pages.length ?? 0) > 1;
  const label = t(unit === 'point' ? 'history.points_title' : 'history.exp_title');
  return (
    <>
      <LedgerFilters value={filter} onChange={onFilter} kinds={kinds} label={label} />
      {query.isPending ? (
        <SkeletonText lines={4} />
      ) : query.isError && entries.length === 0 ? (
        <ErrorState compact message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        filtered ? (
          <EmptyState
            compact
            icon={empty.icon}
            title={t('history.filtered_empty_title')}
            message={t('history.filtered_empty')}
            action={
              <Button variant="secondary" size="sm" onClick={() => onFilter({})}>
                {t('history.reset')}
              </Button>
            }
          />
        ) : (
          <EmptyState compact icon={empty.icon} title={empty.title} message={empty.message} />
        )
      ) : (
        <>
          <LedgerList entries={entries} unit={unit} />
          {/* The footer's margins only when it has something to say (a one-page list ends bare). */}
          {query.hasNextPage || query.isFetchNextPageError || manyPages ? (
            <LoadMore
              query={query}
              label={t('history.more')}
              errorTitle={t('history.more_error')}
              endLabel={t('history.end')}
              showEnd={manyPages}
              testId={`${unit}-more`}
            />
          ) : null}
        </>
      )}
    </>
  );
}
