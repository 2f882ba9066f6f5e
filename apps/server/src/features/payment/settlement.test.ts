import { describe, expect, it } from 'vitest';
import { customDataOf } from './orders.js';
import { customDataNames } from './settlement.js';

const order = { product: '10000', userNo: 42 };

describe('customDataNames', () => {
  it('reads the JSON PortOne stores, and the same JSON encoded once more', () => {
    const ours = customDataOf(order);
    expect(customDataNames(ours, order)).toBe(true);
    expect(customDataNames(JSON.stringify(ours), order)).toBe(true);
  });

  it('refuses another product or member, missing or broken data', () => {
    expect(customDataNames(customDataOf({ product: '30000', userNo: 42 }), order)).toBe(false);
    expect(customDataNames(customDataOf({ product: '10000', userNo: 43 }), order)).toBe(false);
    for (const raw of [null, '', '{', '"10000"', '[]', 'null', '{"product":"10000"}'])
      expect(customDataNames(raw, order), String(raw)).toBe(false);
  });
});
