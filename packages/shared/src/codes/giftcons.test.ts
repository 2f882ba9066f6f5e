import { describe, expect, it } from 'vitest';
import { giftconItems, pointsForWon } from './commerce.js';

describe('gift coupon prices', () => {
  it('cost one point per 1,000 won, rounded up', () => {
    expect(pointsForWon(1_000)).toBe(1);
    expect(pointsForWon(1_001)).toBe(2);
    expect(pointsForWon(4_500)).toBe(5);
    expect(pointsForWon(3_900)).toBe(4);
  });

  it('are whole won amounts with a vendor code each', () => {
    for (const item of giftconItems.items) {
      expect(Number.isSafeInteger(item.priceWon) && item.priceWon > 0).toBe(true);
      expect(item.productCode).toMatch(/^[A-Z0-9-]{1,40}$/);
    }
    expect(new Set(giftconItems.items.map((i) => i.productCode)).size).toBe(giftconItems.items.length);
  });
});
