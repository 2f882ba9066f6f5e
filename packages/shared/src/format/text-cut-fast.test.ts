import { describe, expect, it } from 'vitest';
import { cutText } from './text.js';

/** The cut as it is defined: whole graphemes (Intl.Segmenter) up to `max` code points, then `…`. */
function byGraphemes(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  let count = 0;
  let end = 0;
  for (const { segment } of new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(flat)) {
    const size = [...segment].length;
    if (count + size > max) break;
    count += size;
    end += segment.length;
  }
  return end === flat.length ? flat : `${flat.slice(0, end).trimEnd()}…`;
}

// Characters the fast path takes and characters that join their neighbours (combining marks,
// conjoining jamo, ZWJ emoji, skin tones, variation selectors, flags, voiced kana marks).
const PLAIN = [
  '가',
  '힣',
  '한',
  '글',
  'a',
  'Z',
  '7',
  ' ',
  '.',
  '!',
  'é',
  '漢',
  '、',
  'ㄱ',
  'ｱ',
  '—',
  '“',
  '\n',
];
const JOINING = [
  '\u0301',
  '\u1161',
  '\u11a8',
  '\u1100',
  '\u200d',
  '👩',
  '🏽',
  '\ufe0f',
  '🇰',
  '🇷',
  '\uff9e',
  '\u302a',
];

function randomText(seed: number, length: number, alphabet: string[]): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

describe('cutText fast path', () => {
  it('cuts plain Korean text exactly as the grapheme cut does', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = randomText(seed, 60 + (seed % 200), PLAIN);
      for (const max of [0, 1, 10, 120]) expect(cutText(text, max)).toBe(byGraphemes(text, max));
    }
  });

  it('falls back to graphemes for text with joining characters', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = randomText(seed, 60 + (seed % 200), [...PLAIN, ...JOINING]);
      for (const max of [1, 10, 120]) expect(cutText(text, max)).toBe(byGraphemes(text, max));
    }
    expect(cutText(`${'가'.repeat(119)}각\u11a8뒤`, 120)).toBe(`${'가'.repeat(119)}…`);
  });
});
