import { RotateCcw, Search, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/texts/react';
import { Button } from './button';
import styles from './filter-bar.module.css';
import { imeSafeEnter } from './ime';

export interface FilterOption {
  code: string;
  label: string;
}

export interface FilterSelectSpec {
  /** The filter's name: its label is the text `filters.<name>`. */
  name: string;
  value: string | undefined;
  options: readonly FilterOption[];
  /** When given, the options go under these optgroups by code prefix (long job lists stay readable). */
  groups?: readonly FilterOption[];
}

export interface FilterBarProps {
  /**
   * Where the texts live: `<keyPrefix>.search.{label,placeholder,submit,clear,too_short}` and
   * `<keyPrefix>.filters.{label,any,more,less,active,remove,remove_keyword,reset,<name>}` in `ns`.
   */
  ns: string;
  keyPrefix: string;
  keyword: string | undefined;
  /** Whether the server accepts this keyword; a shorter one is explained, not sent. */
  isSearchable: (keyword: string) => boolean;
  onKeyword: (keyword: string | undefined) => void;
  selects: readonly FilterSelectSpec[];
  /** Selects behind 필터 더보기, open from the start when one of them is set. */
  moreSelects?: readonly FilterSelectSpec[];
  onSelect: (name: string, value: string | undefined) => void;
  /** Above the search box (the project list's type tabs). */
  header?: ReactNode;
  /** At the end of the select row (a checkbox such as 모집중만). */
  rowEnd?: ReactNode;
  /** A narrowing without a chip of its own is on (모집중만): the reset row shows all the same. */
  otherActive?: boolean;
  onReset: () => void;
}

/** The keyword box: Enter submits (never mid-composition), one character is explained, not sent. */
function KeywordBox({
  value,
  onSubmit,
  isSearchable,
  t,
}: {
  value: string;
  onSubmit: (keyword: string | undefined) => void;
  isSearchable: (keyword: string) => boolean;
  t: (key: string) => string;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => setText(value), [value]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(null);
      onSubmit(undefined);
      return;
    }
    if (!isSearchable(trimmed)) {
      setError(t('search.too_short'));
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported landmark
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.searchControl}>
        <Search className={styles.searchIcon} size={18} aria-hidden="true" />
        <input
          id={`${id}-q`}
          type="search"
          className={styles.searchInput}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={imeSafeEnter(() => submit())}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        {text ? (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              setError(null);
              if (value) onSubmit(undefined);
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
      {error ? (
        <p id={`${id}-err`} className={styles.searchError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const optionList = (options: readonly FilterOption[]) =>
  options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.label}
    </option>
  ));

function FilterSelect({
  spec,
  onSelect,
  t,
}: {
  spec: FilterSelectSpec;
  onSelect: FilterBarProps['onSelect'];
  t: (key: string) => string;
}) {
  const id = useId();
  const value = spec.value ?? '';
  return (
    <div className={`${styles.filter} ${value ? styles.filterActive : ''}`}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t(`filters.${spec.name}`)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onSelect(spec.name, e.target.value || undefined)}
      >
        <option value="">{t('filters.any')}</option>
        {spec.groups
          ? spec.groups.map((g) => (
              <optgroup key={g.code} label={g.label}>
                {optionList(spec.options.filter((o) => o.code.startsWith(g.code)))}
              </optgroup>
            ))
          : optionList(spec.options)}
      </select>
    </div>
  );
}

function RemoveChip({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.chip} onClick={onClick}>
        <span>{text}</span>
        <X size={14} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </button>
    </li>
  );
}

/**
 * Search box, the selects (the first ones at once, the rest behind 필터 더보기) and a chip for each
 * filter that is set. It only reports changes: the page keeps the filters (in the URL).
 */
export function FilterBar({
  ns,
  keyPrefix,
  keyword,
  isSearchable,
  onKeyword,
  selects,
  moreSelects = [],
  onSelect,
  header,
  rowEnd,
  otherActive = false,
  onReset,
}: FilterBarProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const moreSet = moreSelects.some((s) => s.value);
  const [showMore, setShowMore] = useState(moreSet);
  const moreOpen = showMore || moreSet;
  const panelId = useId();
  const active = [...selects, ...moreSelects].filter((s) => s.value);

  return (
    <section className={styles.filterBar} aria-label={t('filters.label')}>
      {header}
      <KeywordBox value={keyword ?? ''} onSubmit={onKeyword} isSearchable={isSearchable} t={t} />
      <div className={styles.filterRow}>
        {selects.map((spec) => (
          <FilterSelect key={spec.name} spec={spec} onSelect={onSelect} t={t} />
        ))}
        {moreSelects.length > 0 ? (
          <Button
            variant="ghost"
            size="md"
            className={styles.moreToggle}
            aria-expanded={moreOpen}
            aria-controls={panelId}
            onClick={() => setShowMore((v) => !v)}
            icon={<SlidersHorizontal size={16} aria-hidden="true" />}
          >
            {moreOpen ? t('filters.less') : t('filters.more')}
          </Button>
        ) : null}
        {rowEnd}
      </div>
      {moreOpen && moreSelects.length > 0 ? (
        <div id={panelId} className={styles.filterRow}>
          {moreSelects.map((spec) => (
            <FilterSelect key={spec.name} spec={spec} onSelect={onSelect} t={t} />
          ))}
        </div>
      ) : null}
      {active.length > 0 || keyword || otherActive ? (
        <div className={styles.activeRow}>
          <ul className={styles.chips} aria-label={t('filters.active')}>
            {keyword ? (
              <RemoveChip
                text={`“${keyword}”`}
                label={t('filters.remove_keyword')}
                onClick={() => onKeyword(undefined)}
              />
            ) : null}
            {active.map((spec) => (
              <RemoveChip
                key={spec.name}
                text={`${t(`filters.${spec.name}`)}: ${spec.options.find((o) => o.code === spec.value)?.label ?? spec.value}`}
                label={t('filters.remove', { label: t(`filters.${spec.name}`) })}
                onClick={() => onSelect(spec.name, undefined)}
              />
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            onClick={onReset}
            icon={<RotateCcw size={14} aria-hidden="true" />}
          >
            {t('filters.reset')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
