import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Outlet, ScrollRestoration } from '../../lib/router';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { ToastViewport } from '../../ui/toast';
import { useUserStore } from '../store';
import { useIsMobile } from '../use-is-mobile';
import styles from './app-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { FirstViewPage, FirstViewRecord, firstViewHeadHere, firstViewRecordHere } from '../first-view';
import { lazyWithNamespaces } from '../with-namespaces';

// The session module brings the API client, zod and the auth contracts: loaded beside the first
// page's code instead of before the shell can paint.
let sessionModule: Promise<typeof import('../session')> | null = null;
const loadSession = () => {
  sessionModule ??= import('../session');
  return sessionModule;
};

// Phones only, and fixed to the bottom edge: it can arrive after the page without moving anything,
// and a desktop's first load does without its code (and its icon set).
const BottomTabBar = lazy(async () => ({ default: (await import('./bottom-tab-bar')).BottomTabBar }));

// Only a member mid-sign-up sees it, so only a member's page loads it.
const JoinResumeBanner = lazyWithNamespaces(
  async () => ({ default: (await import('../../features/join/resume-banner')).JoinResumeBanner }),
  ['join'],
);

/** Runs the seed's initial login check on render while no login has been attempted. */
function useLoginCheck(): void {
  useEffect(() => {
    void loadSession().then((s) => {
      if (s.needsLoginCheck()) void s.runLoginCheck();
    });
  });
}

export function PageSkeleton() {
  const head = firstViewHeadHere();
  if (head) {
    return (
      <FirstViewPage head={head}>
        <SkeletonGroup>
          <Skeleton height={200} style={{ borderRadius: 14 }} />
        </SkeletonGroup>
      </FirstViewPage>
    );
  }
  const record = firstViewRecordHere();
  if (record) return <FirstViewRecord html={record} />;
  return (
    <div className={`container ${styles.pageLoading}`}>
      <SkeletonGroup>
        <Skeleton width="40%" height={32} />
        <Skeleton width="70%" height={18} />
        <Skeleton height={200} style={{ marginTop: 24, borderRadius: 14 }} />
      </SkeletonGroup>
    </div>
  );
}

export function AppShell() {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  useLoginCheck();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('a11y.skip_to_content')}
      </a>
      <Header />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <JoinResumeBanner />
        </Suspense>
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {isMobile ? (
        <Suspense fallback={null}>
          <BottomTabBar />
        </Suspense>
      ) : null}
      <ToastViewport />
      {/* Every fresh page load has the key 'default'; keyed by address instead, a page reached by
          a full load (PortOne's return, a shared link) does not take the previous load's scroll. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? `${l.pathname}${l.search}` : l.key)} />
    </div>
  );
}
