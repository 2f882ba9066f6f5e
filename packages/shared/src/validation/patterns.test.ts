import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail, isEmailLocalPart, isSlug } from './patterns.js';

describe('isEmail', () => {
  it.each([
    'maker.kim@naver.com',
    'sidequest_dev@gmail.com',
    'jae-won.lee@kakao.co.kr',
    'a1@daum.net',
    'HELLO@HANMAIL.NET',
    'user@domain.company',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    'a..b@x.com', // two separators in a row
    'user@domain.c', // one-letter TLD
    'user@domain.company1', // digit in TLD
    'user@domain.abcdefghi', // nine-letter TLD
    '.maker@naver.com', // separator first
    'maker.@naver.com', // separator last
    'maker+tag@gmail.com', // + is only for the local-part pattern
    'maker@naver', // no TLD
    'maker naver.com',
    '메이커@naver.com',
    ' maker@naver.com',
    '',
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('is the exported pattern', () => {
    expect(EMAIL_PATTERN.test('maker.kim@naver.com')).toBe(true);
  });
});

describe('isEmailLocalPart', () => {
  it.each(['maker.kim', 'maker+sidequest', 'kim_2026', 'a%b', 'first-last', '.', 'A'])('accepts %s', (v) => {
    expect(isEmailLocalPart(v)).toBe(true);
  });

  it.each(['', 'maker kim', 'maker@naver', '김메이커', 'maker!', 'a'.repeat(65)])('rejects %j', (v) => {
    expect(isEmailLocalPart(v)).toBe(false);
  });
});

describe('isSlug', () => {
  it.each(['sidequest', 'side-quest-2026', '2026-launch', 'a', 'Camp-Make', 'a--b'])('accepts %s', (v) => {
    expect(isSlug(v)).toBe(true);
  });

  it.each(['', '-sidequest', 'side quest', 'side_quest', '사이드퀘스트', 'side.quest', 'side/quest'])(
    'rejects %j',
    (v) => {
      expect(isSlug(v)).toBe(false);
    },
  );
});
