import { formatNumber } from '@sidequest/shared';
import { SearchX, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { useDrawnData } from '../../lib/use-drawn-data';
import { usePageMeta } from '../../app/use-page-meta';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { SkeletonGroup } from '../../ui/skeleton';
import { flattenPages, PAGE_SIZE, useDirectory, useDirectorySummary } from './api';
import { FilterBar } from './filter-bar';
import {
  activeFilterCount,
  type FilterKey,
  filtersFromParams,
  paramsFromFilters,
  withFilter,
} from './filters';
import { MatchSection } from './match-section';
import { PersonCard, PersonCardSkeleton } from './person-card';
import styles from './people.module.css';
import { LoadMore } from '../../ui/load-more';

/**
 * /people: recommendations for the logged-in viewer, then the directory with its filters. The
 * filters live in the URL (?job_group=03&region=KR01&keyword=...), so a filtered list can be
 * shared, bookmarked and restored with Back.
 */
export function PeoplePage() {
  const { t } = useTranslation('people');
  const meta = usePageMeta('people');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const nickname = useUserStore((s) => s.profile?.nickname ?? '');
  const summary = useDirectorySummary();
  const directory = useDirectory(viewer, filters);
  const drawn = useDrawnData(directory);
  const people = flattenPages(drawn.data);
  const first = drawn.data?.pages[0];
  const narrowed = activeFilterCount(filters) > 0 || Boolean(filters.keyword);

  // Filter changes replace the history entry: Back leaves the page instead of undoing one select.
  const change = (key: FilterKey | 'keyword', value: string | undefined) =>
    setParams(paramsFromFilters(withFilter(filters, key, value)), { replace: true });
  const reset = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <Page>
      <PageHeader
        title={meta.heading}
        description={meta.description}
        eyebrow={
          summary.data
            ? t('directory.summary', {
                formatted: formatNumber(summary.data.TOTAL),
              })
            : summary.isError
              ? undefined
              : // Holds the line while the count loads, so the title does not drop when it comes.
                '\u00a0'
        }
      />

      {viewer !== null ? <MatchSection viewer={viewer} nickname={nickname} /> : null}

      <section className={styles.section} aria-labelledby="directory-title">
        <div className={styles.sectionHead}>
          <h2 id="directory-title" className={styles.sectionTitle}>
            {t('directory.list_title')}
          </h2>
        </div>
        <FilterBar filters={filters} onChange={change} onReset={reset} />

        <p className={styles.resultCount} aria-live="polite" data-testid="result-count">
          {first
            ? first.total_capped
              ? t('directory.results.count_capped', { formatted: formatNumber(first.total) })
              : t('directory.results.count', {
                  formatted: formatNumber(first.total),
                })
            : '\u00a0'}
        </p>

        {drawn.pending ? (
          <SkeletonGroup label={t('directory.results.loading')}>
            <div className={styles.grid}>
              {Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <PersonCardSkeleton key={i} />
              ))}
            </div>
          </SkeletonGroup>
        ) : directory.isError && people.length === 0 ? (
          <ErrorState
            title={t('directory.error.title')}
            message={directory.error.message}
            onRetry={() => void directory.refetch()}
            retrying={directory.isFetching}
          />
        ) : people.length === 0 ? (
          narrowed ? (
            <EmptyState
              icon={<SearchX size={26} />}
              title={t('directory.empty.title')}
              message={t('directory.empty.message')}
              action={
                <Button variant="secondary" onClick={reset}>
                  {t('directory.empty.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Users size={26} />}
              title={t('directory.empty.title_all')}
              message={t('directory.empty.message_all')}
              action={
                viewer !== null ? (
                  <Link to={`/people/${encodeURIComponent(nickname)}`} className={buttonClass('primary')}>
                    {t('directory.empty.action_profile')}
                  </Link>
                ) : (
                  <Link to="/join" className={buttonClass('primary')}>
                    {t('directory.empty.action_join')}
                  </Link>
                )
              }
            />
          )
        ) : (
          <>
            <ul className={`${styles.grid} lazy-items`} data-testid="people-list">
              {people.map((person) => (
                <li key={person.USER_NO}>
                  <PersonCard person={person} />
                </li>
              ))}
            </ul>
            <LoadMore
              query={directory}
              label={t('directory.results.more', { size: PAGE_SIZE })}
              errorTitle={t('directory.error.more')}
              endLabel={t('directory.results.end')}
              showEnd={people.length > PAGE_SIZE}
            />
          </>
        )}
      </section>
    </Page>
  );
}
