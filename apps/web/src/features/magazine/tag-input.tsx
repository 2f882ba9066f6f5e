import { MAGAZINE_LIMITS } from '@sidequest/shared';
import { X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import fieldStyles from '../../ui/field.module.css';
import { decideEnter } from '../../ui/ime';
import { addTags, endsTag } from './tags';
import styles from './write.module.css';

/**
 * Tags as chips: Enter or a comma adds what was typed (never in the middle of a Hangul syllable),
 * Backspace in an empty box takes the last one back, × removes one. At most ten.
 */
export function TagInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('magazine');
  const id = useId();
  const [text, setText] = useState('');
  const [full, setFull] = useState(false);
  const commit = (typed: string) => {
    const res = addTags(value, typed);
    setFull(res.overflow);
    if (res.tags.length !== value.length) onChange(res.tags);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const decision = decideEnter(e);
    if (decision === 'composing') return;
    if (decision === 'submit' || decision === 'newline') {
      e.preventDefault();
      if (text.trim()) commit(text);
      return;
    }
    if (e.key === 'Backspace' && text === '' && value.length > 0) onChange(value.slice(0, -1));
  };
  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    const composing = (e.nativeEvent as InputEvent).isComposing;
    if (!composing && endsTag(next)) commit(next);
    else setText(next);
  };
  const limitReached = value.length >= MAGAZINE_LIMITS.tagsMax;
  const message = error ?? (full || limitReached ? t('write.tags_full') : undefined);

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('write.tags')}
      </label>
      <div className={styles.tagBox}>
        <ul className={styles.tagChips} aria-label={t('write.tags_added')}>
          {value.map((tag) => (
            <li key={tag} className={styles.tagChip}>
              #{tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== tag))}
                aria-label={t('write.tag_remove', { tag })}
              >
                <X size={13} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className={styles.tagText}
          value={text}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
          placeholder={limitReached ? '' : t('write.tags_placeholder')}
          disabled={limitReached}
          maxLength={MAGAZINE_LIMITS.tagMax + 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p
        id={`${id}-hint`}
        className={error ? fieldStyles.error : fieldStyles.hint}
        role={error ? 'alert' : undefined}
      >
        {message ?? t('write.tags_hint', { count: value.length, max: MAGAZINE_LIMITS.tagsMax })}
      </p>
    </div>
  );
}
