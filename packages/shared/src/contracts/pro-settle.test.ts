import { describe, expect, it } from 'vitest';
import { proWalkOutRefund } from './pro-records.js';

describe('proWalkOutRefund', () => {
  it('returns the unserved share, rounded up for the member, never more than the price', () => {
    expect(proWalkOutRefund(45, 60, 20)).toBe(30);
    expect(proWalkOutRefund(10, 60, 59)).toBe(1);
    expect(proWalkOutRefund(10, 30, 0)).toBe(10);
    expect(proWalkOutRefund(10, 30, -5)).toBe(10);
    expect(proWalkOutRefund(7, 60, 30)).toBe(4);
    expect(proWalkOutRefund(10, 60, 60)).toBe(0);
    expect(proWalkOutRefund(10, 60, 90)).toBe(0);
  });
});
