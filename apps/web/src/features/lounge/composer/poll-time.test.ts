import { describe, expect, it } from 'vitest';
import { defaultPollEnd, isoToSeoul, seoulToday, seoulToIso } from './poll-time';

describe('Seoul poll times', () => {
  it('sends the picked Seoul date and time with +09:00', () => {
    const iso = seoulToIso('2026-11-25', '18:30');
    expect(iso).toBe('2026-11-25T18:30:00+09:00');
    expect(new Date(iso!).toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it('refuses half-picked or impossible values', () => {
    expect(seoulToIso('', '18:30')).toBeNull();
    expect(seoulToIso('2026-11-25', '')).toBeNull();
    expect(seoulToIso('2026-13-40', '18:30')).toBeNull();
  });

  it('reads a stored instant back as the Seoul wall clock, across the date line', () => {
    expect(isoToSeoul('2026-11-25T16:10:00.000Z')).toEqual({ date: '2026-11-26', time: '01:10' });
    expect(isoToSeoul('2026-11-25T18:30:00+09:00')).toEqual({ date: '2026-11-25', time: '18:30' });
    expect(isoToSeoul('nonsense')).toBeNull();
  });

  it("knows Seoul's today even when UTC is still on yesterday", () => {
    expect(seoulToday(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
  });

  it('suggests the next full hour a day later', () => {
    expect(defaultPollEnd(new Date('2026-11-25T05:20:00Z'))).toEqual({ date: '2026-11-26', time: '15:00' });
  });
});
