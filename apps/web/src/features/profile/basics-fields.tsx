import { jobGroups, jobsInGroup } from '@sidequest/shared';
import { useId } from 'react';
import fieldStyles from '../../ui/field.module.css';
import styles from './basics-fields.module.css';

export function JobSelect({
  label,
  value,
  onChange,
  error,
  emptyLabel,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  emptyLabel: string;
}) {
  const id = `j${useId()}`;
  return (
    <div className={`${fieldStyles.field} ${styles.wide}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{emptyLabel}</option>
        {jobGroups.items
          .filter((g) => g.code !== '00')
          .map((g) => (
            <optgroup key={g.code} label={g.label}>
              {jobsInGroup(g.code).map((j) => (
                <option key={j.code} value={j.code}>
                  {j.label}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
