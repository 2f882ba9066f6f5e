import { describe, expect, it } from 'vitest';
import { isRegionAllowed } from './region.js';

describe('isRegionAllowed', () => {
  it('allows only KR00 for online-only gatherings', () => {
    expect(isRegionAllowed('01', 'KR00')).toBe(true);
    expect(isRegionAllowed('01', 'KR11')).toBe(false);
    expect(isRegionAllowed('01', '')).toBe(false);
  });

  it('allows any region for the other modes', () => {
    expect(isRegionAllowed('02', 'KR11')).toBe(true);
    expect(isRegionAllowed('03', 'KR26')).toBe(true);
    expect(isRegionAllowed('02', 'KR00')).toBe(true);
  });
});
