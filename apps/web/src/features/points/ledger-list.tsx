import { formatDate, type LedgerEntry, formatNumber } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import styles from './points.module.css';

/**
 * History rows: what happened (with its kind), when, how much moved and what was left after. The
 * running balance makes each row checkable against the one below it.
 */
export function LedgerList({ entries, unit }: { entries: readonly LedgerEntry[]; unit: 'point' | 'exp' }) {
  const { t } = useTranslation('points');
  const amount = (n: number) => formatNumber(n);
  return (
    <ul className={styles.ledger} data-testid={`${unit}-ledger`}>
      {entries.map((e) => (
        <li key={e.ENTRY_NO} className={styles.row}>
          <div className={styles.rowText}>
            <span className={styles.reason}>
              <span className={styles.kind}>{e.KIND_LABEL}</span>
              {e.REASON_LABEL}
            </span>
            {e.MEMO ? <span className={styles.memo}>{e.MEMO}</span> : null}
            <time className={styles.date} dateTime={e.CREATED_AT}>
              {formatDate(e.CREATED_AT)}
            </time>
          </div>
          <div className={styles.amounts}>
            <span className={e.DELTA >= 0 ? styles.plus : styles.minus}>
              {t(unit === 'point' ? 'delta_point' : 'delta_exp', {
                sign: e.DELTA >= 0 ? '+' : '−',
                value: amount(Math.abs(e.DELTA)),
              })}
            </span>
            <span className={styles.after}>
              {t(unit === 'point' ? 'after_point' : 'after_exp', { value: amount(e.BALANCE_AFTER) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
