import { isStrongPassword } from '@sidequest/shared';
import { UserX } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { WithdrawDialog } from '../../app/layout/withdraw-dialog';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useChangePassword } from './api';
import { MarketingConsent } from './marketing-consent';
import styles from './my.module.css';

type Field = 'current' | 'next' | 'confirm';

function ChangePasswordForm() {
  const { t } = useTranslation('common');
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('my.account.current_required');
    if (!isStrongPassword(values.next)) found.next = t('my.account.weak');
    else if (values.next === values.current) found.next = t('my.account.same');
    if (values.confirm !== values.next) found.confirm = t('my.account.mismatch');
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      const res = await change.mutateAsync({ current_password: values.current, new_password: values.next });
      setValues({ current: '', next: '', confirm: '' });
      toast(t('my.account.changed'), {
        description:
          res.revoked_sessions > 0
            ? t('my.account.changed_others', { count: res.revoked_sessions })
            : t('my.account.changed_only'),
        tone: 'success',
      });
    } catch (err) {
      if (isApiError(err)) {
        const next = {
          current: err.fields.current_password,
          next: err.fields.new_password,
        };
        if (next.current || next.next) {
          setErrors(next);
          (next.current ? refs.current : refs.next).current?.focus();
        } else {
          setErrors({ current: err.message });
        }
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title" className={styles.subTitle}>
        {t('my.account.password_title')}
      </h3>
      <p className={styles.help}>{t('my.account.password_help')}</p>
      <PasswordField
        ref={refs.current}
        label={t('my.account.current')}
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => set('current', e.target.value)}
        error={errors.current}
        required
      />
      <PasswordField
        ref={refs.next}
        label={t('my.account.next')}
        autoComplete="new-password"
        value={values.next}
        onChange={(e) => set('next', e.target.value)}
        error={errors.next}
        hint={t('my.account.rule')}
        required
      />
      <PasswordField
        ref={refs.confirm}
        label={t('my.account.confirm')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={errors.confirm}
        required
      />
      <div>
        <Button type="submit" loading={change.isPending}>
          {t('my.account.submit')}
        </Button>
      </div>
    </form>
  );
}

/** 계정: the e-mail (read-only), a password change, marketing consent, and withdrawal (the shell's dialog). */
export function AccountTab({ email }: { email: string | null }) {
  const { t } = useTranslation('common');
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="account-title">
        <h2 id="account-title" className={styles.cardTitle}>
          {t('my.account.title')}
        </h2>
        <TextField
          label={t('my.account.email')}
          value={email ?? ''}
          disabled
          readOnly
          hint={t('my.account.email_hint')}
        />
        <ChangePasswordForm />
      </section>
      <MarketingConsent />
      <section className={`${styles.card} ${styles.dangerCard}`} aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className={styles.cardTitle}>
          {t('my.account.withdraw_title')}
        </h2>
        <p className={styles.help}>{t('my.account.withdraw_help')}</p>
        <div>
          <Button
            variant="danger"
            icon={<UserX size={16} aria-hidden="true" />}
            onClick={() => setWithdrawOpen(true)}
          >
            {t('my.account.withdraw')}
          </Button>
        </div>
      </section>
      <WithdrawDialog open={withdrawOpen} onOpenChange={setWithdrawOpen} />
    </div>
  );
}
