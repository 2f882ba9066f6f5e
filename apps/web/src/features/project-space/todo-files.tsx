import { isImageUrl, projectSpaceApi, SPACE_LIMITS, type Todo, todoAttachments } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Image as ImageIcon, Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { useUpload } from '../profile/use-upload';
import { spaceKeys, useTodoUpdate } from './api';
import styles from './space.module.css';

const ACCEPT = 'image/*,.pdf,.doc,.docx';

/** Attachments of one to-do: the list (members may take some off) and an upload with its progress. */
export function TodoFiles({ projectNo, todo }: { projectNo: number; todo: Todo }) {
  const { t } = useTranslation('project');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(projectSpaceApi.todoUpload, 'imageOrDocument');
  const update = useTodoUpdate(projectNo);
  const files = todoAttachments(todo);
  const full = files.length >= SPACE_LIMITS.attachments;

  const onFile = async (file: File) => {
    const res = await upload.upload(file, { todo_no: String(todo.TODO_NO) });
    if (res) void client.invalidateQueries({ queryKey: spaceKeys.project(projectNo) });
  };
  const remove = (url: string) =>
    update.mutate(
      { todo_no: todo.TODO_NO, attachments: files.map((f) => f.url).filter((u) => u !== url) },
      { onError: (err) => toast(errorMessage(err), { tone: 'error' }) },
    );

  return (
    <div className={styles.files}>
      <span className={styles.field}>{t('space.todos.attachments', { count: files.length })}</span>
      {files.length ? (
        <ul className={styles.fileList}>
          {files.map((f) => (
            <li key={f.url} className={styles.file}>
              {isImageUrl(f.url) ? (
                <ImageIcon size={14} aria-hidden="true" />
              ) : (
                <FileText size={14} aria-hidden="true" />
              )}
              <a
                href={f.url}
                target="_blank"
                rel="noopener noreferrer"
                {...(isImageUrl(f.url) ? {} : { download: f.name })}
              >
                {f.name}
              </a>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => remove(f.url)}
                aria-label={t('space.todos.remove_attachment', { name: f.name })}
                disabled={update.isPending}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void onFile(file);
          e.target.value = '';
        }}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Paperclip size={14} aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={full || upload.uploading}
        >
          {t('space.todos.attach')}
        </Button>
      </div>
      {upload.uploading ? (
        <div role="status">
          <span className={styles.hint}>
            {t('space.todos.uploading', { name: upload.fileName ?? '', progress: upload.progress ?? 0 })}
          </span>
          <div className={styles.uploadBar}>
            <div className={styles.progressFill} style={{ width: `${upload.progress ?? 0}%` }} />
          </div>
        </div>
      ) : null}
      {upload.error ? (
        <p className={styles.fieldError} role="alert">
          {upload.error}
        </p>
      ) : (
        <span className={styles.hint}>
          {full ? t('space.todos.attach_full') : t('space.todos.attach_hint')}
        </span>
      )}
    </div>
  );
}
