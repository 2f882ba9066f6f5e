import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../lib/texts/react';
import { ConfirmDialog } from '../../ui/dialog';
import { useSaveDraft } from './api';

/** The parts of the page the owner edits in place. */
export type SectionKey = 'basics' | 'intro' | 'skills' | 'career' | 'education' | 'work';
export const SECTION_KEYS: readonly SectionKey[] = [
  'basics',
  'intro',
  'skills',
  'career',
  'education',
  'work',
];

export interface Editing {
  section: SectionKey;
  /** The item being edited ('new' for an added one, its number otherwise); null for a section. */
  item: string | null;
  values: Record<string, unknown>;
  dirty: boolean;
}

/** What is kept in profiles.resumeDraft (load_temp_resume answers it as it was saved). */
export interface StoredDraft {
  section: SectionKey;
  item: string | null;
  values: Record<string, unknown>;
  savedAt?: string;
}

export function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.section === 'string' &&
    (SECTION_KEYS as readonly string[]).includes(v.section) &&
    (v.item === null || typeof v.item === 'string') &&
    Boolean(v.values) &&
    typeof v.values === 'object'
  );
}

interface EditorContextValue {
  editing: Editing | null;
  /** Opens an editor; asks first when another one holds unsaved changes. */
  start: (section: SectionKey, item: string | null, initial: Record<string, unknown>) => void;
  /** Reopens a saved draft exactly as it was left. */
  restore: (draft: StoredDraft) => void;
  change: (values: Record<string, unknown>) => void;
  /** Changes the values from their latest state (after an upload finishes, say). */
  update: (fn: (values: Record<string, unknown>) => Record<string, unknown>) => void;
  /** Closes without asking (after a save); the draft is removed. */
  finish: () => void;
  /** Closes, asking first when there are unsaved changes; the draft is removed. */
  cancel: () => void;
  /** Forgets a stored draft without opening it. */
  discardDraft: () => void;
}

const EditorContext = createContext<EditorContextValue | null>(null);

/** How long typing pauses before the draft is saved. */
const DRAFT_DEBOUNCE_MS = 800;

/**
 * One editor open at a time. While the owner types, the editor's values are saved as the draft
 * (save_temp_resume), so a closed tab or a lost connection loses nothing; closing or switching
 * editors with unsaved changes asks first.
 */
export function ProfileEditorProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('people');
  // A draft that could not be kept is not worth interrupting the owner for: no error handling.
  const { mutate: sendDraft } = useSaveDraft();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<null | (() => void)>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Editing | null>(null);
  latest.current = editing;

  const saveDraft = useCallback(
    (draft: StoredDraft | null) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      sendDraft(draft ? { section: draft.section, item: draft.item, values: draft.values } : null);
    },
    [sendDraft],
  );

  // Save the draft shortly after the owner stops typing.
  useEffect(() => {
    if (!editing?.dirty) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => saveDraft(editing), DRAFT_DEBOUNCE_MS);
  }, [editing, saveDraft]);

  // Leaving the page with typing not yet saved: save it now.
  useEffect(
    () => () => {
      if (timer.current && latest.current?.dirty) saveDraft(latest.current);
    },
    [saveDraft],
  );

  const askFirst = useCallback((then: () => void) => {
    if (latest.current?.dirty) setPending(() => then);
    else then();
  }, []);

  const value = useMemo<EditorContextValue>(
    () => ({
      editing,
      start: (section, item, initial) =>
        askFirst(() => {
          if (latest.current?.dirty) saveDraft(null);
          setEditing({ section, item, values: initial, dirty: false });
        }),
      restore: (draft) =>
        askFirst(() =>
          setEditing({ section: draft.section, item: draft.item, values: draft.values, dirty: true }),
        ),
      change: (values) => setEditing((e) => (e ? { ...e, values, dirty: true } : e)),
      update: (fn) => setEditing((e) => (e ? { ...e, values: fn(e.values), dirty: true } : e)),
      finish: () => {
        if (latest.current?.dirty || timer.current) saveDraft(null);
        setEditing(null);
      },
      cancel: () =>
        askFirst(() => {
          if (latest.current?.dirty) saveDraft(null);
          setEditing(null);
        }),
      discardDraft: () => saveDraft(null),
    }),
    [editing, askFirst, saveDraft],
  );

  return (
    <EditorContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('profile.editor.discard_title')}
        description={t('profile.editor.discard_message')}
        confirmLabel={t('profile.editor.discard_confirm')}
        cancelLabel={t('profile.editor.keep_editing')}
        tone="danger"
        onConfirm={() => {
          const then = pending;
          setPending(null);
          then?.();
        }}
      />
    </EditorContext.Provider>
  );
}

export function useProfileEditor(): EditorContextValue {
  const ctx = useContext(EditorContext);
  if (!ctx) throw new Error('useProfileEditor outside ProfileEditorProvider');
  return ctx;
}

/** The editor state of one section (or one item of it). */
export function useSectionEditor<T extends Record<string, unknown>>(
  section: SectionKey,
  item: string | null = null,
) {
  const editor = useProfileEditor();
  const open = editor.editing?.section === section && editor.editing.item === item;
  return {
    open,
    /** Another editor of this section (another item) is open. */
    busyElsewhere: editor.editing !== null && !open,
    values: (open ? editor.editing?.values : undefined) as T | undefined,
    dirty: open && Boolean(editor.editing?.dirty),
    start: (initial: T) => editor.start(section, item, initial),
    change: (values: T) => editor.change(values),
    update: (fn: (values: T) => T) => editor.update((values) => fn(values as T)),
    finish: editor.finish,
    cancel: editor.cancel,
  };
}
