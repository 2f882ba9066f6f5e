import { formatNumber } from '@sidequest/shared';
import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useClaimWeekly, useWeeklyChallenge, useWeeklyReport, type WeeklyReport } from './api';
import styles from './weekly.module.css';
import { shortDate, weekdayLabel } from './time';

function Challenge({ open }: { open: boolean }) {
  const { t } = useTranslation('quests');
  const week = useWeeklyChallenge(open);
  const claim = useClaimWeekly();
  if (week.isError) {
    return (
      <ErrorState
        compact
        title={t('weekly.error')}
        message={errorMessage(week.error)}
        onRetry={() => void week.refetch()}
        retrying={week.isFetching}
      />
    );
  }
  if (!week.data) {
    return (
      <SkeletonGroup label={t('weekly.loading')}>
        <Skeleton height={56} />
      </SkeletonGroup>
    );
  }
  const w = week.data;
  return (
    <div data-testid="weekly-challenge">
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{t('weekly.title')}</h3>
        <span className={styles.sectionMeta}>
          {t('weekly.count', { done: w.COMPLETE_DAYS, target: w.TARGET_DAYS })}
        </span>
      </div>
      <p className={styles.sectionHint}>
        {t('weekly.goal', { target: w.TARGET_DAYS })} · {t('weekly.reward', { points: w.REWARD_POINTS })}
      </p>
      <ol className={styles.days}>
        {w.DAYS.map((d) => (
          <li
            key={d.DAY}
            className={styles.day}
            data-complete={d.COMPLETE}
            data-partial={!d.COMPLETE && d.DONE_COUNT > 0}
            aria-label={t('weekly.day_aria', {
              day: `${shortDate(d.DAY)} ${weekdayLabel(d.DAY)}`,
              done: d.DONE_COUNT,
            })}
          >
            <span className={styles.dayDot} aria-hidden="true">
              {d.COMPLETE ? <Check size={14} /> : d.DONE_COUNT > 0 ? d.DONE_COUNT : ''}
            </span>
            <span className={styles.dayName} aria-hidden="true">
              {weekdayLabel(d.DAY)}
            </span>
          </li>
        ))}
      </ol>
      {w.CLAIMED ? (
        <p className={styles.weeklyDone}>
          <Check size={14} aria-hidden="true" />
          {t('weekly.claimed')}
        </p>
      ) : w.DONE ? (
        <Button
          block
          size="sm"
          loading={claim.isPending}
          data-testid="weekly-claim"
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: (res) =>
                toast(t('weekly.claimed_toast', { points: res.GAINED_POINTS }), { tone: 'success' }),
              onError: (err) => toast(errorMessage(err), { tone: 'error' }),
            })
          }
        >
          {t('weekly.claim', { points: w.REWARD_POINTS })}
        </Button>
      ) : null}
    </div>
  );
}

function isEmpty(r: WeeklyReport): boolean {
  return r.DAYS_ACTIVE === 0 && r.EXP_EARNED === 0 && r.POINTS_IN === 0 && r.POINTS_OUT === 0;
}

function Report({ open }: { open: boolean }) {
  const { t } = useTranslation('quests');
  const report = useWeeklyReport(open);
  if (report.isError) {
    return (
      <ErrorState
        compact
        title={t('report.error')}
        message={errorMessage(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!report.data) {
    return (
      <SkeletonGroup>
        <Skeleton height={80} />
      </SkeletonGroup>
    );
  }
  const r = report.data;
  const stats = [
    ['days_active', t('report.days_value', { count: r.DAYS_ACTIVE })],
    ['quests_done', t('report.count_value', { count: r.QUESTS_DONE })],
    ['complete_days', t('report.days_value', { count: r.COMPLETE_DAYS })],
    ['exp_earned', formatNumber(r.EXP_EARNED)],
    ['points', t('report.points_value', { in: r.POINTS_IN, out: r.POINTS_OUT })],
  ] as const;
  return (
    <div data-testid="weekly-report">
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{t('report.title')}</h3>
        <span className={styles.sectionMeta}>
          {t('report.period', { from: shortDate(r.WEEK_START), to: shortDate(r.WEEK_END) })}
        </span>
      </div>
      {isEmpty(r) ? (
        <p className={styles.sectionHint}>{t('report.empty')}</p>
      ) : (
        <dl className={styles.stats}>
          {stats.map(([key, value]) => (
            <div key={key} className={styles.stat}>
              <dt>{t(`report.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** The weekly challenge and last week's report, below today's quests in the sheet. */
export function WeeklySection({ open }: { open: boolean }) {
  return (
    <>
      <section className={styles.section}>
        <Challenge open={open} />
      </section>
      <section className={styles.section}>
        <Report open={open} />
      </section>
    </>
  );
}
