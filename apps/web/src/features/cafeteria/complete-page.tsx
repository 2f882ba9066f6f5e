import { CircleAlert, CircleCheck, LoaderCircle, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { type PaidResult, usePaidOnReturn } from './api';
import shared from './cafeteria.module.css';
import styles from './complete.module.css';
import { won } from './choices';

function Actions() {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.resultActions}>
      <Link to="/my?tab=points" className={buttonClass('primary', 'lg')} data-testid="complete-history">
        {t('complete.to_history')}
      </Link>
      <Link to="/cafeteria" className={buttonClass('secondary', 'lg')}>
        {t('complete.to_cafeteria')}
      </Link>
    </div>
  );
}

function Failed({
  reason,
  paymentId,
  onRetry,
  retrying,
  body,
}: {
  reason?: string | null;
  paymentId: string;
  body: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.result} role="alert" data-testid="complete-failed">
      <CircleAlert size={40} className={styles.resultIconError} aria-hidden="true" />
      <h1 className={styles.resultTitle}>{t('complete.failed_title')}</h1>
      <p>{body}</p>
      {reason ? <p className={shared.muted}>{reason}</p> : null}
      <p className={styles.paymentId}>{t('complete.payment_id', { id: paymentId })}</p>
      <div className={styles.resultActions}>
        {onRetry ? (
          <Button size="lg" onClick={onRetry} loading={retrying}>
            {t('complete.retry')}
          </Button>
        ) : null}
        <Link to="/cafeteria" className={buttonClass(onRetry ? 'secondary' : 'primary', 'lg')}>
          {t('complete.to_cafeteria')}
        </Link>
      </div>
    </div>
  );
}

function Credited({ result }: { result: PaidResult }) {
  const { t } = useTranslation('payment');
  const { order } = result;
  if (order.STATUS === 'refunded') {
    return (
      <div className={styles.result} data-testid="complete-refunded">
        <CircleAlert size={40} className={styles.resultIcon} aria-hidden="true" />
        <h1 className={styles.resultTitle}>{t('complete.refunded_title')}</h1>
        <p>{t('complete.refunded_body')}</p>
        <Actions />
      </div>
    );
  }
  return (
    <div className={styles.result} data-testid="complete-success">
      <CircleCheck size={44} className={styles.resultIconSuccess} aria-hidden="true" />
      <h1 className={styles.resultTitle}>{t('complete.success_title')}</h1>
      <p className={styles.resultLead} data-testid="complete-credited">
        {result.ACTIVITY_SCORE > 0
          ? t('complete.credited', { points: won(result.POINTS), score: won(result.ACTIVITY_SCORE) })
          : t('complete.credited_points', { points: won(result.POINTS) })}
      </p>
      <p data-testid="complete-balance">{t('complete.balance', { value: won(result.BALANCE) })}</p>
      <dl className={shared.summary}>
        <div>
          <dt>{t('complete.order_name')}</dt>
          <dd>{order.ORDER_NAME}</dd>
        </div>
        <div>
          <dt>{t('complete.paid_amount')}</dt>
          <dd>{t('unit.won', { value: won(order.AMOUNT_WON) })}</dd>
        </div>
      </dl>
      {order.TEST ? <p className={styles.testNote}>{t('complete.test_note')}</p> : null}
      <Actions />
    </div>
  );
}

/**
 * `/payment/complete`: where a phone browser lands after PortOne's payment page (and where the
 * test card page sends everyone). It asks the server to verify and credit once; a reload asks
 * again and gets the same order back, never a second credit.
 */
export function PaymentCompletePage() {
  const { t } = useTranslation('payment');
  const location = useLocation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const failCode = params.get('code');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  // A failed or cancelled payment has nothing to verify: PortOne says so in the query.
  const paid = usePaidOnReturn(paymentId && !failCode ? paymentId : null);

  useEffect(() => {
    document.title = t('complete.document_title');
  }, [t]);

  let body: React.ReactNode;
  if (!paymentId) {
    body = (
      <EmptyState
        title={t('complete.missing_title')}
        message={t('complete.missing_body')}
        action={
          <Link to="/cafeteria" className={buttonClass('primary', 'md')}>
            {t('complete.to_cafeteria')}
          </Link>
        }
      />
    );
  } else if (failCode) {
    const message = params.get('message');
    body = (
      <Failed
        paymentId={paymentId}
        body={t('complete.failed_body')}
        reason={message ? t('complete.failed_reason', { message }) : null}
      />
    );
  } else if (!isLoggedIn && loginAttempted) {
    body = (
      <EmptyState
        icon={<LogIn size={26} />}
        title={t('complete.login_title')}
        message={t('complete.login_message')}
        action={
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClass('primary', 'md')}
          >
            {t('shop.login_action')}
          </Link>
        }
      />
    );
  } else if (paid.isError) {
    body = (
      <Failed
        paymentId={paymentId}
        body={t('complete.check_failed_body')}
        reason={paid.error.message}
        onRetry={() => void paid.refetch()}
        retrying={paid.isFetching}
      />
    );
  } else if (paid.data) {
    body = <Credited result={paid.data} />;
  } else {
    body = (
      <div className={styles.result} role="status" aria-live="polite" data-testid="complete-checking">
        <LoaderCircle size={40} className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.resultTitle}>{t('complete.checking_title')}</h1>
        <p className={shared.muted}>{t('complete.checking_body')}</p>
      </div>
    );
  }
  return <div className={`container ${styles.resultPage}`}>{body}</div>;
}
