import { KOREAN_WEEKDAYS, seoulWallTime } from '@sidequest/shared';

/**
 * Chat times in Seoul wall time, whatever the browser's zone (product-spec 9), from the shared
 * arithmetic (`seoulWallTime`): no Intl formatter is built when the chat's code loads.
 */

/** `오후 3:05`, the time under a bubble. */
export function clockLabel(iso: string): string {
  const w = seoulWallTime(iso);
  if (!w) return '';
  const h12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${w.hour < 12 ? '오전' : '오후'} ${h12}:${String(w.minute).padStart(2, '0')}`;
}

/** `2026년 11월 22일 일요일`, the separator between days. */
export function dayLabel(iso: string): string {
  const w = seoulWallTime(iso);
  return w ? `${w.year}년 ${w.month}월 ${w.day}일 ${KOREAN_WEEKDAYS[w.weekday]}요일` : '';
}
