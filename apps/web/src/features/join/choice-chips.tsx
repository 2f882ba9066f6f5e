import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import styles from './choice-chips.module.css';
import fields from './field-group.module.css';

export interface ChoiceOption {
  code: string;
  label: string;
  icon?: LucideIcon | undefined;
}

interface GroupProps {
  legend: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** A counter or other note shown at the legend's right (e.g. "2/5"). */
  aside?: ReactNode;
  children: ReactNode;
  name: string;
}

/** A labelled group of choices; the legend carries the required asterisk like TextField does. */
export function ChoiceGroup({ legend, required, hint, error, aside, children, name }: GroupProps) {
  const { t } = useTranslation('join');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={fields.group}
      aria-describedby={error ? errorId : hint ? hintId : undefined}
      aria-invalid={error ? true : undefined}
      data-field={name}
    >
      <legend className={fields.legend}>
        <span>
          {legend}
          {required ? (
            <span className={fields.required} aria-hidden="true">
              *
            </span>
          ) : null}
          {required ? <span className="visually-hidden"> {t('steps.required_sr')}</span> : null}
        </span>
        {aside ? <span className={fields.legendAside}>{aside}</span> : null}
      </legend>
      {children}
      {error ? (
        <p id={errorId} className={fields.fieldError} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className={fields.fieldHint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

interface SingleProps extends Omit<GroupProps, 'children'> {
  options: readonly ChoiceOption[];
  value: string | null | undefined;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** One choice among chips: native radio buttons, so arrow keys and screen readers work as usual. */
export function SingleChips({ options, value, onChange, disabled, ...group }: SingleProps) {
  return (
    <ChoiceGroup {...group}>
      <div className={styles.chips}>
        {options.map((o) => (
          <label key={o.code} className={styles.chip} data-disabled={disabled || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={group.name}
              value={o.code}
              checked={value === o.code}
              disabled={disabled}
              onChange={() => onChange(o.code)}
            />
            <span className={styles.chipFace}>
              {o.icon ? <o.icon size={15} aria-hidden="true" /> : null}
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

interface MultiProps extends Omit<GroupProps, 'children'> {
  options: readonly ChoiceOption[];
  values: readonly string[];
  onChange: (codes: string[]) => void;
  max: number;
}

/** Several choices among chips (checkboxes); past `max` the rest are disabled until one is unticked. */
export function MultiChips({ options, values, onChange, max, ...group }: MultiProps) {
  const full = values.length >= max;
  return (
    <ChoiceGroup {...group}>
      <div className={styles.chips}>
        {options.map((o) => {
          const checked = values.includes(o.code);
          return (
            <label key={o.code} className={styles.chip} data-disabled={(!checked && full) || undefined}>
              <input
                type="checkbox"
                className="visually-hidden"
                name={group.name}
                value={o.code}
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(checked ? values.filter((v) => v !== o.code) : [...values, o.code])}
              />
              <span className={styles.chipFace}>
                {checked ? (
                  <Check size={15} aria-hidden="true" />
                ) : o.icon ? (
                  <o.icon size={15} aria-hidden="true" />
                ) : null}
                {o.label}
              </span>
            </label>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
