import { isEmail, NICKNAME_PATTERN } from '@sidequest/shared';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, Navigate, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { SocialLoginButtons } from '../identity/social-login-buttons';
import { AuthCard, FormError } from './auth-card';
import styles from './auth.module.css';
import {
  CONSENT_KEYS,
  ConsentBlock,
  type ConsentErrors,
  consentInputId,
  missingConsents,
  NO_CONSENT,
  REQUIRED_CONSENTS,
} from './consent-block';
import { passwordStrength } from './password-strength';
import { useRegister } from './session-api';
import { type Availability, useAvailability } from './use-availability';

type Field = 'email' | 'password' | 'nickname';
/** Prefix of the consent boxes' ids on this form. */
const CONSENT_ID = 'join-consent';
type FieldErrors = Partial<Record<Field, string>>;

/** Which field a coded server failure belongs to when the server sends no `fields`. */
const CODE_FIELD: Record<string, Field> = {
  INVALID_EMAIL: 'email',
  DUPLICATE_EMAIL: 'email',
  WEAK_PASSWORD: 'password',
  INVALID_NICKNAME: 'nickname',
  DUPLICATE_NICKNAME: 'nickname',
  RESERVED_NICKNAME: 'nickname',
};

function Checking({ label }: { label: string }) {
  return (
    <span className={styles.checking}>
      <LoaderCircle size={14} aria-hidden="true" className="spin" />
      {label}
    </span>
  );
}

