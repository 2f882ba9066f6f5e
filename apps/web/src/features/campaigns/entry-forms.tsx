import { campaignsApi } from '@sidequest/shared';
import { Check, ImagePlus, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { precheckFile } from '../../lib/upload';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useEnterEvent, useUploadProof } from './api';
import styles from './campaigns.module.css';

type Enter = ReturnType<typeof useEnterEvent>;
type EnterResult = Awaited<ReturnType<Enter['mutateAsync']>>;

/** Tells the member what their entry did: credited, waiting for the draw, or sent for review. */
export function useAnnounce() {
  const { t } = useTranslation('campaigns');
  return (res: EnterResult) => {
    if (res.reward) {
      toast(t('entered.won_reward', { reward: campaignsApi.rewardPhrase(res.reward) }), { tone: 'success' });
    } else if (res.entry.review === 'pending') {
      toast(t('entered.proof_sent'), { tone: 'success' });
    } else {
      toast(t('entered.waiting_draw'), { tone: 'success' });
    }
  };
}

/** Promo code or coupon (types 01, 02): one field, Enter sends it (never mid-syllable). */
export function CodeForm({ eventNo }: { eventNo: number }) {
  const { t } = useTranslation('campaigns');
  const enter = useEnterEvent(eventNo);
  const announce = useAnnounce();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (enter.isPending) return;
    if (!code.trim()) return setError(t('code.required'));
    setError(null);
    try {
      announce(await enter.mutateAsync({ code: code.trim() }));
      setCode('');
    } catch (err) {
      setError(isApiError(err) ? (err.fields.code ?? err.message) : errorMessage(err));
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('code.label')}
        placeholder={t('code.placeholder')}
        value={code}
        maxLength={campaignsApi.EVENT_LIMITS.code}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
        onEnter={() => void submit()}
        error={error ?? undefined}
        hint={t('code.hint')}
        data-testid="event-code"
      />
      <Button type="submit" loading={enter.isPending} data-testid="event-code-submit">
        {t('code.submit')}
      </Button>
    </form>
  );
}

export interface WeekDay {
  day: string;
  attended: boolean;
  today: boolean;
}

/** Attendance (type 04): this week's stamps and the one check-in a day. */
export function AttendanceForm({ eventNo, week }: { eventNo: number; week: WeekDay[] }) {
  const { t } = useTranslation('campaigns');
  const enter = useEnterEvent(eventNo);
  const announce = useAnnounce();
  const names = t('attendance.weekdays', { returnObjects: true }) as string[];
  const doneToday = week.some((d) => d.today && d.attended);
  const check = async () => {
    try {
      announce(await enter.mutateAsync({}));
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.sectionTitle}>{t('attendance.week_label')}</p>
      <ol className={styles.week} data-testid="attendance-week">
        {week.map((d, i) => (
          <li
            key={d.day}
            className={`${styles.day} ${d.today ? styles.dayToday : ''}`}
            aria-current={d.today ? 'date' : undefined}
          >
            <span>{d.today ? t('attendance.today') : names[i]}</span>
            <span className={`${styles.stamp} ${d.attended ? styles.stamped : ''}`}>
              {d.attended ? <Check size={16} aria-label={t('attendance.attended')} /> : null}
            </span>
            <span>{Number(d.day.slice(8))}</span>
          </li>
        ))}
      </ol>
      {doneToday ? (
        <p className={`${styles.notice} ${styles.noticeSuccess}`}>{t('attendance.done')}</p>
      ) : (
        <Button
          onClick={() => void check()}
          loading={enter.isPending}
          size="lg"
          data-testid="attendance-submit"
        >
          {t('attendance.submit')}
        </Button>
      )}
    </div>
  );
}

/**
 * Proof (types 03, 05–07): a picture uploaded with progress and/or a link, and a note. The picture
 * goes up as soon as it is chosen, so 보내기 only sends its address.
 */
export function ProofForm({ eventNo, again }: { eventNo: number; again: boolean }) {
  const { t } = useTranslation('campaigns');
  const enter = useEnterEvent(eventNo);
  const upload = useUploadProof();
  const announce = useAnnounce();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = precheckFile(file, 'image');
    if (problem) return setErrors({ proof_image: problem });
    setErrors({});
    setProgress(0);
    try {
      const res = await upload.mutateAsync({ file, onProgress: setProgress });
      setImage({ url: res.FILE_URL, name: res.FILE_NAME });
    } catch (err) {
      setErrors({ proof_image: errorMessage(err) });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (enter.isPending) return;
    if (progress !== null) return setErrors({ proof_image: t('proof.wait_upload') });
    if (!image && !url.trim()) return setErrors({ proof_image: t('proof.need_one') });
    setErrors({});
    try {
      announce(
        await enter.mutateAsync({
          ...(image ? { proof_image: image.url } : {}),
          ...(url.trim() ? { proof_url: url.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      );
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>
        <p className={styles.sectionTitle}>{t('proof.image_label')}</p>
        <div className={styles.fileRow}>
          {image ? <img src={image.url} alt={t('proof.uploaded')} className={styles.preview} /> : null}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className={styles.hiddenInput}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="proof-file"
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            type="button"
            variant="secondary"
            icon={<ImagePlus size={16} />}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            {image ? t('proof.change') : t('proof.choose')}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" icon={<X size={16} />} onClick={() => setImage(null)}>
              {t('proof.remove')}
            </Button>
          ) : null}
        </div>
        {progress !== null ? (
          <div aria-live="polite">
            <progress className={styles.progress} max={100} value={progress} />
            <span className={styles.meta}>{t('proof.uploading', { percent: progress })}</span>
          </div>
        ) : null}
        <p className={styles.meta} style={{ marginTop: 4 }}>
          {errors.proof_image ? <span role="alert">{errors.proof_image}</span> : t('proof.image_hint')}
        </p>
      </div>
      <TextField
        label={t('proof.url_label')}
        type="url"
        inputMode="url"
        placeholder={t('proof.url_placeholder')}
        value={url}
        maxLength={500}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.proof_url}
        hint={t('proof.url_hint')}
        data-testid="proof-url"
      />
      <TextAreaField
        label={t('proof.note_label')}
        value={note}
        onChange={setNote}
        maxChars={campaignsApi.EVENT_LIMITS.note}
        rows={3}
        error={errors.note}
      />
      <Button type="submit" loading={enter.isPending} size="lg" data-testid="proof-submit">
        {again ? t('proof.resubmit') : t('proof.submit')}
      </Button>
    </form>
  );
}
