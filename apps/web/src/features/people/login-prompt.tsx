import { useTranslation } from '../../lib/texts/react';
import { useLoginAsk } from '../../app/use-login-ask';

export type LoginReason = 'follow' | 'favourite';

/**
 * Visitors who press 팔로우 or the heart are asked to log in, and come back to this page after
 * (app/use-login-ask.tsx). `ask(reason)` is true when the caller must stop.
 */
export function useLoginPrompt() {
  const { t } = useTranslation('people');
  return useLoginAsk<LoginReason>({
    title: t('directory.login.title'),
    describe: (reason) => t(`directory.login.${reason}`),
    confirm: t('directory.login.confirm'),
    cancel: t('directory.login.cancel'),
  });
}
