/**
 * The quests' calendar: the Seoul day (Asia/Seoul has had no daylight saving since 1988, so it is
 * UTC+9 all year and plain arithmetic answers without a time-zone database), which of the six
 * sets that day has, and the Seoul week (Monday to Sunday) the challenge and report cover.
 */
import { DAILY_QUEST_SET_COUNT, dailyQuestSets, dailyQuests } from '@sidequest/shared';
import { seoulDay, seoulDayStart } from '../../lib/seoul-day.js';

const DAY_MS = 86_400_000;

/** A Seoul calendar day as `YYYY-MM-DD`; 15:00 UTC is the next day's midnight in Seoul. */
export type Day = string;

/** Days since 1970-01-01 (a Thursday). */
export function dayNumber(day: Day): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function addDays(day: Day, n: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul day begins. */
export const dayStart = seoulDayStart;

/** Which set (0–5) a day has: the sets take turns, one a day, round the clock of six. */
export function setNoFor(day: Day): number {
  const n = dayNumber(day) % DAILY_QUEST_SET_COUNT;
  return n < 0 ? n + DAILY_QUEST_SET_COUNT : n;
}

export type DailyQuestDef = (typeof dailyQuests.items)[number];

/** The three quests of a day, in the set's order. */
export function questsFor(day: Day): DailyQuestDef[] {
  return dailyQuestSets[setNoFor(day)]!.map((code) => dailyQuests.get(code)!);
}

/** Today's quest counting `action`, if today's set has one. */
export function questForAction(day: Day, action: string): DailyQuestDef | null {
  return questsFor(day).find((q) => q.action === action) ?? null;
}

/** When the next set starts: the coming Seoul midnight. */
export function nextReset(at: Date): Date {
  return dayStart(addDays(seoulDay(at), 1));
}

/** Monday of the Seoul week `day` is in. */
export function weekStart(day: Day): Day {
  // 1970-01-01 was a Thursday: +3 makes Monday 0.
  const weekday = (((dayNumber(day) + 3) % 7) + 7) % 7;
  return addDays(day, -weekday);
}

/** The seven days from `monday`. */
export function weekDays(monday: Day): Day[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
