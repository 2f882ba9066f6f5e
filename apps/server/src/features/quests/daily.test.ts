import { DAILY_QUEST_SET_COUNT, dailyQuestSets } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  nextReset,
  questForAction,
  questsFor,
  setNoFor,
  weekDays,
  weekStart,
} from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';

describe('the Seoul day', () => {
  it('turns at 15:00 UTC, which is midnight in Seoul', () => {
    expect(seoulDay(new Date('2026-11-25T14:59:59.999Z'))).toBe('2026-11-25');
    expect(seoulDay(new Date('2026-11-25T15:00:00.000Z'))).toBe('2026-11-26');
    // Early morning UTC is already the same day's afternoon in Seoul.
    expect(seoulDay(new Date('2026-11-26T00:30:00Z'))).toBe('2026-11-26');
    // Across a year's end.
    expect(seoulDay(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database through a whole year', () => {
    const tz = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
    for (let h = 0; h < 366 * 24; h += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
      expect(seoulDay(at)).toBe(tz.format(at));
    }
  });

  it('starts at the previous 15:00 UTC, and the next reset is the coming Seoul midnight', () => {
    expect(dayStart('2026-11-26').toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(nextReset(new Date('2026-11-25T14:59:00Z')).toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(nextReset(new Date('2026-11-25T15:00:00Z')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });
});

describe('the daily set', () => {
  it('changes with the Seoul date, not the UTC one', () => {
    const before = new Date('2026-11-25T14:59:00Z');
    const after = new Date('2026-11-25T15:00:00Z');
    expect(setNoFor(seoulDay(after))).toBe((setNoFor(seoulDay(before)) + 1) % DAILY_QUEST_SET_COUNT);
    // Still the same UTC date, different quests.
    expect(questsFor(seoulDay(before)).map((q) => q.code)).not.toEqual(
      questsFor(seoulDay(after)).map((q) => q.code),
    );
  });

  it('takes each of the six sets once in six days, then starts over', () => {
    const days = Array.from({ length: 6 }, (_, i) => addDays('2026-11-26', i));
    const sets = days.map(setNoFor);
    expect(new Set(sets).size).toBe(6);
    expect(setNoFor(addDays('2026-11-26', 6))).toBe(sets[0]);
    for (const day of days) {
      expect(questsFor(day).map((q) => q.code)).toEqual([...dailyQuestSets[setNoFor(day)]!]);
    }
  });

  it('finds the quest of an action only on days whose set has it', () => {
    const days = Array.from({ length: 6 }, (_, i) => addDays('2026-11-26', i));
    expect(days.every((d) => questForAction(d, 'visit')?.code === 'Q1')).toBe(true);
    const withFollow = days.filter((d) => questForAction(d, 'follow'));
    expect(withFollow).toHaveLength(1);
    expect(questsFor(withFollow[0]!).map((q) => q.code)).toContain('Q8');
  });
});

describe('the Seoul week', () => {
  it('runs Monday to Sunday', () => {
    // 2026-11-23 is a Monday.
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Sunday 23:59 in Seoul is still that week; a minute later the next one starts.
    expect(weekStart(seoulDay(new Date('2026-11-29T14:59:00Z')))).toBe('2026-11-23');
    expect(weekStart(seoulDay(new Date('2026-11-29T15:00:00Z')))).toBe('2026-11-30');
  });
});
