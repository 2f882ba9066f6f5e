import { formatNumber } from '@sidequest/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { LogIn, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { useUserStore } from '../../app/store';
import { useIsMobile } from '../../app/use-is-mobile';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { VerificationPanel } from '../identity/verification-panel';
import { VerificationBadges } from '../identity/verification-badges';
import { NotificationSettingsPanel } from '../notification/settings-panel';
import { PersonRow, PersonRowsSkeleton } from '../profile/person-row';
import { MyProjectsSection } from '../project-team/my-applications';
import { AccountTab } from './account-tab';
import { useFavouritePeople, useMyInfo } from './api';
import styles from './my.module.css';
import { PointsTab } from './points-tab';
import { ScheduleWidget } from '../project-space/schedule-widget';

export const MY_TABS = [
  'projects',
  'favourites',
  'notifications',
  'points',
  'verification',
  'account',
] as const;
export type MyTab = (typeof MY_TABS)[number];

export function myTabOf(value: string | null): MyTab {
  return (MY_TABS as readonly string[]).includes(value ?? '') ? (value as MyTab) : 'projects';
}

function ProjectsTab() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.card} aria-labelledby="projects-title">
      <h2 id="projects-title" className={styles.cardTitle}>
        {t('my.projects.title')}
      </h2>
      <ScheduleWidget />
      <MyProjectsSection />
    </section>
  );
}

function FavouritesTab() {
  const { t } = useTranslation('common');
  const q = useFavouritePeople(true);
  const people = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.card} aria-labelledby="favourites-title">
      <h2 id="favourites-title" className={styles.cardTitle}>
        {t('my.favourites.title')}
        {q.data ? <span className={styles.count}>{q.data.pages[0]?.total ?? 0}</span> : null}
      </h2>
      {q.isPending ? (
        <PersonRowsSkeleton />
      ) : q.isError ? (
        <ErrorState
          compact
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : people.length === 0 ? (
        <EmptyState
          icon={<Users size={26} />}
          title={t('my.favourites.empty_title')}
          message={t('my.favourites.empty')}
          action={
            <Link to="/people" className={buttonClass('secondary', 'md')}>
              {t('my.favourites.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.people}>
            {people.map((p) => (
              <PersonRow key={p.USER_NO} person={p} />
            ))}
          </ul>
          {q.hasNextPage ? (
            <Button
              variant="secondary"
              block
              onClick={() => void q.fetchNextPage()}
              loading={q.isFetchingNextPage}
            >
              {t('my.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function Summary() {
  const { t } = useTranslation('common');
  const q = useMyInfo();
  if (q.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton height={148} style={{ borderRadius: 14 }} />
      </SkeletonGroup>
    );
  }
  if (q.isError) return <ErrorState compact message={q.error.message} onRetry={() => void q.refetch()} />;
  const me = q.data;
  const stats = [
    { key: 'followers', label: t('my.summary.followers'), value: me.FOLLOWER_COUNT },
    { key: 'followings', label: t('my.summary.followings'), value: me.FOLLOWING_COUNT },
    { key: 'favourites', label: t('my.summary.favourites'), value: me.FAVOURITE_COUNT },
    { key: 'points', label: t('my.summary.points'), value: me.POINT_BALANCE },
  ];
  return (
    <section className={styles.summary} aria-label={t('my.summary.label')}>
      <div className={styles.who}>
        <Avatar nickname={me.USER_NICKNAME} src={me.USER_IMG_URL} size={64} />
        <div className={styles.whoText}>
          <p className={styles.whoName}>
            {me.USER_NICKNAME}
            <LevelIcon level={me.USER_LEVEL} size={22} withName />
            <span className={styles.whoLevel}>{me.LEVEL_NAME}</span>
          </p>
          <VerificationBadges ci={me.CI_VERIFIED} phone={me.USER_PHONE} school={me.SCHOOL_VERIFIED} />
          <Link to={profileHref(me.USER_NICKNAME)} className={styles.profileLink}>
            {t('my.summary.view_profile')}
          </Link>
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt>{s.label}</dt>
            <dd>{formatNumber(s.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `/my`: the member's own page — projects, favourites, notifications, points, verification, account. */
export function MyPage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const tab = myTabOf(params.get('tab'));
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  const email = useMyInfo().data?.EMAIL ?? null;
  const mobile = useIsMobile();
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls: keep the chosen tab in sight (e.g. after opening /my?tab=account).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the chosen tab or the layout changes
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, mobile]);

  useEffect(() => {
    document.title = t('my.document_title');
  }, [t]);

  if (!isLoggedIn) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t('my.title')}</h1>
        {loginAttempted ? (
          <EmptyState
            icon={<LogIn size={26} />}
            title={t('my.login_title')}
            message={t('my.login_message')}
            action={
              <Link to="/login" state={{ from: '/my' }} className={buttonClass('primary', 'md')}>
                {t('my.login_action')}
              </Link>
            }
          />
        ) : (
          <SkeletonGroup>
            <Skeleton height={240} style={{ borderRadius: 14 }} />
          </SkeletonGroup>
        )}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('my.title')}</h1>
      <Summary />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'projects' ? {} : { tab: value }, { replace: true })}
        className={styles.tabs}
        // A side list of tabs on desktop, a scrolling row on phones: arrow keys follow the layout.
        orientation={mobile ? 'horizontal' : 'vertical'}
      >
        <Tabs.List ref={tabList} className={styles.tabList} aria-label={t('my.tabs_label')}>
          {MY_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key} className={styles.tab} data-testid={`my-tab-${key}`}>
              {t(`my.tab.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className={styles.panel}>
          <Tabs.Content value="projects">
            <ProjectsTab />
          </Tabs.Content>
          <Tabs.Content value="favourites">
            <FavouritesTab />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <section className={styles.card} aria-labelledby="notification-settings-title">
              <h2 id="notification-settings-title" className={styles.cardTitle}>
                {t('my.tab.notifications')}
              </h2>
              <NotificationSettingsPanel />
            </section>
          </Tabs.Content>
          <Tabs.Content value="points">
            <PointsTab />
          </Tabs.Content>
          <Tabs.Content value="verification">
            <VerificationPanel />
          </Tabs.Content>
          <Tabs.Content value="account">
            <AccountTab email={email} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
