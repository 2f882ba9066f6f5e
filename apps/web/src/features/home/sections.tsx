import { formatCount, loungePostTags, relativeTime } from '@sidequest/shared';
import { BookOpen, FolderKanban, Heart, MessageCircle, MessagesSquare, Store, Users } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { BoothCard } from '../expo-rank/booth-card';
import { ArticleCard, ArticleCardSkeleton } from '../magazine/article-card';
import { PersonCard, PersonCardSkeleton } from '../people/person-card';
import { ProjectCard, ProjectCardSkeleton } from '../project-find/project-card';
import type { Home } from './api';
import { HomeSection, sectionState } from './home-section';
import styles from './sections.module.css';

/** What every section gets: the home call's status, its data once there, and a retry. */
export interface SectionProps {
  status: 'pending' | 'error' | 'success';
  home: Home | undefined;
  onRetry: () => void;
  retrying: boolean;
}

const CARDS = 4;

function Grid({ children }: { children: React.ReactNode }) {
  return <ul className={`${styles.grid} lazy-items`}>{children}</ul>;
}

function times<T>(n: number, make: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => make(i));
}

const projectSkeleton = (
  <div className={styles.grid}>
    {times(CARDS, (i) => (
      <ProjectCardSkeleton key={i} />
    ))}
  </div>
);

/** Per list: where its 전체 보기 and its empty state's action lead. */
const PROJECT_LISTS = {
  recommended: { more: '/project', action: '/my' },
  newest: { more: '/project?recruting_only=1', action: '/project/new' },
} as const;

/**
 * Gatherings: for a member, "recommended" (ranked by their jobs and interests, each card with its
 * reason); for everyone, "newest" (the latest with an open slot).
 */
