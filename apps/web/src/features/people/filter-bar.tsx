import { jobGroups } from '@sidequest/shared';
import { RotateCcw, Search, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { imeSafeEnter } from '../../ui/ime';
import {
  activeFilterCount,
  type DirectoryFilters,
  FILTER_KEYS,
  FILTER_OPTIONS,
  type FilterKey,
  isSearchableKeyword,
  jobOptions,
  MORE_FILTERS,
  optionLabel,
  PRIMARY_FILTERS,
} from './filters';
import styles from './people.module.css';

export interface FilterBarProps {
  filters: DirectoryFilters;
  onChange: (key: FilterKey | 'keyword', value: string | undefined) => void;
  onReset: () => void;
}

/** The keyword box: Enter submits (never mid-composition), one character is explained, not sent. */
function KeywordBox({ value, onSubmit }: { value: string; onSubmit: (keyword: string | undefined) => void }) {
  const { t } = useTranslation('people');
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  useEffect(() => setText(value), [value]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(null);
      onSubmit(undefined);
      return;
    }
    if (!isSearchableKeyword(trimmed)) {
      setError(t('directory.search.too_short'));
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported landmark
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={`${hintId}-q`} className="visually-hidden">
        {t('directory.search.label')}
      </label>
      <div className={styles.searchControl}>
        <Search className={styles.searchIcon} size={18} aria-hidden="true" />
        <input
          id={`${hintId}-q`}
          type="search"
          className={styles.searchInput}
          placeholder={t('directory.search.placeholder')}
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
          aria-describedby={error ? `${hintId}-err` : undefined}
        />
        {text ? (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={t('directory.search.clear')}
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
        {t('directory.search.submit')}
      </Button>
      {error ? (
        <p id={`${hintId}-err`} className={styles.searchError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function FilterSelect({
  name,
  filters,
  onChange,
}: {
  name: FilterKey;
  filters: DirectoryFilters;
  onChange: FilterBarProps['onChange'];
}) {
  const { t } = useTranslation('people');
  const id = useId();
  const value = filters[name] ?? '';
  const options = name === 'job' ? jobOptions(filters.job_group) : FILTER_OPTIONS[name]();
  // Without a group, the detailed jobs come grouped so the long list stays readable.
  const grouped = name === 'job' && !filters.job_group;
  return (
    <div className={`${styles.filter} ${value ? styles.filterActive : ''}`}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t(`directory.filters.${name}`)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(name, e.target.value || undefined)}
      >
        <option value="">{t('directory.filters.any')}</option>
        {grouped
          ? jobGroups.items
              .filter((g) => g.code !== '00')
              .map((g) => (
                <optgroup key={g.code} label={g.label}>
                  {options
                    .filter((o) => o.code.startsWith(g.code))
                    .map((o) => (
                      <option key={o.code} value={o.code}>
                        {o.label}
                      </option>
                    ))}
                </optgroup>
              ))
          : options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
      </select>
    </div>
  );
}

/** Search box, the filters (primary ones first, the rest behind 필터 더보기) and the active chips. */
export function FilterBar({ filters, onChange, onReset }: FilterBarProps) {
  const { t } = useTranslation('people');
  const moreSet = MORE_FILTERS.some((k) => filters[k]);
  const [showMore, setShowMore] = useState(moreSet);
  const panelId = useId();
  const active = FILTER_KEYS.filter((k) => filters[k]);
  const count = activeFilterCount(filters);

  return (
    <section className={styles.filterBar} aria-label={t('directory.filters.label')}>
      <KeywordBox value={filters.keyword ?? ''} onSubmit={(kw) => onChange('keyword', kw)} />
      <div className={styles.filterRow}>
        {PRIMARY_FILTERS.map((name) => (
          <FilterSelect key={name} name={name} filters={filters} onChange={onChange} />
        ))}
        <Button
          variant="ghost"
          size="md"
          className={styles.moreToggle}
          aria-expanded={showMore || moreSet}
          aria-controls={panelId}
          onClick={() => setShowMore((v) => !v)}
          icon={<SlidersHorizontal size={16} aria-hidden="true" />}
        >
          {showMore || moreSet ? t('directory.filters.less') : t('directory.filters.more')}
        </Button>
      </div>
      {showMore || moreSet ? (
        <div id={panelId} className={styles.filterRow}>
          {MORE_FILTERS.map((name) => (
            <FilterSelect key={name} name={name} filters={filters} onChange={onChange} />
          ))}
        </div>
      ) : null}
      {count > 0 || filters.keyword ? (
        <div className={styles.activeRow}>
          <span className="visually-hidden">{t('directory.filters.active')}</span>
          <ul className={styles.chips}>
            {filters.keyword ? (
              <li>
                <button type="button" className={styles.chip} onClick={() => onChange('keyword', undefined)}>
                  <span>“{filters.keyword}”</span>
                  <X size={14} aria-hidden="true" />
                  <span className="visually-hidden">{t('directory.filters.remove_keyword')}</span>
                </button>
              </li>
            ) : null}
            {active.map((key) => {
              const label = optionLabel(key, filters[key]!);
              return (
                <li key={key}>
                  <button type="button" className={styles.chip} onClick={() => onChange(key, undefined)}>
                    <span>
                      {t(`directory.filters.${key}`)}: {label}
                    </span>
                    <X size={14} aria-hidden="true" />
                    <span className="visually-hidden">
                      {t('directory.filters.remove', { label: t(`directory.filters.${key}`) })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            onClick={onReset}
            icon={<RotateCcw size={14} aria-hidden="true" />}
          >
            {t('directory.filters.reset')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
