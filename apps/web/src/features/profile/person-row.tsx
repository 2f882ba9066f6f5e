import { jobs, type PersonSummary, profileStatuses } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import styles from './person-row.module.css';

/** One person in a follower, following or favourites list: the whole row links to their profile. */
export function PersonRow({ person, onNavigate }: { person: PersonSummary; onNavigate?: () => void }) {
  const { t } = useTranslation('people');
  const status = profileStatuses.get(person.STATUS_LINE);
  const job = jobs.label(person.MAIN_JOB_D);
  return (
    <li className={styles.personRow}>
      <Link to={profileHref(person.USER_NICKNAME)} className={styles.personLink} onClick={onNavigate}>
        <Avatar nickname={person.USER_NICKNAME} src={person.USER_IMG_URL} size={44} />
        <span className={styles.personText}>
          <span className={styles.personName}>
            {person.USER_NICKNAME}
            <LevelIcon level={person.USER_LEVEL} size={16} />
            {person.IS_ME ? <span className={styles.meTag}>{t('profile.relations.me')}</span> : null}
            {person.IS_FOLLOWING && !person.IS_ME ? (
              <span className={styles.followingTag}>{t('profile.relations.following_tag')}</span>
            ) : null}
          </span>
          <span className={styles.personMeta}>
            {[job, status ? `${status.emoji} ${status.label}` : null].filter(Boolean).join(' · ') ||
              t('profile.relations.no_job')}
          </span>
          {person.INTRODUCTION ? <span className={styles.personIntro}>{person.INTRODUCTION}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export function PersonRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonGroup>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.personSkeleton}>
          <Skeleton circle width={44} height={44} />
          <div className={styles.personSkeletonText}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={12} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
