import { type Ref, useImperativeHandle, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { Avatar } from '../../../ui/avatar';
import { isImeComposing } from '../../../ui/ime';
import type { MentionCandidate } from './api';
import parts from './parts.module.css';

export interface MentionListHandle {
  onKeyDown(event: KeyboardEvent): boolean;
}

export interface MentionListProps {
  items: MentionCandidate[];
  query: string;
  loading: boolean;
  command(item: { id: string; label: string }): void;
  ref?: Ref<MentionListHandle>;
}

/** The member list under `@`: arrows move, Enter or Tab picks (never mid-composition), a click picks. */
export function MentionList({ items, query, loading, command, ref }: MentionListProps) {
  const { t } = useTranslation('lounge_write');
  const [active, setActive] = useState(0);
  const [forQuery, setForQuery] = useState(query);
  // A new query is a new list: start again from the top.
  if (forQuery !== query) {
    setForQuery(query);
    setActive(0);
  }
  const pick = (i: number) => {
    const item = items[i];
    if (item) command({ id: item.nickname, label: item.nickname });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (isImeComposing(event) || items.length === 0) return false;
      if (event.key === 'ArrowDown') {
        setActive((i) => (i + 1) % items.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setActive((i) => (i - 1 + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        pick(active);
        return true;
      }
      return false;
    },
  }));

  const short = [...query.replace(/\s+/g, '')].length < 2;
  const status = short ? t('mention.type_more') : loading ? t('mention.loading') : t('mention.none');
  return (
    <div className={parts.mentionMenu}>
      {items.length === 0 ? (
        <p className={parts.mentionStatus} role="status">
          {status}
        </p>
      ) : (
        <div role="listbox" aria-label={t('mention.label')} className={parts.mentionList}>
          {items.map((item, i) => (
            <button
              key={item.no}
              type="button"
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={parts.mentionOption}
              // The editor keeps its focus and selection until the pick is inserted.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(i)}
              onMouseEnter={() => setActive(i)}
            >
              <Avatar src={item.img} nickname={item.nickname} size={24} />
              <span>{item.nickname}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
