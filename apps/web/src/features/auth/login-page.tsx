import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { SocialLoginButtons, useOAuthErrorMessage } from '../identity/social-login-buttons';
import { AuthCard, FormError } from './auth-card';
import styles from './auth.module.css';
import own from './password-reset.module.css';
import { useLogin } from './session-api';

/** Only same-site paths are followed after login (no open redirect). */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginPage() {
  const { t } = useTranslation(['join', 'common', 'alert']);
  const navigate = useNavigate();
  const location = useLocation();
  // Only a session the server confirmed on this page load counts; the persisted flag may be stale.
  const isLoggedIn = useUserStore((s) => s.isLoggedIn && s.sessionVerified);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const submitting = login.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const next = safeNext((location.state as { from?: unknown } | null)?.from);
  // A social log-in that failed comes back here with ?error=<code>.
  const oauthError = useOAuthErrorMessage();

  useEffect(() => {
    document.title = t('join:login.document_title');
  }, [t]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (submitting) return;
    const found: { email?: string; password?: string } = {};
    if (!email.trim()) found.email = t('join:login.email_required');
    if (!password) found.password = t('join:login.password_required');
    setErrors(found);
    setFormError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    try {
      const res = await login.mutateAsync({ email: email.trim(), password });
      toast(t('alert:login.welcome_title', { nickname: res.user.nickname }), { tone: 'success' });
      navigate(next, { replace: true });
    } catch (err) {
      if (isApiError(err) && (err.fields.email || err.fields.password)) {
        setErrors({ email: err.fields.email, password: err.fields.password });
      } else {
        setFormError(isApiError(err) ? err.message : t('alert:error.unknown'));
      }
      passwordRef.current?.select();
    }
  };

  if (isLoggedIn && !submitting) return <Navigate to={next} replace />;

  return (
    <AuthCard title={t('join:login.title')} subtitle={t('join:login.subtitle')}>
      <SocialLoginButtons next={next} />
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <FormError message={formError ?? oauthError} />
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
            setErrors((s) => ({ ...s, email: undefined }));
          }}
          onEnter={() => void submit()}
          error={errors.email}
          required
        />
        <PasswordField
          ref={passwordRef}
          label={t('join:password.label')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((s) => ({ ...s, password: undefined }));
          }}
          onEnter={() => void submit()}
          error={errors.password}
          required
        />
        <p className={own.forgot}>
          {/* What was typed in the e-mail box comes along, so it is not typed twice. */}
          <Link to="/password/reset" state={{ email: email.trim() }}>
            {t('join:login.forgot_password')}
          </Link>
        </p>
        <Button type="submit" size="lg" block loading={submitting}>
          {t('common:auth.login')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('join:login.no_account')} <Link to="/join">{t('common:auth.join')}</Link>
      </p>
    </AuthCard>
  );
}
