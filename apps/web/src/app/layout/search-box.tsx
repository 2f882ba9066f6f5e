import { Search } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { decideEnter } from '../../ui/ime';
import { searchHref } from '../nav';
import styles from './header.module.css';
import { lazyWithNamespaces } from '../with-namespaces';
import type { SuggestItem } from './suggest-item';

// The list under the box (suggestions, recent searches) and its calls load on first focus, so a
// page's first load carries only the input.
const SuggestList = lazyWithNamespaces(
  async () => ({ default: (await import('../../features/search/suggest-list')).SuggestList }),
  ['search'],
);

/** How long typing rests before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

export interface SearchBoxProps {
  /** `header` (compact, in the top bar) or `page` (full width, at the top of /search). */
  variant?: 'header' | 'page';
  autoFocus?: boolean;
}

/**
 * The search box with suggestions as you type (a combobox): titles across kinds for the words
 * typed, or the member's recent searches while it is empty. Arrow keys move through them, Enter
 * opens the one chosen or searches (never mid-composition), Escape closes the list. A syllable
 * being composed is not asked about: the query follows the text only once it is committed.
 */
export function SearchBox({ variant = 'header', autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  const [value, setValue] = useState(current);
  const [committed, setCommitted] = useState(current);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useRef<SuggestItem[]>([]);
  const composing = useRef(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();
  const query = useDebouncedValue(committed, SUGGEST_DEBOUNCE_MS);

  useEffect(() => {
    setValue(current);
    setCommitted(current);
  }, [current]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    navigate(href);
  };
  const submit = () => go(searchHref(value));

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const count = items.current.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (e.nativeEvent.isComposing) return;
      e.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: moving past either end comes back to what was typed.
      setActive((i) => {
        const next = i + step;
        if (next >= count) return -1;
        return next < -1 ? count - 1 : next;
      });
      return;
    }
    if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
      return;
    }
    const decision = decideEnter(e);
    if (decision === 'composing') {
      e.preventDefault();
      return;
    }
    if (decision !== 'submit') return;
    e.preventDefault();
    const chosen = active >= 0 ? items.current[active] : undefined;
    if (chosen) go(chosen.href);
    else submit();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported landmark; <search> is too new
    <form
      ref={rootRef}
      role="search"
      className={variant === 'page' ? `${styles.search} ${styles.searchPage}` : styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <Search className={styles.searchIcon} size={16} aria-hidden="true" />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          open && active >= 0 && committed.trim() !== '' ? `${listId}-${active}` : undefined
        }
        className={styles.searchInput}
        placeholder={t('search.placeholder')}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: only on /search, where typing is what the page is for
        autoFocus={autoFocus}
        onFocus={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
          if (!composing.current) setCommitted(e.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(e) => {
          composing.current = false;
          setCommitted(e.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        enterKeyHint="search"
        autoComplete="off"
      />
      {loaded ? (
        <Suspense fallback={null}>
          <SuggestList
            id={listId}
            open={open}
            query={query}
            active={active}
            onItems={(list) => {
              items.current = list;
            }}
            onPick={go}
            onActive={setActive}
            onRefocus={() => inputRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
