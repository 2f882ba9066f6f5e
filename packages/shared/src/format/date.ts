/**
 * Date display of product-spec section 9. Every date is shown as Seoul wall time, whatever the
 * time zone of the server or the browser, so a post made at 00:30 KST reads the same day for all.
 */

/** A `Date`, epoch milliseconds, or a string (ISO with offset, or the seed's zone-less KST form). */
export type DateInput = Date | number | string;

const SEOUL_OFFSET_MS = 9 * 3_600_000; // Korea has kept UTC+9 without daylight saving since 1988.

// `2026-11-22`, `2026-11-22 10:00`, `2026-11-22T10:00:00.123` — no Z or offset.
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant a value stands for, or null when it is not a date. Zone-less strings are read as
 * Seoul wall time: the seed's database writes KST without an offset, and `new Date()` would read
 * them in the machine's zone (and date-only ones as UTC), so the same value would show differently
 * on a server in UTC and a browser in Korea.
 */
export function parseSeoulDate(input: DateInput): Date | null {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else {
    const m = ZONELESS.exec(input.trim());
    if (m) {
      const part = (i: number) => Number(m[i] ?? 0);
      const [y, mo, d, h, mi, s] = [part(1), part(2), part(3), part(4), part(5), part(6)];
      const ms = Number((m[7] ?? '').padEnd(3, '0'));
      if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
      date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - SEOUL_OFFSET_MS);
      // Refuse 02-30 and the like instead of rolling them over into the next month.
      const back = new Date(date.getTime() + SEOUL_OFFSET_MS);
      if (back.getUTCDate() !== d) return null;
    } else {
      date = new Date(input.trim());
    }
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Seoul wall-clock fields of an instant, as numbers; `weekday` 0 is Sunday. */
export interface SeoulWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/**
 * Seoul wall time by arithmetic: the instant moved by UTC+9, read in UTC; null for a value that is
 * not a date. No Intl: the first `Intl.DateTimeFormat` with a time zone loads ICU's zone and locale
 * data, 106 ms on this desktop and about 400 ms of a slowed phone's first render of a page with a
 * date on it (issue 17). Every Seoul date format of the web and the server is built from this.
 */
export function seoulWallTime(input: DateInput): SeoulWallTime | null {
  const date = parseSeoulDate(input);
  if (date === null) return null;
  const wall = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** Korean weekday names from Sunday: `일`, `월` … (short) or with `요일` (long). */
export const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

interface SeoulParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function seoulParts(input: DateInput): SeoulParts | null {
  const w = seoulWallTime(input);
  if (w === null) return null;
  return {
    year: String(w.year).padStart(4, '0'),
    month: pad2(w.month),
    day: pad2(w.day),
    hour: pad2(w.hour),
    minute: pad2(w.minute),
  };
}

/** `yy.MM.dd` in Seoul, e.g. `26.11.22`; an empty string for a value that is not a date. */
export function formatDate(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year.slice(-2)}.${p.month}.${p.day}` : '';
}

/** `yy.MM.dd HH:mm` in Seoul, 24-hour clock; an empty string for a value that is not a date. */
export function formatDateTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year.slice(-2)}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '';
}

/** `HH:mm` in Seoul, 24-hour clock; an empty string for a value that is not a date. */
export function formatTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** `2026-11-22`, the Seoul calendar day of an instant (a key for grouping by day); '' for a non-date. */
export function seoulDayKey(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/**
 * `11월 26일 (목) 14:00–15:00`, a reserved slot from its start and end in Seoul (a pro reservation,
 * its chat room's card); '' when either is not a date.
 */
export function formatSlotRange(start: DateInput, end: DateInput): string {
  const w = seoulWallTime(start);
  if (w === null || parseSeoulDate(end) === null) return '';
  return `${w.month}월 ${w.day}일 (${KOREAN_WEEKDAYS[w.weekday]}) ${formatTime(start)}–${formatTime(end)}`;
}

/** `2026년 11월 22일` in Seoul, month and day unpadded as Korean writes them. */
export function formatKoreanDate(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${Number(p.year)}년 ${Number(p.month)}월 ${Number(p.day)}일` : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * `방금 전` under a minute (and for future dates, which come from clock skew), then whole
 * `N분 전`, `N시간 전`, `N일 전` rounded down, and `오래 전` from 7 days on. Days are elapsed
 * 24-hour periods, not calendar days, so the label does not jump at midnight.
 * An empty string for a value that is not a date.
 */
export function relativeTime(input: DateInput, now: DateInput = Date.now()): string {
  const date = parseSeoulDate(input);
  const ref = parseSeoulDate(now);
  if (date === null || ref === null) return '';
  const diff = ref.getTime() - date.getTime();
  if (diff < MINUTE) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}분 전`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}시간 전`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}일 전`;
  return '오래 전';
}
