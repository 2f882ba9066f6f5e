import { formatDate, type LedgerEntry, levelProgress } from '@sidequest/shared';
import { Coins, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { SkeletonText } from '../../ui/skeleton';
import { useExpHistory, usePointHistory } from './api';
import styles from './my.module.css';

function Ledger({ entries, unit }: { entries: LedgerEntry[]; unit: 'point' | 'exp' }) {
  const { t } = useTranslation('common');
  return (
    <ul className={styles.ledger}>
      {entries.map((e) => (
        <li key={e.ENTRY_NO} className={styles.ledgerRow}>
          <div className={styles.ledgerText}>
            <span className={styles.ledgerReason}>{e.REASON_LABEL}</span>
            {e.MEMO ? <span className={styles.ledgerMemo}>{e.MEMO}</span> : null}
          </div>
          <time className={styles.ledgerDate} dateTime={e.CREATED_AT}>
            {formatDate(e.CREATED_AT)}
          </time>
          <span className={e.DELTA >= 0 ? styles.plus : styles.minus}>
            {t(unit === 'point' ? 'my.points.delta' : 'my.exp.delta', {
              sign: e.DELTA >= 0 ? '+' : '−',
              value: Math.abs(e.DELTA).toLocaleString('ko-KR'),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 포인트·경험치: read-only. The balance is the ledger's sum; exp decides the level. */
export function PointsTab() {
  const { t } = useTranslation('common');
  const points = usePointHistory({});
  const exp = useExpHistory({});
  const pointEntries = points.data?.pages.flatMap((p) => p.list) ?? [];
  const expEntries = exp.data?.pages.flatMap((p) => p.list) ?? [];
  const expFirst = exp.data?.pages[0];
  const progress = levelProgress(expFirst?.EXP ?? 0);

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="points-title">
        <div className={styles.cardHead}>
          <h2 id="points-title" className={styles.cardTitle}>
            <Coins size={18} aria-hidden="true" />
            {t('my.points.title')}
          </h2>
          {points.data ? (
            <p className={styles.bigNumber}>
              {t('my.points.balance', {
                value: (points.data.pages[0]?.BALANCE ?? 0).toLocaleString('ko-KR'),
              })}
            </p>
          ) : null}
        </div>
        <p className={styles.help}>{t('my.points.help')}</p>
        {points.isPending ? (
          <SkeletonText lines={4} />
        ) : points.isError ? (
          <ErrorState compact message={points.error.message} onRetry={() => void points.refetch()} />
        ) : pointEntries.length === 0 ? (
          <EmptyState
            compact
            icon={<Coins size={22} />}
            title={t('my.points.empty_title')}
            message={t('my.points.empty')}
          />
        ) : (
          <>
            <Ledger entries={pointEntries} unit="point" />
            {points.hasNextPage ? (
              <Button
                variant="secondary"
                block
                onClick={() => void points.fetchNextPage()}
                loading={points.isFetchingNextPage}
              >
                {t('my.more')}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="exp-title">
        <div className={styles.cardHead}>
          <h2 id="exp-title" className={styles.cardTitle}>
            <Sparkles size={18} aria-hidden="true" />
            {t('my.exp.title')}
          </h2>
        </div>
        {exp.isPending ? (
          <SkeletonText lines={4} />
        ) : exp.isError ? (
          <ErrorState compact message={exp.error.message} onRetry={() => void exp.refetch()} />
        ) : (
          <>
            <div className={styles.levelRow}>
              <LevelIcon level={expFirst?.USER_LEVEL ?? 1} size={44} />
              <div className={styles.levelInfo}>
                <p className={styles.levelName}>
                  {t('my.exp.level', { level: expFirst?.USER_LEVEL, name: expFirst?.LEVEL_NAME })}
                </p>
                <p className={styles.help}>
                  {expFirst?.NEXT_LEVEL
                    ? t('my.exp.next', {
                        exp: (expFirst.EXP ?? 0).toLocaleString('ko-KR'),
                        next: expFirst.NEXT_LEVEL_NAME,
                        remaining: expFirst.REMAINING.toLocaleString('ko-KR'),
                      })
                    : t('my.exp.top', { exp: (expFirst?.EXP ?? 0).toLocaleString('ko-KR') })}
                </p>
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-valuenow={progress.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('my.exp.progress_label')}
                >
                  <span style={{ width: `${progress.percent}%` }} />
                </div>
              </div>
            </div>
            {expEntries.length === 0 ? (
              <EmptyState
                compact
                icon={<Sparkles size={22} />}
                title={t('my.exp.empty_title')}
                message={t('my.exp.empty')}
              />
            ) : (
              <>
                <Ledger entries={expEntries} unit="exp" />
                {exp.hasNextPage ? (
                  <Button
                    variant="secondary"
                    block
                    onClick={() => void exp.fetchNextPage()}
                    loading={exp.isFetchingNextPage}
                  >
                    {t('my.more')}
                  </Button>
                ) : null}
              </>
            )}
          </>
        )}
        <p className={styles.note}>{t('my.exp.how')}</p>
      </section>
    </div>
  );
}
