import { formatSlotRange, formatTime } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { addDays, cancelRefund, dayLabel, seoulToday, weekdayOf } from './time';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-10T05:00:00.000Z'); // 14:00 in Seoul

describe('Seoul calendar helpers', () => {
  it('counts the Seoul day, not the UTC one', () => {
    // 2026-11-25 15:30 UTC is already 00:30 on the 26th in Seoul.
    expect(seoulToday(Date.parse('2026-11-25T15:30:00Z'))).toBe('2026-11-26');
    expect(seoulToday(Date.parse('2026-11-25T14:59:00Z'))).toBe('2026-11-25');
  });

  it('adds days across months and names the weekday', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(dayLabel('2026-11-26')).toBe('11월 26일 (목)');
  });

  it('shows instants as Seoul wall time', () => {
    expect(formatTime('2026-12-10T05:00:00.000Z')).toBe('14:00');
    expect(formatSlotRange('2026-12-10T15:30:00Z', '2026-12-10T16:00:00Z')).toBe(
      '12월 11일 (금) 00:30–01:00',
    );
  });
});

describe('cancelRefund', () => {
  const r = (status: 'requested' | 'accepted' | 'completed') => ({
    STATUS: status,
    PRICE: 45,
    START_AT: new Date(start).toISOString(),
  });

  it('gives everything back before the pro accepts, however late', () => {
    expect(cancelRefund(r('requested'), start - HOUR)).toBe(45);
  });

  it('follows 24 h full, 3 h half (rounded down), then nothing once accepted', () => {
    expect(cancelRefund(r('accepted'), start - 24 * HOUR)).toBe(45);
    expect(cancelRefund(r('accepted'), start - 24 * HOUR + 1)).toBe(22);
    expect(cancelRefund(r('accepted'), start - 3 * HOUR)).toBe(22);
    expect(cancelRefund(r('accepted'), start - 3 * HOUR + 1)).toBe(0);
  });

  it('promises nothing for a reservation that is already settled', () => {
    expect(cancelRefund(r('completed'), start - 48 * HOUR)).toBe(0);
  });
});
