import { formatDate, type Order, type OrderStatus } from '@sidequest/shared';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useOrders, useRefund } from './api';
import shared from './cafeteria.module.css';
import styles from './orders.module.css';
import { won } from './choices';

const STATUS_TONE: Record<OrderStatus, string | undefined> = {
  ready: styles.statusReady,
  paid: styles.statusPaid,
  failed: styles.statusFailed,
  cancelled: styles.statusCancelled,
  refunded: styles.statusRefunded,
};

function OrderRow({ order, onRefund }: { order: Order; onRefund: (order: Order) => void }) {
  const { t } = useTranslation('payment');
  return (
    <li className={styles.order} data-testid="order-row" data-status={order.STATUS}>
      <div className={styles.orderMain}>
        <p className={styles.orderName}>
          {order.ORDER_NAME}
          {order.TEST ? <span className={shared.testTag}>{t('orders.test_tag')}</span> : null}
        </p>
        <p className={styles.orderMeta}>
          <span className={`${styles.status} ${STATUS_TONE[order.STATUS] ?? ''}`}>
            {t(`orders.status.${order.STATUS}`)}
          </span>
          <time dateTime={order.REFUNDED_AT ?? order.PAID_AT ?? order.CREATED_AT}>
            {order.REFUNDED_AT
              ? t('orders.refunded_at', { date: formatDate(order.REFUNDED_AT) })
              : order.PAID_AT
                ? t('orders.paid_at', { date: formatDate(order.PAID_AT) })
                : formatDate(order.CREATED_AT)}
          </time>
        </p>
      </div>
      <div className={styles.orderSide}>
        <p className={styles.orderAmount}>{t('unit.won', { value: won(order.AMOUNT_WON) })}</p>
        {/* Only a paid order's credit is in the balance; the others show it struck through. */}
        <p className={order.STATUS === 'paid' ? styles.orderReward : styles.orderRewardOff}>
          {order.ACTIVITY_SCORE > 0
            ? t('orders.reward', { points: won(order.POINTS), score: won(order.ACTIVITY_SCORE) })
            : t('orders.reward_points', { points: won(order.POINTS) })}
        </p>
        {order.REFUNDABLE ? (
          <Button size="sm" variant="secondary" onClick={() => onRefund(order)}>
            {t('orders.refund')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** 충전 내역: the member's orders, newest first, with 환불 신청 while the refund policy allows it. */
export function OrdersSection() {
  const { t } = useTranslation('payment');
  const q = useOrders();
  const refund = useRefund();
  const [target, setTarget] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];

  const confirmRefund = async () => {
    if (!target) return;
    setFailure(null);
    try {
      const res = await refund.mutateAsync(target.PAYMENT_ID);
      toast(t('orders.refund_done'), {
        description: t('orders.refund_done_body', { value: won(res.BALANCE) }),
        tone: 'success',
      });
    } catch (err) {
      // Kept in the dialog: the member reads why (already spent, past the period) where they asked.
      setFailure(errorMessage(err));
      return false;
    }
  };

  return (
    <section className={shared.section} aria-labelledby="orders-title">
      <h2 id="orders-title" className={shared.sectionTitle}>
        <Receipt size={18} aria-hidden="true" />
        {t('orders.title')}
      </h2>
      {q.isPending ? (
        <SkeletonText lines={4} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('orders.error_title')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          compact
          icon={<Receipt size={22} />}
          title={t('orders.empty_title')}
          message={t('orders.empty')}
        />
      ) : (
        <>
          <ul className={styles.orders}>
            {list.map((o) => (
              <OrderRow
                key={o.PAYMENT_ID}
                order={o}
                onRefund={(order) => {
                  setFailure(null);
                  setTarget(order);
                }}
              />
            ))}
          </ul>
          <LoadMore
            query={q}
            label={t('orders.more')}
            errorTitle={t('orders.more_error')}
            testId="orders-more"
          />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : setTarget(null))}
        title={t('orders.refund_title')}
        description={
          target
            ? target.ACTIVITY_SCORE > 0
              ? t('orders.refund_body', {
                  amount: won(target.AMOUNT_WON),
                  points: won(target.POINTS),
                  score: won(target.ACTIVITY_SCORE),
                })
              : t('orders.refund_body_points', { amount: won(target.AMOUNT_WON), points: won(target.POINTS) })
            : ''
        }
        confirmLabel={t('orders.refund_confirm')}
        onConfirm={confirmRefund}
      >
        {failure ? (
          <p className={shared.noteError} role="alert">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
