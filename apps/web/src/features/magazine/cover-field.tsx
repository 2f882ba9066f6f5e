import { magazineApi } from '@sidequest/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { precheckFile, uploadFile } from '../../lib/upload';
import styles from './write.module.css';

/** The cover picture: upload with progress (re-encoded on the server), preview, change or remove. */
export function CoverField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('magazine');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = precheckFile(file, 'image');
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const res = await uploadFile(magazineApi.questUpload, file, { onProgress: setProgress });
      onChange(res.FILE_URL);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? error;

  return (
    <div className={fieldStyles.field} data-field="cover_url">
      <span id={`${id}-label`} className={fieldStyles.label}>
        {t('write.cover')}
      </span>
      <div className={styles.cover}>
        {value ? <img src={value} alt={t('write.cover_preview')} className={styles.coverImage} /> : null}
        <div className={styles.coverActions}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ImagePlus size={15} aria-hidden="true" />}
            loading={progress !== null}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-label`}
          >
            {progress !== null
              ? t('write.cover_uploading', { percent: progress })
              : value
                ? t('write.cover_change')
                : t('write.cover_add')}
          </Button>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 size={15} aria-hidden="true" />}
              onClick={() => onChange(null)}
            >
              {t('write.cover_remove')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="cover-input"
        />
      </div>
      {shown ? (
        <p className={fieldStyles.error} role="alert">
          {shown}
        </p>
      ) : (
        <p className={fieldStyles.hint}>{t('write.cover_hint')}</p>
      )}
    </div>
  );
}
