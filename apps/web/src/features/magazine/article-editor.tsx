import { magazineApi } from '@sidequest/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useAutosave } from '../join/use-autosave';
import { useLeaveGuard } from '../project-post/use-leave-guard';
import { usePublishArticle, useSaveArticleDraft } from './api';
import { ArticleForm } from './article-form';
import { type ArticleForm as Form, toDraftBody } from './form-state';
import { articlePath, editPath } from './urls';
import styles from './write.module.css';

/** Long enough to finish a sentence before the draft is written. */
const DRAFT_DELAY_MS = 1500;

/** Brings the first field the server complained about into view, so the writer sees why. */
function showFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (el?.matches('input,select,textarea,[contenteditable]')) el.focus();
  });
}

export interface ArticleEditorProps {
  /** The draft or article being continued; null for a new one. */
  initialNo: number | null;
  /** A published article is edited in place (update); it is never autosaved as a draft. */
  published: boolean;
  initial: Form;
  isOperator: boolean;
  /** Told the number of a new draft once its first save created it. */
  onCreated: (no: number) => void;
}

/**
 * Drafts are autosaved a moment after each change and on leaving (임시 저장 saves at once);
 * 발행하기 publishes the draft. A published article is saved only by 수정 완료, and leaving with
 * changes asks first.
 */
export function ArticleEditor({ initialNo, published, initial, isOperator, onCreated }: ArticleEditorProps) {
  const { t } = useTranslation('magazine');
  const navigate = useNavigate();
  const { mutateAsync: saveDraft } = useSaveArticleDraft();
  const send = usePublishArticle(published);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // 임시 저장 and 발행하기 first wait for an autosave under way (it may create the draft they name),
  // so their flags cover that wait as well as their own call.
  const [publishing, setPublishing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [createdNo, setCreatedNo] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  /** Where to go once published: navigating waits a render so the leave guard has let go. */
  const [done, setDone] = useState<string | null>(null);
  const questNo = useRef<number | null>(initialNo);

  const save = useCallback(
    async (value: Form) => {
      if (published) return;
      const res = await saveDraft({ form: value, questNo: questNo.current });
      if (!questNo.current) {
        questNo.current = res.quest_no;
        onCreated(res.quest_no);
        setCreatedNo(res.quest_no);
      }
      setDirty(false);
    },
    [published, onCreated, saveDraft],
  );
  const onExit = useCallback(
    (value: Form) => {
      if (published) return;
      void fetch(magazineApi.save.path, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...toDraftBody(value),
          ...(questNo.current ? { quest_no: questNo.current } : {}),
        }),
      });
    },
    [published],
  );
  const autosave = useAutosave(form, save, onExit, DRAFT_DELAY_MS);
  const changed = useMemo(
    () => JSON.stringify(toDraftBody(form)) !== JSON.stringify(toDraftBody(initial)),
    [form, initial],
  );
  const blocker = useLeaveGuard((published ? changed : dirty) && done === null);

  useEffect(() => {
    if (done) navigate(done);
  }, [done, navigate]);

  // The new draft's address, once nothing unsaved is left (the guard would stop the move).
  useEffect(() => {
    if (createdNo !== null && !dirty && done === null) navigate(editPath(createdNo), { replace: true });
  }, [createdNo, dirty, done, navigate]);

  // Leaving a draft: save what is pending and go; ask only when saving fails.
  useEffect(() => {
    if (published || blocker.state !== 'blocked') return;
    autosave.flush().then(() => {
      if (autosave.status !== 'error' && blocker.state === 'blocked') blocker.proceed();
    });
  }, [blocker, autosave, published]);

  const change = (next: Form) => {
    setForm(next);
    if (!published) setDirty(true);
    if (Object.keys(errors).length > 0) setErrors({});
  };

  const saveNow = async () => {
    setSaving(true);
    try {
      await autosave.settle();
      await save(form);
      toast(t('write.saved'), { tone: 'success' });
    } catch (err) {
      toast(t('write.save_failed'), { description: errorMessage(err), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const publish = async () => {
    setPublishing(true);
    setFormError(null);
    try {
      await autosave.settle();
      const res = await send.mutateAsync({ form, questNo: questNo.current });
      toast(published ? t('write.updated') : t('write.published'), { tone: 'success' });
      setDone(articlePath(res.quest_no, res.slug));
    } catch (err) {
      if (isApiError(err)) {
        setErrors(err.fields);
        setFormError(err.message);
      } else setFormError(t('write.publish_failed'));
      showFirstError();
    } finally {
      setPublishing(false);
    }
  };

  const status = published
    ? ''
    : autosave.status === 'saving'
      ? t('write.autosave.saving')
      : autosave.status === 'saved'
        ? t('write.autosave.saved')
        : autosave.status === 'error'
          ? t('write.autosave.error')
          : '';

  return (
    <>
      <ArticleForm
        value={form}
        onChange={change}
        errors={errors}
        isOperator={isOperator}
        footer={
          <div className={styles.footer}>
            {formError ? (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            ) : null}
            <span className={styles.autosave} aria-live="polite">
              {status}
            </span>
            <div className={styles.footerButtons}>
              {published ? null : (
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => void saveNow()}
                  loading={saving}
                  disabled={publishing}
                >
                  {t('write.save')}
                </Button>
              )}
              <Button size="lg" loading={publishing} onClick={() => void publish()}>
                {published ? t('write.update') : t('write.publish')}
              </Button>
            </div>
          </div>
        }
      />
      <ConfirmDialog
        open={blocker.state === 'blocked' && (published || autosave.status === 'error')}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('write.leave_title')}
        description={published ? t('write.leave_message_edit') : t('write.leave_message')}
        confirmLabel={t('write.leave_confirm')}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </>
  );
}
