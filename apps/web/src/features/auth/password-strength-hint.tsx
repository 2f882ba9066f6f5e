import { useTranslation } from '../../lib/texts/react';
import styles from './auth.module.css';
import type { PasswordStrength } from './password-strength';

/** The three-bar meter and its sentence under a new-password field (the sign-up form's look). */
export function PasswordStrengthHint({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation('join');
  const bars = strength === 'strong' ? 3 : strength === 'fair' ? 2 : strength === 'weak' ? 1 : 0;
  const barClass =
    strength === 'strong' ? styles.barStrong : strength === 'fair' ? styles.barFair : styles.barWeak;
  return (
    <span className={styles.strength}>
      {strength !== 'empty' ? (
        <span className={styles.bars} aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`${styles.bar} ${n <= bars ? barClass : ''}`} />
          ))}
        </span>
      ) : null}
      <span>{t(`join:password.strength_${strength}`)}</span>
    </span>
  );
}
