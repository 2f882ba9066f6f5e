import { describe, expect, it } from 'vitest';
import { addTags, cleanTag, endsTag } from './tags';

describe('tag input', () => {
  it('cleans # and spaces and cuts at 20 characters', () => {
    expect(cleanTag(' #리액트 ')).toBe('리액트');
    expect(cleanTag('a'.repeat(25))).toHaveLength(20);
  });

  it('adds several typed at once, skipping duplicates regardless of case', () => {
    expect(addTags(['React'], 'react, 회고，#타입스크립트 인디').tags).toEqual([
      'React',
      '회고',
      '타입스크립트',
      '인디',
    ]);
  });

  it('stops at ten tags and says so', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    const res = addTags(nine, 'x, y');
    expect(res.tags).toHaveLength(10);
    expect(res.tags.at(-1)).toBe('x');
    expect(res.overflow).toBe(true);
    expect(addTags(nine, 'x').overflow).toBe(false);
  });

  it('ignores empty input', () => {
    expect(addTags(['a'], ' , ').tags).toEqual(['a']);
  });

  it('knows when a comma finished a tag', () => {
    expect(endsTag('회고,')).toBe(true);
    expect(endsTag('회고，')).toBe(true);
    expect(endsTag('회고')).toBe(false);
  });
});
