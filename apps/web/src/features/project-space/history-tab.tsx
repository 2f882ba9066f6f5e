import { formatDateTime, relativeTime } from '@sidequest/shared';
import { History, Lock } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useHistory } from './api';
import styles from './space.module.css';

/** The 히스토리 tab: what happened, newest first. Outsiders get the public entries only (the server decides). */
export function HistoryTab({ projectNo, viewer }: { projectNo: number; viewer: number | null }) {
  const { t } = useTranslation('project');
  const query = useHistory(projectNo, viewer);
  const entries = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <section className="project-panel" aria-labelledby="space-history-title">
      <h2 id="space-history-title" className={styles.panelTitle}>
        {t('space.history.title')}
      </h2>
      {query.isPending ? (
        <SkeletonGroup label={t('space.history.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <ErrorState
          title={t('space.history.error_title')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<History size={28} aria-hidden="true" />}
          title={t('space.history.empty_title')}
          message={t('space.history.empty')}
        />
      ) : (
        <>
          <ol className={styles.timeline} data-testid="history-list">
            {entries.map((e) => (
              <li key={e.FEED_NO} className={styles.entry}>
                <Avatar nickname={e.ACTOR?.USER_NICKNAME ?? '?'} src={e.ACTOR?.USER_IMG_URL} size={32} />
                <div className={styles.entryBody}>
                  <span className={styles.entryText}>{e.FEED_TEXT}</span>
                  <span className={styles.entryMeta}>
                    <time dateTime={e.CREATED_AT} title={formatDateTime(e.CREATED_AT)}>
                      {relativeTime(e.CREATED_AT)}
                    </time>
                    {e.IS_PUBLIC ? null : (
                      <span>
                        <Lock size={12} aria-hidden="true" /> {t('space.history.members_only')}
                      </span>
                    )}
                  </span>
                </div>
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {t('space.history.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The 홍보 tab until the ads issue: says what will come, no dead buttons. */
export function PromotionTab() {
  const { t } = useTranslation('project');
  return (
    <section className="project-panel">
      <EmptyState title={t('space.promotion.title')} message={t('space.promotion.text')} />
    </section>
  );
}
