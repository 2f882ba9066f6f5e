import { formatDate, type ScheduleItem } from '@sidequest/shared';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useDailySchedule, useTodoRemained } from './api';
import styles from './space.module.css';

function itemHref(item: Pick<ScheduleItem, 'KIND' | 'PROJECT_NO'>): string {
  // The page fixes the slug itself; the tab takes the member straight to the item's list.
  return `/project/${item.PROJECT_NO}?tab=${item.KIND === 'milestone' ? 'milestones' : 'todos'}`;
}

function Items({ items, empty }: { items: ScheduleItem[]; empty: string }) {
  const { t } = useTranslation('project');
  if (items.length === 0) return <p className={styles.hint}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((i) => (
        <li key={`${i.KIND}-${i.ITEM_NO}`} className={styles.scheduleItem}>
          <span className={styles.hint}>{formatDate(i.DUE_DATE)}</span>
          <span className={styles.hint}>{t(`space.schedule.${i.KIND}`)}</span>
          <Link to={itemHref(i)}>
            {i.TITLE} <span className={styles.hint}>· {i.PROJECT_NAME}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "내 일정" on the My page: what is due today and this week across my projects, and my open to-dos. */
export function ScheduleWidget() {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const schedule = useDailySchedule(viewer);
  const remained = useTodoRemained(viewer);
  if (viewer === null) return null;

  return (
    <section className={styles.schedule} aria-labelledby="my-schedule-title" data-testid="my-schedule">
      <div className={styles.panelHead}>
        <h3 id="my-schedule-title" className={styles.panelTitle}>
          <CalendarDays size={18} aria-hidden="true" /> {t('space.schedule.title')}
        </h3>
        {remained.data ? (
          <span className={styles.hint}>
            {remained.data.count
              ? t('space.schedule.remained', { count: remained.data.count })
              : t('space.schedule.remained_none')}
          </span>
        ) : null}
      </div>
      {schedule.isPending ? (
        <SkeletonGroup label={t('space.schedule.loading')}>
          <Skeleton height={60} />
        </SkeletonGroup>
      ) : schedule.isError ? (
        <ErrorState
          compact
          message={t('space.schedule.error')}
          onRetry={() => void schedule.refetch()}
          retrying={schedule.isFetching}
        />
      ) : (
        <div className={styles.scheduleCols}>
          <div>
            <h4 className={styles.scheduleSub}>
              {t('space.schedule.today')} · {formatDate(schedule.data.TODAY)}
            </h4>
            <Items items={schedule.data.today} empty={t('space.schedule.nothing_today')} />
          </div>
          <div>
            <h4 className={styles.scheduleSub}>{t('space.schedule.upcoming')}</h4>
            <Items items={schedule.data.upcoming} empty={t('space.schedule.nothing_upcoming')} />
          </div>
        </div>
      )}
    </section>
  );
}
