import { useTranslation } from '../../lib/texts/react';
import { useLoginAsk } from '../../app/use-login-ask';

export type LoungeLoginReason = 'like' | 'react' | 'vote' | 'reply' | 'write' | 'report';

/** Visitors who like, react, vote, reply or write are asked to log in (app/use-login-ask.tsx). */
export function useLoungeLogin() {
  const { t } = useTranslation('lounge');
  return useLoginAsk<LoungeLoginReason>({
    title: t('login.title'),
    describe: (reason) => t(`login.${reason}`),
    confirm: t('login.confirm'),
    cancel: t('login.cancel'),
  });
}
