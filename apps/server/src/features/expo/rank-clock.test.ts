import { describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_ENV, clockOffsetMs } from './rank-clock.js';

describe('the expo ranking clock', () => {
  it('is the real clock unless a test moves it', () => {
    expect(clockOffsetMs({ NODE_ENV: 'production' })).toBe(0);
    expect(clockOffsetMs({ NODE_ENV: 'test', [CLOCK_OFFSET_ENV]: ' ' })).toBe(0);
    expect(clockOffsetMs({ NODE_ENV: 'test', [CLOCK_OFFSET_ENV]: '604800000' })).toBe(604_800_000);
    expect(clockOffsetMs({ [CLOCK_OFFSET_ENV]: '-3600000' })).toBe(-3_600_000);
  });

  it('refuses to move a live site’s clock', () => {
    expect(() => clockOffsetMs({ NODE_ENV: 'production', [CLOCK_OFFSET_ENV]: '604800000' })).toThrow(
      /테스트 전용/,
    );
  });

  it('refuses an offset that is not a whole number of milliseconds within a year', () => {
    for (const bad of ['7d', '1.5', '1e12', String(367 * 86_400_000)]) {
      expect(() => clockOffsetMs({ NODE_ENV: 'test', [CLOCK_OFFSET_ENV]: bad })).toThrow(/1년 이내/);
    }
  });
});
