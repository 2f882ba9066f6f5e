import type { questsApi, ResponseOf } from '@sidequest/shared';
import { afterEach, expect, vi } from 'vitest';
import { addDays, type Day, dayStart, questsFor } from '../src/features/quests/daily.js';
import { seoulDay } from '../src/lib/seoul-day.js';
import type { http, Who } from './http.js';

/**
 * Daily quests depend on the Seoul date, so their tests pick the day: `travelTo(day)` fakes only
 * `Date` (timers and the database's own clock run on), at noon in Seoul. Days are chosen from
 * today forward, so sessions made "then" have not expired by the database's clock.
 */
export function useQuestDays(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function travelTo(day: Day, hour = 12): Date {
  const at = new Date(dayStart(day).getTime() + hour * 3_600_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return at;
}

const today = () => seoulDay(new Date());

/** The first day from today whose set has (or, with `has: false`, lacks) `code`. */
export function dayWith(code: string, has = true): Day {
  for (let i = 0; i < 12; i += 1) {
    const day = addDays(today(), i);
    if (questsFor(day).some((q) => q.code === code) === has) return day;
  }
  throw new Error(`no day ${has ? 'with' : 'without'} ${code}`);
}

type Api = ReturnType<typeof http>;
type QuestInfo = ResponseOf<typeof questsApi.questInfo>;
type DailyQuest = QuestInfo['QUESTS'][number];

export async function questInfo(api: Api, who: Who): Promise<QuestInfo> {
  const res = await api.get('/api/profile/quest_info', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuestInfo;
}

export async function quest(api: Api, who: Who, code: string): Promise<DailyQuest> {
  const found = (await questInfo(api, who)).QUESTS.find((q) => q.CODE === code);
  if (!found) throw new Error(`${code} is not in today's set`);
  return found;
}
