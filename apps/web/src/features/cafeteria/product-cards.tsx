import { Coffee, Package } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import styles from './cafeteria.module.css';
import { type Choice, won } from './choices';

/**
 * One section of the shop: cards that open the confirmation sheet. When the shop is closed the
 * cards stay as a price list, disabled, so the prices are still honest information.
 */
export function ProductCards({
  choices,
  closed,
  onChoose,
  testId,
}: {
  choices: Choice[];
  closed: boolean;
  onChoose: (choice: Choice) => void;
  testId: string;
}) {
  const { t } = useTranslation('payment');
  return (
    <ul className={styles.grid} data-testid={testId}>
      {choices.map((c) => {
        const surcharged = c.chargeWon !== c.amountWon;
        // The short name says what is chosen; the description reads out what it gives and costs.
        const detail = `${testId}-${c.code}-detail`;
        const charge = `${testId}-${c.code}-charge`;
        return (
          <li key={c.code}>
            <button
              type="button"
              className={`${styles.product} ${surcharged ? styles.productNotice : ''}`}
              onClick={() => onChoose(c)}
              disabled={closed}
              aria-label={
                closed ? `${c.label} · ${t('shop.closed_choose')}` : t('shop.choose', { label: c.label })
              }
              aria-describedby={c.kind === 'topup' ? `${detail} ${charge}` : detail}
              data-code={c.code}
            >
              <span className={styles.productIcon} aria-hidden="true">
                {c.kind === 'topup' ? <Coffee size={20} /> : <Package size={20} />}
              </span>
              {c.kind === 'package' ? <span className={styles.productCode}>{c.code}</span> : null}
              <span className={styles.productTitle}>
                {c.kind === 'topup' ? c.label : t('unit.points', { value: won(c.points) })}
              </span>
              <span className={styles.productReward} id={detail}>
                {c.kind === 'topup' ? (
                  // Two unbreakable halves: a narrow card wraps between them, never inside 활동 점수.
                  <>
                    <span className={styles.nowrap}>{t('unit.points', { value: won(c.points) })}</span>{' '}
                    <span className={styles.nowrap}>
                      {t('unit.plus_score', { value: won(c.activityScore) })}
                    </span>
                  </>
                ) : (
                  t('unit.won', { value: won(c.chargeWon) })
                )}
              </span>
              {c.bonusPoints > 0 ? (
                <span className={styles.bonus}>{t('shop.bonus', { value: c.bonusPoints })}</span>
              ) : null}
              {c.kind === 'topup' ? (
                <span className={surcharged ? styles.chargeStrong : styles.charge} id={charge}>
                  {surcharged
                    ? t('shop.charged_note', { value: won(c.chargeWon) })
                    : t('shop.charged_as', { value: won(c.chargeWon) })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
