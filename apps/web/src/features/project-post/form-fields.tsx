import { X } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import styles from './project-post.module.css';

export const opts = (c: { items: readonly { code: string; label: string }[] }) =>
  c.items.map((i) => ({ code: i.code, label: i.label }));

export function fieldError(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return nested ? errors[nested] : undefined;
}

/** Choice chips for a short catalogue (type, meeting mode …): a radio group people can tab through. */
export function ChipChoice({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { code: string; label: string }[];
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.chipGroup} data-field={name}>
      <legend className={styles.fieldLabel}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.chips}>
        {options.map((o) => (
          <label key={o.code} className={styles.choice} data-checked={value === o.code || undefined}>
            <input
              type="radio"
              name={name}
              value={o.code}
              checked={value === o.code}
              onChange={() => onChange(o.code)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function RemovableTag({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('project');
  return (
    <span className={styles.tag}>
      {label}
      <button
        type="button"
        className={styles.tagRemove}
        aria-label={t('post.form.remove', { label })}
        onClick={onRemove}
      >
        <X size={14} />
      </button>
    </span>
  );
}
