import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type CodeOf, defineCatalogue } from './catalogue.js';

const sizes = defineCatalogue([
  { code: '01', label: '작게', px: 12 },
  { code: '02', label: '보통', px: 16 },
  { code: '99', label: '크게', px: 20 },
]);

describe('defineCatalogue', () => {
  it('keeps the items and codes in the given order', () => {
    expect(sizes.codes).toEqual(['01', '02', '99']);
    expect(sizes.items.map((item) => item.px)).toEqual([12, 16, 20]);
  });

  it('looks up labels and items by code, and answers undefined for anything else', () => {
    expect(sizes.label('02')).toBe('보통');
    expect(sizes.label('03')).toBeUndefined();
    expect(sizes.label(null)).toBeUndefined();
    expect(sizes.get('99')?.px).toBe(20);
    expect(sizes.get('')).toBeUndefined();
  });

  it('tells codes from other values', () => {
    expect(sizes.has('01')).toBe(true);
    expect(sizes.has('1')).toBe(false);
    expect(sizes.has(1)).toBe(false);
    expect(sizes.has(undefined)).toBe(false);
  });

  it('gives codes that z.enum accepts', () => {
    const schema = z.enum(sizes.codes);
    expect(schema.parse('99')).toBe('99');
    expect(schema.safeParse('03').success).toBe(false);
    expectTypeOf(schema.parse('01')).toEqualTypeOf<'01' | '02' | '99'>();
  });

  it('exposes the code union', () => {
    expectTypeOf<CodeOf<typeof sizes>>().toEqualTypeOf<'01' | '02' | '99'>();
    const value: unknown = '02';
    if (sizes.has(value)) expectTypeOf(value).toEqualTypeOf<'01' | '02' | '99'>();
    expectTypeOf(sizes.label('01')).toEqualTypeOf<string>();
    expectTypeOf(sizes.label('x' as string)).toEqualTypeOf<string | undefined>();
  });

  it('refuses duplicate codes and empty labels at definition time', () => {
    expect(() =>
      defineCatalogue([
        { code: '01', label: '하나' },
        { code: '01', label: '둘' },
      ]),
    ).toThrow(/Duplicate catalogue code: 01/);
    expect(() => defineCatalogue([{ code: '01', label: ' ' }])).toThrow(/Empty label/);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(sizes)).toBe(true);
    expect(Object.isFrozen(sizes.items)).toBe(true);
    expect(Object.isFrozen(sizes.codes)).toBe(true);
  });
});
