import { type ReportReasonCode, type ReportTarget, reportReasons } from '@sidequest/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage, isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useReport } from './api';
import styles from './moderation.module.css';

/** The server's limit (contracts/moderation.ts `report.detail`). */
export const REPORT_DETAIL_MAX = 500;

export interface ReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  targetType: ReportTarget;
  targetNo: number;
}

/**
 * 신고하기: a reason (required) and an optional note. Visitors get a way to log in instead of a form
 * they could not send. Every failure keeps the dialog open with the server's Korean message.
 */
export function ReportDialog({ open, onOpenChange, targetType, targetNo }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const location = useLocation();
  const detailId = useId();
  const [reason, setReason] = useState<ReportReasonCode | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState('');
  const report = useReport();
  const busy = report.isPending;

  // Each opening starts clean, so a second report elsewhere does not inherit the last one's note.
  useEffect(() => {
    if (open) {
      setReason('');
      setDetail('');
      setError('');
    }
  }, [open]);

  const count = [...detail].length;
  const tooLong = count > REPORT_DETAIL_MAX;

  const submit = () => {
    if (busy) return;
    if (!reason) {
      setError(t('report.reason_required'));
      return;
    }
    if (tooLong) return;
    setError('');
    report.mutate(
      { target_type: targetType, target_no: targetNo, reason, detail: detail.trim() },
      {
        onSuccess: () => {
          toast(t('report.done'), { tone: 'success' });
          onOpenChange(false);
        },
        onError: (err) => {
          // Already reported is not a failure of the member's: say so and close, like a success.
          if (isApiError(err) && err.code === 'ALREADY_REPORTED') {
            toast(err.message, { tone: 'info' });
            onOpenChange(false);
          } else {
            setError(
              isApiError(err) ? (err.fields.detail ?? err.fields.reason ?? err.message) : errorMessage(err),
            );
          }
        },
      },
    );
  };

  const title = `${t(`report.target.${targetType}`)} ${t('report.title')}`;

  if (!isLoggedIn) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={t('report.login_title')}>
        <div className={styles.login}>
          <p>{t('report.login_message')}</p>
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClass('primary', 'md')}
            onClick={() => onOpenChange(false)}
          >
            {t('report.login_action')}
          </Link>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={t('report.description')}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('report.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={submit}
            loading={busy}
            disabled={tooLong}
            data-testid="report-submit"
          >
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>{t('report.reason_legend')}</legend>
          {reportReasons.items.map((r) => (
            <label key={r.code} className={styles.reason}>
              <input
                type="radio"
                name="report-reason"
                value={r.code}
                checked={reason === r.code}
                onChange={() => {
                  setReason(r.code);
                  setError('');
                }}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <div className={styles.fieldHead}>
            <label htmlFor={detailId} className={styles.label}>
              {t('report.detail_label')}
            </label>
            <span className={tooLong ? styles.counterOver : styles.counter} aria-live="polite">
              {count}/{REPORT_DETAIL_MAX}
            </span>
          </div>
          <textarea
            id={detailId}
            className={styles.textarea}
            value={detail}
            rows={4}
            placeholder={t('report.detail_placeholder')}
            aria-invalid={tooLong || undefined}
            onChange={(e) => setDetail(e.target.value)}
          />
          {tooLong ? (
            <p className={styles.error}>{t('report.detail_too_long', { max: REPORT_DETAIL_MAX })}</p>
          ) : null}
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
