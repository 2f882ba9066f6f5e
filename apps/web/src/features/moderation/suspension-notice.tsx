import { moderationApi } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import styles from './suspension-notice.module.css';

/**
 * Query keys of this feature. `me` ends with the viewer's number so one member's state never shows
 * to the next one on a shared browser; invalidate `['moderation', 'me']` to refresh whoever it is.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  me: (viewer: number | null) => ['moderation', 'me', viewer] as const,
  reports: (status: string) => ['moderation', 'reports', status] as const,
};

/** The viewer's posting suspension and operator flag; idle (no data) for visitors. */
export function useMySuspension() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  return useQuery({
    queryKey: moderationKeys.me(viewer),
    queryFn: ({ signal }) => callApi(moderationApi.mySuspension, { signal }),
    enabled: isLoggedIn && viewer !== null,
    // A suspension changes rarely; a minute spares a request on every composer opening.
    staleTime: 60_000,
  });
}

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
