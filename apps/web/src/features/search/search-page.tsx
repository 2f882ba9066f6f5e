import {
  isSearchableKeyword,
  normalizeSearchText,
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  type SearchCounts,
  type SearchKind,
} from '@sidequest/shared';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { SearchBox } from '../../app/layout/search-box';
import { usePageMeta } from '../../app/use-page-meta';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Page } from '../../ui/page-header';
import { useSearchResults } from './api';
import { kindKey } from './kind-labels';
import { ResultCard, ResultCardSkeleton } from './result-card';
import styles from './search-page.module.css';

const isKind = (v: string | null): v is SearchKind => (SEARCH_KINDS as readonly string[]).includes(v ?? '');

/** A tab's count: the server counts up to one past the cap, which reads "99+". */
function countLabel(n: number, cap: string): string {
  return n > SEARCH_COUNT_CAP ? cap : String(n);
}

function tabHref(q: string, kind: SearchKind | null): string {
  const p = new URLSearchParams({ q });
  if (kind) p.set('kind', kind);
  return `/search?${p.toString()}`;
}

function Tabs({ q, kind, counts }: { q: string; kind: SearchKind | null; counts: SearchCounts | null }) {
  const { t } = useTranslation('search');
  const cap = t('count_cap');
  const total = counts ? SEARCH_KINDS.reduce((sum, k) => sum + counts[k], 0) : null;
  const tabs: { key: SearchKind | null; label: string; count: number | null }[] = [
    { key: null, label: t('tab.all'), count: total },
    ...SEARCH_KINDS.map((k) => ({ key: k, label: t(kindKey(k)), count: counts ? counts[k] : null })),
  ];
  return (
    <nav className={styles.tabs} aria-label={t('tabs_label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.key ?? 'all'}
          to={tabHref(q, tab.key)}
          replace
          className={tab.key === kind ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={tab.key === kind ? 'page' : undefined}
          data-testid={`search-tab-${tab.key ?? 'all'}`}
        >
          {tab.label}
          <span className={styles.tabCount}>{tab.count === null ? '' : countLabel(tab.count, cap)}</span>
        </Link>
      ))}
    </nav>
  );
}

function Results({ q, kind }: { q: string; kind: SearchKind | null }) {
  const { t } = useTranslation('search');
  const query = useSearchResults(q, kind);
  const counts = query.data?.pages[0]?.counts ?? null;
  const results = query.data?.pages.flatMap((p) => p.results) ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <ul className={styles.list}>
          {[0, 1, 2, 3, 4].map((i) => (
            <ResultCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (results.length === 0) {
    const kindName = kind ? t(kindKey(kind)) : '';
    body = kind ? (
      <EmptyState
        icon={<SearchX size={26} />}
        title={t('empty_kind_title', { kind: kindName, q })}
        message={t('empty_message')}
        action={
          <Link to={tabHref(q, null)} replace className={buttonClass('secondary', 'md')}>
            {t('empty_kind_action')}
          </Link>
        }
      />
    ) : (
      <EmptyState icon={<SearchX size={26} />} title={t('empty_title', { q })} message={t('empty_message')} />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} data-testid="search-results">
          {results.map((r) => (
            <ResultCard key={`${r.kind}:${r.ref_no}`} result={r} />
          ))}
        </ul>
        <LoadMore
          query={query}
          label={t('more')}
          errorTitle={t('more_error')}
          endLabel={t('end')}
          showEnd={(query.data?.pages.length ?? 0) > 1}
        />
      </>
    );
  }

  return (
    <>
      <Tabs q={q} kind={kind} counts={counts} />
      {body}
    </>
  );
}

/** `/search?q=&kind=`: the one search's results, by kind in tabs with counts. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const raw = params.get('q') ?? '';
  const q = normalizeSearchText(raw).slice(0, 40);
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  usePageMeta('search', q ? { q } : undefined);
  const searchable = q !== '' && isSearchableKeyword(q);

  return (
    <Page className={styles.page}>
      <div className={styles.box}>
        <SearchBox variant="page" autoFocus={!q} />
      </div>
      <h1 className={styles.heading}>{q ? t('heading', { q }) : t('heading_empty')}</h1>
      {searchable ? (
        <Results q={q} kind={kind} />
      ) : (
        <EmptyState
          icon={<SearchX size={26} />}
          title={q ? t('too_short') : t('start_title')}
          message={t('start_message')}
        />
      )}
    </Page>
  );
}
