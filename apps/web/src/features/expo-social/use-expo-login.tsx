import { useTranslation } from '../../lib/texts/react';
import { useLoginAsk } from '../../app/use-login-ask';

export type ExpoLoginReason = 'support' | 'like' | 'review' | 'forum' | 'react';

/**
 * Visitors who support, like, review or write in a booth's forum are asked to log in and come
 * back to the booth after (app/use-login-ask.tsx, with the booth's own words).
 */
export function useExpoLogin() {
  const { t } = useTranslation('expo_social');
  return useLoginAsk<ExpoLoginReason>({
    title: t('login.title'),
    describe: (reason) => t(`login.${reason}`),
    confirm: t('login.confirm'),
    cancel: t('login.cancel'),
  });
}