export function JoinPage() {
  const { t } = useTranslation(['join', 'common', 'alert']);
  const navigate = useNavigate();
  // Only a session the server confirmed on this page load counts; the persisted flag may be stale.
  const isLoggedIn = useUserStore((s) => s.isLoggedIn && s.sessionVerified);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentErrors, setConsentErrors] = useState<ConsentErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegister();
  const submitting = register.isPending;
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    nickname: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    document.title = t('join:document_title');
  }, [t]);

  const emailOk = isEmail(email.trim());
  const nicknameOk = NICKNAME_PATTERN.test(nickname.trim());
  const emailCheck = useAvailability(email, emailOk);
  const nicknameCheck = useAvailability(nickname, nicknameOk);
  const strength = passwordStrength(password);

  const clientErrors = (): FieldErrors => {
    const e: FieldErrors = {};
    if (!email.trim()) e.email = t('join:email.required');
    else if (!emailOk) e.email = t('join:email.invalid');
    else if (emailCheck.state === 'taken') e.email = emailCheck.message || t('join:email.taken');
    if (!password) e.password = t('join:password.required');
    else if (strength === 'weak') e.password = t('join:password.weak');
    if (!nickname.trim()) e.nickname = t('join:nickname.required');
    else if (!nicknameOk) e.nickname = t('join:nickname.invalid');
    else if (nicknameCheck.state === 'taken') e.nickname = nicknameCheck.message || t('join:nickname.taken');
    return e;
  };

  const visibleError = (field: Field): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    if (!touched[field]) {
      // Taken values are shown as soon as the check answers, without waiting for blur.
      const check = field === 'email' ? emailCheck : field === 'nickname' ? nicknameCheck : null;
      if (check?.state === 'taken') return clientErrors()[field];
      return undefined;
    }
    return clientErrors()[field];
  };

  const statusLine = (check: Availability, field: 'email' | 'nickname') => {
    if (check.state === 'checking') return <Checking label={t('join:check.checking')} />;
    if (check.state === 'available') return t(`join:${field}.available`);
    if (check.state === 'error') return t('join:check.unavailable');
    return undefined;
  };

  const change = (field: Field, setter: (v: string) => void) => (value: string) => {
    setter(value);
    setFormError(null);
    if (serverErrors[field]) setServerErrors((s) => ({ ...s, [field]: undefined }));
  };

  const blur = (field: Field) => () => setTouched((s) => ({ ...s, [field]: true }));

  const changeConsent = (next: typeof consent) => {
    setConsent(next);
    // A box just ticked loses its error at once; one still unticked keeps it until the next try.
    setConsentErrors((errs) => {
      const kept: ConsentErrors = {};
      for (const key of REQUIRED_CONSENTS) if (errs[key] && !next[key]) kept[key] = errs[key];
      return kept;
    });
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true, nickname: true });
    const errors = clientErrors();
    const unticked = missingConsents(consent, (key) => t(`join:consent.error.${key}`));
    setConsentErrors(unticked);
    const first = (['email', 'password', 'nickname'] as Field[]).find((f) => errors[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const firstBox = REQUIRED_CONSENTS.find((k) => unticked[k]);
    if (firstBox) {
      document.getElementById(consentInputId(CONSENT_ID, firstBox))?.focus();
      return;
    }
    setFormError(null);
    try {
      const res = await register.mutateAsync({
        email: email.trim(),
        password,
        nickname: nickname.trim(),
        agree_age: consent.agree_age,
        agree_terms: consent.agree_terms,
        agree_privacy: consent.agree_privacy,
        agree_marketing: consent.agree_marketing,
      });
      toast(t('alert:join.welcome_title', { nickname: res.user.nickname }), {
        description: t('alert:join.welcome_message'),
        tone: 'success',
      });
      // Step 1 done: the stepped sign-up continues with the member type.
      navigate('/join?step=2', { replace: true });
    } catch (err) {
      if (!isApiError(err)) {
        setFormError(t('alert:error.unknown'));
        return;
      }
      const fields: FieldErrors = {};
      for (const f of ['email', 'password', 'nickname'] as Field[]) {
        if (err.fields[f]) fields[f] = err.fields[f];
      }
      const codeField = CODE_FIELD[err.code];
      if (codeField && !fields[codeField]) fields[codeField] = err.message;
      setServerErrors(fields);
      const boxes: ConsentErrors = {};
      for (const key of CONSENT_KEYS) if (err.fields[key]) boxes[key] = err.fields[key];
      setConsentErrors(boxes);
      const firstServer = (['email', 'password', 'nickname'] as Field[]).find((f) => fields[f]);
      const firstBox = CONSENT_KEYS.find((k) => boxes[k]);
      if (firstServer) refs[firstServer].current?.focus();
      else if (firstBox) document.getElementById(consentInputId(CONSENT_ID, firstBox))?.focus();
      else setFormError(err.message);
    }
  };

  if (isLoggedIn && !submitting) return <Navigate to="/" replace />;

  const strengthBars = strength === 'strong' ? 3 : strength === 'fair' ? 2 : strength === 'weak' ? 1 : 0;
  const barClass =
    strength === 'strong' ? styles.barStrong : strength === 'fair' ? styles.barFair : styles.barWeak;

  return (
    <AuthCard title={t('join:title')} subtitle={t('join:subtitle')}>
      <SocialLoginButtons />
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField
          ref={refs.email}
          label={t('join:email.label')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('join:email.placeholder')}
          required
          value={email}
          onChange={(e) => change('email', setEmail)(e.target.value)}
          onBlur={blur('email')}
          error={visibleError('email')}
          success={emailCheck.state === 'available' ? statusLine(emailCheck, 'email') : undefined}
          hint={emailCheck.state !== 'available' ? statusLine(emailCheck, 'email') : undefined}
        />
        <PasswordField
          ref={refs.password}
          label={t('join:password.label')}
          name="password"
          autoComplete="new-password"
          placeholder={t('join:password.placeholder')}
          required
          value={password}
          onChange={(e) => change('password', setPassword)(e.target.value)}
          onBlur={blur('password')}
          error={visibleError('password')}
          hint={
            <span className={styles.strength}>
              {password ? (
                <span className={styles.bars} aria-hidden="true">
                  {[1, 2, 3].map((n) => (
                    <span key={n} className={`${styles.bar} ${n <= strengthBars ? barClass : ''}`} />
                  ))}
                </span>
              ) : null}
              <span>{t(`join:password.strength_${strength}`)}</span>
            </span>
          }
        />
        <TextField
          ref={refs.nickname}
          label={t('join:nickname.label')}
          name="nickname"
          autoComplete="nickname"
          placeholder={t('join:nickname.placeholder')}
          required
          maxLength={12}
          value={nickname}
          onChange={(e) => change('nickname', setNickname)(e.target.value)}
          onBlur={blur('nickname')}
          error={visibleError('nickname')}
          success={nicknameCheck.state === 'available' ? statusLine(nicknameCheck, 'nickname') : undefined}
          hint={
            nicknameCheck.state === 'checking' || nicknameCheck.state === 'error'
              ? statusLine(nicknameCheck, 'nickname')
              : t('join:nickname.hint')
          }
        />
        <ConsentBlock value={consent} onChange={changeConsent} errors={consentErrors} idPrefix={CONSENT_ID} />
        <Button type="submit" size="lg" block loading={submitting}>
          {t('join:submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('join:have_account')} <Link to="/login">{t('common:auth.login')}</Link>
      </p>
    </AuthCard>
  );
}
