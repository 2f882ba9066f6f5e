import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast-store';
import { withdraw } from '../session';
import styles from './withdraw-dialog.module.css';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 회원 탈퇴: asks for the password and an explicit acknowledgement of what is lost. */
export function WithdrawDialog({ open, onOpenChange }: WithdrawDialogProps) {
  const { t } = useTranslation(['common', 'alert']);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setPassword('');
    setAgreed(false);
    setError(null);
  };

  const confirm = async () => {
    if (!password) {
      setError(t('alert:withdraw.password_required'));
      return false;
    }
    try {
      await withdraw(password);
      reset();
      toast(t('alert:withdraw.done_title'), {
        description: t('alert:withdraw.done_message'),
        tone: 'success',
      });
      navigate('/');
      return true;
    } catch (err) {
      setError(isApiError(err) ? (err.fields.password ?? err.message) : t('alert:error.unknown'));
      return false;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('withdraw.title')}
      description={t('withdraw.description')}
      confirmLabel={t('withdraw.confirm')}
      tone="danger"
      onConfirm={confirm}
      confirmDisabled={!agreed || !password}
    >
      <ul className={styles.consequences}>
        <li>{t('withdraw.consequence_profile')}</li>
        <li>{t('withdraw.consequence_points')}</li>
        <li>{t('withdraw.consequence_posts')}</li>
        <li>{t('withdraw.consequence_rejoin')}</li>
      </ul>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <PasswordField
          label={t('withdraw.password_label')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        <label className={styles.agree}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t('withdraw.agree')}</span>
        </label>
      </form>
    </ConfirmDialog>
  );
}
