import {
  availableDays,
  availableTimes,
  experienceYears,
  isSearchableKeyword,
  jobGroups,
  jobs,
  jobsInGroup,
  mbtiTypes,
  meetingModes,
  memberTypes,
  normalizeSearchText,
  peopleApi,
  profileStatuses,
  regions,
  skillLevels,
} from '@sidequest/shared';

/** The directory's filters as the URL holds them: the API's query names, only known codes. */
export type FilterKey = Exclude<(typeof peopleApi.DIRECTORY_FILTER_KEYS)[number], 'keyword'>;
export type DirectoryFilters = Partial<Record<FilterKey | 'keyword', string>>;

interface Option {
  code: string;
  label: string;
}

/**
 * The choices of each select. "Any" values ('00', '0000', 'KR00', '상관없음' time) are left out:
 * the empty choice (전체) already means no filter, and two ways of saying it would confuse.
 */
export const FILTER_OPTIONS: Record<FilterKey, () => readonly Option[]> = {
  job_group: () => jobGroups.items.filter((i) => i.code !== '00'),
  job: () => jobs.items.filter((i) => i.code !== '0000'),
  region: () => regions.items.filter((i) => i.code !== 'KR00'),
  meeting_mode: () => meetingModes.items,
  available_days: () => availableDays.items,
  available_time: () => availableTimes.items.filter((i) => i.code !== '00'),
  skill_level: () => skillLevels.items.filter((i) => i.code !== '00'),
  experience: () => experienceYears.items.filter((i) => i.code !== '00'),
  member_type: () => memberTypes.items,
  mbti: () => mbtiTypes.items.filter((i) => i.code !== '00'),
  status_line: () => profileStatuses.items,
};

/** Shown at once; the rest open with 필터 더보기 (or are open already when one of them is set). */
export const PRIMARY_FILTERS: FilterKey[] = ['job_group', 'job', 'region', 'meeting_mode'];
export const MORE_FILTERS: FilterKey[] = [
  'available_days',
  'available_time',
  'skill_level',
  'experience',
  'member_type',
  'mbti',
  'status_line',
];
export const FILTER_KEYS: FilterKey[] = [...PRIMARY_FILTERS, ...MORE_FILTERS];

const isOption = (key: FilterKey, value: string) => FILTER_OPTIONS[key]().some((o) => o.code === value);

/** The detailed jobs a job select offers: those of the chosen group, or all of them. */
export function jobOptions(group: string | undefined): readonly Option[] {
  return group ? jobsInGroup(group) : FILTER_OPTIONS.job();
}

/** A keyword the server accepts: two characters or more once spaces are ignored, or one syllable. */
export { isSearchableKeyword };

/** Filters from the URL; unknown codes (an old link, a typo) are dropped rather than sent. */
export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  const out: DirectoryFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && isOption(key, value)) out[key] = value;
  }
  // A detailed job outside the chosen group cannot match anyone; the group wins.
  if (out.job && out.job_group && !out.job.startsWith(out.job_group)) delete out.job;
  const keyword = normalizeSearchText(params.get('keyword') ?? '').slice(0, peopleApi.KEYWORD_MAX);
  if (keyword && isSearchableKeyword(keyword)) out.keyword = keyword;
  return out;
}

/** The URL for a set of filters, in a fixed order so equal filters give equal URLs. */
export function paramsFromFilters(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'keyword'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** One filter changed: clears what no longer fits (a job from another group). */
export function withFilter(filters: DirectoryFilters, key: FilterKey | 'keyword', value: string | undefined) {
  const next: DirectoryFilters = { ...filters };
  if (value) next[key] = value;
  else delete next[key];
  if (key === 'job_group' && next.job && value && !next.job.startsWith(value)) delete next.job;
  if (key === 'job' && value) next.job_group = value.slice(0, 2);
  return next;
}

export function activeFilterCount(filters: DirectoryFilters): number {
  return FILTER_KEYS.filter((k) => filters[k]).length;
}
