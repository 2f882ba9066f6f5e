import { Link2Off } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { applyLoggedIn } from '../../app/session';
import { isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PasswordField } from '../../ui/password-field';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { AuthCard, FormError } from './auth-card';
import styles from './auth.module.css';
import { passwordStrength } from './password-strength';
import { PasswordStrengthHint } from './password-strength-hint';
import { useConfirmPasswordReset, usePasswordResetLink } from './password-reset-api';
import own from './password-reset.module.css';

type DeadLink = 'expired' | 'used' | 'invalid';

const DEAD_BY_CODE: Record<string, DeadLink> = {
  RESET_LINK_EXPIRED: 'expired',
  RESET_LINK_USED: 'used',
  RESET_LINK_INVALID: 'invalid',
};

/** The page the mailed link opens: a new password, or why the link no longer works. */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation(['join', 'alert']);
  const { token = '' } = useParams();
  const link = usePasswordResetLink(token);
  // A link can die while the page is open (used in another tab, or past 30 minutes).
  const [diedWhileOpen, setDiedWhileOpen] = useState<DeadLink | null>(null);

  useEffect(() => {
    document.title = t('join:password_reset.document_title');
  }, [t]);

  if (link.isPending) {
    return (
      <AuthCard title={t('join:password_reset.new_title')}>
        <SkeletonGroup label={t('join:password_reset.checking')}>
          <Skeleton height={20} width="70%" />
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={48} />
        </SkeletonGroup>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={t('join:password_reset.title')}>
        <ErrorState
          title={t('join:password_reset.check_failed')}
          message={isApiError(link.error) ? link.error.message : t('alert:error.unknown')}
          onRetry={() => void link.refetch()}
          retrying={link.isFetching}
        />
      </AuthCard>
    );
  }
  const dead = diedWhileOpen ?? (link.data.state === 'valid' ? null : link.data.state);
  if (dead) return <DeadLinkCard state={dead} />;
  return <NewPasswordForm token={token} onDead={setDiedWhileOpen} />;
}

function DeadLinkCard({ state }: { state: DeadLink }) {
  const { t } = useTranslation('join');
  return (
    <AuthCard title={t('join:password_reset.title')}>
      <div className={own.dead}>
        <EmptyState
          icon={<Link2Off size={26} />}
          title={t(`join:password_reset.${state}_title`)}
          message={t(`join:password_reset.${state}_body`)}
          action={
            <Link to="/password/reset" className={buttonClass('primary', 'md')}>
              {t('join:password_reset.ask_again')}
            </Link>
          }
        />
      </div>
      <p className={styles.switch}>
        <Link to="/login">{t('join:password_reset.back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}

function NewPasswordForm({ token, onDead }: { token: string; onDead: (state: DeadLink) => void }) {
  const { t } = useTranslation(['join', 'alert']);
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);
  const strength = passwordStrength(password);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (confirm.isPending) return;
    const found: { password?: string; again?: string } = {};
    if (!password) found.password = t('join:password.required');
    else if (strength === 'weak') found.password = t('join:password.weak');
    if (!found.password) {
      if (!again) found.again = t('join:password_reset.confirm_required');
      else if (again !== password) found.again = t('join:password_reset.confirm_mismatch');
    }
    setErrors(found);
    setFormError(null);
    if (found.password) return passwordRef.current?.focus();
    if (found.again) return againRef.current?.focus();

    confirm.mutate(
      { token, new_password: password },
      {
        onSuccess: (res) => {
          void applyLoggedIn(res.user);
          toast(t('join:password_reset.done_toast'), { tone: 'success' });
          navigate('/', { replace: true });
        },
        onError: (err) => {
          const dead = isApiError(err) ? DEAD_BY_CODE[err.code] : undefined;
          if (dead) return onDead(dead);
          if (isApiError(err) && err.fields.new_password) {
            setErrors({ password: err.fields.new_password });
            passwordRef.current?.focus();
            return;
          }
          setFormError(isApiError(err) ? err.message : t('alert:error.unknown'));
        },
      },
    );
  };

  return (
    <AuthCard title={t('join:password_reset.new_title')} subtitle={t('join:password_reset.new_subtitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <PasswordField
          ref={passwordRef}
          label={t('join:password_reset.new_password')}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('join:password.placeholder')}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((s) => ({ ...s, password: undefined }));
          }}
          onEnter={() => againRef.current?.focus()}
          error={errors.password}
          hint={<PasswordStrengthHint strength={strength} />}
          required
          autoFocus
        />
        <PasswordField
          ref={againRef}
          label={t('join:password_reset.new_password_confirm')}
          name="new-password-confirm"
          autoComplete="new-password"
          value={again}
          onChange={(e) => {
            setAgain(e.target.value);
            setErrors((s) => ({ ...s, again: undefined }));
          }}
          onEnter={() => submit()}
          error={errors.again}
          required
        />
        <Button type="submit" size="lg" block loading={confirm.isPending}>
          {t('join:password_reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
