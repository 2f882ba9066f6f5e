import { formatNumber } from '@sidequest/shared';
import { FolderSearch, PenSquare, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { useDrawnData } from '../../lib/use-drawn-data';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { SkeletonGroup } from '../../ui/skeleton';
import { flattenPages, PAGE_SIZE, useProjectList, useRecommendations } from './api';
import { FilterBar } from './filter-bar';
import { filtersFromParams, isNarrowed, type ProjectFilters, paramsFromFilters } from './filters';
import styles from './find.module.css';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { LoadMore } from '../../ui/load-more';

/** The recommendation strip for a logged-in member: each card says why. Hidden when empty. */
function RecommendStrip({ viewer }: { viewer: number }) {
  const { t } = useTranslation('project');
  const rec = useRecommendations(viewer, true);
  if (rec.isError) return null;
  if (!rec.isPending && (rec.data.projects.length === 0 || !rec.data.personalized)) return null;
  return (
    <section className={styles.section} aria-labelledby="recommend-title">
      <div className={styles.sectionHead}>
        <h2 id="recommend-title" className={styles.sectionTitle}>
          {t('find.recommend.title')}
        </h2>
        <p className={styles.sectionText}>{t('find.recommend.text')}</p>
      </div>
      {rec.isPending ? (
        <SkeletonGroup label={t('find.recommend.loading')}>
          <div className={styles.strip}>
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <ProjectCardSkeleton key={i} />
            ))}
          </div>
        </SkeletonGroup>
      ) : (
        <ul className={styles.strip} data-testid="recommend-list">
          {rec.data.projects.map((project) => (
            <li key={project.PROJECT_NO}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /project: recommendations for the logged-in member, then every published gathering with its
 * filters. The filters live in the URL (?type=02&location=KR01&keyword=...), so a filtered list
 * can be shared, bookmarked and restored with Back.
 */
export function ProjectListPage() {
  const { t } = useTranslation('project');
  const meta = usePageMeta('project');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const list = useProjectList(viewer, filters);
  const drawn = useDrawnData(list);
  const projects = flattenPages(drawn.data);
  const first = drawn.data?.pages[0];
  const narrowed = isNarrowed(filters);

  // Filter changes replace the history entry: Back leaves the page instead of undoing one select.
  const change = (next: ProjectFilters) => setParams(paramsFromFilters(next), { replace: true });

  return (
    <Page>
      <PageHeader
        title={meta.heading}
        description={meta.description}
        actions={
          <Link to="/project/new" className={buttonClass('primary')}>
            <PenSquare size={16} aria-hidden="true" />
            {t('find.write')}
          </Link>
        }
      />

      {viewer !== null ? <RecommendStrip viewer={viewer} /> : null}

      <section className={styles.section} aria-labelledby="project-list-title">
        <div className={styles.sectionHead}>
          <h2 id="project-list-title" className={styles.sectionTitle}>
            {t('find.list_title')}
          </h2>
        </div>
        <FilterBar filters={filters} onChange={change} />

        <p className={styles.resultCount} aria-live="polite" data-testid="result-count">
          {first
            ? first.total_capped
              ? t('find.results.count_capped', { formatted: formatNumber(first.total) })
              : t('find.results.count', { formatted: formatNumber(first.total) })
            : '\u00a0'}
        </p>

        {drawn.pending ? (
          <SkeletonGroup label={t('find.results.loading')}>
            <div className={styles.grid}>
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          </SkeletonGroup>
        ) : list.isError && projects.length === 0 ? (
          <ErrorState
            title={t('find.error.title')}
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : projects.length === 0 ? (
          narrowed ? (
            <EmptyState
              icon={<SearchX size={26} />}
              title={t('find.empty.title')}
              message={t('find.empty.message')}
              action={
                <Button variant="secondary" onClick={() => change({})}>
                  {t('find.empty.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<FolderSearch size={26} />}
              title={t('find.empty.title_all')}
              message={t('find.empty.message_all')}
              action={
                <Link to="/project/new" className={buttonClass('primary')}>
                  {t('find.write')}
                </Link>
              }
            />
          )
        ) : (
          <>
            <ul className={`${styles.grid} lazy-items`} data-testid="project-list">
              {projects.map((project) => (
                <li key={project.PROJECT_NO}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
            <LoadMore
              query={list}
              label={t('find.results.more', { size: PAGE_SIZE })}
              errorTitle={t('find.error.more')}
              endLabel={t('find.results.end')}
              showEnd={projects.length > PAGE_SIZE}
            />
          </>
        )}
      </section>
    </Page>
  );
}
