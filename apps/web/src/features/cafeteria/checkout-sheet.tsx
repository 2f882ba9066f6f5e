import type { PaymentMode } from '@sidequest/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import shared from './cafeteria.module.css';
import styles from './checkout-sheet.module.css';
import { useCheckout } from './checkout';
import { type Choice, won } from './choices';

export function choiceName(t: (key: string, vars?: Record<string, unknown>) => string, choice: Choice) {
  return choice.kind === 'topup'
    ? t('checkout.topup_name', { label: choice.label })
    : t('checkout.package_name', { code: choice.code, label: choice.label });
}

/**
 * The confirmation sheet between a card and the payment window: what is bought, what the card is
 * charged, what is credited, the refund rule, and an explicit agreement before paying.
 */
export function CheckoutSheet({
  choice,
  mode,
  refundDays,
  onClose,
}: {
  choice: Choice | null;
  mode: PaymentMode;
  refundDays: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('payment');
  const checkout = useCheckout();
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();

  const close = (open: boolean) => {
    if (open || checkout.busy) return;
    setAgreed(false);
    checkout.clearNote();
    onClose();
  };

  const charged = choice ? won(choice.chargeWon) : '';
  return (
    <Dialog
      open={choice !== null}
      onOpenChange={close}
      title={t('checkout.title')}
      description={t('checkout.description')}
      hideClose={checkout.busy}
      footer={
        choice ? (
          <>
            <Button variant="secondary" onClick={() => close(false)} disabled={checkout.busy}>
              {t('common:action.cancel')}
            </Button>
            <Button
              onClick={() => void checkout.pay(choice.code)}
              disabled={!agreed}
              loading={checkout.busy}
              data-testid="checkout-pay"
            >
              {mode === 'standin'
                ? t('checkout.pay_test', { amount: charged })
                : t('checkout.pay', { amount: charged })}
            </Button>
          </>
        ) : null
      }
    >
      {choice ? (
        <div className={styles.sheet}>
          {mode === 'standin' ? (
            <span className={`${shared.testBadge} ${styles.badge}`}>{t('shop.test_badge')}</span>
          ) : null}
          <dl className={shared.summary}>
            <div>
              <dt>{t('checkout.product')}</dt>
              <dd>{choiceName(t, choice)}</dd>
            </div>
            <div>
              <dt>{t('checkout.amount')}</dt>
              <dd>
                <strong className={styles.summaryAmount}>{t('unit.won', { value: charged })}</strong>
                {choice.chargeWon !== choice.amountWon ? (
                  <span className={styles.summaryNote}>
                    {t('checkout.amount_note', { chosen: won(choice.amountWon), charged })}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('checkout.reward')}</dt>
              <dd>
                {t('checkout.reward_points', { value: won(choice.points) })}
                {choice.activityScore > 0 ? (
                  <span className={styles.summaryNote}>
                    {t('checkout.reward_score', { value: won(choice.activityScore) })}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          <p className={styles.refundRule}>
            {t('checkout.refund_summary', { days: refundDays })}{' '}
            <Link to="/policy?term=refund_policy" target="_blank" rel="noopener">
              {t('checkout.refund_link')}
            </Link>
          </p>
          <label className={styles.agree} htmlFor={agreeId}>
            <input
              id={agreeId}
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              disabled={checkout.busy}
            />
            <span>{t('checkout.agree')}</span>
          </label>
          {checkout.checking ? (
            <p className={shared.noteInfo} role="status">
              {t('checkout.checking')}
            </p>
          ) : checkout.note ? (
            <p
              className={checkout.note.tone === 'error' ? shared.noteError : shared.noteInfo}
              role={checkout.note.tone === 'error' ? 'alert' : 'status'}
            >
              {checkout.note.text}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
