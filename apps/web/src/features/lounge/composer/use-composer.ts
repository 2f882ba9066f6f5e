import type { LoungeDraft, LoungePost } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { moderationKeys } from '../../moderation/api';
import { publish, saveDraft } from './api';
import {
  type ComposerForm,
  emptyForm,
  type FieldErrors,
  firstErrorField,
  formFromDraft,
  formFromPost,
  isBlank,
  validate,
} from './form-state';

/** Drafts are saved on their own this often while something changed. */
export const AUTOSAVE_MS = 20_000;

/** Votes freeze a poll's options (the server says whether there are any, without the counts). */
export function pollHasVotes(post: LoungePost | undefined): boolean {
  return post?.POLL?.HAS_VOTES ?? false;
}

/** Moves to (and focuses) the first invalid field of the form inside `root`. */
function focusField(root: HTMLElement | null, key: string | null) {
  if (!root || !key) return;
  const el =
    root.querySelector<HTMLElement>(`[data-field="${key}"]`) ??
    root.querySelector<HTMLElement>(`[data-field="${key.split('.')[0]}"]`);
  el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el?.querySelector<HTMLElement>('input, [contenteditable="true"], button')?.focus({ preventScroll: true });
}

/**
 * The composer's state and its calls: the form, drafts (manual, every 20 s, and before switching to
 * another draft), publishing or updating, and the server's answers mapped back onto the fields.
 */
export function useComposer({
  post,
  onDone,
  close,
}: {
  post?: LoungePost;
  onDone(postNo: number): void;
  close(): void;
}) {
  const { t } = useTranslation('lounge_write');
  const queryClient = useQueryClient();
  const editing = post?.POST_NO ?? null;
  const [initial] = useState<ComposerForm>(() => (post ? formFromPost(post) : emptyForm()));
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [draftNo, setDraftNo] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState<false | 'manual' | 'auto'>(false);
  const [autosaveFailed, setAutosaveFailed] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pollLocked, setPollLocked] = useState(() => pollHasVotes(post));
  /** A refusal that belongs to no field (a suspension, a conflict), shown above the buttons. */
  const [notice, setNotice] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const dirty = JSON.stringify(form) !== baseline;

  const update = (patch: Partial<ComposerForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field the writer touched no longer shows the old complaint.
    const touched = Object.keys(patch);
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => !touched.some((f) => k === f || k.startsWith(`${f}.`))),
      ),
    );
  };

  const save = async (mode: 'manual' | 'auto'): Promise<boolean> => {
    if (editing !== null || saving || publishing) return false;
    const snapshot = form;
    setSaving(mode);
    try {
      const res = await saveDraft(draftNo, snapshot);
      setDraftNo(res.post_no);
      setBaseline(JSON.stringify(snapshot));
      // The rescue on unmount may run before the next render: tell it now.
      unsaved.current = {
        ...unsaved.current,
        draftNo: res.post_no,
        dirty: JSON.stringify(unsaved.current.form) !== JSON.stringify(snapshot),
      };
      setSavedAt(res.UPDATED_AT);
      setAutosaveFailed(false);
      void queryClient.invalidateQueries({ queryKey: ['lounge', 'drafts'] });
      if (mode === 'manual') toast(t('toast.saved'), { tone: 'success' });
      return true;
    } catch (err) {
      if (mode === 'manual') toast(errorMessage(err), { tone: 'error' });
      else setAutosaveFailed(true);
      if (isApiError(err) && err.code === 'POSTING_SUSPENDED') setNotice(err.message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  // The interval reads the latest state through a ref, so it is not restarted on every keystroke.
  const latest = useRef({ dirty, form, save, busy: false });
  latest.current = { dirty, form, save, busy: !!saving || publishing || uploading };
  useEffect(() => {
    if (editing !== null) return;
    const timer = setInterval(() => {
      const s = latest.current;
      if (s.dirty && !s.busy && !isBlank(s.form)) void s.save('auto');
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [editing]);

  // Leaving without the dialog's question (the back button, a closing tab) must not lose writing:
  // the tab asks first, and a composer taken away by navigation saves what it holds as a draft.
  const ended = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const unsaved = useRef({ dirty, form, draftNo });
  unsaved.current = { dirty, form, draftNo };
  useEffect(
    () => () => {
      const s = unsaved.current;
      if (!ended.current && editing === null && s.dirty && !isBlank(s.form))
        void saveDraft(s.draftNo, s.form).catch(() => {});
    },
    [editing],
  );
  /** The writing is over on purpose (published, or thrown away after asking): nothing to rescue. */
  const end = () => {
    ended.current = true;
  };

  /** Continues a draft; what is on screen is saved first, so switching never loses writing. */
  const pickDraft = async (draft: LoungeDraft) => {
    if (dirty && !isBlank(form) && !(await save('auto'))) {
      toast(t('toast.switch_failed'), { tone: 'error' });
      return;
    }
    const next = formFromDraft(draft);
    setForm(next);
    setBaseline(JSON.stringify(next));
    setDraftNo(draft.POST_NO);
    setSavedAt(draft.UPDATED_AT);
    setErrors({});
    setNotice(null);
  };

  const submit = async () => {
    const found = validate(form, t);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusField(rootRef.current, firstErrorField(found));
      return;
    }
    setPublishing(true);
    setNotice(null);
    try {
      const res = await publish(editing !== null ? { editing } : { draft: draftNo }, form);
      toast(editing !== null ? t('toast.updated') : t('toast.published'), { tone: 'success' });
      if (res.flagged) toast(t('toast.flagged_title'), { description: t('toast.flagged_message') });
      void queryClient.invalidateQueries({ queryKey: ['lounge'] });
      end();
      onDone(res.post_no);
      close();
    } catch (err) {
      if (!isApiError(err)) {
        toast(errorMessage(err), { tone: 'error' });
        return;
      }
      if (err.code === 'POSTING_SUSPENDED') {
        void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      }
      if (editing !== null && err.code === 'CONFLICT' && err.fields.poll) {
        // Someone voted meanwhile: the options go back to what was published, the end stays editable.
        setPollLocked(true);
        setForm((f) => ({
          ...f,
          poll: { ...initial.poll, hasEnd: f.poll.hasEnd, endDate: f.poll.endDate, endTime: f.poll.endTime },
        }));
      }
      const fields = err.fields;
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusField(rootRef.current, firstErrorField(fields));
      }
      setNotice(err.message);
    } finally {
      setPublishing(false);
    }
  };

  return {
    rootRef,
    editing,
    form,
    update,
    errors,
    dirty,
    blank: isBlank(form),
    draftNo,
    savedAt,
    saving,
    autosaveFailed,
    publishing,
    uploading,
    setUploading,
    pollLocked,
    notice,
    save,
    pickDraft,
    submit,
    end,
  };
}

export type ComposerState = ReturnType<typeof useComposer>;
