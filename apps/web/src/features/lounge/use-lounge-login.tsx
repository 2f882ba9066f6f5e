import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../app/store';
import { ConfirmDialog } from '../../ui/dialog';

export type LoungeLoginReason = 'like' | 'react' | 'vote' | 'reply' | 'write' | 'report';

/**
 * Visitors who like, react, vote, reply or write are asked to log in and come back to this page
 * after — the same flow as people/login-prompt.tsx, with the lounge's own reasons.
 */
export function useLoungeLogin() {
  const { t } = useTranslation('lounge');
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [reason, setReason] = useState<LoungeLoginReason | null>(null);

  /** True when the visitor had to be asked (the caller stops there). */
  const ask = (why: LoungeLoginReason): boolean => {
    if (isLoggedIn) return false;
    setReason(why);
    return true;
  };
  /** After the server said E001 (the session ended meanwhile). */
  const force = (why: LoungeLoginReason) => setReason(why);

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
