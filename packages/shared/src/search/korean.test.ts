import { describe, expect, it } from 'vitest';
import { isSearchableKeyword, parseSearchQuery, searchGrams } from './korean.js';

const matches = (row: string[], query: string) => {
  const q = parseSearchQuery(query);
  return q.grams.length > 0 && q.grams.every((g) => row.includes(g));
};

describe('Korean search grams', () => {
  const row = searchGrams('김지우', '강남에서 맛집 앱을 만드는 프론트엔드 개발자예요. React, TypeScript');

  it('finds two-syllable words', () => {
    expect(matches(row, '맛집')).toBe(true);
    expect(matches(row, '강남')).toBe(true);
    expect(matches(row, '부산')).toBe(false);
  });

  it('finds 초성 of names and words', () => {
    expect(matches(row, 'ㄱㅈㅇ')).toBe(true);
    expect(matches(row, 'ㅍㄹㅌ')).toBe(true);
    expect(matches(row, 'ㅂㅅ')).toBe(false);
  });

  it('finds Latin words case-insensitively and longer Korean terms', () => {
    expect(matches(row, 'react')).toBe(true);
    expect(matches(row, 'TypeScript')).toBe(true);
    expect(matches(row, '프론트엔드')).toBe(true);
    expect(parseSearchQuery('프론트엔드').confirmWithText).toBe(true);
    expect(parseSearchQuery('맛집').confirmWithText).toBe(false);
  });

  it('finds one-syllable words inside longer ones', () => {
    expect(matches(row, '집')).toBe(true);
    expect(matches(row, '앱')).toBe(true);
    expect(matches(row, '책')).toBe(false);
    expect(matches(row, '맛 앱')).toBe(true);
    expect(parseSearchQuery('집').confirmWithText).toBe(false);
  });

  it('accepts one Hangul syllable but not one Latin letter, digit or 초성', () => {
    expect(isSearchableKeyword(' 집 ')).toBe(true);
    expect(isSearchableKeyword('맛집')).toBe(true);
    expect(isSearchableKeyword('ㄱㅈ')).toBe(true);
    for (const kw of ['a', '1', 'ㄱ', '', ' ']) expect(isSearchableKeyword(kw)).toBe(false);
  });

  it('ignores empty queries', () => {
    expect(parseSearchQuery('   ').grams).toEqual([]);
  });
});
