/**
 * The calendar day in Asia/Seoul, the product's day (daily quests, the team schedule, the read
 * quest). Korea has kept UTC+9 all year since 1988 (no daylight saving), so an offset answers
 * without a time-zone database: 15:00 UTC is the next day's midnight.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` in Seoul for `now`, `plusDays` later. */
export function seoulDay(now: Date, plusDays = 0): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul day (`YYYY-MM-DD`) begins. */
export function seoulDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);
}
