import { useState } from 'react';
import { useLocation, useNavigate } from '../lib/router';
import { ConfirmDialog } from '../ui/dialog';
import { loginCheckInFlight } from './session';
import { useUserStore } from './store';

export interface LoginAskTexts<R extends string> {
  title: string;
  describe: (reason: R) => string;
  confirm: string;
  cancel: string;
}

/**
 * "로그인이 필요해요" before a visitor likes, follows, writes…, coming back to this page after
 * logging in. The feature hooks (lounge, expo, people) give only their words.
 *
 * The logged-in flag is kept between visits, but a member whose browser has not kept it (another
 * device's storage cleared, a first visit through a link) is a visitor until this page's session
 * check answers. A click in that moment waits for the answer instead of asking a member to log
 * in; `retry` then runs the action for a member. It is the handler of the render that was clicked,
 * so it does what the person saw on the button (팔로우 follows even if the member's own view,
 * arriving after, would have said 팔로잉: the server takes a repeated follow or like as done).
 */
export function useLoginAsk<R extends string>(texts: LoginAskTexts<R>) {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [reason, setReason] = useState<R | null>(null);

  /** True when the caller must stop: the visitor is asked, or the session check still runs. */
  const ask = (why: R, retry?: () => void): boolean => {
    if (useUserStore.getState().isLoggedIn) return false;
    const pending = loginCheckInFlight();
    if (!pending) {
      setReason(why);
      return true;
    }
    void pending.then(() => {
      if (!useUserStore.getState().isLoggedIn) setReason(why);
      else retry?.();
    });
    return true;
  };
  /** After the server said E001 (the session ended meanwhile). */
  const force = (why: R) => setReason(why);

  const dialog = (
    <ConfirmDialog
      open={reason !== null}
      onOpenChange={(open) => (open ? undefined : setReason(null))}
      title={texts.title}
      description={reason ? texts.describe(reason) : ''}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      tone="primary"
      onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
    />
  );
  return { ask, force, dialog, isLoggedIn };
}
