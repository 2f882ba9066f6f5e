import { describe, expect, it } from 'vitest';
import { filtersFromParams, isSearchableKeyword, paramsFromFilters, withFilter } from './filters';

describe('directory filters in the URL', () => {
  it('reads known codes and drops unknown ones', () => {
    const f = filtersFromParams(
      new URLSearchParams('job_group=03&region=KR01&mbti=ABCD&status_line=99&meeting_mode=01&foo=bar'),
    );
    expect(f).toEqual({ job_group: '03', region: 'KR01', meeting_mode: '01' });
  });

  it("leaves out 'any' codes, which the empty choice already means", () => {
    expect(
      filtersFromParams(new URLSearchParams('job_group=00&job=0000&region=KR00&available_time=00')),
    ).toEqual({});
  });

  it('drops a detailed job that is not in the chosen group', () => {
    expect(filtersFromParams(new URLSearchParams('job_group=03&job=0401'))).toEqual({ job_group: '03' });
    expect(filtersFromParams(new URLSearchParams('job_group=04&job=0401'))).toEqual({
      job_group: '04',
      job: '0401',
    });
  });

  it('keeps a keyword of two characters or more, or one syllable, normalized', () => {
    expect(filtersFromParams(new URLSearchParams('keyword=  맛집  ')).keyword).toBe('맛집');
    expect(filtersFromParams(new URLSearchParams('keyword=ㄱㅈ')).keyword).toBe('ㄱㅈ');
    expect(filtersFromParams(new URLSearchParams('keyword=김')).keyword).toBe('김');
    expect(filtersFromParams(new URLSearchParams('keyword=ㄱ')).keyword).toBeUndefined();
    expect(isSearchableKeyword(' a ')).toBe(false);
    expect(isSearchableKeyword('React')).toBe(true);
  });

  it('writes the same URL for the same filters, whatever order they were set in', () => {
    const a = paramsFromFilters({ region: 'KR01', job_group: '03', keyword: '디자인' }).toString();
    const b = paramsFromFilters({ keyword: '디자인', job_group: '03', region: 'KR01' }).toString();
    expect(a).toBe(b);
    expect(filtersFromParams(new URLSearchParams(a))).toEqual({
      job_group: '03',
      region: 'KR01',
      keyword: '디자인',
    });
  });

  it('choosing a job picks its group; changing the group clears a job of another group', () => {
    expect(withFilter({}, 'job', '0302')).toEqual({ job: '0302', job_group: '03' });
    expect(withFilter({ job_group: '03', job: '0302' }, 'job_group', '04')).toEqual({ job_group: '04' });
    expect(withFilter({ job_group: '03', job: '0302' }, 'region', 'KR02')).toEqual({
      job_group: '03',
      job: '0302',
      region: 'KR02',
    });
    expect(withFilter({ region: 'KR02' }, 'region', undefined)).toEqual({});
  });
});
