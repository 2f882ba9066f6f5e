import {
  ages,
  formatCount,
  genders,
  jobs,
  meetingModes,
  type PersonCard as PersonCardData,
  profileStatuses,
  regions,
} from '@sidequest/shared';
import { BadgeCheck, MapPin, MoreHorizontal, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { importWithNamespaces } from '../../app/with-namespaces';
import { Avatar } from '../../ui/avatar';
import { DeferredMenu } from '../../ui/deferred-menu';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton } from '../../ui/skeleton';
import { FavouriteButton } from './favourite-button';
import { FollowButton } from './follow-button';
import styles from './people.module.css';

export interface PersonCardProps {
  person: PersonCardData;
  /** Heading level of the nickname inside the surrounding page (h2 in a section, h3 under it). */
  headingLevel?: 2 | 3;
}

/** "30대 · 여성"; parts the member chose not to give ('00') are left out. */
function ageGender(person: PersonCardData): string {
  return [
    person.USER_AGE !== '00' ? ages.label(person.USER_AGE) : undefined,
    person.USER_GENDER !== '00' ? genders.label(person.USER_GENDER) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A maker in the directory or the recommendations: picture, level, nickname, verified badge, age
 * band and gender, jobs, status line, region, introduction, the reason (recommendations only),
 * followers, the heart, the follow button and the ⋯ menu (프로필 상세, 1:1 대화, 프로젝트 초대).
 * The nickname link covers the whole card, so a tap anywhere else opens the profile.
 */
export function PersonCard({ person, headingLevel = 3 }: PersonCardProps) {
  const { t } = useTranslation('people');
  const [followers, setFollowers] = useState(person.FOLLOWER_COUNT);
  const [prevCount, setPrevCount] = useState(person.FOLLOWER_COUNT);
  if (prevCount !== person.FOLLOWER_COUNT) {
    setPrevCount(person.FOLLOWER_COUNT);
    setFollowers(person.FOLLOWER_COUNT);
  }

  const href = profileHref(person.USER_NICKNAME);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const jobLabels = [person.MAIN_JOB_D, person.SUB_JOB_D]
    .map((code) => jobs.label(code))
    .filter((label): label is string => Boolean(label));
  const status = profileStatuses.get(person.STATUS_LINE);
  const place =
    person.MEETING_MODE === '01'
      ? meetingModes.label('01')
      : person.REGION === 'KR00'
        ? t('directory.card.region_any')
        : regions.label(person.REGION);
  const verified =
    person.CI_VERIFIED === '01'
      ? t('directory.card.verified_ci')
      : person.USER_PHONE === '01'
        ? t('directory.card.verified_phone')
        : null;
  const demographic = ageGender(person);

  return (
    <article className={styles.card} data-testid="person-card" data-user-no={person.USER_NO}>
      <div className={styles.cardTop}>
        <span className={styles.avatarWrap}>
          <Avatar nickname={person.USER_NICKNAME} src={person.USER_IMG_URL} size={52} />
        </span>
        <div className={styles.cardWho}>
          <Heading className={styles.nameLine}>
            <Link to={href} className={styles.cardLink}>
              {person.USER_NICKNAME}
            </Link>
            <LevelIcon level={person.USER_LEVEL} size={18} withName />
            {verified ? (
              <span className={styles.verified} title={verified}>
                <BadgeCheck size={16} aria-hidden="true" />
                <span className="visually-hidden">{verified}</span>
              </span>
            ) : null}
          </Heading>
          <p className={styles.meta}>{demographic || t('directory.card.no_demographic')}</p>
        </div>
        <DeferredMenu
          // The menu's texts come with its code: mounting it must not suspend the list into its skeleton.
          load={() =>
            importWithNamespaces(() => import('./person-card-menu'), ['people', 'project']).then(
              (m) => m.PersonCardMenu,
            )
          }
          props={{ userNo: person.USER_NO, nickname: person.USER_NICKNAME }}
          trigger={{
            className: styles.menuTrigger,
            label: t('directory.card.menu', { nickname: person.USER_NICKNAME }),
            testId: 'person-card-menu',
            icon: <MoreHorizontal size={18} aria-hidden="true" />,
          }}
        />
      </div>

      <ul className={styles.jobs} aria-label={t('directory.card.jobs')}>
        {jobLabels.length > 0 ? (
          jobLabels.map((label, i) => (
            <li key={label} className={i === 0 ? styles.jobMain : styles.jobSub}>
              {label}
            </li>
          ))
        ) : (
          <li className={styles.jobSub}>{t('directory.card.no_job')}</li>
        )}
      </ul>

      {status ? (
        <p className={styles.status}>
          <span aria-hidden="true">{status.emoji}</span> {status.label}
        </p>
      ) : null}

      <p className={styles.intro}>{person.INTRODUCTION || t('directory.card.no_intro')}</p>

      {person.MATCH_REASON ? (
        <p className={styles.reason}>
          <Sparkles size={14} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{t('directory.match.reason_label')}: </span>
            {person.MATCH_REASON}
          </span>
        </p>
      ) : null}

      <div className={styles.cardFoot}>
        <span className={styles.place}>
          <MapPin size={14} aria-hidden="true" />
          {place}
        </span>
        <span className={styles.followers}>
          {t('directory.card.followers', { formatted: formatCount(followers) })}
        </span>
        <span className={styles.actions}>
          <FavouriteButton
            userNo={person.USER_NO}
            initialFavourite={person.IS_FAVOURITE}
            nickname={person.USER_NICKNAME}
          />
          <FollowButton
            userNo={person.USER_NO}
            initialFollowing={person.IS_FOLLOWING}
            followerCount={followers}
            nickname={person.USER_NICKNAME}
            onChange={(next) => setFollowers(next.followerCount)}
          />
        </span>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while people load. */
export function PersonCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.cardTop}>
        <Skeleton circle width={52} height={52} />
        <div className={styles.cardWho}>
          <Skeleton width="55%" height={18} />
          <Skeleton width="35%" height={13} style={{ marginTop: 6 }} />
        </div>
      </div>
      <Skeleton width="60%" height={25} style={{ borderRadius: 999 }} />
      {/* The intro's and the footer's own boxes, so the card that replaces this is as tall. */}
      <div className={styles.intro}>
        <Skeleton width="100%" height={14} style={{ marginTop: 4 }} />
        <Skeleton width="80%" height={14} style={{ marginTop: 8 }} />
      </div>
      <div className={styles.cardFoot}>
        <Skeleton width="100%" height={32} />
      </div>
    </div>
  );
}
