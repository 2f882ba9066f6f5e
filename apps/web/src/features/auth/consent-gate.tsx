import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { logout } from '../../app/session';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { AuthCard, FormError } from './auth-card';
import styles from './auth.module.css';
import { useAgreeTerms } from './consent-api';
import {
  CONSENT_KEYS,
  ConsentBlock,
  type ConsentErrors,
  consentInputId,
  missingConsents,
  NO_CONSENT,
  REQUIRED_CONSENTS,
} from './consent-block';

const GATE_ID = 'gate-consent';

/**
 * A Kakao or Naver newcomer's first stop: their account exists (the provider made it) but they
 * have not agreed to our terms, so the stepped sign-up waits behind the same four boxes as the
 * e-mail form. The server refuses every step until the agreement is recorded.
 */
export function ConsentGate() {
  const { t } = useTranslation(['join', 'alert']);
  const agree = useAgreeTerms();
  const [consent, setConsent] = useState(NO_CONSENT);
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (agree.isPending) return;
    const unticked = missingConsents(consent, (key) => t(`join:consent.error.${key}`));
    setErrors(unticked);
    setFormError(null);
    const first = REQUIRED_CONSENTS.find((k) => unticked[k]);
    if (first) {
      document.getElementById(consentInputId(GATE_ID, first))?.focus();
      return;
    }
    try {
      await agree.mutateAsync(consent);
    } catch (err) {
      if (!isApiError(err)) {
        setFormError(t('alert:error.unknown'));
        return;
      }
      const boxes: ConsentErrors = {};
      for (const key of CONSENT_KEYS) if (err.fields[key]) boxes[key] = err.fields[key];
      setErrors(boxes);
      setFormError(err.message);
    }
  };

  return (
    <AuthCard title={t('join:consent.gate.title')} subtitle={t('join:consent.gate.description')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <ConsentBlock
          value={consent}
          onChange={(next) => {
            setConsent(next);
            setErrors((errs) => {
              const kept: ConsentErrors = {};
              for (const key of REQUIRED_CONSENTS) if (errs[key] && !next[key]) kept[key] = errs[key];
              return kept;
            });
          }}
          errors={errors}
          idPrefix={GATE_ID}
        />
        <Button type="submit" size="lg" block loading={agree.isPending}>
          {t('join:consent.gate.submit')}
        </Button>
        <Button
          variant="ghost"
          block
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          {t('join:consent.gate.logout')}
        </Button>
      </form>
    </AuthCard>
  );
}
