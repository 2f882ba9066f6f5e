import { describe, expect, it } from 'vitest';
import { countDays, isDateString, isValidDateRange, UNSET_DATE } from './dates.js';

describe('isValidDateRange', () => {
  it.each([
    ['2026-11-01', '2026-11-30'],
    ['2026-11-22', '2026-11-22'], // a one-day gathering
    ['2026-12-31', '2027-01-01'],
    [UNSET_DATE, UNSET_DATE], // nothing picked yet
    ['2026-11-01', UNSET_DATE],
    [UNSET_DATE, '2026-11-30'],
    ['2028-02-29', '2028-03-01'], // leap day
  ])('accepts %s – %s', (startDate, endDate) => {
    expect(isValidDateRange({ startDate, endDate })).toBe(true);
  });

  it.each([
    ['2026-11-30', '2026-11-01'], // start passes end
    ['2027-01-01', '2026-12-31'],
    ['2026-02-30', '2026-03-01'], // no such day
    ['2027-02-29', '2027-03-01'], // not a leap year
    ['2026-13-01', '2026-12-31'],
    ['2026-11-1', '2026-11-30'],
    ['26-11-01', '26-11-30'],
    ['', ''],
    ['2026-11-01T00:00', '2026-11-30'],
    ['0000-00-01', UNSET_DATE],
  ])('rejects %j – %j', (startDate, endDate) => {
    expect(isValidDateRange({ startDate, endDate })).toBe(false);
  });
});

describe('countDays', () => {
  it('counts both ends', () => {
    expect(countDays({ startDate: '2026-11-22', endDate: '2026-11-22' })).toBe(1);
    expect(countDays({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(30);
    expect(countDays({ startDate: '2026-12-25', endDate: '2027-01-03' })).toBe(10);
    expect(countDays({ startDate: '2028-02-28', endDate: '2028-03-01' })).toBe(3);
    expect(countDays({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBe(365);
  });

  it('ignores daylight saving of the machine', () => {
    // Europe and the US change clocks in late March; the count must not lose or gain an hour.
    expect(countDays({ startDate: '2026-03-01', endDate: '2026-04-30' })).toBe(61);
  });

  it('is null while unset or invalid', () => {
    expect(countDays({ startDate: UNSET_DATE, endDate: '2026-11-30' })).toBeNull();
    expect(countDays({ startDate: '2026-11-01', endDate: UNSET_DATE })).toBeNull();
    expect(countDays({ startDate: '2026-11-30', endDate: '2026-11-01' })).toBeNull();
    expect(countDays({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBeNull();
  });
});

describe('isDateString', () => {
  it('knows real dates', () => {
    expect(isDateString('2026-11-22')).toBe(true);
    expect(isDateString('0050-01-01')).toBe(true);
    expect(isDateString(UNSET_DATE)).toBe(false);
    expect(isDateString('2026-04-31')).toBe(false);
  });
});
