import { describe, expect, it } from 'vitest';
import { type LoungeFirstPost, loungeFirstViewHtml, loungePostHtml } from './index.js';

const now = Date.parse('2026-11-27T12:00:00.000Z');
const post: LoungeFirstPost = {
  POST_NO: 41,
  AUTHOR: {
    USER_NO: 3,
    USER_NICKNAME: '<데모>메이커',
    USER_IMG_URL: null,
    USER_LEVEL: 8,
    IS_FOLLOWING: false,
  },
  CREATE_TIME: '2026-11-27T10:00:00.000Z',
  UPDATED: false,
  POST_TAG: '05',
  FEED_TEXT: '푸시 알림 <script>alert(1)</script> & 권한',
  IS_CUT: true,
  BODY_HTML: '<p>본문</p>',
};

describe("the lounge's first view", () => {
  it("is /lounge's record: head with 글쓰기, tabs and tag chips, and the newest post in the list", () => {
    const html = loungeFirstViewHtml('/lounge', post, now);
    expect(html).toMatch(
      /^<div class="container page-wrap page-narrow" data-first-view="\/lounge" data-first-view-record="">/,
    );
    expect(html).toContain('<h1 class="page-head-title">라운지</h1>');
    expect(html).toContain(
      '<button type="button" class="btn btn-primary btn-md" inert=""><span class="btn-label"><svg',
    );
    expect(html).toContain(
      '<button type="button" role="tab" aria-selected="true" class="lounge-tab">전체</button>',
    );
    expect(html).toContain(
      '<ul class="lounge-list" aria-label="라운지 글 목록"><li><article class="lounge-card"',
    );
    // Its controls wait, inert, for the app's; none of the page's test ids: a journey waits for the
    // app's own card and buttons.
    expect(html).toContain('<div class="lounge-controls" inert="">');
    expect(html).not.toContain('data-testid="post-card"');
    expect(html).not.toContain('data-testid="lounge-');
  });

  it('draws a cut post as its escaped opening, with the author, level and relative time', () => {
    const html = loungePostHtml(post, now);
    expect(html).toContain('<h2 class="visually-hidden">&lt;데모&gt;메이커님의 글</h2>');
    expect(html).toContain(
      `<a class="lounge-nickname" href="/people/${encodeURIComponent('<데모>메이커')}">&lt;데모&gt;메이커</a>`,
    );
    expect(html).toContain('data-level="8"');
    expect(html).toContain(
      '<time datetime="2026-11-27T10:00:00.000Z" title="26.11.27 19:00">2시간 전</time>',
    );
    expect(html).toContain(
      '<p class="lounge-feed-text" id="first-view-post-body">푸시 알림 &lt;script&gt;alert(1)&lt;/script&gt; &amp; 권한</p>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('본문');
  });

  it('draws a short post as its sanitized body, a withdrawn author without a link, 수정됨', () => {
    const html = loungePostHtml(
      {
        ...post,
        IS_CUT: false,
        UPDATED: true,
        AUTHOR: { ...post.AUTHOR, USER_NICKNAME: null, USER_IMG_URL: '//evil.example/a.png' },
      },
      now,
    );
    expect(html).toContain('<div><div id="first-view-post-body" class="prose"><p>본문</p></div></div>');
    expect(html).toContain('<span class="lounge-withdrawn">탈퇴한 회원</span>');
    expect(html).toContain('<h2 class="visually-hidden">탈퇴한 회원의 글</h2>');
    expect(html).toContain('<span class="lounge-edited">· 수정됨</span>');
    expect(html).not.toMatch(/lounge-nickname|evil|level-icon/);
  });
});
