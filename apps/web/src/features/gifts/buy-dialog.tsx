import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { type GiftconShop, useBuyGiftcon } from './api';
import styles from './dialogs.module.css';

export type ShopItem = GiftconShop['items'][number];

interface Props {
  item: ShopItem | null;
  balance: number;
  phone: GiftconShop['PHONE'];
  onClose: () => void;
}

/**
 * The confirmation before a coupon is bought. Its request id is made when it opens, so a double
 * press of 구매 (or a retry after a dropped answer) buys once.
 */
export function BuyDialog({ item, balance, phone, onClose }: Props) {
  const { t } = useTranslation('gifts');
  const buy = useBuyGiftcon();
  const [requestId, setRequestId] = useState('');
  const [error, setError] = useState<{ text: string; short: boolean } | null>(null);

  useEffect(() => {
    if (item) {
      setRequestId(crypto.randomUUID());
      setError(null);
    }
  }, [item]);

  if (!item) return <Dialog open={false} onOpenChange={() => undefined} title="" />;
  const missing = Math.max(0, item.POINTS - balance);
  const hasPhone = phone?.USER_PHONE === '01';

  const close = () => {
    if (!buy.isPending) onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await buy.mutateAsync({ item: item.CODE, requestId });
      toast(t('buy.success', { label: item.LABEL }), { tone: 'success' });
      onClose();
    } catch (err) {
      setError({ text: errorMessage(err), short: isApiError(err) && err.code === 'E003' });
      // A refused or refunded purchase is over; pressing again is a new one.
      setRequestId(crypto.randomUUID());
    }
  };
  const topup = (
    <Link to="/cafeteria" className={buttonClass('secondary', 'sm')} onClick={onClose}>
      {t('buy.topup')}
    </Link>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('buy.title')}
      hideClose={buy.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={buy.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={buy.isPending}
            disabled={!hasPhone || missing > 0}
            data-testid="giftcon-confirm"
          >
            {hasPhone ? t('buy.confirm', { points: item.POINTS }) : t('buy.need_phone')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.confirmText}>
          {t('buy.body', {
            brand: item.BRAND,
            label: item.LABEL,
            points: item.POINTS,
            phone: phone?.PHONE_MASKED ?? '-',
          })}
        </p>
        <p className={styles.muted}>{t('shop.balance', { value: balance })}</p>
        {missing > 0 ? (
          <div className={styles.shortNote} role="status">
            <span>{t('buy.body_short', { missing })}</span>
            {topup}
          </div>
        ) : null}
        {!hasPhone ? <p className={styles.errorText}>{t('phone.missing')}</p> : null}
        {error ? (
          <div className={styles.errorNote} role="alert">
            <span>{error.text}</span>
            {error.short ? topup : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
