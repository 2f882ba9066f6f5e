import { NICKNAME_PATTERN } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './verification.js';
import { FALLBACK_NICKNAME, nicknameBase, nicknameCandidates } from './members.js';
import { OAuthFlowError, parseKakaoProfile, parseNaverProfile } from './oauth.js';
import { safeNext } from './routes.js';
import { codeHash, newCode } from './school.js';

describe('nicknames for social sign-ups', () => {
  it.each([
    ['카카오 하늘 🙂', '카카오하늘'],
    ['Maker_Joe!', 'Maker_Joe'],
    ['아주아주아주긴닉네임입니다요', '아주아주아주긴닉네임입니'],
    ['ㅋㅋ', FALLBACK_NICKNAME],
    ['🙂🙂🙂', FALLBACK_NICKNAME],
    ['a', FALLBACK_NICKNAME],
    [null, FALLBACK_NICKNAME],
    ['운영자', FALLBACK_NICKNAME],
    ['SideQuest 공식', FALLBACK_NICKNAME],
  ])('%s → %s', (raw, expected) => {
    expect(nicknameBase(raw)).toBe(expected);
  });

  it('offers candidates that all follow the nickname rule and fit in 12 characters', () => {
    const list = nicknameCandidates('아주아주아주긴닉네임입니');
    expect(list[0]).toBe('아주아주아주긴닉네임입니');
    expect(list.length).toBeGreaterThan(5);
    for (const c of list) expect(NICKNAME_PATTERN.test(c)).toBe(true);
    expect(list[1]).toMatch(/^아주아주아주긴닉네임\d{2}$/);
    expect(list.at(-1)).toMatch(/^메이커\d{6}$/);
  });
});

describe('provider user info', () => {
  it('reads Kakao and keeps only a valid, verified e-mail', () => {
    expect(
      parseKakaoProfile({
        id: 123456789,
        kakao_account: {
          email: 'Sky@Kakao.com',
          is_email_valid: true,
          is_email_verified: true,
          profile: { nickname: '하늘' },
        },
      }),
    ).toEqual({ id: '123456789', email: 'sky@kakao.com', nickname: '하늘' });
    expect(
      parseKakaoProfile({
        id: 1,
        kakao_account: { email: 'x@kakao.com', is_email_valid: true, is_email_verified: false },
        properties: { nickname: '옛닉' },
      }),
    ).toEqual({ id: '1', email: null, nickname: '옛닉' });
    expect(() => parseKakaoProfile({ kakao_account: {} })).toThrow(OAuthFlowError);
  });

  it('reads Naver and refuses an error answer', () => {
    expect(
      parseNaverProfile({
        resultcode: '00',
        message: 'success',
        response: { id: 'abc', email: 'me@naver.com', name: '홍길동' },
      }),
    ).toEqual({ id: 'abc', email: 'me@naver.com', nickname: '홍길동' });
    expect(() => parseNaverProfile({ resultcode: '024', message: 'Authentication failed' })).toThrow(
      OAuthFlowError,
    );
    expect(
      parseNaverProfile({ resultcode: '00', response: { id: 'x', email: 'not an email' } }).email,
    ).toBeNull();
  });
});

describe('safeNext', () => {
  it.each([
    ['/people?tab=1', '/people?tab=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [undefined, '/'],
    [['/a'], '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });
});

describe('school codes and phone masks', () => {
  it('draws six digits and binds the hash to the request', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    expect(codeHash(1, '123456')).not.toBe(codeHash(2, '123456'));
    expect(codeHash(1, '123456')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('masks the middle digits of a phone', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-****-4567');
    expect(maskPhone(null)).toBeNull();
  });
});
