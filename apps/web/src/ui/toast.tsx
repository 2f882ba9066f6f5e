import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from '../lib/texts/react';
import styles from './toast.module.css';
import { useToastStore } from './toast-store';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/** Renders the toasts. One instance lives in the app shell. */
export function ToastViewport() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className={styles.viewport} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((item) => {
        const Icon = ICONS[item.tone];
        return (
          <div key={item.id} className={`${styles.toast} ${styles[item.tone]}`} data-testid="toast">
            <Icon className={styles.icon} size={18} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.title}>{item.title}</p>
              {item.description ? <p className={styles.description}>{item.description}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(item.id)}
              aria-label={t('action.close_notice')}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
