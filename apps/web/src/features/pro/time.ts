import { KOREAN_WEEKDAYS, parseSeoulDate, proApi } from '@sidequest/shared';

const { PRO_CANCEL_RULES } = proApi;

/**
 * Calendar arithmetic on Seoul dates written `YYYY-MM-DD`. Korea keeps UTC+9 without daylight
 * saving, so a Seoul day is a fixed 24-hour window and plain UTC date maths on the string is exact,
 * whatever zone the browser is in.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

function utcOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function dateOf(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}

/** Today in Seoul. */
export function seoulToday(now: number = Date.now()): string {
  return dateOf(now + SEOUL_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return dateOf(utcOf(date) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday, as the weekly hours number them. */
export function weekdayOf(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

/** Seven days from `start`. */
export function weekFrom(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** `11월 26일 (목)`. */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일 (${KOREAN_WEEKDAYS[weekdayOf(date)]})`;
}

export function weekdayName(weekday: number): string {
  return KOREAN_WEEKDAYS[weekday] ?? '';
}

/**
 * What the member gets back on cancelling now (the server decides; this is what the confirm sheet
 * promises, from the same shared rule): a request the pro has not accepted → all; accepted → all
 * from 24 hours before the start, half (rounded down) from 3 hours, nothing later.
 */
export function cancelRefund(
  r: Pick<proApi.Reservation, 'STATUS' | 'PRICE' | 'START_AT'>,
  now = Date.now(),
): number {
  if (r.STATUS === 'requested') return r.PRICE;
  if (r.STATUS !== 'accepted') return 0;
  const start = parseSeoulDate(r.START_AT)?.getTime() ?? 0;
  const hours = (start - now) / 3_600_000;
  if (hours >= PRO_CANCEL_RULES.fullHours) return r.PRICE;
  if (hours >= PRO_CANCEL_RULES.halfHours) return Math.floor(r.PRICE / 2);
  return 0;
}
