import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatKoreanDate,
  formatSlotRange,
  formatTime,
  KOREAN_WEEKDAYS,
  parseSeoulDate,
  seoulDayKey,
  seoulWallTime,
  relativeTime,
} from './date.js';

describe('formatDate', () => {
  it('shows yy.MM.dd in Seoul across the KST date boundary', () => {
    // 15:00Z is midnight in Seoul: one second before is still the 21st there.
    expect(formatDate('2026-11-21T14:59:59Z')).toBe('26.11.21');
    expect(formatDate('2026-11-21T15:00:00Z')).toBe('26.11.22');
    expect(formatDate(new Date('2026-11-21T16:00:00Z'))).toBe('26.11.22');
    expect(formatDate(Date.UTC(2026, 11, 31, 15, 0))).toBe('27.01.01');
  });

  it('pads month and day and keeps two year digits', () => {
    expect(formatDate('2009-01-05T03:00:00+09:00')).toBe('09.01.05');
    expect(formatDate('2000-03-04T00:00:00+09:00')).toBe('00.03.04');
  });

  it('reads zone-less strings as Seoul wall time', () => {
    expect(formatDate('2026-11-22')).toBe('26.11.22');
    expect(formatDate('2026-11-22 00:10:00')).toBe('26.11.22');
    expect(formatDate('2026-11-22T23:59:59.999')).toBe('26.11.22');
  });

  it('is empty for values that are not dates', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('x'))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows yy.MM.dd HH:mm on a 24-hour clock in Seoul', () => {
    expect(formatDateTime('2026-11-21T16:00:00Z')).toBe('26.11.22 01:00');
    expect(formatDateTime('2026-11-21T15:00:00Z')).toBe('26.11.22 00:00');
    expect(formatDateTime('2026-11-22T05:30:00Z')).toBe('26.11.22 14:30');
    expect(formatDateTime('2026-11-22 09:05:00')).toBe('26.11.22 09:05');
  });
});

describe('Seoul wall time without Intl', () => {
  it('matches Intl with the Asia/Seoul zone across a year of instants', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 2); t += 7 * 3_600_000 + 13 * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
      expect(formatDateTime(t)).toBe(`${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`);
    }
  });

  it('gives the Seoul weekday, Sunday first', () => {
    expect(seoulWallTime('2026-11-21T15:00:00Z')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 0,
      weekday: 0,
    });
    expect(KOREAN_WEEKDAYS[seoulWallTime('2026-11-27 09:00')!.weekday]).toBe('금');
    expect(seoulWallTime('2026-02-30')).toBeNull();
  });

  it('shows HH:mm', () => {
    expect(formatTime('2026-11-21T15:04:00Z')).toBe('00:04');
    expect(formatTime('bad')).toBe('');
  });
});

describe('formatKoreanDate', () => {
  it('writes the date in Korean without padding', () => {
    expect(formatKoreanDate('2026-11-21T16:00:00Z')).toBe('2026년 11월 22일');
    expect(formatKoreanDate('2027-01-05T00:00:00+09:00')).toBe('2027년 1월 5일');
    expect(formatKoreanDate('nope')).toBe('');
  });
});

describe('parseSeoulDate', () => {
  it('reads the seed forms', () => {
    expect(parseSeoulDate('2026-11-22 10:00:00')?.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(parseSeoulDate('2026-11-22T10:00')?.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(parseSeoulDate('2026-11-22 10:00:00.5')?.toISOString()).toBe('2026-11-22T01:00:00.500Z');
    expect(parseSeoulDate('2026-11-22')?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(parseSeoulDate('2026-11-22T10:00:00Z')?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parseSeoulDate('2026-11-22T10:00:00+09:00')?.toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });

  it('refuses impossible wall times', () => {
    expect(parseSeoulDate('2026-11-22 24:00:00')).toBeNull();
    expect(parseSeoulDate('2026-04-31')).toBeNull();
  });

  it('copies a Date', () => {
    const d = new Date('2026-11-22T01:00:00Z');
    const copy = parseSeoulDate(d);
    expect(copy).not.toBe(d);
    expect(copy?.getTime()).toBe(d.getTime());
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00+09:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, '방금 전'],
    [59 * SECOND, '방금 전'],
    [60 * SECOND - 1, '방금 전'],
    [60 * SECOND, '1분 전'],
    [119 * SECOND, '1분 전'],
    [59 * MINUTE, '59분 전'],
    [HOUR - 1, '59분 전'],
    [HOUR, '1시간 전'],
    [23 * HOUR, '23시간 전'],
    [DAY - 1, '23시간 전'],
    [DAY, '1일 전'],
    [6 * DAY, '6일 전'],
    [7 * DAY - 1, '6일 전'],
    [7 * DAY, '오래 전'],
    [400 * DAY, '오래 전'],
  ])('%i ms ago is %s', (ms, label) => {
    expect(relativeTime(ago(ms), now)).toBe(label);
  });

  it('treats future dates as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('방금 전');
  });

  it('counts elapsed days, not calendar days', () => {
    // 23:50 the day before is another calendar day but only 12 hours ago.
    expect(relativeTime('2026-11-21 23:50:00', now)).toBe('12시간 전');
  });

  it('takes strings and numbers for both arguments', () => {
    expect(relativeTime('2026-11-22 11:30:00', '2026-11-22T03:00:00Z')).toBe('30분 전');
    expect(relativeTime(now.getTime() - 3 * DAY, now.getTime())).toBe('3일 전');
  });

  it('uses the current time by default', () => {
    expect(relativeTime(new Date())).toBe('방금 전');
    expect(relativeTime(new Date(Date.now() - 10 * DAY))).toBe('오래 전');
  });

  it('is empty for values that are not dates', () => {
    expect(relativeTime('soon', now)).toBe('');
    expect(relativeTime(now, 'never')).toBe('');
  });
});

describe('seoulDayKey and formatSlotRange', () => {
  it('key an instant by its Seoul day and write a slot as Korean sites do', () => {
    expect(seoulDayKey('2026-11-20T15:30:00Z')).toBe('2026-11-21');
    expect(seoulDayKey('nope')).toBe('');
    expect(formatSlotRange('2026-12-10T15:30:00Z', '2026-12-10T16:00:00Z')).toBe(
      '12월 11일 (금) 00:30–01:00',
    );
    expect(formatSlotRange('2026-12-10T15:30:00Z', 'nope')).toBe('');
  });
});
