import { describe, expect, it } from 'vitest';
import { PROMO_LIMITS, ZPromoInput } from './expo-rank.js';

describe('ZPromoInput', () => {
  const valid = { booth_no: 1, title: '오픈 기념', code: 'SIDE-2026', claim_limit: 100, days: 7 };

  it('accepts a code within the limits', () => {
    expect(ZPromoInput.safeParse(valid).success).toBe(true);
  });

  it('says the quantity limit with its thousands separator when it is broken', () => {
    const res = ZPromoInput.safeParse({ ...valid, claim_limit: PROMO_LIMITS.claimLimit + 1 });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('수량은 100,000개까지 정할 수 있어요.');
  });
});
