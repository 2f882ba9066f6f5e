import { formatNumber } from '@sidequest/shared';
import { Gift } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type ClaimResult, useClaimRewards, usePendingRewards } from './api';
import styles from './rewards.module.css';

/** How many reward names the card lists before "외 N개". */
const SHOWN = 4;

const n = (value: number) => formatNumber(value);

/** "활동 점수 +150 · 포인트 +10", leaving out a part that is zero. */
function amounts(t: (key: string, o?: Record<string, unknown>) => string, exp: number, points: number) {
  return [
    exp > 0 ? t('card.exp', { value: n(exp) }) : null,
    points > 0 ? t('card.points', { value: n(points) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * 받을 보상: what the member's activity earned (a reply, a first project …) waits here until they
 * take it with 받기; the claim moves it into their exp and points. With nothing to take, it says
 * how rewards come.
 */
export function RewardClaimCard() {
  const { t } = useTranslation('rewards');
  const pending = usePendingRewards();
  const claim = useClaimRewards();

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (res: ClaimResult) => {
        if (res.CLAIMED === 0) {
          toast(t('card.claimed_none'));
          return;
        }
        // A level-up is told by its notification (member.levelUp), not a second toast here.
        toast(t('card.claimed'), { tone: 'success', description: amounts(t, res.EXP, res.POINTS) });
        if (res.REMAINING > 0) toast(t('card.remaining', { count: res.REMAINING }));
      },
      onError: (err) => toast(t('card.claim_failed'), { tone: 'error', description: err.message }),
    });

  return (
    <section className={styles.card} aria-labelledby="reward-card-title" data-testid="reward-claim-card">
      <h2 id="reward-card-title" className={styles.cardTitle}>
        <Gift size={18} aria-hidden="true" />
        {t('card.title')}
      </h2>
      {pending.isPending ? (
        <Skeleton height={44} />
      ) : pending.isError ? (
        <ErrorState
          compact
          title={t('card.error_title')}
          message={pending.error.message}
          onRetry={() => void pending.refetch()}
          retrying={pending.isRefetching}
        />
      ) : pending.data.COUNT === 0 ? (
        <div className={styles.cardEmpty}>
          <p className={styles.cardEmptyTitle}>{t('card.empty_title')}</p>
          <p className={styles.muted}>
            {t('card.empty')} <Link to="/points/guide">{t('card.guide_link')}</Link>
          </p>
        </div>
      ) : (
        <div className={styles.cardBody}>
          <div className={styles.cardText}>
            <p className={styles.cardSummary} data-testid="reward-summary">
              {[
                t('card.summary', { count: pending.data.COUNT }),
                amounts(t, pending.data.EXP, pending.data.POINTS),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <ul className={styles.rewardChips}>
              {pending.data.rewards.slice(0, SHOWN).map((r) => (
                <li key={`${r.CODE}-${r.REWARD_NO}`} className={styles.rewardChip}>
                  {r.LABEL}
                </li>
              ))}
              {pending.data.COUNT > SHOWN ? (
                <li className={styles.rewardMore}>{t('card.more', { count: pending.data.COUNT - SHOWN })}</li>
              ) : null}
            </ul>
          </div>
          <Button onClick={onClaim} loading={claim.isPending} className={styles.claimButton}>
            {t('card.claim')}
          </Button>
        </div>
      )}
    </section>
  );
}
