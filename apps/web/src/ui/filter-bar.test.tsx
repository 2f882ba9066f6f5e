import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { FilterBar, type FilterBarProps, type FilterSelectSpec } from './filter-bar';

afterEach(cleanup);

const region = (value?: string): FilterSelectSpec => ({
  name: 'region',
  value,
  options: [
    { code: 'KR01', label: '서울' },
    { code: 'KR02', label: '부산' },
  ],
});
const job = (value?: string): FilterSelectSpec => ({
  name: 'job',
  value,
  options: [
    { code: '0401', label: '프론트엔드 개발' },
    { code: '0501', label: '백엔드 개발' },
  ],
  groups: [
    { code: '04', label: '프론트엔드' },
    { code: '05', label: '백엔드' },
  ],
});
const mbti = (value?: string): FilterSelectSpec => ({
  name: 'mbti',
  value,
  options: [{ code: '01', label: 'INTJ' }],
});

// The people directory's texts (people.json → directory.*) stand in for any page's.
function setup(props: Partial<FilterBarProps> = {}) {
  const handlers = { onKeyword: vi.fn(), onSelect: vi.fn(), onReset: vi.fn() };
  render(
    <FilterBar
      ns="people"
      keyPrefix="directory"
      keyword={undefined}
      isSearchable={(k) => k.length >= 2}
      selects={[region(), job()]}
      moreSelects={[mbti()]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('FilterBar', () => {
  it('sends a trimmed keyword, and explains one that is too short instead of sending it', () => {
    const { onKeyword } = setup();
    const box = screen.getByRole('searchbox', { name: '메이커 검색' });
    fireEvent.change(box, { target: { value: '가' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onKeyword).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('두 글자 이상');
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: '  판교 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onKeyword).toHaveBeenCalledWith('판교');
  });

  it('reports a select change by name, an empty choice as undefined, and groups by code prefix', () => {
    const { onSelect } = setup({ selects: [region('KR01'), job()] });
    const select = screen.getByLabelText('지역', { selector: 'select' });
    fireEvent.change(select, { target: { value: 'KR02' } });
    expect(onSelect).toHaveBeenLastCalledWith('region', 'KR02');
    fireEvent.change(select, { target: { value: '' } });
    expect(onSelect).toHaveBeenLastCalledWith('region', undefined);

    const jobSelect = screen.getByLabelText('직무', { selector: 'select' });
    const groups = [...jobSelect.querySelectorAll('optgroup')].map((g) => [
      g.label,
      [...g.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['프론트엔드', ['프론트엔드 개발']],
      ['백엔드', ['백엔드 개발']],
    ]);
  });

  it('keeps the extra selects behind 필터 더보기 unless one of them is set', () => {
    setup();
    expect(screen.queryByLabelText('MBTI', { selector: 'select' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '필터 더보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('MBTI', { selector: 'select' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '필터 접기' }).getAttribute('aria-expanded')).toBe('true');
    cleanup();

    setup({ moreSelects: [mbti('01')] });
    expect(screen.getByLabelText('MBTI', { selector: 'select' })).toBeTruthy();
  });

  it('shows no 필터 더보기 without extra selects, and the page’s own controls in their slots', () => {
    setup({ moreSelects: undefined, header: <p>유형 탭</p>, rowEnd: <p>모집중만</p> });
    expect(screen.queryByRole('button', { name: '필터 더보기' })).toBeNull();
    expect(screen.getByText('유형 탭')).toBeTruthy();
    expect(screen.getByText('모집중만')).toBeTruthy();
  });

  it('shows a chip for the keyword and each set filter, each removing just that one', () => {
    const { onKeyword, onSelect, onReset } = setup({
      keyword: '판교',
      selects: [region('KR01'), job()],
      moreSelects: [mbti('01')],
    });
    const chips = screen.getByRole('list', { name: '적용한 필터' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['“판교”검색어 빼기', '지역: 서울지역 필터 빼기', 'MBTI: INTJMBTI 필터 빼기']);
    fireEvent.click(within(chips).getByRole('button', { name: /지역 필터 빼기/ }));
    expect(onSelect).toHaveBeenCalledWith('region', undefined);
    fireEvent.click(within(chips).getByRole('button', { name: /검색어 빼기/ }));
    expect(onKeyword).toHaveBeenCalledWith(undefined);
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('hides the chip row when nothing narrows the list, unless the page says something else does', () => {
    setup();
    expect(screen.queryByRole('button', { name: '초기화' })).toBeNull();
    cleanup();
    setup({ otherActive: true });
    expect(screen.getByRole('button', { name: '초기화' })).toBeTruthy();
  });
});
