import { gatheringTypes, jobGroups } from '@sidequest/shared';
import { RotateCcw, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { imeSafeEnter } from '../../ui/ime';
import {
  isNarrowed,
  isSearchableKeyword,
  optionLabel,
  type ProjectFilters,
  SELECT_KEYS,
  SELECT_OPTIONS,
  type SelectKey,
  TYPE_TABS,
} from './filters';
import styles from './find.module.css';

export interface FilterBarProps {
  filters: ProjectFilters;
  onChange: (next: ProjectFilters) => void;
}

/** The keyword box: Enter submits (never mid-composition), one character is explained, not sent. */
function KeywordBox({ value, onSubmit }: { value: string; onSubmit: (keyword: string | undefined) => void }) {
  const { t } = useTranslation('project');
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
    if (!isSearchableKeyword(trimmed)) {
      setError(t('find.search.too_short'));
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported landmark
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('find.search.label')}
      </label>
      <div className={styles.searchControl}>
        <Search className={styles.searchIcon} size={18} aria-hidden="true" />
        <input
          id={`${id}-q`}
          type="search"
          className={styles.searchInput}
          placeholder={t('find.search.placeholder')}
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
            aria-label={t('find.search.clear')}
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
        {t('find.search.submit')}
      </Button>
      {error ? (
        <p id={`${id}-err`} className={styles.searchError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function FilterSelect({ name, filters, onChange }: { name: SelectKey } & FilterBarProps) {
  const { t } = useTranslation('project');
  const id = useId();
  const value = filters[name] ?? '';
  const options = SELECT_OPTIONS[name]();
  return (
    <div className={`${styles.filter} ${value ? styles.filterActive : ''}`}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t(`find.filters.${name}`)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange({ ...filters, [name]: e.target.value || undefined })}
      >
        <option value="">{t('find.filters.any')}</option>
        {name === 'recruting'
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

/** Type tabs, keyword, the selects, 모집중만, and chips for what is set. Everything lives in the URL. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('project');
  const onlyId = useId();
  const active = SELECT_KEYS.filter((k) => filters[k]);

  return (
    <section className={styles.filterBar} aria-label={t('find.filters.label')}>
      <div className={styles.tabs} role="tablist" aria-label={t('find.filters.type')}>
        {TYPE_TABS.map((code) => {
          const selected = (filters.type ?? '') === code;
          return (
            <button
              key={code || 'all'}
              type="button"
              role="tab"
              aria-selected={selected}
              className={`${styles.tab} ${selected ? styles.tabOn : ''}`}
              onClick={() => onChange({ ...filters, type: (code || undefined) as ProjectFilters['type'] })}
            >
              {code ? gatheringTypes.label(code) : t('find.filters.all_types')}
            </button>
          );
        })}
      </div>
      <KeywordBox value={filters.keyword ?? ''} onSubmit={(keyword) => onChange({ ...filters, keyword })} />
      <div className={styles.filterRow}>
        {SELECT_KEYS.map((name) => (
          <FilterSelect key={name} name={name} filters={filters} onChange={onChange} />
        ))}
        <label htmlFor={onlyId} className={styles.onlyToggle}>
          <input
            id={onlyId}
            type="checkbox"
            checked={Boolean(filters.recruting_only)}
            onChange={(e) => onChange({ ...filters, recruting_only: e.target.checked || undefined })}
          />
          {t('find.filters.recruting_only')}
        </label>
      </div>
      {active.length > 0 || filters.keyword || filters.recruting_only ? (
        <div className={styles.activeRow}>
          <ul className={styles.chips} aria-label={t('find.filters.active')}>
            {filters.keyword ? (
              <li>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => onChange({ ...filters, keyword: undefined })}
                >
                  <span>“{filters.keyword}”</span>
                  <X size={14} aria-hidden="true" />
                  <span className="visually-hidden">{t('find.filters.remove_keyword')}</span>
                </button>
              </li>
            ) : null}
            {active.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => onChange({ ...filters, [key]: undefined })}
                >
                  <span>
                    {t(`find.filters.${key}`)}: {optionLabel(key, filters[key]!)}
                  </span>
                  <X size={14} aria-hidden="true" />
                  <span className="visually-hidden">
                    {t('find.filters.remove', { label: t(`find.filters.${key}`) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {isNarrowed(filters) ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({})}
              icon={<RotateCcw size={14} aria-hidden="true" />}
            >
              {t('find.filters.reset')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
