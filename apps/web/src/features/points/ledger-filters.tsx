import { type LedgerKindCode, ledgerKinds } from '@sidequest/shared';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { recentSeoulMonths } from './months';
import styles from './points.module.css';

export interface LedgerFilterValue {
  kind?: LedgerKindCode;
  month?: string;
}

export interface LedgerFiltersProps {
  value: LedgerFilterValue;
  onChange: (next: LedgerFilterValue) => void;
  /** The kinds that make sense for this history (exp has no top-ups or gifts). */
  kinds: readonly LedgerKindCode[];
  /** Names the group for screen readers (포인트 내역 / 경험치 내역). */
  label: string;
}

/** Kind chips (전체, 충전, 사용 …) and a month select; both narrow the history on the server. */
export function LedgerFilters({ value, onChange, kinds, label }: LedgerFiltersProps) {
  const { t } = useTranslation('points');
  const monthId = useId();
  const chip = (kind: LedgerKindCode | undefined, text: string) => (
    <button
      key={kind ?? 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={value.kind === kind}
      onClick={() => onChange({ ...value, kind })}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.filters}>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{t('filters.kind_label', { history: label })}</legend>
        {chip(undefined, t('filters.all'))}
        {kinds.map((k) => chip(k, ledgerKinds.label(k)))}
      </fieldset>
      <label htmlFor={monthId} className="visually-hidden">
        {t('filters.month_label', { history: label })}
      </label>
      <select
        id={monthId}
        className={styles.month}
        value={value.month ?? ''}
        onChange={(e) => onChange({ ...value, month: e.target.value || undefined })}
      >
        <option value="">{t('filters.all_months')}</option>
        {recentSeoulMonths().map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
    </div>
  );
}
