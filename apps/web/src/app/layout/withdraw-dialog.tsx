import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate } from '../../lib/router';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { withdraw } from '../session';
import styles from './withdraw-dialog.module.css';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 회원 탈퇴: asks for the password and an explicit acknowledgement of what is lost. */
export function WithdrawDialog({ open, onOpenChange }: WithdrawDialogProps) {
  const { t } = useTranslation(['common', 'alert', 'payment']);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  // Members who signed up with Kakao or Naver have no password and confirm with their nickname.
  const [byNickname, setByNickname] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setPassword('');
    setByNickname(false);
    setAgreed(false);
    setError(null);
  };

  const confirm = async () => {
    if (!password) {
      setError(t(byNickname ? 'alert:withdraw.nickname_required' : 'alert:withdraw.password_required'));
      return false;
    }
    try {
      await withdraw(byNickname ? { confirm_nickname: password } : { password });
      reset();
      toast(t('alert:withdraw.done_title'), {
        description: t('alert:withdraw.done_message'),
        tone: 'success',
      });
      navigate('/');
      return true;
    } catch (err) {
      if (isApiError(err) && err.code === 'NO_PASSWORD') {
        setByNickname(true);
        setPassword('');
      }
      setError(
        isApiError(err)
          ? (err.fields.password ?? err.fields.confirm_nickname ?? err.message)
          : t('alert:error.unknown'),
      );
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
        <li>
          {t('withdraw.consequence_points')}{' '}
          {/* Refunds are asked for in 충전 내역; leaving the dialog there keeps the account. */}
          <Link
            to="/cafeteria"
            className={styles.link}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            {t('payment:withdraw_refund_link')}
          </Link>
        </li>
        <li>{t('withdraw.consequence_posts')}</li>
        <li>{t('withdraw.consequence_rejoin')}</li>
      </ul>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        {byNickname ? (
          <TextField
            label={t('withdraw.nickname_label')}
            autoComplete="off"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            required
          />
        ) : (
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
        )}
        <button
          type="button"
          className={styles.switchProof}
          onClick={() => {
            setByNickname((v) => !v);
            setPassword('');
            setError(null);
          }}
        >
          {t(byNickname ? 'withdraw.use_password' : 'withdraw.use_nickname')}
        </button>
        <label className={styles.agree}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t('withdraw.agree')}</span>
        </label>
      </form>
    </ConfirmDialog>
  );
}
