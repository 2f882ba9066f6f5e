import { describe, expect, it } from 'vitest';
import { BOOTH_INTRO_CUT, cutBoothIntro, cutFeedText, cutText, FEED_CUT } from './text.js';

const codePoints = (s: string) => [...s].length;

describe('cutText', () => {
  it('returns text that fits unchanged, without an ellipsis', () => {
    expect(cutText('사이드퀘스트', 6)).toBe('사이드퀘스트');
    expect(cutText('', 10)).toBe('');
  });

  it('cuts Hangul by characters and appends …', () => {
    expect(cutText('사이드퀘스트에 오신 것을 환영합니다', 6)).toBe('사이드퀘스트…');
  });

  it('drops a space left before the ellipsis', () => {
    expect(cutText('사이드 퀘스트', 4)).toBe('사이드…');
  });

  it('collapses whitespace and line breaks before counting', () => {
    expect(cutText('  첫 줄\n\n둘째   줄\t끝  ', 100)).toBe('첫 줄 둘째 줄 끝');
    expect(cutText('가\n\n\n나다라', 3)).toBe('가 나…');
  });

  it('counts an emoji as one character', () => {
    // 'length' is 8 (four surrogate pairs) but there are only four characters.
    expect(cutText('🚀🚀🚀🚀', 4)).toBe('🚀🚀🚀🚀');
    expect(cutText('출시🚀완료🎉축하', 3)).toBe('출시🚀…');
  });

  it('never splits a surrogate pair', () => {
    const cut = cutText('a🚀b', 1);
    expect(cut).toBe('a…');
    expect(cutText('🚀🚀', 1)).toBe('🚀…');
    for (let max = 0; max < 10; max++) {
      expect(cutText('😀😃😄😁😆😅🤣😂🙂🙃', max)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });

  it('keeps a joined emoji whole or drops it whole', () => {
    const family = '👨‍👩‍👧'; // 5 code points joined by zero-width joiners
    expect(cutText(`팀${family}최고`, 6)).toBe(`팀${family}…`);
    expect(cutText(`팀${family}최고`, 5)).toBe('팀…');
    expect(cutText('🇰🇷 대한민국', 1)).toBe('…');
    expect(cutText('🇰🇷 대한민국', 2)).toBe('🇰🇷…');
  });

  it('treats bad limits as zero', () => {
    expect(cutText('가나다', 0)).toBe('…');
    expect(cutText('가나다', -5)).toBe('…');
    expect(cutText('가나다', Number.NaN)).toBe('…');
    expect(cutText('가나다', 2.9)).toBe('가나…');
  });
});

describe('feed and booth cuts', () => {
  it('cuts feed text to 120 characters', () => {
    expect(FEED_CUT).toBe(120);
    const text = '메이커'.repeat(50); // 150 characters
    const cut = cutFeedText(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(codePoints(cut)).toBe(121);
    expect(cutFeedText('가'.repeat(120))).toBe('가'.repeat(120));
  });

  it('cuts booth introductions to 100 characters', () => {
    expect(BOOTH_INTRO_CUT).toBe(100);
    const emoji = '🎨'.repeat(101);
    expect(cutBoothIntro(emoji)).toBe(`${'🎨'.repeat(100)}…`);
    expect(cutBoothIntro('🎨'.repeat(100))).toBe('🎨'.repeat(100));
  });
});
