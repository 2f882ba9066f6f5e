import { UserRoundPen } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonGroup } from '../../ui/skeleton';
import { useMatches } from './api';
import { PersonCard, PersonCardSkeleton } from './person-card';
import styles from './people.module.css';

/** One row of four on a wide screen; the grid wraps the rest. */
export const MATCH_LIMIT = 4;

/** 추천 메이커: people who fit the logged-in viewer, each with the reason in one line. */
export function MatchSection({ viewer, nickname }: { viewer: number; nickname: string }) {
  const { t } = useTranslation('people');
  const matches = useMatches(viewer, MATCH_LIMIT, true);

  return (
    <section className={styles.section} aria-labelledby="match-title">
      <div className={styles.sectionHead}>
        <h2 id="match-title" className={styles.sectionTitle}>
          {t('directory.match.title')}
        </h2>
        <p className={styles.sectionText}>{t('directory.match.description', { nickname })}</p>
      </div>
      {matches.isPending ? (
        <SkeletonGroup label={t('directory.match.loading')}>
          <div className={styles.grid}>
            {Array.from({ length: MATCH_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <PersonCardSkeleton key={i} />
            ))}
          </div>
        </SkeletonGroup>
      ) : matches.isError ? (
        <ErrorState
          compact
          title={t('directory.match.error')}
          message={matches.error.message}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : matches.data.profiles.length === 0 ? (
        <EmptyState
          compact
          icon={<UserRoundPen size={24} />}
          title={t('directory.match.empty_title')}
          message={t('directory.match.empty_message')}
          action={
            <Link to={profileHref(nickname)} className={buttonClass('secondary')}>
              {t('directory.match.empty_action')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.grid} data-testid="match-list">
          {matches.data.profiles.map((person) => (
            <li key={person.USER_NO}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
