import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

interface Row {
  id: number;
  at: string;
}

const summary = (rows: Row[], now: string) =>
  groupByDay(rows, (r) => r.at, now).map((g) => ({
    key: g.key,
    kind: g.kind,
    ids: g.items.map((r) => r.id),
  }));

describe('groupByDay (Asia/Seoul days)', () => {
  it('splits at Seoul midnight (15:00 UTC), not at UTC or browser midnight', () => {
    // now: 2026-03-02 09:00 KST
    const now = '2026-03-02T00:00:00.000Z';
    const rows: Row[] = [
      { id: 1, at: '2026-03-01T23:30:00.000Z' }, // 03-02 08:30 KST → today
      { id: 2, at: '2026-03-01T15:00:00.000Z' }, // 03-02 00:00 KST → today (first second of the day)
      { id: 3, at: '2026-03-01T14:59:59.999Z' }, // 03-01 23:59:59 KST → yesterday
      { id: 4, at: '2026-02-28T15:00:00.000Z' }, // 03-01 00:00 KST → yesterday
      { id: 5, at: '2026-02-28T14:59:00.000Z' }, // 02-28 23:59 KST → a date
    ];
    expect(summary(rows, now)).toEqual([
      { key: '26.03.02', kind: 'today', ids: [1, 2] },
      { key: '26.03.01', kind: 'yesterday', ids: [3, 4] },
      { key: '26.02.28', kind: 'date', ids: [5] },
    ]);
  });

  it('just after Seoul midnight, an hour ago is already yesterday', () => {
    // now: 2026-03-02 00:05 KST
    const now = '2026-03-01T15:05:00.000Z';
    const rows: Row[] = [
      { id: 1, at: '2026-03-01T15:01:00.000Z' },
      { id: 2, at: '2026-03-01T14:10:00.000Z' },
    ];
    expect(summary(rows, now).map((g) => g.kind)).toEqual(['today', 'yesterday']);
  });

  it('crosses month and year boundaries in Seoul time', () => {
    // now: 2027-01-01 10:00 KST; 2026-12-31 20:00 UTC is already 2027-01-01 05:00 KST.
    const now = '2027-01-01T01:00:00.000Z';
    const rows: Row[] = [
      { id: 1, at: '2026-12-31T20:00:00.000Z' },
      { id: 2, at: '2026-12-31T10:00:00.000Z' },
      { id: 3, at: '2026-11-30T16:00:00.000Z' },
    ];
    expect(summary(rows, now)).toEqual([
      { key: '27.01.01', kind: 'today', ids: [1] },
      { key: '26.12.31', kind: 'yesterday', ids: [2] },
      { key: '26.12.01', kind: 'date', ids: [3] },
    ]);
  });

  it('keeps one group per day even when the list is not perfectly ordered', () => {
    const now = '2026-03-02T00:00:00.000Z';
    const rows: Row[] = [
      { id: 1, at: '2026-03-01T23:00:00.000Z' },
      { id: 2, at: '2026-03-01T10:00:00.000Z' },
      { id: 3, at: '2026-03-01T22:00:00.000Z' },
    ];
    expect(summary(rows, now)).toEqual([
      { key: '26.03.02', kind: 'today', ids: [1, 3] },
      { key: '26.03.01', kind: 'yesterday', ids: [2] },
    ]);
  });

  it('counts a time slightly ahead of the clock as today, and keeps unreadable dates', () => {
    const now = '2026-03-02T14:59:00.000Z'; // 23:59 KST
    const rows: Row[] = [
      { id: 1, at: '2026-03-02T15:00:30.000Z' }, // 30 s "in the future": tomorrow in Seoul
      { id: 2, at: 'not a date' },
      { id: 3, at: '2026-03-02T01:00:00.000Z' },
    ];
    expect(summary(rows, now)).toEqual([{ key: '26.03.02', kind: 'today', ids: [1, 2, 3] }]);
  });

  it('returns no groups for no items', () => {
    expect(groupByDay([], () => '', '2026-03-02T00:00:00.000Z')).toEqual([]);
  });
});
