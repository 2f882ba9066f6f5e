import { describe, expect, it } from 'vitest';
import { recentSeoulMonths } from './months';

describe('recentSeoulMonths', () => {
  it('starts at the Korean month, which turns nine hours before the UTC one', () => {
    // 31 October 15:30 UTC is 1 November 00:30 in Seoul.
    const months = recentSeoulMonths(new Date('2025-10-31T15:30:00Z'), 3);
    expect(months).toEqual([
      { value: '2025-11', label: '2025년 11월' },
      { value: '2025-10', label: '2025년 10월' },
      { value: '2025-09', label: '2025년 9월' },
    ]);
  });

  it('crosses the year backwards', () => {
    const months = recentSeoulMonths(new Date('2026-01-10T00:00:00Z'), 2);
    expect(months.map((m) => m.value)).toEqual(['2026-01', '2025-12']);
  });
});
