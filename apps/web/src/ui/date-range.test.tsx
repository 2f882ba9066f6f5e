import { UNSET_DATE } from '@sidequest/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../test/i18n';
import { changeEnd, changeStart, rangeDays } from './date-range';
import { DateRangePicker } from './date-range-picker';

afterEach(cleanup);

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('date range rules', () => {
  it('moves the end along when the start passes it', () => {
    expect(changeStart(range('2026-11-01', '2026-11-05'), '2026-11-10')).toEqual(
      range('2026-11-10', '2026-11-10'),
    );
  });

  it('keeps the end when the new start is on or before it', () => {
    expect(changeStart(range('2026-11-01', '2026-11-05'), '2026-11-05')).toEqual(
      range('2026-11-05', '2026-11-05'),
    );
    expect(changeStart(range('2026-11-03', '2026-11-05'), '2026-11-01')).toEqual(
      range('2026-11-01', '2026-11-05'),
    );
  });

  it('does not let the end precede the start', () => {
    expect(changeEnd(range('2026-11-10', '2026-11-12'), '2026-11-02')).toEqual(
      range('2026-11-10', '2026-11-10'),
    );
    expect(changeEnd(range('2026-11-10', '2026-11-12'), '2026-11-20')).toEqual(
      range('2026-11-10', '2026-11-20'),
    );
  });

  it('treats a cleared or invalid input as unset (0000-00-00)', () => {
    expect(changeStart(range('2026-11-10', '2026-11-12'), '')).toEqual(range(UNSET_DATE, '2026-11-12'));
    expect(changeEnd(range('2026-11-10', '2026-11-12'), '2026-02-30')).toEqual(
      range('2026-11-10', UNSET_DATE),
    );
    expect(changeEnd(range(UNSET_DATE, UNSET_DATE), '2026-01-01')).toEqual(range(UNSET_DATE, '2026-01-01'));
  });

  it('counts days inclusively, and not at all while a side is unset', () => {
    expect(rangeDays(range('2026-11-01', '2026-11-01'))).toBe(1);
    expect(rangeDays(range('2026-11-01', '2026-11-30'))).toBe(30);
    expect(rangeDays(range('2026-02-27', '2026-03-01'))).toBe(3);
    expect(rangeDays(range(UNSET_DATE, '2026-11-01'))).toBeNull();
  });
});

function Harness({ start, end }: { start: string; end: string }) {
  const [value, setValue] = useState(range(start, end));
  return <DateRangePicker label="모집 기간" value={value} onChange={setValue} required />;
}

describe('DateRangePicker', () => {
  it('shows the day count and applies the rules as the user picks dates', () => {
    render(<Harness start="2026-11-01" end="2026-11-07" />);
    const days = screen.getByTestId('date-range-days');
    expect(days.textContent).toBe('7일');

    const start = screen.getByLabelText('시작일') as HTMLInputElement;
    const end = screen.getByLabelText('종료일') as HTMLInputElement;
    expect(end.min).toBe('2026-11-01');

    fireEvent.change(start, { target: { value: '2026-11-10' } });
    expect(end.value).toBe('2026-11-10');
    expect(days.textContent).toBe('1일');

    fireEvent.change(end, { target: { value: '2026-11-12' } });
    expect(days.textContent).toBe('3일');
  });

  it('shows 기간 미정 when a side is unset', () => {
    render(<Harness start={UNSET_DATE} end={UNSET_DATE} />);
    expect(screen.getByTestId('date-range-days').textContent).toBe('기간 미정');
    expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('');
  });
});
