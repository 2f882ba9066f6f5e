import { describe, expect, it } from 'vitest';
import { eventEntryKind, rewardPhrase, ZEventInput } from './campaigns.js';

describe('event contracts', () => {
  it('names a reward with the particle its last word takes', () => {
    expect(rewardPhrase({ points: 3, exp: 0 })).toBe('3포인트를');
    expect(rewardPhrase({ points: 0, exp: 50 })).toBe('활동 점수 50점을');
    expect(rewardPhrase({ points: 3, exp: 50 })).toBe('3포인트와 활동 점수 50점을');
  });

  it('maps each type to its way of entering', () => {
    expect(['01', '02', '03', '04', '05', '06', '07'].map(eventEntryKind)).toEqual([
      'code',
      'code',
      'proof',
      'attendance',
      'proof',
      'proof',
      'proof',
    ]);
  });

  it('refuses a first-come attendance event and a lottery without a number of winners', () => {
    const base = {
      type: '04',
      mode: '01',
      title: '출석',
      body: '매일 출석',
      reward_points: 1,
      reward_exp: 0,
      starts_at: '2026-11-26T00:00:00+09:00',
      ends_at: '2026-11-30T00:00:00+09:00',
    };
    expect(ZEventInput.safeParse(base).success).toBe(true);
    const bad = ZEventInput.safeParse({ ...base, mode: '03', capacity: 5 });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['mode']);
    expect(ZEventInput.safeParse({ ...base, mode: '02' }).error?.issues.map((i) => i.path[0])).toEqual([
      'capacity',
    ]);
  });
});
