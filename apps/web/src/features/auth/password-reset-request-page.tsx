import { isEmail } from '@sidequest/shared';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation } from '../../lib/router';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { AuthCard, FormError } from './auth-card';
import styles from './auth.module.css';
import { useRequestPasswordReset } from './password-reset-api';
import own from './password-reset.module.css';

/**
 * "비밀번호를 잊으셨나요?": asks for the reset mail. The result says the same thing for every
 * address, as the server does, so the page cannot be used to find out who is a member.
 */
export function PasswordResetRequestPage() {
  const { t } = useTranslation(['join', 'alert']);
  const location = useLocation();
  // The log-in form hands over what was typed there, so nobody types it twice.
  const typed = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === 'string' ? typed : '');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const request = useRequestPasswordReset();

  useEffect(() => {
    document.title = t('join:password_reset.document_title');
  }, [t]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (request.isPending) return;
    const value = email.trim();
    const found = !value
      ? t('join:login.email_required')
      : isEmail(value)
        ? undefined
        : t('join:email.invalid');
    setError(found);
    if (found) return emailRef.current?.focus();
    request.mutate(value, {
      onSuccess: () => setSentTo(value),
      onError: (err) => {
        if (isApiError(err) && err.fields.email) {
          setError(err.fields.email);
          emailRef.current?.focus();
        }
      },
    });
  };

  const formError =
    request.error && !(isApiError(request.error) && request.error.fields.email)
      ? isApiError(request.error)
        ? request.error.message
        : t('alert:error.unknown')
      : null;

  if (sentTo) {
    return (
      <AuthCard title={t('join:password_reset.title')}>
        <div className={own.sent} role="status">
          <p className={own.sentTitle}>
            <MailCheck size={22} aria-hidden="true" />
            {t('join:password_reset.sent_title')}
          </p>
          <p className={own.address}>{sentTo}</p>
          <p>{t('join:password_reset.sent_body')}</p>
          <p className={own.hint}>{t('join:password_reset.sent_hint')}</p>
        </div>
        <div className={own.actions}>
          <Button
            variant="secondary"
            block
            onClick={() => {
              request.reset();
              setSentTo(null);
              // The field is back on the next render; focus it then.
              requestAnimationFrame(() => emailRef.current?.select());
            }}
          >
            {t('join:password_reset.send_again')}
          </Button>
        </div>
        <p className={styles.switch}>
          <Link to="/login">{t('join:password_reset.back_to_login')}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('join:password_reset.title')} subtitle={t('join:password_reset.subtitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField
          ref={emailRef}
          label={t('join:email.label')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('join:email.placeholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          onEnter={() => submit()}
          error={error}
          required
          autoFocus
        />
        <Button type="submit" size="lg" block loading={request.isPending}>
          {t('join:password_reset.send')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('join:password_reset.remembered')}{' '}
        <Link to="/login">{t('join:password_reset.back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}
