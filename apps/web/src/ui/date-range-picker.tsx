import { type DateRange, UNSET_DATE } from '@sidequest/shared';
import { useId } from 'react';
import { useTranslation } from '../lib/texts/react';
import { changeEnd, changeStart, rangeDays } from './date-range';
import styles from './date-range-picker.module.css';

export interface DateRangePickerProps {
  label: string;
  value: DateRange;
  onChange: (next: DateRange) => void;
  required?: boolean;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

const toInput = (v: string) => (v === UNSET_DATE ? '' : v);

export function DateRangePicker({
  label,
  value,
  onChange,
  required,
  min,
  max,
  disabled,
}: DateRangePickerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const days = rangeDays(value);
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.row}>
        <label className={styles.side} htmlFor={`${id}-start`}>
          <span className={styles.sideLabel}>{t('date_range.start')}</span>
          <input
            id={`${id}-start`}
            type="date"
            className={styles.input}
            value={toInput(value.startDate)}
            min={min}
            max={max}
            required={required}
            onChange={(e) => onChange(changeStart(value, e.target.value))}
          />
        </label>
        <span className={styles.tilde} aria-hidden="true">
          ~
        </span>
        <label className={styles.side} htmlFor={`${id}-end`}>
          <span className={styles.sideLabel}>{t('date_range.end')}</span>
          <input
            id={`${id}-end`}
            type="date"
            className={styles.input}
            value={toInput(value.endDate)}
            min={value.startDate !== UNSET_DATE ? value.startDate : min}
            max={max}
            required={required}
            onChange={(e) => onChange(changeEnd(value, e.target.value))}
          />
        </label>
        <output
          className={[styles.days, days === null ? styles.daysUnset : ''].join(' ')}
          aria-live="polite"
          data-testid="date-range-days"
        >
          {days === null ? t('date_range.unset') : t('date_range.days', { count: days })}
        </output>
      </div>
    </fieldset>
  );
}
