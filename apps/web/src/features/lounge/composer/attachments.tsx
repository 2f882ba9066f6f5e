import { LOUNGE_LIMITS, loungeApi } from '@sidequest/shared';
import { FileText, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { Button } from '../../../ui/button';
import { precheckFile, uploadFile } from '../../../lib/upload';
import styles from './composer.module.css';
import parts from './parts.module.css';
import type { AttachmentItem } from './form-state';

const IMAGE_URL = /\.(png|jpe?g|gif|webp|avif)$/i;

export interface AttachmentsProps {
  value: AttachmentItem[];
  onChange(next: AttachmentItem[]): void;
  error?: string | undefined;
  /** True while a file is going up, so the composer can hold 게시하기. */
  onBusyChange?(busy: boolean): void;
}

/** Up to five files (pictures or PDF/Word) sent with the post; each goes up first through feedUpload. */
export function Attachments({ value, onChange, error, onBusyChange }: AttachmentsProps) {
  const { t } = useTranslation('lounge_write');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Files picked together go up one by one; `value` is stale inside the loop, so the list is kept here.
  const latest = useRef(value);
  latest.current = value;

  const upload = async (files: File[]) => {
    setFailure(null);
    const room = LOUNGE_LIMITS.attachmentsMax - latest.current.length;
    if (files.length > room) setFailure(t('attach.too_many', { max: LOUNGE_LIMITS.attachmentsMax }));
    onBusyChange?.(true);
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        const refusal = precheckFile(file, 'imageOrDocument');
        if (refusal) {
          setFailure(refusal);
          continue;
        }
        setProgress(0);
        try {
          const res = await uploadFile(loungeApi.feedUpload, file, { onProgress: setProgress });
          const next = [...latest.current, { url: res.FILE_URL, name: res.FILE_NAME }];
          latest.current = next;
          onChange(next);
        } catch (err) {
          setFailure(err instanceof Error && err.message ? err.message : t('attach.failed'));
        }
      }
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const full = value.length >= LOUNGE_LIMITS.attachmentsMax;
  return (
    <div className={parts.attachments} data-field="attachments">
      <div className={parts.attachHead}>
        <span className={`${styles.sectionLabel} ${parts.attachTitle}`}>
          {t('attach.title', { count: value.length, max: LOUNGE_LIMITS.attachmentsMax })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={<Paperclip size={16} aria-hidden="true" />}
          loading={progress !== null}
          disabled={full}
          onClick={() => input.current?.click()}
        >
          {t('attach.add')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('attach.add')}
          data-testid="lounge-attach-input"
          accept="image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,application/pdf"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
      </div>
      <p className={styles.hint}>{t('attach.hint')}</p>
      {progress !== null ? (
        <div
          className={parts.progress}
          role="progressbar"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('attach.progress')}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      {value.length > 0 ? (
        <ul className={parts.attachList}>
          {value.map((a, i) => (
            <li key={a.url} className={parts.attachItem}>
              {IMAGE_URL.test(a.url) ? (
                <img src={a.url} alt="" className={parts.thumb} />
              ) : (
                <FileText size={20} aria-hidden="true" className={parts.fileIcon} />
              )}
              <span className={parts.attachName}>{a.name}</span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('attach.remove', { name: a.name })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure || error ? (
        <p className={styles.error} role="alert">
          {failure ?? error}
        </p>
      ) : null}
    </div>
  );
}
