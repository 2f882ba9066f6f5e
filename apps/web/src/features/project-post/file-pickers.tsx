import {
  isDocumentFileName,
  isImageFileName,
  isWithinUploadLimit,
  PROJECT_POST_LIMITS,
  projectPostApi,
} from '@sidequest/shared';
import { FileText, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { uploadFile } from '../../lib/upload';
import styles from './project-post.module.css';

function useUploader(kind: 'image' | 'document') {
  const { t } = useTranslation('project');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (file: File): Promise<{ FILE_URL: string; FILE_NAME: string } | null> => {
    setError(null);
    const name = file.name.normalize('NFC');
    const refusal = !isWithinUploadLimit(file.size)
      ? t('post.upload.too_large')
      : kind === 'image' && !isImageFileName(name)
        ? t('post.upload.image_only')
        : kind === 'document' && !isDocumentFileName(name)
          ? t('post.upload.document_only')
          : null;
    if (refusal) {
      setError(refusal);
      return null;
    }
    setProgress(0);
    try {
      const res = await uploadFile(
        kind === 'image' ? projectPostApi.coverUpload : projectPostApi.docsUpload,
        file,
        {
          onProgress: setProgress,
        },
      );
      return res;
    } catch (err) {
      setError(err instanceof Error ? err.message : t('post.upload.failed'));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, run };
}

function Progress({ value }: { value: number | null }) {
  const { t } = useTranslation('project');
  if (value === null) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={t('post.upload.progress')}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}

export function CoverPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('project');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const up = useUploader('image');
  return (
    <div className={styles.fileField} data-field="cover_url">
      <span className={styles.fieldLabel} id={`${id}-l`}>
        {t('post.form.cover')}
      </span>
      <p className={styles.hint}>{t('post.form.cover_hint')}</p>
      {value ? (
        <div className={styles.coverPreview}>
          <img src={value} alt={t('post.form.cover_alt')} />
          <Button variant="secondary" size="sm" onClick={() => onChange(null)} icon={<Trash2 size={16} />}>
            {t('post.form.cover_remove')}
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-labelledby={`${id}-l`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const res = await up.run(file);
          if (res) onChange(res.FILE_URL);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<ImagePlus size={16} />}
        loading={up.progress !== null}
        onClick={() => input.current?.click()}
      >
        {value ? t('post.form.cover_change') : t('post.form.cover_add')}
      </Button>
      <Progress value={up.progress} />
      {up.error || error ? (
        <p className={styles.error} role="alert">
          {up.error ?? error}
        </p>
      ) : null}
    </div>
  );
}

export function DocsPicker({
  value,
  onChange,
  error,
}: {
  value: { url: string; name: string }[];
  onChange: (docs: { url: string; name: string }[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('project');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const up = useUploader('document');
  return (
    <div className={styles.fileField} data-field="docs">
      <span className={styles.fieldLabel} id={`${id}-l`}>
        {t('post.form.docs', { count: value.length, max: PROJECT_POST_LIMITS.docsMax })}
      </span>
      <p className={styles.hint}>{t('post.form.docs_hint')}</p>
      {value.length > 0 ? (
        <ul className={styles.docList}>
          {value.map((d) => (
            <li key={d.url}>
              <FileText size={16} aria-hidden="true" />
              <span>{d.name}</span>
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t('post.form.remove', { label: d.name })}
                onClick={() => onChange(value.filter((x) => x.url !== d.url))}
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword"
        hidden
        aria-labelledby={`${id}-l`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const res = await up.run(file);
          if (res) onChange([...value, { url: res.FILE_URL, name: res.FILE_NAME }]);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} />}
        loading={up.progress !== null}
        disabled={value.length >= PROJECT_POST_LIMITS.docsMax}
        onClick={() => input.current?.click()}
      >
        {t('post.form.docs_add')}
      </Button>
      <Progress value={up.progress} />
      {up.error || error ? (
        <p className={styles.error} role="alert">
          {up.error ?? error}
        </p>
      ) : null}
    </div>
  );
}
