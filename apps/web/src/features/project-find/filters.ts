import {
  domains,
  jobs,
  normalizeSearchText,
  peopleApi,
  type projectFindApi,
  regions,
  skillOptionLabel,
  skillTags,
} from '@sidequest/shared';

/** The list's filters as the URL holds them: the search body's names, only known codes. */
export type SelectKey = 'location' | 'industry' | 'recruting' | 'skill';
export interface ProjectFilters {
  type?: '01' | '02' | '03';
  location?: string;
  industry?: string;
  recruting?: string;
  skill?: string;
  recruting_only?: boolean;
  keyword?: string;
}

interface Option {
  code: string;
  label: string;
}

export const TYPE_TABS = ['', '01', '02', '03'] as const;

/** The choices of each select; "anywhere" (KR00) and "any job" (0000) are the empty choice. */
export const SELECT_OPTIONS: Record<SelectKey, () => readonly Option[]> = {
  location: () => regions.items.filter((i) => i.code !== 'KR00'),
  industry: () => domains.items,
  recruting: () => jobs.items.filter((i) => i.code !== '0000'),
  skill: () => skillTags.items.map((s) => ({ code: s.code, label: skillOptionLabel(s) })),
};
export const SELECT_KEYS: SelectKey[] = ['location', 'industry', 'recruting', 'skill'];

const isOption = (key: SelectKey, value: string) => SELECT_OPTIONS[key]().some((o) => o.code === value);

export function isSearchableKeyword(raw: string): boolean {
  return [...normalizeSearchText(raw).replace(/\s+/g, '')].length >= peopleApi.KEYWORD_MIN;
}

/** Filters from the URL; unknown codes (an old link, a typo) are dropped rather than sent. */
export function filtersFromParams(params: URLSearchParams): ProjectFilters {
  const out: ProjectFilters = {};
  const type = params.get('type');
  if (type === '01' || type === '02' || type === '03') out.type = type;
  for (const key of SELECT_KEYS) {
    const value = params.get(key);
    if (value && isOption(key, value)) out[key] = value;
  }
  if (params.get('recruting_only') === '1') out.recruting_only = true;
  const keyword = normalizeSearchText(params.get('keyword') ?? '').slice(0, peopleApi.KEYWORD_MAX);
  if (keyword && isSearchableKeyword(keyword)) out.keyword = keyword;
  return out;
}

/** The URL for a set of filters, in a fixed order so equal filters give equal URLs. */
export function paramsFromFilters(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  for (const key of SELECT_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.recruting_only) params.set('recruting_only', '1');
  if (filters.keyword) params.set('keyword', filters.keyword);
  return params;
}

/** The search body for a page of these filters. */
export function searchBody(filters: ProjectFilters, offset: number): projectFindApi.ProjectSearch {
  return {
    type: filters.type ?? '00',
    location: filters.location as projectFindApi.ProjectSearch['location'],
    industry: filters.industry as projectFindApi.ProjectSearch['industry'],
    recruting: filters.recruting as projectFindApi.ProjectSearch['recruting'],
    skill: filters.skill,
    recruting_only: Boolean(filters.recruting_only),
    keyword: filters.keyword,
    offset,
  };
}

export function isNarrowed(filters: ProjectFilters): boolean {
  return Object.values(filters).some(Boolean);
}
