import { useTranslation } from '../../lib/texts/react';
import { type Badge, useBoothBadges, useMakerBadges } from './api';
import styles from './expo-rank.module.css';
import { weekLabel } from './ranking-section';

function BadgeRow({ list, testId }: { list: Badge[]; testId: string }) {
  const { t } = useTranslation('expo_rank');
  if (list.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={t('badges.label')} data-testid={testId}>
      {list.map((b) => (
        <li
          key={`${b.badge}-${b.booth_no}-${b.detail ?? b.earned_at}`}
          className={styles.badge}
          title={
            b.detail ? `${b.booth_name} · ${t('badges.week', { date: weekLabel(b.detail) })}` : b.booth_name
          }
        >
          <span aria-hidden="true">{b.emoji}</span> {b.label}
          {b.detail ? <span className={styles.badgeWeek}>{weekLabel(b.detail)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The booth's badges for the booth page's header. Shows nothing while loading, on error or with no
 * badge: the header must not jump or nag for an ornament.
 */
export function BoothBadges({ boothNo }: { boothNo: number }) {
  const q = useBoothBadges(boothNo);
  return <BadgeRow list={q.data?.list ?? []} testId="booth-badges" />;
}

/** A maker's expo badges, for the profile page. */
export function MakerBadges({ userNo }: { userNo: number }) {
  const q = useMakerBadges(userNo);
  return <BadgeRow list={q.data?.list ?? []} testId="maker-badges" />;
}
