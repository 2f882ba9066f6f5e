import { formatDate, type Giftcon } from '@sidequest/shared';
import { Copy, Eye, EyeOff, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { copyToClipboard } from '../../ui/clipboard';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useGiftcons } from './api';
import styles from './lists.module.css';

/** 1234-5678-9012 → ****-****-9012: the number stays hidden until its owner taps to see it. */
export function maskCoupon(no: string): string {
  return no.replace(/\d(?=[\d-]{4})/g, '*');
}

function CouponRow({ coupon }: { coupon: Giftcon }) {
  const { t } = useTranslation('gifts');
  const [shown, setShown] = useState(false);
  const status = t(`coupons.status_${coupon.STATUS}`);
  return (
    <li className={styles.coupon} data-testid="giftcon-row">
      <div className={styles.couponHead}>
        <span className={styles.itemBrand}>{coupon.ITEM.BRAND}</span>
        <span className={styles.couponName}>{coupon.ITEM.LABEL}</span>
        <span className={coupon.STATUS === 'failed' ? styles.statusFailed : styles.status}>{status}</span>
        {coupon.TEST ? <span className={styles.testTag}>{t('coupons.test')}</span> : null}
      </div>
      {coupon.COUPON_NO ? (
        <div className={styles.couponNumber}>
          <span className={styles.muted}>{t('coupons.number')}</span>
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? t('coupons.hide') : t('coupons.show')}
            aria-pressed={shown}
          >
            <code data-testid="giftcon-number">
              {shown ? coupon.COUPON_NO : maskCoupon(coupon.COUPON_NO)}
            </code>
            {shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </button>
          {shown ? (
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copyToClipboard(coupon.COUPON_NO ?? '')}
            >
              <Copy size={14} aria-hidden="true" />
              {t('coupons.copy')}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className={styles.muted}>
        {[
          t('coupons.bought_on', { date: formatDate(coupon.CREATED_AT) }),
          t('unit.points', { value: coupon.ITEM.POINTS }),
          t('coupons.sent_to', { phone: coupon.PHONE_MASKED }),
          coupon.EXPIRES_AT ? t('coupons.expires', { date: formatDate(coupon.EXPIRES_AT) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}

/** 내 기프티콘: newest first, 더 보기 by order number. */
export function CouponList() {
  const { t } = useTranslation('gifts');
  const q = useGiftcons();
  const coupons = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.section} aria-labelledby="giftcon-mine">
      <h2 id="giftcon-mine" className={styles.sectionTitle}>
        {t('coupons.title')}
      </h2>
      {q.isPending ? (
        <Skeleton height={88} style={{ borderRadius: 14 }} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('coupons.error_title')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : coupons.length === 0 ? (
        <EmptyState
          compact
          icon={<Ticket size={26} />}
          title={t('coupons.empty_title')}
          message={t('coupons.empty_body')}
        />
      ) : (
        <>
          <ul className={styles.coupons}>
            {coupons.map((c) => (
              <CouponRow key={c.ORDER_NO} coupon={c} />
            ))}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('coupons.more')} errorTitle={t('coupons.more_error')} />
          ) : null}
        </>
      )}
    </section>
  );
}
