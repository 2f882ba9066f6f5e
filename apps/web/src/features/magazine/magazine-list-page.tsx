import { BookOpen, PenLine, SearchX, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { FirstViewRecord, firstViewRecordHere } from '../../app/first-view';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { useDrawnData } from '../../lib/use-drawn-data';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { SkeletonGroup } from '../../ui/skeleton';
import { flattenArticles, useArticleList } from './api';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { CategoryTabs } from './category-tabs';
import styles from './magazine.module.css';
import { filtersFromParams, WRITE_PATH } from './urls';
import { LoadMore } from '../../ui/load-more';

/** `/quest`: the magazine, newest first, by category and tag. */
export function MagazineListPage() {
  const { t } = useTranslation('magazine');
  const meta = usePageMeta('quest');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useArticleList(filters);
  const drawn = useDrawnData(list);
  const articles = flattenArticles(drawn.data);

  const set = (key: 'category' | 'tag', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const narrowed = Boolean(filters.category || filters.tag);
  const firstCard = narrowed ? null : firstViewRecordHere('.mag-card');

  return (
    <Page>
      <PageHeader
        title={meta.heading}
        description={meta.description}
        actions={
          isLoggedIn ? (
            <Link to={WRITE_PATH} className={buttonClass('primary', 'md')}>
              <PenLine size={16} aria-hidden="true" /> {t('list.write')}
            </Link>
          ) : null
        }
      />
      <CategoryTabs value={filters.category} onChange={(code) => set('category', code)} />
      {filters.tag ? (
        <div className={styles.tagFilter}>
          <span>{t('list.tag_filter', { tag: filters.tag })}</span>
          <button
            type="button"
            className={styles.tagClear}
            onClick={() => set('tag', undefined)}
            aria-label={t('list.tag_clear')}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      ) : null}

      {drawn.pending ? (
        <SkeletonGroup label={t('list.loading')}>
          <div className="mag-grid">
            {/* A first visit's newest card, as the server drew it (questFirstViewHtml), stays put. */}
            {firstCard ? <FirstViewRecord html={firstCard} /> : null}
            {Array.from({ length: firstCard ? 5 : 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <ArticleCardSkeleton key={i} />
            ))}
          </div>
        </SkeletonGroup>
      ) : list.isError && articles.length === 0 ? (
        <ErrorState
          title={t('list.error')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : articles.length === 0 ? (
        <EmptyState
          icon={narrowed ? <SearchX size={26} /> : <BookOpen size={26} />}
          title={narrowed ? t('list.empty_filtered') : t('list.empty')}
          message={narrowed ? t('list.empty_filtered_message') : t('list.empty_message')}
          action={
            narrowed ? (
              <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('list.show_all')}
              </Button>
            ) : isLoggedIn ? (
              <Link to={WRITE_PATH} className={buttonClass('primary')}>
                {t('list.write_first')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="mag-grid lazy-items" data-testid="magazine-list">
            {articles.map((a) => (
              <li key={a.QUEST_NO}>
                {/* Straight under the page's h1: h2, or axe's heading-order flags a skipped level. */}
                <ArticleCard article={a} headingLevel={2} />
              </li>
            ))}
          </ul>
          <LoadMore query={list} label={t('list.more')} errorTitle={t('list.error_more')} />
        </>
      )}
    </Page>
  );
}
