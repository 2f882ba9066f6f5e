import { GIFT_DAILY_CAP, GIFT_MESSAGE_MAX, giftOptions } from '@sidequest/shared';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/fields';
import { toast } from '../../ui/toast-store';
import { useGift, useGiftconShop } from './api';
import styles from './dialogs.module.css';

interface Props {
  /** The receiver's nickname; null keeps the dialog closed. */
  nickname: string | null;
  onClose: () => void;
}

/**
 * 포인트 선물: pick 1–5 points and a message, then confirm. The request id is made when the
 * confirmation opens, so pressing 선물 보내기 twice (or a retry) gifts once.
 */
export function GiftDialog({ nickname, onClose }: Props) {
  const { t } = useTranslation('gifts');
  const shop = useGiftconShop();
  const send = useGift();
  const [points, setPoints] = useState(1);
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; short: boolean } | null>(null);

  const balance = shop.data?.BALANCE ?? null;
  const missing = balance === null ? 0 : Math.max(0, points - balance);
  const tooLong = [...message].length > GIFT_MESSAGE_MAX;

  const close = () => {
    if (send.isPending) return;
    setPoints(1);
    setMessage('');
    setRequestId(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!nickname || !requestId) return;
    setError(null);
    try {
      await send.mutateAsync({ to: nickname, points, message: message.trim(), requestId });
      toast(t('dialog.success', { nickname, points }), { tone: 'success' });
      close();
    } catch (err) {
      const short = isApiError(err) && err.code === 'E003';
      setError({ text: errorMessage(err), short });
      // Anything but a refusal of this exact gift may be tried again as a new request.
      setRequestId(null);
    }
  };

  const topup = (
    <Link to="/cafeteria" className={buttonClass('secondary', 'sm')} onClick={close}>
      {t('dialog.topup')}
    </Link>
  );

  return (
    <Dialog
      open={nickname !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={requestId ? t('dialog.confirm_title') : t('dialog.title', { nickname })}
      description={requestId ? undefined : t('dialog.description', { nickname })}
      hideClose={send.isPending}
      footer={
        requestId ? (
          <>
            <Button variant="secondary" onClick={() => setRequestId(null)} disabled={send.isPending}>
              {t('dialog.back')}
            </Button>
            <Button onClick={() => void submit()} loading={send.isPending} data-testid="gift-send">
              {t('dialog.send')}
            </Button>
          </>
        ) : (
          <Button
            block
            onClick={() => {
              setError(null);
              setRequestId(crypto.randomUUID());
            }}
            disabled={tooLong || missing > 0 || balance === null}
            data-testid="gift-next"
          >
            {t('dialog.next', { points })}
          </Button>
        )
      }
    >
      {requestId ? (
        <div className={styles.dialogBody}>
          <p className={styles.confirmText}>{t('dialog.confirm_body', { nickname, points })}</p>
          {message.trim() ? (
            <blockquote className={styles.quote}>
              <span className={styles.muted}>{t('dialog.confirm_message')}</span>
              <span>{message.trim()}</span>
            </blockquote>
          ) : null}
        </div>
      ) : (
        <div className={styles.dialogBody}>
          <p className={styles.balanceLine} data-testid="gift-balance">
            <Coins size={16} aria-hidden="true" />
            {balance === null ? t('dialog.balance_loading') : t('dialog.balance', { value: balance })}
          </p>
          <fieldset className={styles.amounts}>
            <legend className={styles.label}>{t('dialog.amount_label')}</legend>
            <div className={styles.chips}>
              {giftOptions.items.map((o) => (
                <button
                  key={o.code}
                  type="button"
                  className={`${styles.amountChip} ${o.points === points ? styles.amountOn : ''}`}
                  aria-pressed={o.points === points}
                  onClick={() => setPoints(o.points)}
                >
                  {t('dialog.amount_chip', { value: o.points })}
                </button>
              ))}
            </div>
          </fieldset>
          {missing > 0 ? (
            <div className={styles.shortNote} role="status">
              <span>{t('dialog.short', { missing })}</span>
              {topup}
            </div>
          ) : null}
          <TextAreaField
            label={t('dialog.message_label')}
            value={message}
            onChange={setMessage}
            maxChars={GIFT_MESSAGE_MAX}
            rows={3}
            placeholder={t('dialog.message_placeholder')}
            error={tooLong ? t('dialog.too_long', { max: GIFT_MESSAGE_MAX }) : undefined}
          />
          <p className={styles.muted}>{t('dialog.daily_note', { cap: GIFT_DAILY_CAP })}</p>
        </div>
      )}
      {error ? (
        <div className={styles.errorNote} role="alert">
          <span>{error.text}</span>
          {error.short ? topup : null}
        </div>
      ) : null}
    </Dialog>
  );
}
