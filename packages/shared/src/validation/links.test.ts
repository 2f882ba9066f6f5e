import { describe, expect, it } from 'vitest';
import {
  extractVideoId,
  isAppStoreUrl,
  isPlayStoreUrl,
  isUrl,
  isVideoUrl,
  PLAY_STORE_PATTERN,
  APP_STORE_PATTERN,
  toEmbedUrl,
} from './links.js';

describe('isUrl', () => {
  it.each([
    'https://sidequest.kr',
    'http://sidequest.kr/',
    'https://www.notion.so/maker/Retro-2026-abc123?pvs=4',
    'https://github.com/sidequest/app/pull/12#issuecomment-1',
    'https://blog.naver.com/PostView.naver?blogId=maker&logNo=223',
    'https://example.com:8443/path',
    'https://한국어.kr/소개',
    'https://xn--3e0b707e.xn--3e0b707e',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (url) => {
    expect(isUrl(url)).toBe(true);
  });

  it.each([
    'sidequest.kr', // no scheme
    'ftp://files.example.com',
    'javascript:alert(1)',
    'https://',
    'https://localhost:3000',
    'https://127.0.0.1/admin',
    'https://good.com@evil.com/',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://-bad.com',
    'https://example.c',
    'https://example.com/"><script>',
  ])('rejects %j', (url) => {
    expect(isUrl(url)).toBe(false);
  });
});

describe('isPlayStoreUrl', () => {
  it.each([
    'https://play.google.com/store/apps/details?id=com.example.app',
    'https://play.google.com/store/apps/details?id=com.kakao.talk&hl=ko',
    'https://play.google.com/store/apps/details?hl=ko&gl=KR&id=kr.co.sidequest.android',
    'https://play.google.com/store/apps/details?id=com.nhn.android.search&hl=ko&gl=US#details-reviews',
    'https://play.google.com/store/apps/details?id=com.my_app.v2',
  ])('accepts %s', (url) => {
    expect(isPlayStoreUrl(url)).toBe(true);
  });

  it.each([
    'https://play.google.com/store/apps/details',
    'https://play.google.com/store/apps/details?id=',
    'https://play.google.com/store/apps/details?id=app', // a package has at least two segments
    'https://play.google.com/store/apps/details?id=com.1bad',
    'https://play.google.com/store/apps/details?xid=com.example.app',
    'https://play.google.com/store/apps/dev?id=5700313618786177705',
    'https://play.google.com.evil.com/store/apps/details?id=com.example.app',
    'https://apps.apple.com/kr/app/name/id123456789',
  ])('rejects %j', (url) => {
    expect(isPlayStoreUrl(url)).toBe(false);
  });

  it('captures the package name', () => {
    expect(
      PLAY_STORE_PATTERN.exec('https://play.google.com/store/apps/details?hl=ko&id=com.kakao.talk')?.[1],
    ).toBe('com.kakao.talk');
  });
});

describe('isAppStoreUrl', () => {
  it.each([
    'https://apps.apple.com/kr/app/name/id123456789',
    'https://apps.apple.com/kr/app/kakaotalk/id362057947',
    'https://apps.apple.com/kr/app/%EC%B9%B4%EC%B9%B4%EC%98%A4%ED%86%A1/id362057947',
    'https://apps.apple.com/kr/app/카카오톡/id362057947',
    'https://apps.apple.com/us/app/notion-notes-docs-tasks/id1232780281?l=ko',
    'https://apps.apple.com/app/id1232780281',
    'https://itunes.apple.com/kr/app/name/id123456789?mt=8',
  ])('accepts %s', (url) => {
    expect(isAppStoreUrl(url)).toBe(true);
  });

  it.each([
    'https://apps.apple.com/kr/app/name',
    'https://apps.apple.com/kr/app/name/idabc',
    'https://apps.apple.com/kr/developer/kakao-corp/id362057950x',
    'https://apps.apple.com.evil.com/kr/app/name/id123456789',
    'https://play.google.com/store/apps/details?id=com.example.app',
  ])('rejects %j', (url) => {
    expect(isAppStoreUrl(url)).toBe(false);
  });

  it('captures the app id', () => {
    expect(APP_STORE_PATTERN.exec('https://apps.apple.com/kr/app/kakaotalk/id362057947')?.[1]).toBe(
      '362057947',
    );
  });
});

describe('video links', () => {
  const id = 'dQw4w9WgXcQ';

  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`http://www.youtube.com/watch?v=${id}&t=42s`],
    [`https://www.youtube.com/watch?feature=share&v=${id}`],
    [`https://www.youtube.com/watch?v=${id}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube.com/embed/${id}?start=30`],
    [`https://youtube.com/shorts/${id}`],
    [`https://www.youtube.com/shorts/${id}?feature=share`],
    [`https://www.youtube.com/live/${id}`],
    [`https://www.youtube.com/live/${id}?si=AbCdEfGh`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=Xy12_ab-CD&t=90`],
  ])('reads %s', (url) => {
    expect(isVideoUrl(url)).toBe(true);
    expect(extractVideoId(url)).toBe(id);
  });

  it('reads ids with - and _', () => {
    expect(extractVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${id}x`, // 12 characters
    `https://www.youtube.com/watch?vv=${id}`,
    'https://www.youtube.com/@sidequest',
    'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
    `https://www.youtube.com/playlist?list=${id}`,
    `https://vimeo.com/${id}`,
    `https://youtu.be/`,
    `https://notyoutube.com/watch?v=${id}`,
    `https://www.youtube.com.evil.com/watch?v=${id}`,
    `youtube.com/watch?v=${id}`, // no scheme
    '',
  ])('rejects %j', (url) => {
    expect(isVideoUrl(url)).toBe(false);
    expect(extractVideoId(url)).toBeNull();
  });

  it('turns every form into the embed URL', () => {
    const embed = `https://www.youtube.com/embed/${id}`;
    expect(toEmbedUrl(`https://m.youtube.com/watch?v=${id}`)).toBe(embed);
    expect(toEmbedUrl(`https://youtube.com/shorts/${id}`)).toBe(embed);
    expect(toEmbedUrl(`https://www.youtube.com/live/${id}`)).toBe(embed);
    expect(toEmbedUrl(`https://www.youtube.com/embed/${id}`)).toBe(embed);
    expect(toEmbedUrl(` https://youtu.be/${id} `)).toBe(embed);
  });

  it('keeps a shared start time', () => {
    expect(toEmbedUrl(`https://youtu.be/${id}?t=90`)).toBe(`https://www.youtube.com/embed/${id}?start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${id}&t=1m30s`)).toBe(
      `https://www.youtube.com/embed/${id}?start=90`,
    );
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${id}&t=1h0m5s`)).toBe(
      `https://www.youtube.com/embed/${id}?start=3605`,
    );
    expect(toEmbedUrl(`https://www.youtube.com/embed/${id}?start=30`)).toBe(
      `https://www.youtube.com/embed/${id}?start=30`,
    );
    expect(toEmbedUrl(`https://youtu.be/${id}?t=0`)).toBe(`https://www.youtube.com/embed/${id}`);
    expect(toEmbedUrl(`https://youtu.be/${id}?t=abc`)).toBe(`https://www.youtube.com/embed/${id}`);
  });

  it('returns null for non-video links', () => {
    expect(toEmbedUrl('https://sidequest.kr')).toBeNull();
  });
});
