import { BOOTH_LIMITS, formatDateTime, type ScreeningItem } from '@sidequest/shared';
import { Check, LogIn, ShieldAlert, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { TextAreaField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useMySuspension } from '../moderation/api';
import { useScreenBooth, useScreeningQueue } from './api';
import styles from './booth-page.module.css';

function ScreeningRow({ item }: { item: ScreeningItem }) {
  const { t } = useTranslation('product');
  const screen = useScreenBooth();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (approve: boolean) =>
    screen.mutateAsync({ booth_no: item.booth_no, approve, reason: approve ? '' : reason.trim() }).then(
      () => {
        toast(t(approve ? 'screening.approved' : 'screening.refused', { name: item.name }), {
          tone: 'success',
        });
        setReason('');
      },
      (err) => {
        toast(errorMessage(err), { tone: 'error' });
        return false;
      },
    );
  return (
    <Card as="article" className={styles.update} data-testid={`screening-${item.booth_no}`}>
      <h2 className={styles.manageTitle}>{item.name}</h2>
      <p className={styles.pitch}>{item.pitch}</p>
      <p className={styles.updateBody}>{item.intro_short}</p>
      <p className={styles.muted}>
        {t('screening.by', {
          nickname: item.owner_nickname,
          date: formatDateTime(item.submitted_at),
        })}
      </p>
      <div className={styles.manageActions}>
        <Link to={`/product/${item.booth_no}`} className={buttonClass('ghost', 'sm')}>
          {t('screening.open')}
        </Link>
        <Button
          size="sm"
          icon={<Check size={14} />}
          loading={screen.isPending}
          onClick={() => void decide(true)}
        >
          {t('screening.approve')}
        </Button>
        <Button size="sm" variant="danger" icon={<X size={14} />} onClick={() => setRefusing(true)}>
          {t('screening.refuse')}
        </Button>
      </div>
      <ConfirmDialog
        open={refusing}
        onOpenChange={setRefusing}
        title={t('screening.refuse_title')}
        description={t('screening.refuse_description')}
        confirmLabel={t('screening.refuse')}
        tone="danger"
        confirmDisabled={[...reason.trim()].length < 5}
        onConfirm={() => decide(false)}
      >
        <TextAreaField
          label={t('screening.reason')}
          value={reason}
          onChange={setReason}
          maxChars={BOOTH_LIMITS.reasonMax}
          rows={3}
          placeholder={t('screening.reason_placeholder')}
        />
      </ConfirmDialog>
    </Card>
  );
}

function Queue() {
  const { t } = useTranslation('product');
  const q = useScreeningQueue(true);
  if (q.isPending) {
    return (
      <SkeletonGroup label={t('screening.title')}>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </SkeletonGroup>
    );
  }
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = q.data.pages.flatMap((p) => p.list);
  if (list.length === 0)
    return <EmptyState title={t('screening.empty_title')} message={t('screening.empty')} />;
  return (
    <div className={styles.updates}>
      {list.map((item) => (
        <ScreeningRow key={item.booth_no} item={item} />
      ))}
      <LoadMore query={q} label={t('more')} errorTitle={t('more_error')} />
    </div>
  );
}

/** `/admin/booths`: operators approve booths or refuse them with a reason. */
export function BoothScreeningPage() {
  const { t } = useTranslation('product');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const me = useMySuspension();
  let body: ReactNode;
  if (!isLoggedIn) {
    body = (
      <EmptyState
        icon={<LogIn size={26} />}
        title={t('form.login_needed')}
        action={
          <Link to="/login" state={{ from: '/admin/booths' }} className={buttonClass('primary', 'md')}>
            {t('form.login')}
          </Link>
        }
      />
    );
  } else if (me.isPending) {
    body = <Skeleton height={160} />;
  } else if (me.isError) {
    body = <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  } else if (!me.data.is_operator) {
    body = <EmptyState icon={<ShieldAlert size={26} />} title={t('screening.admin_only')} />;
  } else {
    body = <Queue />;
  }
  return (
    <Page>
      <PageHeader title={t('screening.title')} description={t('screening.description')} />
      {body}
    </Page>
  );
}
