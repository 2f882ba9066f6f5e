import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import styles from './state.module.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  /** The next action: usually a Button or a link styled as one. */
  action?: ReactNode;
  compact?: boolean;
}

export function EmptyState({ icon, title, message, action, compact }: EmptyStateProps) {
  return (
    <div className={[styles.state, compact ? styles.compact : ''].join(' ')} data-testid="empty-state">
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={26} />}
      </span>
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
