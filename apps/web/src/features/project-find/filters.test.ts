import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, searchBody } from './filters';

describe('project list filters in the URL', () => {
  it('keeps known codes and drops unknown ones', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'type=02&location=KR01&industry=zz&recruting=0401&skill=react&recruting_only=1&keyword=맛집',
      ),
    );
    expect(f).toEqual({
      type: '02',
      location: 'KR01',
      recruting: '0401',
      skill: 'react',
      recruting_only: true,
      keyword: '맛집',
    });
  });

  it('drops a one-character keyword and an unknown type', () => {
    expect(filtersFromParams(new URLSearchParams('type=09&keyword=맛'))).toEqual({});
  });

  it('round-trips in a fixed order', () => {
    const params = paramsFromFilters({
      keyword: '스터디',
      type: '01',
      location: 'KR03',
      recruting_only: true,
    });
    expect(params.toString()).toBe(
      `type=01&location=KR03&recruting_only=1&keyword=${encodeURIComponent('스터디')}`,
    );
    expect(filtersFromParams(params)).toEqual({
      type: '01',
      location: 'KR03',
      recruting_only: true,
      keyword: '스터디',
    });
  });

  it('builds the search body with "all" defaults', () => {
    expect(searchBody({}, 20)).toMatchObject({ type: '00', recruting_only: false, offset: 20 });
  });
});
