import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarousels } from './api';
import { BoothCarousel } from './carousel';
import styles from './expo-rank.module.css';

/**
 * The home page's expo row: the best booths (last week's podium first). It shows nothing while
 * loading or when no booth is open yet, so the home never holds an empty frame for the expo.
 */
export function HomeExpoCarousel() {
  const { t } = useTranslation('expo_rank');
  const q = useCarousels();
  const booths = q.data ? (q.data.best.length > 0 ? q.data.best : q.data.fresh) : [];
  if (booths.length === 0) return null;
  return (
    <div className={styles.home}>
      <BoothCarousel
        testId="home-expo"
        title={t('home.title')}
        booths={booths}
        empty=""
        showRank={q.data!.best.length > 0}
      />
      <Link to="/product" className={styles.rulesLink}>
        {t('home.more')}
      </Link>
    </div>
  );
}
