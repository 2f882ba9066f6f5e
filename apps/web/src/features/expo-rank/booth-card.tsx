import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { cardClass } from '../../ui/card';
import { domainEmoji, GeneratedCover } from '../../ui/generated-cover';
import type { RankedBooth } from './api';
import styles from './expo-rank.module.css';

/**
 * A booth's face: logo (or a cover generated from its domain's emoji), name, pitch, the cut
 * introduction and its counts.
 */
export function BoothLogo({
  booth,
  size = 48,
}: {
  booth: Pick<RankedBooth, 'logo_url' | 'domain' | 'name'>;
  size?: number;
}) {
  return booth.logo_url ? (
    <img className={styles.logo} src={booth.logo_url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.logo} style={{ width: size, height: size }} aria-hidden="true">
      <GeneratedCover seed={booth.name} emoji={domainEmoji(booth.domain)} size={size >= 80 ? 'md' : 'sm'} />
    </span>
  );
}

export function BoothCounts({ booth }: { booth: RankedBooth }) {
  const { t } = useTranslation('expo_rank');
  if (booth.supporters === null) {
    return (
      <span className={styles.hidden} title={t('card.hidden_title')}>
        {t('card.hidden')}
      </span>
    );
  }
  return (
    <span className={styles.counts}>
      <span>{t('card.supporters', { count: booth.supporters })}</span>
      {booth.reviewers !== null ? <span>{t('card.reviewers', { count: booth.reviewers })}</span> : null}
      {booth.score !== null ? <strong>{t('card.score', { score: booth.score })}</strong> : null}
    </span>
  );
}

export function BoothCard({ booth, showRank }: { booth: RankedBooth; showRank?: boolean }) {
  const { t } = useTranslation('expo_rank');
  return (
    <Link
      to={`/product/${booth.booth_no}`}
      className={`${cardClass(true, true)} ${styles.card}`}
      data-testid={`rank-card-${booth.booth_no}`}
    >
      <div className={styles.cardHead}>
        <BoothLogo booth={booth} />
        <div className={styles.cardTitles}>
          {showRank ? (
            <span className={styles.rankChip}>{t('ranking.rank', { rank: booth.rank })}</span>
          ) : null}
          <h3 className={styles.cardName}>{booth.name}</h3>
          <p className={styles.pitch}>{booth.pitch}</p>
        </div>
      </div>
      {booth.intro ? <p className={styles.intro}>{booth.intro}</p> : null}
      <BoothCounts booth={booth} />
    </Link>
  );
}
