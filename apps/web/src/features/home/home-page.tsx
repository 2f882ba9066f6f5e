import { Sparkles, Swords } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { FirstViewRecord, firstViewRecordHere } from '../../app/first-view';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { AdSlot } from './ad-slot';
import { useDrawnData } from '../../lib/use-drawn-data';
import { useHome } from './api';
import { BannerCarousel } from './banner-carousel';
import styles from './home.module.css';
import { MemberStrip } from './member-strip';
import { Expo, Lounge, Magazine, People, Projects, type SectionProps } from './sections';

/** Banners and ads placed on the home page carry this placement (a PageKind). */
export const HOME_PLACEMENT = 'index';

const STEPS = ['connect', 'make', 'launch'] as const;

function DefaultHero({ loggedIn, nickname }: { loggedIn: boolean; nickname?: string }) {
  const { t } = useTranslation('main');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Swords className={styles.heroArt} strokeWidth={1.2} aria-hidden="true" />
      <p className={styles.heroEyebrow}>
        <Sparkles size={14} aria-hidden="true" />
        {loggedIn && nickname ? t('hero.eyebrow_member', { nickname }) : t('hero.eyebrow')}
      </p>
      <h1 id="hero-title" className={styles.heroTitle}>
        {t('hero.title')}
      </h1>
      <p className={styles.heroText}>{t('hero.text')}</p>
      <div className={styles.heroActions}>
        {loggedIn ? (
          <>
            <Link to="/project" className={`${buttonClass('secondary', 'lg')} ${styles.heroPrimary}`}>
              {t('hero.cta_projects')}
            </Link>
            <Link to="/people" className={`${buttonClass('secondary', 'lg')} ${styles.heroSecondary}`}>
              {t('hero.cta_people')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/join" className={`${buttonClass('secondary', 'lg')} ${styles.heroPrimary}`}>
              {t('hero.cta_join')}
            </Link>
            <Link to="/project" className={`${buttonClass('secondary', 'lg')} ${styles.heroSecondary}`}>
              {t('hero.cta_browse')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

function HeroSkeleton() {
  const { t } = useTranslation('main');
  // On a first visit the server drew the first banner (homeFirstViewHtml): it stays as it was.
  const drawn = firstViewRecordHere('.banner-carousel');
  if (drawn) return <FirstViewRecord html={drawn} />;
  return (
    <SkeletonGroup label={t('banner.loading')}>
      {/* The banner slide's height (ui/first-views.css): the banners are what usually replace this. */}
      <Skeleton height="var(--banner-height)" style={{ borderRadius: 20 }} />
    </SkeletonGroup>
  );
}

export function HomePage() {
  const { t } = useTranslation(['main', 'common']);
  usePageMeta('index');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const profile = useUserStore((s) => s.profile);
  const status = useUserStore((s) => s.mainContentStatus);
  const banners = useUserStore((s) => s.bannerList).filter((b) => b.BANNER_PLACEMENT === HOME_PLACEMENT);
  const ads = useUserStore((s) => s.adList).filter((a) => a.AD_PLACEMENT === HOME_PLACEMENT);
  const loading = status === 'idle' || status === 'loading';
  const home = useHome(profile?.no ?? null);
  const drawn = useDrawnData(home);
  const live: SectionProps = {
    status: drawn.pending ? 'pending' : home.status,
    home: drawn.data,
    onRetry: () => void home.refetch(),
    retrying: home.isRefetching,
  };
  // The server's word once it answered: a stale persisted log-in must not lay out a member's home.
  const member = drawn.data?.member ?? isLoggedIn;

  return (
    <div className="container home-page">
      <div className="home-layout">
        <div className="home-main">
          {loading && banners.length === 0 ? (
            <HeroSkeleton />
          ) : banners.length > 0 ? (
            <>
              <h1 className="visually-hidden">{t('main:hero.title')}</h1>
              <BannerCarousel banners={banners} />
            </>
          ) : (
            <DefaultHero loggedIn={isLoggedIn} nickname={profile?.nickname} />
          )}

          {member ? (
            <>
              <MemberStrip {...live} />
              <Projects {...live} which="recommended" />
              <People {...live} />
              <Projects {...live} which="newest" />
            </>
          ) : (
            <>
              <Projects {...live} which="newest" />
              <People {...live} />
            </>
          )}
          <Expo {...live} which="best" />
          <Expo {...live} which="fresh" />
          <Lounge {...live} />
          <Magazine {...live} />

          {member ? null : (
            <section aria-labelledby="steps-title">
              <div className={styles.sectionHead}>
                <div>
                  <h2 id="steps-title" className={styles.sectionTitle}>
                    {t('main:steps.title')}
                  </h2>
                  <p className={styles.sectionText}>{t('main:steps.text')}</p>
                </div>
              </div>
              <ol className={styles.steps}>
                {STEPS.map((step) => (
                  <li key={step} className={styles.step}>
                    <p className={styles.stepCamp}>{t(`main:steps.${step}.camp`)}</p>
                    <h3 className={styles.stepTitle}>{t(`main:steps.${step}.title`)}</h3>
                    <p className={styles.stepText}>{t(`main:steps.${step}.text`)}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>

        <aside className={styles.side} aria-label={t('main:side.label')}>
          {isLoggedIn ? null : (
            <div className={`${cardClass()} ${styles.joinCard}`}>
              <p className={styles.joinCardTitle}>{t('main:side.join_title')}</p>
              <p className={styles.joinCardText}>{t('main:side.join_text')}</p>
              <Link to="/join" className={buttonClass('primary', 'md', true)}>
                {t('common:auth.join')}
              </Link>
            </div>
          )}
          <AdSlot ads={ads} status={status} />
        </aside>
      </div>
    </div>
  );
}
