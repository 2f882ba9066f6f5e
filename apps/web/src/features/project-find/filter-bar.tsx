import { gatheringTypes, jobGroups } from '@sidequest/shared';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { FilterBar as Bar } from '../../ui/filter-bar';
import styles from './find.module.css';
import {
  isSearchableKeyword,
  type ProjectFilters,
  SELECT_KEYS,
  SELECT_OPTIONS,
  type SelectKey,
  TYPE_TABS,
} from './filters';

export interface FilterBarProps {
  filters: ProjectFilters;
  onChange: (next: ProjectFilters) => void;
}

/** The detailed jobs of 모집 직무 come grouped so the long list stays readable. */
const JOB_GROUPS = () => jobGroups.items.filter((g) => g.code !== '00');

/** Type tabs, keyword, the selects, 모집중만, and chips for what is set. Everything lives in the URL. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('project');
  const onlyId = useId();

  const tabs = (
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
  );

  const recrutingOnly = (
    <label htmlFor={onlyId} className={styles.onlyToggle}>
      <input
        id={onlyId}
        type="checkbox"
        checked={Boolean(filters.recruting_only)}
        onChange={(e) => onChange({ ...filters, recruting_only: e.target.checked || undefined })}
      />
      {t('find.filters.recruting_only')}
    </label>
  );

  return (
    <Bar
      ns="project"
      keyPrefix="find"
      header={tabs}
      keyword={filters.keyword}
      isSearchable={isSearchableKeyword}
      onKeyword={(keyword) => onChange({ ...filters, keyword })}
      selects={SELECT_KEYS.map((name) => ({
        name,
        value: filters[name],
        options: SELECT_OPTIONS[name](),
        groups: name === 'recruting' ? JOB_GROUPS() : undefined,
      }))}
      onSelect={(name, value) => onChange({ ...filters, [name as SelectKey]: value })}
      rowEnd={recrutingOnly}
      otherActive={Boolean(filters.recruting_only)}
      onReset={() => onChange({})}
    />
  );
}
