import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useVerificationStatus } from './api';
import styles from './identity.module.css';
import { RealNameSection } from './real-name-section';
import { SchoolSection } from './school-section';
import { SocialLinkSection } from './social-link-section';

/**
 * The member's verifications on the My page: 본인인증 (real name and phone, with the F01 gift),
 * 학교 인증 (school e-mail code) and linked social accounts. Only the member sees this; others see
 * the badges on cards (CI_VERIFIED, USER_PHONE, SCHOOL_VERIFIED).
 */
export function VerificationPanel() {
  const { t } = useTranslation('join');
  const status = useVerificationStatus();

  return (
    <section className={styles.panel} aria-labelledby="identity-panel-title">
      <div className={styles.panelHeader}>
        <h2 id="identity-panel-title">{t('identity.panel.title')}</h2>
        <p>{t('identity.panel.description')}</p>
      </div>
      {status.isPending ? (
        <SkeletonGroup>
          {[0, 1].map((i) => (
            <div key={i} className={styles.section}>
              <Skeleton width="40%" height={22} />
              <Skeleton width="85%" />
              <Skeleton width={140} height={40} />
            </div>
          ))}
        </SkeletonGroup>
      ) : status.isError ? (
        <ErrorState
          compact
          title={t('identity.panel.load_error')}
          message={errorMessage(status.error)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <>
          <RealNameSection status={status.data} />
          <SchoolSection status={status.data} />
          <SocialLinkSection status={status.data} />
        </>
      )}
    </section>
  );
}
