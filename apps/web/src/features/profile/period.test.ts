import { describe, expect, it } from 'vitest';
import { currentYm, formatYm, monthsBetween, splitMonths } from './period';

describe('career periods', () => {
  it('formats year-months with a dot', () => {
    expect(formatYm('2024-03')).toBe('2024.03');
    expect(formatYm(null)).toBe('');
    expect(formatYm('2024/03')).toBe('');
  });

  it('counts months including both ends, up to now for a current job', () => {
    expect(monthsBetween('2021-03', '2021-03')).toBe(1);
    expect(monthsBetween('2021-03', '2022-04')).toBe(14);
    expect(monthsBetween('2024-01', null, new Date('2024-06-15T00:00:00Z'))).toBe(6);
    expect(monthsBetween('2024-05', '2024-01')).toBeNull();
    expect(monthsBetween(null, '2024-01')).toBeNull();
  });

  it('uses the Seoul month at the turn of a month', () => {
    // 2024-06-30 20:00 UTC is already July 1st in Seoul.
    expect(currentYm(new Date('2024-06-30T20:00:00Z'))).toBe('2024-07');
  });

  it('splits months into years and months', () => {
    expect(splitMonths(14)).toEqual({ years: 1, months: 2 });
    expect(splitMonths(24)).toEqual({ years: 2, months: 0 });
  });
});
