import { Ban } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useMySuspension } from './api';
import styles from './suspension-notice.module.css';

// The app's user menu reads the operator flag through this module.
export { useMySuspension } from './api';

/**
 * Tells a suspended member, where they would write, until when and why they cannot post, and where
 * to ask. Renders nothing for everyone else (and while the state is loading or failed: the server
 * refuses the post anyway, with the same reason in its message).
 */
export function SuspensionNotice() {
  const { t } = useTranslation('moderation');
  const { data } = useMySuspension();
  const suspension = data?.suspension;
  if (!suspension) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="suspension-notice">
      <Ban size={20} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{t('suspension.title', { until: suspension.until_label })}</p>
        <p className={styles.reason}>{t('suspension.reason', { reason: suspension.reason })}</p>
        <p className={styles.help}>
          {t('suspension.help')}{' '}
          <Link to="/faq" className={styles.link}>
            {t('suspension.contact')}
          </Link>
        </p>
      </div>
    </div>
  );
}
