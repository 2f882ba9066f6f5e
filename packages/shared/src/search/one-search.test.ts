import { describe, expect, it } from 'vitest';
import { otherLayout, planOneSearch, stripParticle } from './one-search.js';
import { canonicalTechName, techTermOf } from './tech-aliases.js';

const texts = (q: string) => planOneSearch(q).words.map((w) => w.map((a) => a.text));

describe('the one search query', () => {
  it('drops a trailing particle when two syllables remain', () => {
    expect(stripParticle('리액트를')).toBe('리액트');
    expect(stripParticle('서울에서')).toBe('서울');
    expect(stripParticle('디자인으로')).toBe('디자인');
    expect(stripParticle('개발자와')).toBe('개발자');
    expect(stripParticle('사과')).toBe('사과');
    expect(stripParticle('react')).toBe('react');
  });

  it('reads a word typed on the other layout', () => {
    expect(otherLayout('fldorxm')).toBe('리액트');
    expect(otherLayout('ㄱㄷㅁㅊㅅ')).toBe('react');
    expect(otherLayout('ㅜㅐㅇㄷ')).toBe('node');
    // Complete syllables are Korean as meant; Latin that spells no syllables is English as meant.
    expect(otherLayout('맛집')).toBeNull();
    expect(otherLayout('react')).toBeNull();
    expect(otherLayout('go')).toBeNull();
    expect(otherLayout('ㄱㄱㅂ')).toBeNull();
  });

  it('matches every name of a technology', () => {
    expect(techTermOf('리액트')?.canonical).toBe('React');
    expect(techTermOf('Node.js')?.code).toBe('nodejs');
    expect(techTermOf('노드js')?.code).toBe('nodejs');
    expect(canonicalTechName('파이썬')).toBe('Python');
    expect(canonicalTechName('javascript')).toBe('JavaScript');
    expect(texts('리액트를')).toEqual([['리액트', 'react', '리엑트']]);
    expect(texts('React')).toEqual([['react', '리액트', '리엑트']]);
    expect(texts('ㄱㄷㅁㅊㅅ')[0]).toEqual(expect.arrayContaining(['react', '리액트']));
    expect(texts('fldorxm')[0]).toEqual(expect.arrayContaining(['react', '리액트']));
  });

  it('keeps 초성 and 2-syllable words, words ANDed', () => {
    expect(texts('ㅅㅇㄷ')[0]).toContain('ㅅㅇㄷ');
    expect(planOneSearch('ㅅㅇㄷ').words[0]![0]!.grams).toEqual(['ㅅㅇ', 'ㅇㄷ']);
    expect(texts('맛집')).toEqual([['맛집']]);
    expect(texts('서울에서 노드')).toEqual([['서울'], ['노드', 'node']]);
  });

  it('caps the words and skips punctuation', () => {
    expect(planOneSearch('가나 다라 마바 사아 자차').words).toHaveLength(4);
    expect(planOneSearch('!! ??').words).toEqual([]);
  });
});
