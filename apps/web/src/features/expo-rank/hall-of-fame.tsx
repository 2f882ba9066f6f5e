import { Crown } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useHallOfFame } from './api';
import { BoothLogo } from './booth-card';
import styles from './expo-rank.module.css';
import { weekLabel } from './ranking-section';

/** 명예의 전당: each week's winner, newest first, paged by week. */
export function HallOfFame() {
  const { t } = useTranslation('expo_rank');
  const q = useHallOfFame();
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.section} data-testid="hall-of-fame">
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle}>{t('hall.title')}</h2>
          <p className={styles.sectionHint}>{t('hall.description')}</p>
        </div>
      </div>
      {q.isPending ? (
        <Skeleton height={120} style={{ borderRadius: 14 }} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState
          compact
          icon={<Crown size={24} />}
          title={t('hall.empty')}
          message={t('hall.empty_message')}
        />
      ) : (
        <>
          <ul className={styles.hall}>
            {items.map((h) => (
              <li key={h.week_start}>
                <Link to={`/product/${h.booth_no}`} className={styles.hallItem}>
                  <span className={styles.crown} aria-hidden="true">
                    🏆
                  </span>
                  <BoothLogo booth={h} size={40} />
                  <span className={styles.rankName}>
                    <span className={styles.hallWeek}>
                      {t('hall.week', { date: weekLabel(h.week_start) })}
                    </span>
                    <strong>{h.name}</strong>
                    <span>{h.pitch}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            query={q}
            label={t('hall.more')}
            errorTitle={t('hall.more_error')}
            endLabel={t('hall.end')}
          />
        </>
      )}
    </section>
  );
}
