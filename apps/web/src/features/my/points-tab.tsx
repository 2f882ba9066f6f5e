import { type LedgerKindCode, LEVELS, ledgerKinds, levelProgress, formatNumber } from '@sidequest/shared';
import { Coins, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { HistorySection } from '../points/history-section';
import type { LedgerFilterValue } from '../points/ledger-filters';
import pointStyles from '../points/points.module.css';
import { WeekChart } from '../points/week-chart';
import { RewardClaimCard } from '../rewards/claim-card';
import { useExpHistory, usePointHistory, usePointSummary } from './api';
import styles from './my.module.css';

/** Every kind can move points; exp comes from rewards, quests, events and top-ups, and news sends spend it. */
const POINT_KINDS = ledgerKinds.codes;
const EXP_KINDS: readonly LedgerKindCode[] = ['reward', 'quest', 'event', 'topup', 'spend'];

const fmt = (n: number) => formatNumber(n);

/** The balance, the top-up link and the last eight weeks as a chart. */
function BalanceCard() {
  const { t } = useTranslation('points');
  const summary = usePointSummary();
  return (
    <section className={styles.card} aria-labelledby="points-title">
      <div className={pointStyles.balanceRow}>
        <div>
          <h2 id="points-title" className={styles.cardTitle}>
            <Coins size={18} aria-hidden="true" />
            {t('balance.title')}
          </h2>
          {summary.data ? (
            <p className={styles.bigNumber} data-testid="point-balance">
              {t('balance.value', { value: fmt(summary.data.BALANCE) })}
            </p>
          ) : summary.isPending ? (
            <Skeleton width={96} height={32} />
          ) : null}
        </div>
        <Link to="/cafeteria" className={pointStyles.topUp}>
          <Plus size={16} aria-hidden="true" />
          {t('balance.top_up')}
        </Link>
      </div>
      <p className={styles.help}>{t('balance.help')}</p>
      {summary.isPending ? (
        <SkeletonText lines={4} />
      ) : summary.isError ? (
        <ErrorState
          compact
          title={t('chart.error_title')}
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <WeekChart weeks={summary.data.weeks} />
      )}
    </section>
  );
}

function PointHistoryCard() {
  const { t } = useTranslation('points');
  const [filter, setFilter] = useState<LedgerFilterValue>({});
  const history = usePointHistory(filter);
  return (
    <section className={styles.card} aria-labelledby="point-history-title">
      <h2 id="point-history-title" className={styles.cardTitle}>
        {t('history.points_title')}
      </h2>
      <HistorySection
        unit="point"
        query={history}
        filter={filter}
        onFilter={setFilter}
        kinds={POINT_KINDS}
        empty={{ icon: <Coins size={22} />, title: t('history.empty_title'), message: t('history.empty') }}
      />
    </section>
  );
}

function ExpCard() {
  const { t } = useTranslation('points');
  const [filter, setFilter] = useState<LedgerFilterValue>({});
  const history = useExpHistory(filter);
  const first = history.data?.pages[0];
  const progress = levelProgress(first?.EXP ?? 0);
  const thresholds = LEVELS.slice(1)
    .map((l) => `Lv.${l.level} ${fmt(l.minExp)}`)
    .join(' · ');
  return (
    <section className={styles.card} aria-labelledby="exp-title">
      <h2 id="exp-title" className={styles.cardTitle}>
        <Sparkles size={18} aria-hidden="true" />
        {t('level.title')}
      </h2>
      {first ? (
        <div className={styles.levelRow}>
          <LevelIcon level={first.USER_LEVEL} size={44} withName />
          <div className={styles.levelInfo}>
            <p className={styles.levelName}>
              {t('level.name', { level: first.USER_LEVEL, name: first.LEVEL_NAME })}
            </p>
            <p className={styles.help}>
              {first.NEXT_LEVEL
                ? t('level.next', {
                    exp: fmt(first.EXP),
                    next: first.NEXT_LEVEL_NAME,
                    remaining: fmt(first.REMAINING),
                  })
                : t('level.top', { exp: fmt(first.EXP) })}
            </p>
            <div
              className={styles.progress}
              role="progressbar"
              aria-valuenow={progress.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={t('level.progress_label')}
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
          </div>
        </div>
      ) : null}
      <h3 className={styles.subTitle}>{t('history.exp_title')}</h3>
      <HistorySection
        unit="exp"
        query={history}
        filter={filter}
        onFilter={setFilter}
        kinds={EXP_KINDS}
        empty={{
          icon: <Sparkles size={22} />,
          title: t('history.exp_empty_title'),
          message: t('history.exp_empty'),
        }}
      />
      <p className={styles.note}>{t('level.how', { list: thresholds })}</p>
    </section>
  );
}

/** 포인트·경험치: the balance and its weekly chart, both histories with filters, and the level. */
export function PointsTab() {
  return (
    <div className={styles.stack}>
      <RewardClaimCard />
      <BalanceCard />
      <PointHistoryCard />
      <ExpCard />
    </div>
  );
}
