import { formatDate, SUSPENSION_DAYS } from '@sidequest/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import styles from './moderation.module.css';
import { useSuspend } from './admin-api';

export const SUSPENSION_REASON_MAX = 200;

export interface SuspendDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  userNo: number;
  nickname: string;
  /** The report's reason label, offered as the starting text: the member reads it as written. */
  suggestedReason: string;
}

/** 글쓰기 정지: a period from the fixed list and a reason the member will see as written. */
export function SuspendDialog({ open, onOpenChange, userNo, nickname, suggestedReason }: SuspendDialogProps) {
  const { t } = useTranslation('moderation');
  const suspend = useSuspend(userNo);
  const busy = suspend.isPending;
  const reasonId = useId();
  const [days, setDays] = useState<number>(7);
  const [reason, setReason] = useState(suggestedReason);
  const [error, setError] = useState('');

  useEffect(() => {
    if (open) {
      setDays(7);
      setReason(suggestedReason);
      setError('');
    }
  }, [open, suggestedReason]);

  const trimmed = reason.trim();
  const tooShort = [...trimmed].length < 2;
  const tooLong = [...trimmed].length > SUSPENSION_REASON_MAX;

  const confirm = () => {
    if (busy) return;
    if (tooShort || tooLong) {
      setError(
        t(tooShort ? 'suspend.reason_required' : 'suspend.reason_too_long', { max: SUSPENSION_REASON_MAX }),
      );
      return;
    }
    setError('');
    suspend.mutate(
      { days, reason: trimmed },
      {
        onSuccess: (res) => {
          toast(t('suspend.done', { nickname, until: formatDate(new Date(Date.parse(res.until) - 1)) }), {
            tone: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) =>
          setError(
            isApiError(err) ? (err.fields.reason ?? err.fields.days ?? err.message) : errorMessage(err),
          ),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={t('suspend.title', { nickname })}
      description={t('suspend.description')}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} data-testid="suspend-confirm">
            {t('suspend.confirm', { days })}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <fieldset className={styles.days}>
          <legend className={styles.legend}>{t('suspend.days_legend')}</legend>
          {SUSPENSION_DAYS.map((d) => (
            <label key={d} className={styles.reason}>
              <input
                type="radio"
                name="suspend-days"
                value={d}
                checked={days === d}
                onChange={() => setDays(d)}
              />
              {t('suspend.days', { count: d })}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <div className={styles.fieldHead}>
            <label htmlFor={reasonId} className={styles.label}>
              {t('suspend.reason_label')}
            </label>
            <span className={tooLong ? styles.counterOver : styles.counter}>
              {[...trimmed].length}/{SUSPENSION_REASON_MAX}
            </span>
          </div>
          <textarea
            id={reasonId}
            className={styles.textarea}
            rows={3}
            value={reason}
            placeholder={t('suspend.reason_placeholder')}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <p className={styles.hint}>{t('suspend.reason_hint')}</p>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
