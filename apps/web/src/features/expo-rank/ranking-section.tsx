import * as Tabs from '@radix-ui/react-tabs';
import { Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type Period, type RankedBooth, useRankings } from './api';
import { BoothCounts, BoothLogo } from './booth-card';
import styles from './expo-rank.module.css';

/** "2026-11-16" → "11월 16일" */
export function weekLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(m)}월 ${Number(d)}일`;
}

const MEDALS = ['🥇', '🥈', '🥉'];

/** The top three on steps: second, first, third from the left, as a podium stands. */
function Podium({ top }: { top: RankedBooth[] }) {
  const { t } = useTranslation('expo_rank');
  const order = [top[1], top[0], top[2]];
  return (
    <ol className={styles.podium} aria-label={t('ranking.podium')} data-testid="podium">
      {order.map((b, slot) =>
        b ? (
          <li key={b.booth_no} className={`${styles.step} ${styles[`step${b.rank}`] ?? ''}`} value={b.rank}>
            <Link to={`/product/${b.booth_no}`} className={styles.stepLink}>
              <span className={styles.medal} aria-hidden="true">
                {MEDALS[b.rank - 1]}
              </span>
              <BoothLogo booth={b} size={56} />
              <strong className={styles.stepName}>{b.name}</strong>
              <span className={styles.stepRank}>{t('ranking.rank', { rank: b.rank })}</span>
              <BoothCounts booth={b} />
            </Link>
          </li>
        ) : (
          <li key={['second', 'first', 'third'][slot]} className={styles.stepEmpty} aria-hidden="true" />
        ),
      )}
    </ol>
  );
}

function RankList({ period, week }: { period: Period; week: string | null }) {
  const { t } = useTranslation('expo_rank');
  const q = useRankings(period, week);
  if (q.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton height={200} style={{ borderRadius: 14 }} />
      </SkeletonGroup>
    );
  }
  if (q.isError) {
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  const { list, live, start } = q.data;
  return (
    <div data-testid={`ranking-${live ? period : 'frozen'}`}>
      <p className={styles.note}>
        {live ? t('ranking.live_note') : t('ranking.frozen_note', { date: weekLabel(start) })}
      </p>
      {list.length === 0 ? (
        <EmptyState
          compact
          icon={<Trophy size={24} />}
          title={t('ranking.empty')}
          message={t('ranking.empty_message')}
        />
      ) : (
        <>
          <Podium top={list.slice(0, 3)} />
          {list.length > 3 ? (
            <ol className={styles.rankList}>
              {list.slice(3).map((b) => (
                <li key={b.booth_no} value={b.rank}>
                  <Link to={`/product/${b.booth_no}`} className={styles.rankRow}>
                    <span className={styles.rankNo}>{b.rank}</span>
                    <BoothLogo booth={b} size={36} />
                    <span className={styles.rankName}>
                      <strong>{b.name}</strong>
                      <span>{b.pitch}</span>
                    </span>
                    <BoothCounts booth={b} />
                  </Link>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </div>
  );
}

/** 랭킹: 오늘 / 이번 주 tabs; the weekly tab's filter opens past weeks' frozen lists. */
export function RankingSection() {
  const { t } = useTranslation('expo_rank');
  const [period, setPeriod] = useState<Period>('weekly');
  const [week, setWeek] = useState<string | null>(null);
  const weeks = useRankings('weekly', null).data?.weeks ?? [];
  const selectId = useId();
  return (
    <section className={styles.section} data-testid="rankings">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('ranking.title')}</h2>
        <Link to="/product/ranking-rules" className={styles.rulesLink}>
          {t('page.rules_link')}
        </Link>
      </div>
      <Tabs.Root value={period} onValueChange={(v) => setPeriod(v as Period)}>
        <div className={styles.tabBar}>
          <Tabs.List className={styles.tabList} aria-label={t('ranking.title')}>
            <Tabs.Trigger value="daily" className={styles.tab}>
              {t('ranking.daily')}
            </Tabs.Trigger>
            <Tabs.Trigger value="weekly" className={styles.tab}>
              {t('ranking.weekly')}
            </Tabs.Trigger>
          </Tabs.List>
          {period === 'weekly' && weeks.length > 0 ? (
            <label className={styles.weekFilter} htmlFor={selectId}>
              <span className="visually-hidden">{t('ranking.week_filter')}</span>
              <select
                id={selectId}
                value={week ?? ''}
                onChange={(e) => setWeek(e.target.value || null)}
                data-testid="week-filter"
              >
                <option value="">{t('ranking.this_week')}</option>
                {weeks.map((w) => (
                  <option key={w} value={w}>
                    {t('ranking.week_option', { date: weekLabel(w) })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <Tabs.Content value="daily">
          <RankList period="daily" week={null} />
        </Tabs.Content>
        <Tabs.Content value="weekly">
          <RankList period="weekly" week={week} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