export function Projects({
  status,
  home,
  onRetry,
  retrying,
  which,
}: SectionProps & { which: keyof typeof PROJECT_LISTS }) {
  const { t } = useTranslation('main');
  const list = home?.projects?.[which];
  const links = PROJECT_LISTS[which];
  return (
    <HomeSection
      name={which === 'newest' ? 'projects' : 'recommended'}
      title={t(`projects.${which}_title`)}
      hint={t(`projects.${which}_hint`)}
      more={{ to: links.more, label: t('projects.more') }}
      state={sectionState(status, home && (home.projects ? list : null))}
      skeleton={projectSkeleton}
      empty={{
        icon: <FolderKanban size={24} />,
        title: t(`projects.${which}_empty`),
        message: t(`projects.${which}_empty_message`),
        action: (
          <Link to={links.action} className={buttonClass('secondary', 'sm')}>
            {t(`projects.${which}_empty_action`)}
          </Link>
        ),
      }}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Grid>
        {list?.map((p) => (
          <li key={p.PROJECT_NO}>
            <ProjectCard project={p} />
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}

/** People to meet: for a member ranked with a reason on each card, for a visitor the active ones. */
export function People({ status, home, onRetry, retrying }: SectionProps) {
  const { t } = useTranslation('main');
  const people = home?.people;
  const personal = people?.personalized ?? home?.member ?? false;
  return (
    <HomeSection
      name="people"
      title={personal ? t('people.member_title') : t('people.title')}
      hint={personal ? t('people.member_hint') : t('people.hint')}
      more={{ to: '/people', label: t('people.more') }}
      state={sectionState(status, people === undefined ? undefined : (people?.profiles ?? null))}
      skeleton={
        <div className={styles.grid}>
          {times(CARDS, (i) => (
            <PersonCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={{ icon: <Users size={24} />, title: t('people.empty'), message: t('people.empty_message') }}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Grid>
        {people?.profiles.map((p) => (
          <li key={p.USER_NO}>
            <PersonCard person={p} />
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}

const boothSkeleton = (
  <div className={styles.track}>
    {times(3, (i) => (
      <Skeleton key={i} height={176} style={{ borderRadius: 16 }} />
    ))}
  </div>
);

/** The expo's podium (best booths, ranked) and the booths that opened last. */
export function Expo({ status, home, onRetry, retrying, which }: SectionProps & { which: 'best' | 'fresh' }) {
  const { t } = useTranslation('main');
  const booths = home?.expo?.[which];
  return (
    <HomeSection
      name={`expo-${which}`}
      title={t(`expo.${which}_title`)}
      hint={t(`expo.${which}_hint`)}
      more={{ to: '/product', label: t('expo.more') }}
      state={sectionState(status, home && (home.expo ? booths : null))}
      skeleton={boothSkeleton}
      empty={{
        icon: <Store size={24} />,
        title: t(`expo.${which}_empty`),
        message: t('expo.empty_message'),
      }}
      onRetry={onRetry}
      retrying={retrying}
    >
      <ul className={`${styles.track} lazy-items`}>
        {booths?.map((b) => (
          <li key={b.booth_no} className={styles.trackItem}>
            <BoothCard booth={b} showRank={which === 'best'} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The week's most liked and discussed lounge posts, as one line each. */
export function Lounge({ status, home, onRetry, retrying }: SectionProps) {
  const { t } = useTranslation('main');
  const posts = home?.lounge;
  return (
    <HomeSection
      name="lounge"
      title={t('lounge.title')}
      hint={t('lounge.hint')}
      more={{ to: '/lounge', label: t('lounge.more') }}
      state={sectionState(status, posts)}
      skeleton={
        <div className={styles.posts}>
          {times(CARDS, (i) => (
            <div key={i} className={styles.post}>
              <Skeleton width={64} height={22} style={{ borderRadius: 999 }} />
              <Skeleton height={18} />
              <Skeleton width="40%" height={14} />
            </div>
          ))}
        </div>
      }
      empty={{
        icon: <MessagesSquare size={24} />,
        title: t('lounge.empty'),
        message: t('lounge.empty_message'),
        action: (
          <Link to="/lounge" className={buttonClass('secondary', 'sm')}>
            {t('lounge.empty_action')}
          </Link>
        ),
      }}
      onRetry={onRetry}
      retrying={retrying}
    >
      <ol className={styles.posts}>
        {posts?.map((p) => (
          <li key={p.POST_NO} className={styles.post}>
            <span className={styles.tag}>{loungePostTags.label(p.POST_TAG) ?? ''}</span>
            <Link to={`/lounge/${p.POST_NO}`} className={styles.postText}>
              {p.FEED_TEXT || t('lounge.no_text')}
            </Link>
            <p className={styles.postMeta}>
              <span>{p.AUTHOR.USER_NICKNAME ?? t('lounge.withdrawn')}</span>
              <time dateTime={p.CREATE_TIME}>{relativeTime(p.CREATE_TIME)}</time>
              <span className={styles.stat}>
                <Heart size={13} aria-hidden="true" />
                <span className="visually-hidden">{t('lounge.likes')}</span>
                {formatCount(p.LIKE_COUNT)}
              </span>
              <span className={styles.stat}>
                <MessageCircle size={13} aria-hidden="true" />
                <span className="visually-hidden">{t('lounge.replies')}</span>
                {formatCount(p.REPLY_COUNT)}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

/** The newest magazine articles. */
export function Magazine({ status, home, onRetry, retrying }: SectionProps) {
  const { t } = useTranslation('main');
  const articles = home?.magazine;
  return (
    <HomeSection
      name="magazine"
      title={t('magazine.title')}
      hint={t('magazine.hint')}
      more={{ to: '/quest', label: t('magazine.more') }}
      state={sectionState(status, articles)}
      skeleton={
        <div className={styles.grid}>
          {times(CARDS, (i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={{
        icon: <BookOpen size={24} />,
        title: t('magazine.empty'),
        message: t('magazine.empty_message'),
      }}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Grid>
        {articles?.map((a) => (
          <li key={a.QUEST_NO}>
            <ArticleCard article={a} />
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}
