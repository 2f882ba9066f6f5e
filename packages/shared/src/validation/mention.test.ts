import { describe, expect, it } from 'vitest';
import { extractMentions, isMentionToken, MENTION_SCAN_PATTERN, mentionToken } from './mention.js';

describe('extractMentions', () => {
  it('finds nicknames in Korean text, each once, in order', () => {
    const text =
      '@[메이커김]님, 어제 회의록 확인 부탁드려요! @[dev_lee] @[메이커김] 그리고 @[Park 디자인]도요.';
    expect(extractMentions(text)).toEqual(['메이커김', 'dev_lee', 'Park 디자인']);
  });

  it('finds a mention glued to a particle and one at a line start', () => {
    expect(extractMentions('안녕하세요\n@[코딩하는곰]이 만든 봇입니다@[봇]')).toEqual(['코딩하는곰', '봇']);
  });

  it('ignores things that are not tokens', () => {
    expect(
      extractMentions('메일은 maker@naver.com, @메이커김, @[], @[ 공백], [메이커김], @[줄\n바꿈], @[[중첩]]'),
    ).toEqual([]);
  });

  it('returns nothing for text without mentions', () => {
    expect(extractMentions('')).toEqual([]);
    expect(extractMentions('오늘도 사이드퀘스트!')).toEqual([]);
  });

  it('does not leave state on the global pattern', () => {
    extractMentions('@[a] @[b]');
    expect(MENTION_SCAN_PATTERN.lastIndex).toBe(0);
    expect(extractMentions('@[a] @[b]')).toEqual(['a', 'b']);
  });

  it('reads emoji nicknames', () => {
    expect(extractMentions('@[🐻곰돌이] 고마워요')).toEqual(['🐻곰돌이']);
  });
});

describe('mentionToken', () => {
  it('builds a token extractMentions reads back', () => {
    expect(mentionToken('메이커김')).toBe('@[메이커김]');
    expect(extractMentions(`${mentionToken('dev_lee')}님 확인해주세요`)).toEqual(['dev_lee']);
  });

  it.each(['', ' 메이커', '메이커 ', '메이[커]', '줄\n바꿈', 'a'.repeat(51)])('refuses %j', (nickname) => {
    expect(() => mentionToken(nickname)).toThrow(RangeError);
  });

  it('accepts 50 characters', () => {
    expect(mentionToken('가'.repeat(50))).toBe(`@[${'가'.repeat(50)}]`);
  });
});

describe('isMentionToken', () => {
  it('checks one whole token', () => {
    expect(isMentionToken('@[메이커김]')).toBe(true);
    expect(isMentionToken('@[메이커김] ')).toBe(false);
    expect(isMentionToken('@메이커김')).toBe(false);
    expect(isMentionToken('@[]')).toBe(false);
  });
});
