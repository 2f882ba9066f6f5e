import { describe, expect, it } from 'vitest';
import { searchSkills, toChoseong } from './skill-search';

const codes = (term: string) => searchSkills(term).map((t) => t.code);

describe('toChoseong', () => {
  it('keeps only the initial consonant of each syllable', () => {
    expect(toChoseong('리액트')).toBe('ㄹㅇㅌ');
    expect(toChoseong('스프링 부트')).toBe('ㅅㅍㄹ ㅂㅌ');
    expect(toChoseong('C++')).toBe('C++');
  });
});

describe('searchSkills', () => {
  it('finds tags by Korean label, English label and code, ignoring case and spaces', () => {
    expect(codes('리액트')).toContain('react');
    expect(codes('React')).toContain('react');
    expect(codes('next.js')).toContain('nextjs');
    expect(codes('스프링부트')).toContain('springboot');
  });

  it('finds tags by 초성', () => {
    expect(codes('ㄹㅇㅌ')[0]).toBe('react');
    expect(codes('ㅍㅇㅆ')).toContain('python');
  });

  it('puts tags whose name starts with the term first', () => {
    const found = codes('리액트');
    expect(found.indexOf('react')).toBeLessThan(found.indexOf('reactnative'));
  });

  it('answers every tag for an empty term and none for nonsense', () => {
    expect(codes('').length).toBeGreaterThan(50);
    expect(codes('없는기술이름')).toEqual([]);
  });
});
