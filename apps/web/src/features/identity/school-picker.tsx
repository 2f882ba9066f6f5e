import type { UniversityItem } from '@sidequest/shared';
import { LoaderCircle, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { isImeComposing } from '../../ui/ime';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUniversitySearch } from './api';
import styles from './identity.module.css';

const typeLabel: Record<string, string> = { '01': '대학교', '02': '전문대학', '03': '대학원대학교' };

/**
 * Picks a school from the directory: type a name, its initials (ㅅㅇㄷ) or an English name, then
 * choose with the mouse or the arrow keys and Enter (never mid-composition). A chosen school shows
 * as a block with a 변경 button.
 */
export function SchoolPicker({
  value,
  onChange,
  error,
}: {
  value: UniversityItem | null;
  onChange: (school: UniversityItem | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('join');
  const id = useId();
  const inputId = `school${id}`;
  const listId = `school-list${id}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text, 200);
  const search = useUniversitySearch(open ? q : '');
  const items = search.data?.UNIVERSITIES ?? [];

  if (value) {
    return (
      <div>
        <span className={styles.fieldLabel} id={`${inputId}-label`}>
          {t('identity.school.school_label')}
        </span>
        <div className={styles.picked}>
          <span>
            <span className={styles.pickedName}>{value.SCHOOL_NAME}</span>
            <span className={styles.pickedMeta}>@{value.SCHOOL_DOMAIN}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange(null);
              setText('');
              setOpen(true);
            }}
          >
            {t('identity.school.change_school')}
          </Button>
        </div>
      </div>
    );
  }

  const choose = (school: UniversityItem) => {
    onChange(school);
    setOpen(false);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isImeComposing(e)) {
      // Enter only confirms the syllable being composed; it must not pick or submit.
      if (e.key === 'Enter') e.preventDefault();
      return;
    }
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = items[active];
      if (open && pick) choose(pick);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && text.trim() !== '';
  const waiting = showList && (q !== text || search.isFetching) && items.length === 0;
  return (
    <div>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {t('identity.school.school_label')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.picker}>
        <div className={fieldStyles.control}>
          <input
            id={inputId}
            className={`${fieldStyles.input} ${fieldStyles.withTrailing}`}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              showList && items[active] ? `${listId}-${items[active].SCHOOL_CODE}` : undefined
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint`}
            aria-required
            autoComplete="off"
            placeholder={t('identity.school.school_placeholder')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          <span className={`${fieldStyles.trailing} ${styles.searchIcon}`} aria-hidden="true">
            {waiting ? <LoaderCircle size={18} className="spin" /> : <Search size={18} />}
          </span>
        </div>
        {showList ? (
          <div className={styles.listbox}>
            <div id={listId} role="listbox" aria-label={t('identity.school.school_label')}>
              {items.map((u, i) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the input owns focus (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys and Enter on the input choose options
                <div
                  key={u.SCHOOL_CODE}
                  id={`${listId}-${u.SCHOOL_CODE}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(u)}
                >
                  <span className={styles.optionName}>{u.SCHOOL_NAME}</span>
                  <span className={styles.optionMeta}>
                    {typeLabel[u.SCHOOL_TYPE] ?? ''} · @{u.SCHOOL_DOMAIN}
                  </span>
                </div>
              ))}
            </div>
            {items.length === 0 ? (
              <p className={styles.listInfo} role="status">
                {search.isError
                  ? t('identity.school.search_error')
                  : waiting
                    ? t('identity.school.searching')
                    : t('identity.school.no_result', { q: text.trim() })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className={styles.fieldHint}>
          {t('identity.school.school_hint')}
        </p>
      )}
    </div>
  );
}
