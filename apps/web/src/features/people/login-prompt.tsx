import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../app/store';
import { ConfirmDialog } from '../../ui/dialog';

export type LoginReason = 'follow' | 'favourite';

/**
 * Visitors who press 팔로우 or the heart are asked to log in, and come back to this page after.
 * Returns `ask(reason)` (true when the visitor had to be asked) and the dialog to render.
 */
export function useLoginPrompt() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [reason, setReason] = useState<LoginReason | null>(null);

  const ask = (why: LoginReason): boolean => {
    if (isLoggedIn) return false;
    setReason(why);
    return true;
  };
  /** After the server said E001 (the session ended meanwhile). */
  const force = (why: LoginReason) => setReason(why);

  const dialog = (
    <ConfirmDialog
      open={reason !== null}
      onOpenChange={(open) => (open ? undefined : setReason(null))}
      title={t('directory.login.title')}
      description={reason ? t(`directory.login.${reason}`) : ''}
      confirmLabel={t('directory.login.confirm')}
      cancelLabel={t('directory.login.cancel')}
      tone="primary"
      onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
    />
  );
  return { ask, force, dialog, isLoggedIn };
}
