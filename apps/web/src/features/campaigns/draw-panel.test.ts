import { describe, expect, it } from 'vitest';
import { seoulInputToIso, seoulInputValue } from './admin-event-form';
import { rerunDraw } from './draw-panel';

describe('re-running a draw in the browser', () => {
  it('orders entries by hex SHA-256 of "seed:entryNo", as the server rule says', async () => {
    const seed = 'ab'.repeat(32);
    const entries = [3, 8, 15, 21, 34, 55];
    // Worked out once outside with sha256sum of "seed:entryNo": 8 (0ea6…) and 55 (14ca…) come first.
    expect(await rerunDraw(seed, entries, 2)).toEqual([8, 55]);
    expect(await rerunDraw('cd'.repeat(32), entries, 6)).not.toEqual(await rerunDraw(seed, entries, 6));
  });
});

describe('operator form times', () => {
  it('reads datetime-local values as Seoul wall time', () => {
    expect(seoulInputToIso('2026-11-26T09:30')).toBe('2026-11-26T09:30:00+09:00');
    expect(seoulInputValue(0, Date.parse('2026-11-25T16:00:00Z'))).toBe('2026-11-26T01:00');
  });
});
