import { formatNumber } from '@sidequest/shared';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import fieldStyles from './field.module.css';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  error?: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, control, and the error or hint under it — the same shape as ui/TextField. */
function FieldShell({ id, label, required, error, hint, aside, children }: FieldShellProps) {
  return (
    <div className={fieldStyles.field}>
      <div className={fieldStyles.labelRow}>
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
          {required ? (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {aside ? <span className={fieldStyles.labelAside}>{aside}</span> : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectOption {
  code: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  /** A first, empty choice (e.g. "선택 안 함") that stands for ''. */
  placeholder?: string;
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  placeholder,
  required,
  id,
  ...rest
}: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? `s${auto}`;
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} hint={hint}>
      <select
        id={fieldId}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        required={required}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxChars: number;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A textarea with a live character count; the count turns red past the limit. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxChars,
  error,
  hint,
  required,
  id,
  rows = 6,
  ...rest
}: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? `t${auto}`;
  const count = [...value].length;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      aside={
        <span className={count > maxChars ? fieldStyles.countOver : fieldStyles.count} aria-live="polite">
          {formatNumber(count)}/{formatNumber(maxChars)}
        </span>
      }
    >
      <textarea
        id={fieldId}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        value={value}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error || count > maxChars ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        required={required}
        {...rest}
      />
    </FieldShell>
  );
}

export interface MonthFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** yyyy-MM; browsers without a month picker show a text box with the pattern as placeholder. */
export function MonthField({ label, value, onChange, error, required, disabled }: MonthFieldProps) {
  const auto = useId();
  const fieldId = `m${auto}`;
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error}>
      <input
        id={fieldId}
        type="month"
        className={fieldStyles.input}
        value={value}
        min="1950-01"
        max="2099-12"
        placeholder="2024-03"
        pattern="\d{4}-\d{2}"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        required={required}
        disabled={disabled}
      />
    </FieldShell>
  );
}
