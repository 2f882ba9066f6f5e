import { Check, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type PickedPerson, usePeopleSearch } from './api';
import styles from './dialogs.module.css';

/**
 * Find people by nickname (the directory's quick search) and pick several. People already in
 * the room (`exclude`) and I myself are not offered.
 */
export function PeoplePicker({
  picked,
  onChange,
  exclude = [],
}: {
  picked: PickedPerson[];
  onChange: (next: PickedPerson[]) => void;
  exclude?: number[];
}) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile?.no ?? null);
  const [keyword, setKeyword] = useState('');
  const term = useDebouncedValue(keyword.trim(), 250);
  const searchable = [...term.replace(/\s+/g, '')].length >= 2;
  const found = usePeopleSearch(term, searchable);
  const hidden = new Set([...exclude, ...(me === null ? [] : [me])]);
  const people = (found.data ?? []).filter((p) => !hidden.has(p.no));
  const isPicked = (no: number) => picked.some((p) => p.no === no);
  const toggle = (p: PickedPerson) =>
    onChange(isPicked(p.no) ? picked.filter((x) => x.no !== p.no) : [...picked, p]);

  return (
    <div className={styles.picker}>
      {picked.length > 0 ? (
        <ul className={styles.chips} aria-label={t('people.picked_label')}>
          {picked.map((p) => (
            <li key={p.no} className={styles.chip}>
              {p.nickname}
              <button
                type="button"
                onClick={() => toggle(p)}
                aria-label={t('people.unpick', { nickname: p.nickname })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        label={t('people.search_label')}
        value={keyword}
        placeholder={t('people.search_placeholder')}
        onChange={(e) => setKeyword(e.target.value)}
        autoComplete="off"
      />
      {!searchable ? (
        <p className={styles.muted}>{t('people.search_hint')}</p>
      ) : found.isPending ? (
        <SkeletonText lines={2} />
      ) : found.isError ? (
        <ErrorState compact message={found.error.message} onRetry={() => void found.refetch()} />
      ) : people.length === 0 ? (
        <p className={styles.muted}>{t('people.search_empty')}</p>
      ) : (
        <ul className={styles.pickList}>
          {people.map((p) => (
            <li key={p.no} className={styles.pickRow}>
              <Avatar nickname={p.nickname} src={p.img} size={32} />
              <span className={styles.pickName}>{p.nickname}</span>
              <Button
                size="sm"
                variant={isPicked(p.no) ? 'secondary' : 'soft'}
                icon={
                  isPicked(p.no) ? (
                    <Check size={14} aria-hidden="true" />
                  ) : (
                    <Plus size={14} aria-hidden="true" />
                  )
                }
                aria-pressed={isPicked(p.no)}
                onClick={() => toggle(p)}
              >
                {isPicked(p.no) ? t('people.picked') : t('people.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
