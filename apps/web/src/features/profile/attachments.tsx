import { isImageUrl } from '@sidequest/shared';
import { FileText, Image as ImageIcon, Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import shared from './profile.module.css';
import styles from './attachments.module.css';

/** A stored file: pictures open in a new tab, documents download (the server sends them as such). */
export function FileLink({ url, name, onRemove }: { url: string; name: string; onRemove?: () => void }) {
  const { t } = useTranslation('people');
  const image = isImageUrl(url);
  return (
    <span className={styles.fileLink}>
      <a href={url} target="_blank" rel="noopener noreferrer" {...(image ? {} : { download: name })}>
        {image ? <ImageIcon size={15} aria-hidden="true" /> : <FileText size={15} aria-hidden="true" />}
        <span className={styles.fileName}>{name}</span>
      </a>
      {onRemove ? (
        <button
          type="button"
          className={styles.fileRemove}
          onClick={onRemove}
          aria-label={t('profile.files.remove', { name })}
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}

export interface UploadButtonProps {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  progress: number | null;
  error: string | null;
  disabled?: boolean;
  hint?: string;
}

/** A button that opens the file picker, with the upload's progress and its error under it. */
export function UploadButton({ label, accept, onFile, progress, error, disabled, hint }: UploadButtonProps) {
  const { t } = useTranslation('people');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.uploadBox}>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<Paperclip size={15} aria-hidden="true" />}
        onClick={() => input.current?.click()}
        disabled={disabled || progress !== null}
      >
        {label}
      </Button>
      {progress !== null ? (
        <div className={styles.inlineProgress}>
          <div
            className={shared.progress}
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('profile.upload.uploading')}
          >
            <span className={shared.progressFill} style={{ width: `${progress}%` }} />
          </div>
          <span className={styles.progressText}>{t('profile.upload.progress', { percent: progress })}</span>
        </div>
      ) : hint ? (
        <span className={styles.uploadHint}>{hint}</span>
      ) : null}
      {error ? (
        <p className={shared.uploadError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
