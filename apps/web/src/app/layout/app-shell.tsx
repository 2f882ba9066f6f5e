import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { ToastViewport } from '../../ui/toast';
import { JoinResumeBanner } from '../../features/join/resume-banner';
import { needsLoginCheck, runLoginCheck } from '../session';
import { useIsMobile } from '../use-is-mobile';
import styles from './app-shell.module.css';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Runs the seed's initial login check on render while no login has been attempted. */
function useLoginCheck(): void {
  useEffect(() => {
    if (needsLoginCheck()) void runLoginCheck();
  });
}

export function PageSkeleton() {
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
  useLoginCheck();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('a11y.skip_to_content')}
      </a>
      <Header />
      <JoinResumeBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {isMobile ? <BottomTabBar /> : null}
      <ToastViewport />
      {/* Every fresh page load has the key 'default'; keyed by address instead, a page reached by
          a full load (PortOne's return, a shared link) does not take the previous load's scroll. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? `${l.pathname}${l.search}` : l.key)} />
    </div>
  );
}
