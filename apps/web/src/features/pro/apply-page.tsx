import { formatDateTime } from '@sidequest/shared';
import { BadgeCheck, Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { useMyPro } from './api';
import { ApplyForm } from './apply-form';
import { LoginGate } from './login-gate';
import { professionLabel } from './pro-bits';
import styles from './styles';

function ApplyBody() {
  const { t } = useTranslation('pro');
  const me = useMyPro();
  if (me.isPending) return <Skeleton height={240} />;
  if (me.isError) {
    return (
      <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
    );
  }
  const app = me.data.application;
  if (me.data.pro || app?.STATUS === 'approved') {
    return (
      <EmptyState
        icon={<BadgeCheck size={26} />}
        title={t('apply.approved')}
        message={t('apply.approved_message')}
        action={
          <Link to="/pro/manage" className={buttonClass('primary', 'md')}>
            {t('nav.manage')}
          </Link>
        }
      />
    );
  }
  if (app?.STATUS === 'pending') {
    return (
      <Card className={styles.cardStack} data-testid="apply-status">
        <span className={styles.statusLine}>
          <Hourglass size={18} aria-hidden="true" />
          <strong>{t('apply.pending')}</strong>
        </span>
        <p className={styles.body}>
          {t('apply.pending_message', {
            profession: professionLabel(app.PROFESSION),
            when: formatDateTime(app.CREATED_AT),
          })}
        </p>
      </Card>
    );
  }
  return (
    <>
      {app?.STATUS === 'rejected' ? (
        <Card className={styles.cardStack} data-testid="apply-status">
          <strong>{t('apply.rejected')}</strong>
          <p className={styles.body}>{t('apply.rejected_reason', { reason: app.REASON ?? '' })}</p>
          <p className={styles.muted}>{t('apply.rejected_again')}</p>
        </Card>
      ) : null}
      <ApplyForm previous={app} />
    </>
  );
}

/** `/pro/apply`: become a pro, or see where my application stands. */
export function ProApplyPage() {
  const { t } = useTranslation('pro');
  useEffect(() => {
    document.title = t('apply.document_title');
  }, [t]);
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('apply.title')} description={t('apply.description')} />
      <LoginGate from="/pro/apply">
        <ApplyBody />
      </LoginGate>
    </Page>
  );
}
