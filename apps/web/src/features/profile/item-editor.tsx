import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useSectionEditor } from './editor';
import styles from './profile.module.css';
import { SectionCard } from './section-card';

/**
 * The resume's item lists (경력, 학력, 작업물) work alike: their texts sit under `profile.<kind>.*`
 * with the same key names, so the parts below take the kind and build the keys.
 */
export type ItemKind = 'career' | 'education' | 'work';

/** What an item editor saves with: one of the api's useSave… hooks. */
interface ItemMutation<V> {
  mutateAsync: (vars: V) => Promise<unknown>;
  isPending: boolean;
}

/** An item editor's save: the checks' field errors, the server's answer, and the saving flag. */
export function useItemSave<V>(kind: ItemKind, finish: () => void, mutation: ItemMutation<V>) {
  const { t } = useTranslation('people');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows what the checks found; when they found nothing, sends and (the resume refreshed) closes the editor. */
  const save = async (found: Record<string, string>, vars: V) => {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync(vars);
      finish();
      toast(t(`profile.${kind}.saved`), { tone: 'success' });
    } catch (err) {
      if (isApiError(err)) {
        setErrors(err.fields);
        setFormError(err.message);
      }
    }
  };
  return { saving: mutation.isPending, errors, formError, save };
}

export interface ItemActionsProps {
  kind: ItemKind;
  /** The values the item's texts name it by ({ company }, { school }, { title }). */
  names: Record<string, string>;
  className: string | undefined;
  onEdit: () => void;
  /** Deletes the item on the server (one of the api's useRemove… hooks, which refresh the list). */
  remove: () => Promise<unknown>;
}

/** The owner's 수정 and 삭제 buttons of an item; 삭제 asks first. */
export function ItemActions({ kind, names, className, onEdit, remove }: ItemActionsProps) {
  const { t } = useTranslation('people');
  const [confirm, setConfirm] = useState(false);

  const onConfirm = async () => {
    try {
      await remove();
      toast(t(`profile.${kind}.removed`), { tone: 'success' });
    } catch (err) {
      toast(t(`profile.${kind}.remove_failed`), {
        description: isApiError(err) ? err.message : undefined,
        tone: 'error',
      });
      // Keeps the dialog open so the owner can try again.
      return false;
    }
  };

  return (
    <div className={className}>
      <Button size="sm" variant="ghost" onClick={onEdit}>
        {t('profile.action.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon={<Trash2 size={15} aria-hidden="true" />}
        aria-label={t(`profile.${kind}.remove_label`, names)}
        onClick={() => setConfirm(true)}
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t(`profile.${kind}.remove_title`)}
        description={t(`profile.${kind}.remove_message`, names)}
        confirmLabel={t('profile.action.remove')}
        onConfirm={onConfirm}
      />
    </div>
  );
}

export interface ItemListSectionProps<T extends Record<string, unknown>> {
  id: string;
  kind: ItemKind;
  owner: boolean;
  count: number;
  /** How many items the resume may hold; 추가 hides at the limit. */
  limit: number;
  /** The values a new item's editor starts from. */
  blank: T;
  /** The editor of a new item (it opens above the list). */
  newEditor: ReactNode;
  listClassName: string | undefined;
  /** The items, one <li> each. */
  children: ReactNode;
}

/** A resume section of items: 추가 in the header, the new item's editor, the list or its empty text. */
export function ItemListSection<T extends Record<string, unknown>>({
  id,
  kind,
  owner,
  count,
  limit,
  blank,
  newEditor,
  listClassName,
  children,
}: ItemListSectionProps<T>) {
  const { t } = useTranslation('people');
  const adding = useSectionEditor<T>(kind, 'new');
  const full = count >= limit;
  return (
    <SectionCard
      id={id}
      title={t(`profile.${kind}.title`)}
      aside={count > 0 ? count : undefined}
      action={owner && !adding.open && !full ? { kind: 'add', onClick: () => adding.start(blank) } : null}
    >
      {adding.open ? <div className={styles.itemEditing}>{newEditor}</div> : null}
      {count > 0 ? (
        <ul className={listClassName}>{children}</ul>
      ) : adding.open ? null : (
        <p className={styles.muted}>
          {owner ? t(`profile.${kind}.empty_owner`) : t(`profile.${kind}.empty`)}
        </p>
      )}
    </SectionCard>
  );
}
