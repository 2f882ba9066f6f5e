import { Plus } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useCarousels } from './api';
import { BoothCarousel } from './carousel';
import styles from './expo-rank.module.css';
import { HallOfFame } from './hall-of-fame';
import { RankingSection } from './ranking-section';

function Carousels() {
  const { t } = useTranslation('expo_rank');
  const q = useCarousels();
  if (q.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton height={180} style={{ borderRadius: 14, marginBottom: 24 }} />
        <Skeleton height={180} style={{ borderRadius: 14 }} />
      </SkeletonGroup>
    );
  }
  if (q.isError) {
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  return (
    <>
      <BoothCarousel
        testId="best-booths"
        title={t('carousel.best')}
        hint={t('carousel.best_hint')}
        booths={q.data.best}
        empty={t('carousel.empty_best')}
        showRank
      />
      <BoothCarousel
        testId="new-booths"
        title={t('carousel.fresh')}
        booths={q.data.fresh}
        empty={t('carousel.empty_fresh')}
      />
    </>
  );
}

/** /product: the expo's front — carousels, rankings with the podium, and the hall of fame. */
export function ExpoProductPage() {
  const { t } = useTranslation('expo_rank');
  return (
    <Page className={styles.page}>
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Link to="/product/new" className={buttonClass('primary', 'md')}>
            <Plus size={16} aria-hidden="true" /> {t('page.register')}
          </Link>
        }
      />
      <Carousels />
      <RankingSection />
      <HallOfFame />
    </Page>
  );
}
