import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import styles from './field.module.css';
import { decideEnter } from './ime';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shows the red asterisk and sets aria-required. */
  required?: boolean;
  /** Error text; marks the input invalid and is announced. */
  error?: ReactNode;
  /** Helper text under the input (hidden while an error shows). */
  hint?: ReactNode;
  /** A positive status line (for example "사용할 수 있는 닉네임이에요"). */
  success?: ReactNode;
  /** Called for a plain Enter only: never mid-composition (한글) and never with Shift. */
  onEnter?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** Content placed inside the input's right edge (for example a show/hide button). */
  trailing?: ReactNode;
  hideLabel?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, required, error, hint, success, onEnter, trailing, hideLabel, id, className, onKeyDown, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `f${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, !error && (hint || success) ? hintId : null]
    .filter(Boolean)
    .join(' ');

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    const decision = decideEnter(e);
    // Block the browser's implicit form submission while a syllable is being composed.
    if (decision === 'composing') {
      e.preventDefault();
      return;
    }
    if (decision === 'submit' && onEnter) {
      e.preventDefault();
      onEnter(e);
    }
  };

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          className={[styles.input, trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={handleKeyDown}
          {...rest}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : success ? (
        <p id={hintId} className={styles.success} aria-live="polite">
          {success}
        </p>
      ) : hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
