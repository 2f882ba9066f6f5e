import { Pencil, Plus } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import shared from './profile.module.css';
import styles from './section-card.module.css';

export interface SectionCardProps {
  id: string;
  title: ReactNode;
  /** A small count or note after the title. */
  aside?: ReactNode;
  /** The owner's button in the header: edit a section, or add an item to a list. */
  action?: { kind: 'edit' | 'add'; onClick: () => void; disabled?: boolean; label?: string } | null;
  children: ReactNode;
}

export function SectionCard({ id, title, aside, action, children }: SectionCardProps) {
  const { t } = useTranslation('people');
  return (
    <section className={shared.section} aria-labelledby={`${id}-title`} id={id} data-section={id}>
      <header className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
          {aside ? <span className={styles.sectionAside}>{aside}</span> : null}
        </h2>
        {action ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={action.onClick}
            disabled={action.disabled}
            icon={
              action.kind === 'edit' ? (
                <Pencil size={15} aria-hidden="true" />
              ) : (
                <Plus size={16} aria-hidden="true" />
              )
            }
            data-testid={`${id}-${action.kind}`}
          >
            {action.label ?? (action.kind === 'edit' ? t('profile.action.edit') : t('profile.action.add'))}
          </Button>
        ) : null}
      </header>
      {children}
    </section>
  );
}

export interface EditorFormProps {
  label: string;
  onSubmit: () => void | Promise<void>;
  onCancel: () => void;
  saving: boolean;
  error?: string | null;
  /** Extra actions on the left of the footer (e.g. 삭제). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The inline editor frame: fields, then 취소 / 저장 (and whatever `extra` adds). */
export function EditorForm({ label, onSubmit, onCancel, saving, error, extra, children }: EditorFormProps) {
  const { t } = useTranslation('people');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form className={shared.editor} onSubmit={submit} aria-label={label} noValidate>
      <div className={styles.editorFields}>{children}</div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={shared.editorFooter}>
        <div className={shared.editorExtra}>{extra}</div>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('profile.action.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('profile.action.save')}
        </Button>
      </div>
      <p className={styles.draftNote}>{t('profile.editor.draft_note')}</p>
    </form>
  );
}
