import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/texts/react';
import { Button } from './button';
import styles from './state.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  /** Usually the server's Korean message (ApiError.message). */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
}

export function ErrorState({ title, message, onRetry, retrying, compact }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={[styles.state, compact ? styles.compact : ''].join(' ')}
      role="alert"
      data-testid="error-state"
    >
      <span className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true">
        <TriangleAlert size={24} />
      </span>
      <p className={styles.title}>{title ?? t('state.error_title')}</p>
      <p className={styles.message}>{message ?? t('state.error_message')}</p>
      {onRetry ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={onRetry}
            loading={retrying}
            icon={<RotateCw size={16} aria-hidden="true" />}
          >
            {t('action.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
