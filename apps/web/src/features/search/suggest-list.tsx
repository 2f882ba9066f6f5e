import { isSearchableKeyword, normalizeSearchText, type SearchResult } from '@sidequest/shared';
import { Clock, Search, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { searchHref } from '../../app/nav';
import type { SuggestItem } from '../../app/layout/suggest-item';
import { useUserStore } from '../../app/store';
import { useClearQueries, useDeleteQuery, useQueryHistory, useSuggestions } from './api';
import { kindKey } from './kind-labels';
import styles from './suggest-list.module.css';

export interface SuggestListProps {
  id: string;
  open: boolean;
  /** What was typed, committed (never a syllable mid-composition) and debounced. */
  query: string;
  active: number;
  onItems(items: SuggestItem[]): void;
  onPick(href: string): void;
  onActive(index: number): void;
  /** Back to the box after a recent search is deleted: the button that had focus is gone. */
  onRefocus(): void;
}

/**
 * The search box's list (search-box.tsx keeps the input and the keys): for a searchable query, a
 * few titles across kinds and "all results"; for an empty box, the member's recent searches with
 * delete one / delete all, or a hint for a visitor.
 */
export function SuggestList({
  id,
  open,
  query,
  active,
  onItems,
  onPick,
  onActive,
  onRefocus,
}: SuggestListProps) {
  const { t } = useTranslation('search');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const q = normalizeSearchText(query);
  const searchable = q !== '' && isSearchableKeyword(q);
  const suggestions = useSuggestions(searchable && open ? q : '');
  const history = useQueryHistory(open && q === '');
  const remove = useDeleteQuery();
  const clear = useClearQueries();

  const results: SearchResult[] = searchable ? (suggestions.data?.results ?? []) : [];
  const recent = q === '' && isLoggedIn ? (history.data?.items ?? []) : [];
  const items = useMemo<SuggestItem[]>(() => {
    if (searchable) {
      return [
        ...results.map((r) => ({ key: `${r.kind}:${r.ref_no}`, href: r.url })),
        { key: 'all', href: searchHref(q) },
      ];
    }
    return recent.map((h) => ({ key: `recent:${h.history_no}`, href: searchHref(h.query) }));
  }, [searchable, results, recent, q]);
  useEffect(() => onItems(items), [items, onItems]);

  if (!open) return <div id={id} role="listbox" hidden />;
  // Nothing useful to show for a visitor's empty box but the hint; one character gets the rule.
  const showHint = !searchable && recent.length === 0;

  return (
    <div className={styles.panel} data-testid="search-suggest">
      {q === '' && recent.length > 0 ? (
        <div className={styles.head}>
          <span>{t('box.recent')}</span>
          <button
            type="button"
            className={styles.clear}
            // Not disabled while pending: a focused button that turns disabled loses focus, and
            // the box took that for leaving and closed the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              if (!clear.isPending) clear.mutate();
              onRefocus();
            }}
          >
            {t('box.recent_clear')}
          </button>
        </div>
      ) : null}
      {/* Recent searches are buttons with their own delete (an option may hold nothing focusable). */}
      {recent.length > 0 ? (
        <ul className={styles.list} aria-label={t('box.recent')}>
          {recent.map((h, i) => (
            <li
              key={h.history_no}
              className={active === i ? `${styles.option} ${styles.active}` : styles.option}
            >
              <button
                type="button"
                className={styles.recent}
                onPointerEnter={() => onActive(i)}
                onClick={() => onPick(searchHref(h.query))}
              >
                <Clock size={14} aria-hidden="true" className={styles.icon} />
                <span className={styles.title}>{h.query}</span>
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('box.recent_delete', { q: h.query })}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  remove.mutate(h.history_no);
                  onRefocus();
                }}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={t('box.suggestions')}
        className={styles.list}
        hidden={!searchable}
      >
        {searchable
          ? results.map((r, i) => (
              <button
                type="button"
                tabIndex={-1}
                key={`${r.kind}:${r.ref_no}`}
                id={`${id}-${i}`}
                role="option"
                aria-selected={active === i}
                className={active === i ? `${styles.option} ${styles.active}` : styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onPointerEnter={() => onActive(i)}
                onClick={() => onPick(r.url)}
              >
                <span className={styles.kind}>{t(kindKey(r.kind))}</span>
                <span className={styles.title}>{r.title}</span>
              </button>
            ))
          : null}
        {searchable ? (
          <button
            type="button"
            tabIndex={-1}
            id={`${id}-${results.length}`}
            role="option"
            aria-selected={active === results.length}
            className={`${styles.option} ${styles.all} ${active === results.length ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onPointerEnter={() => onActive(results.length)}
            onClick={() => onPick(searchHref(q))}
          >
            <Search size={14} aria-hidden="true" className={styles.icon} />
            <span className={styles.title}>{t('box.see_all', { q })}</span>
          </button>
        ) : null}
      </div>
      {searchable && suggestions.isPending ? <p className={styles.note}>{t('box.loading')}</p> : null}
      {searchable && suggestions.isError ? <p className={styles.note}>{t('box.error')}</p> : null}
      {searchable && suggestions.isSuccess && results.length === 0 ? (
        <p className={styles.note}>{t('box.none')}</p>
      ) : null}
      {showHint ? <p className={styles.note}>{q === '' ? t('box.hint') : t('too_short')}</p> : null}
    </div>
  );
}
