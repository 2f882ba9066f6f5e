/**
 * The poll's end time is picked as a Seoul date and time (the community's clock, whatever the
 * device's zone) and sent as ISO 8601 with +09:00. Korea has no daylight saving, so the offset is fixed.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface SeoulDateTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

/** `2026-11-25` + `18:30` → `2026-11-25T18:30:00+09:00`; null when either part is missing or malformed. */
export function seoulToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = `${date}T${time}:00+09:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** Any ISO instant as the Seoul wall-clock date and time it falls on. */
export function isoToSeoul(iso: string): SeoulDateTime | null {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  const wall = new Date(ms + SEOUL_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Today's Seoul date, for the date input's `min`. */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** A suggested end: the same time tomorrow, rounded up to the hour (a poll usually runs a day or more). */
export function defaultPollEnd(now: Date = new Date()): SeoulDateTime {
  const hour = 60 * 60 * 1000;
  const next = Math.ceil((now.getTime() + 24 * hour) / hour) * hour;
  return isoToSeoul(new Date(next).toISOString()) as SeoulDateTime;
}
