import { KOREAN_WEEKDAYS, seoulWallTime } from '@sidequest/shared';
import { useEffect, useState } from 'react';

/** Seconds from now until `iso`, ticking every second while `active`; never below 0. */
export function useSecondsUntil(iso: string | undefined, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!iso) return 0;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** Hours and minutes, or minutes and seconds in the last hour (for the i18n `time.*` keys). */
export function splitDuration(seconds: number): { key: 'hms' | 'ms'; h: number; m: number; s: number } {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return { key: h > 0 ? 'hms' : 'ms', h, m, s };
}

/** 월, 화 … for a `YYYY-MM-DD` day (read as a calendar date, whatever the browser's zone). */
export function weekdayLabel(day: string): string {
  // Noon in Seoul of that calendar day: its Seoul weekday is the day's own.
  const w = seoulWallTime(`${day} 12:00`);
  return (w && KOREAN_WEEKDAYS[w.weekday]) ?? '';
}

/** 11. 23. style short date for a `YYYY-MM-DD` day. */
export function shortDate(day: string): string {
  const w = seoulWallTime(`${day} 12:00`);
  return w ? `${w.month}. ${w.day}.` : '';
}
