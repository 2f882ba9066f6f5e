import type { Order } from '@sidequest/shared';
import { CreditCard, FlaskConical, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useOrders, useStandinPay } from './api';
import { completeHref, type TestCardState } from './checkout';
import { won } from './choices';
import styles from './test-card.module.css';

/** PortOne's redirect adds its outcome to the return address; the stand-in does the same. */
export function withOutcome(redirectUrl: string, outcome: Record<string, string>): string {
  const url = new URL(redirectUrl, window.location.origin);
  for (const [k, v] of Object.entries(outcome)) url.searchParams.set(k, v);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** A declined test payment may be tried again from this page, as the server allows. */
const payable = (order: Order | null): order is Order =>
  order?.STATUS === 'ready' || order?.STATUS === 'failed';

/** Where the page leaves for, replaceable in tests (happy-dom does not navigate). */
export const leave = { to: (href: string) => window.location.assign(href) };

/**
 * The order being paid: from the shop's navigation state, or (after the state was lost, e.g. the
 * link opened in a new tab) from the newest orders, where a just-created order is first.
 */
function useOrderToPay(paymentId: string) {
  const state = useLocation().state as TestCardState | null;
  const fromState = state?.order?.PAYMENT_ID === paymentId ? state : null;
  const orders = useOrders(fromState === null);
  const found = orders.data?.pages[0]?.list.find((o) => o.PAYMENT_ID === paymentId) ?? null;
  const order: Order | null = fromState?.order ?? found;
  return {
    order,
    redirectUrl: fromState?.redirectUrl ?? completeHref(paymentId),
    loading: !fromState && orders.isPending,
  };
}

/**
 * 테스트 결제: the local stand-in's card window. It looks like a card company's page so the
 * journey feels real, and says on every side that no money moves.
 */
export function TestCardPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { order, redirectUrl, loading } = useOrderToPay(paymentId);
  const standin = useStandinPay();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = t('card.document_title');
  }, [t]);

  const answer = async (outcome: 'paid' | 'failed') => {
    setError(null);
    try {
      await standin.mutateAsync({ paymentId, outcome });
    } catch (err) {
      setError(errorMessage(err));
      return;
    }
    setLeaving(true);
    leave.to(
      outcome === 'paid'
        ? withOutcome(redirectUrl, { paymentId })
        : withOutcome(redirectUrl, {
            paymentId,
            code: 'FAILURE_TYPE_PG',
            message: t('card.declined_message'),
          }),
    );
  };

  // Closing a card window charges nothing; PortOne reports it on the return address the same way.
  const cancel = () => {
    setLeaving(true);
    leave.to(
      withOutcome(redirectUrl, { paymentId, code: 'USER_CANCEL', message: t('card.cancelled_message') }),
    );
  };

  if (!isLoggedIn) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<LogIn size={26} />}
          title={t('card.login_title')}
          message={t('card.login_message')}
          action={
            <Link
              to="/login"
              state={{ from: `/payment/test-card?paymentId=${encodeURIComponent(paymentId)}` }}
              className={buttonClass('primary', 'md')}
            >
              {t('shop.login_action')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.window} aria-label={t('card.brand')} data-testid="test-card">
        <header className={styles.bar}>
          <CreditCard size={18} aria-hidden="true" />
          <span className={styles.brand}>{t('card.brand')}</span>
          <span className={styles.badge}>{t('card.badge')}</span>
        </header>
        <p className={styles.warning} role="note">
          <FlaskConical size={18} aria-hidden="true" />
          {t('card.warning')}
        </p>
        {loading ? (
          <SkeletonGroup>
            <Skeleton height={160} style={{ borderRadius: 12 }} />
          </SkeletonGroup>
        ) : !payable(order) ? (
          <EmptyState
            compact
            title={t('card.missing_title')}
            message={t('card.missing_body')}
            action={
              <Link to="/cafeteria" className={buttonClass('secondary', 'md')}>
                {t('card.back')}
              </Link>
            }
          />
        ) : (
          <>
            <p className={styles.explain}>{t('card.explain')}</p>
            <dl className={styles.details}>
              <div>
                <dt>{t('card.merchant')}</dt>
                <dd>{t('card.merchant_name')}</dd>
              </div>
              <div>
                <dt>{t('card.order_name')}</dt>
                <dd data-testid="test-card-order">{order.ORDER_NAME}</dd>
              </div>
              <div>
                <dt>{t('card.card_number')}</dt>
                <dd className={styles.cardNumber}>{t('card.card_number_value')}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('card.amount')}</dt>
                <dd data-testid="test-card-amount">{t('unit.won', { value: won(order.AMOUNT_WON) })}</dd>
              </div>
            </dl>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button
                size="lg"
                block
                onClick={() => void answer('paid')}
                loading={standin.isPending && standin.variables?.outcome === 'paid'}
                disabled={leaving || standin.isPending}
                data-testid="test-card-approve"
              >
                {t('card.approve')}
              </Button>
              <div className={styles.secondary}>
                <Button
                  variant="secondary"
                  onClick={() => void answer('failed')}
                  loading={standin.isPending && standin.variables?.outcome === 'failed'}
                  disabled={leaving || standin.isPending}
                >
                  {t('card.decline')}
                </Button>
                <Button variant="ghost" onClick={cancel} disabled={leaving || standin.isPending}>
                  {t('card.cancel')}
                </Button>
              </div>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
