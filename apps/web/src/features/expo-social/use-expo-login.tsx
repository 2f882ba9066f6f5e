import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../app/store';
import { ConfirmDialog } from '../../ui/dialog';

export type ExpoLoginReason = 'support' | 'like' | 'review' | 'forum' | 'react';

/**
 * Visitors who support, like, review or write in a booth's forum are asked to log in and come
 * back to the booth after (the lounge's flow, with the booth's own words).
 */
export function useExpoLogin() {
  const { t } = useTranslation('expo_social');
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [reason, setReason] = useState<ExpoLoginReason | null>(null);

  /** True when the visitor had to be asked (the caller stops there). */
  const ask = (why: ExpoLoginReason): boolean => {
    if (isLoggedIn) return false;
    setReason(why);
    return true;
  };
  /** After the server said E001 (the session ended meanwhile). */
  const force = (why: ExpoLoginReason) => setReason(why);

  const dialog = (
    <ConfirmDialog
      open={reason !== null}
      onOpenChange={(open) => (open ? undefined : setReason(null))}
      title={t('login.title')}
      description={reason ? t(`login.${reason}`) : ''}
      confirmLabel={t('login.confirm')}
      cancelLabel={t('login.cancel')}
      tone="primary"
      onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
    />
  );
  return { ask, force, dialog, isLoggedIn };
}
