import { parseSeoulDate } from '@sidequest/shared';

/** Chat times in Seoul wall time, whatever the browser's zone (product-spec 9). */

// Built from 24-hour parts: some ICU builds print `PM 3:05` for ko-KR's 12-hour clock.
const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DAY = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

const KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `15:05`, Seoul's 24-hour clock (a pro room card's slot). */
export function clock24(d: Date): string {
  return CLOCK.format(d);
}

/** `오후 3:05`, the time under a bubble. */
export function clockLabel(iso: string): string {
  const d = parseSeoulDate(iso);
  if (!d) return '';
  const parts = Object.fromEntries(CLOCK.formatToParts(d).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${h12}:${parts.minute}`;
}

/** `2026년 11월 22일 일요일`, the separator between days. */
export function dayLabel(iso: string): string {
  const d = parseSeoulDate(iso);
  return d ? DAY.format(d) : '';
}

/** `2026-11-22` in Seoul: messages with the same key share a day separator. */
export function dayKey(iso: string): string {
  const d = parseSeoulDate(iso);
  return d ? KEY.format(d) : '';
}
