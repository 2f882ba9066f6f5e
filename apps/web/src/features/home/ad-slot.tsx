import type { Ad } from '@sidequest/shared';
import { Megaphone } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { loadMainContent } from '../../app/session';
import type { LoadStatus } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { SmartLink } from './external-link';
import styles from './home.module.css';

export const AD_INQUIRY_EMAIL = 'ads@sidequest.kr';

/** The ad list items of a page (product-spec section 2), always labelled 광고. */
export function AdSlot({ ads, status }: { ads: Ad[]; status: LoadStatus }) {
  const { t } = useTranslation('main');
  return (
    <section aria-labelledby="ad-slot-label" className={styles.adSection}>
      <div className={styles.adHead}>
        <h2 id="ad-slot-label" className={styles.adLabel}>
          {t('ad.label')}
        </h2>
        <a className={styles.adInquiry} href={`mailto:${AD_INQUIRY_EMAIL}`}>
          {t('ad.inquiry')}
        </a>
      </div>
      {status === 'loading' || status === 'idle' ? (
        <SkeletonGroup label={t('ad.loading')}>
          <Skeleton height={160} style={{ borderRadius: 14 }} />
          <Skeleton width="70%" />
          <Skeleton width="45%" height={12} />
        </SkeletonGroup>
      ) : status === 'error' && ads.length === 0 ? (
        <ErrorState
          compact
          title={t('ad.error_title')}
          message={t('ad.error_message')}
          onRetry={() => void loadMainContent()}
        />
      ) : ads.length === 0 ? (
        <EmptyState
          compact
          icon={<Megaphone size={24} />}
          title={t('ad.empty_title')}
          message={t('ad.empty_message')}
          action={
            <a className={buttonClass('secondary', 'sm')} href={`mailto:${AD_INQUIRY_EMAIL}`}>
              {t('ad.empty_action')}
            </a>
          }
        />
      ) : (
        <ul className={styles.adList}>
          {ads.map((ad) => (
            <li key={ad.AD_NO}>
              <SmartLink href={ad.AD_LINK_URL} className={`${cardClass(false, true)} ${styles.ad}`}>
                {ad.AD_IMG_URL ? (
                  <img className={styles.adImage} src={ad.AD_IMG_URL} alt="" loading="lazy" />
                ) : null}
                <div className={styles.adBody}>
                  <p className={styles.adTitle}>{ad.AD_TITLE}</p>
                  {ad.AD_DESCRIPTION ? <p className={styles.adDescription}>{ad.AD_DESCRIPTION}</p> : null}
                  <p className={styles.adAdvertiser}>{ad.ADVERTISER_NAME}</p>
                </div>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
