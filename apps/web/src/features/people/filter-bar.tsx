import { jobGroups } from '@sidequest/shared';
import { FilterBar as Bar, type FilterSelectSpec } from '../../ui/filter-bar';
import {
  type DirectoryFilters,
  FILTER_OPTIONS,
  type FilterKey,
  isSearchableKeyword,
  jobOptions,
  MORE_FILTERS,
  PRIMARY_FILTERS,
} from './filters';

export interface FilterBarProps {
  filters: DirectoryFilters;
  onChange: (key: FilterKey | 'keyword', value: string | undefined) => void;
  onReset: () => void;
}

function spec(name: FilterKey, filters: DirectoryFilters): FilterSelectSpec {
  if (name !== 'job') return { name, value: filters[name], options: FILTER_OPTIONS[name]() };
  // Without a group, the detailed jobs come grouped so the long list stays readable.
  return {
    name,
    value: filters.job,
    options: jobOptions(filters.job_group),
    groups: filters.job_group ? undefined : jobGroups.items.filter((g) => g.code !== '00'),
  };
}

/** The directory's search box and filters (primary ones first, the rest behind 필터 더보기). */
export function FilterBar({ filters, onChange, onReset }: FilterBarProps) {
  return (
    <Bar
      ns="people"
      keyPrefix="directory"
      keyword={filters.keyword}
      isSearchable={isSearchableKeyword}
      onKeyword={(keyword) => onChange('keyword', keyword)}
      selects={PRIMARY_FILTERS.map((name) => spec(name, filters))}
      moreSelects={MORE_FILTERS.map((name) => spec(name, filters))}
      onSelect={(name, value) => onChange(name as FilterKey, value)}
      onReset={onReset}
    />
  );
}
