import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './count.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K+'],
    [1001, '1K+'],
    [1099, '1K+'],
    [1100, '1.1K+'],
    [1500, '1.5K+'],
    [1999, '1.9K+'], // rounded down: "+" promises at least
    [9999, '9.9K+'],
    [10_000, '10K+'],
    [12_345, '12K+'],
    [99_999, '99K+'],
    [1_234_567, '1234K+'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('has no thousands separators below 1000 and drops fractions', () => {
    expect(formatCount(999.9)).toBe('999');
  });

  it('shows 0 for values a count cannot have', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatNumber', () => {
  it('groups thousands as ko-KR does, without Intl', () => {
    for (const n of [
      0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, 2_147_483_647, -500, -1234567,
    ]) {
      expect(formatNumber(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });

  it('cuts a fraction and shows a non-number as 0', () => {
    expect(formatNumber(1234.9)).toBe('1,234');
    expect(formatNumber(-0.5)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
