import { describe, expect, it } from 'vitest';
import type { Banner } from '../../contracts/main.js';
import { articleFirstViewHtml, bannerColors, homeFirstViewHtml } from './index.js';

const article = {
  path: '/quest/7/%EB%A9%94%EC%9D%B4%EC%BB%A4',
  category: '21',
  categoryLabel: '로그',
  title: '메이커 인터뷰: "주말 2시간"의 힘!',
};

describe("an article's first view", () => {
  it('is the head the article page draws: category link, title and subtitle, escaped', () => {
    expect(articleFirstViewHtml({ ...article, subtitle: '<i>부제</i> & 설명' })).toBe(
      '<div class="container page-wrap article-page" data-first-view="/quest/7/%EB%A9%94%EC%9D%B4%EC%BB%A4" data-first-view-record="">' +
        '<article><header class="article-head">' +
        '<a class="article-category" href="/quest?category=21">로그</a>' +
        '<h1 class="article-title">메이커 인터뷰: &quot;주말 2시간&quot;의 힘!</h1>' +
        '<p class="article-subtitle">&lt;i&gt;부제&lt;/i&gt; &amp; 설명</p>' +
        '</header></article></div>',
    );
  });

  it('draws a cover from the site or over http(s) only', () => {
    for (const cover of ['/uploads/quest/a.webp', 'https://cdn.sidequest.kr/a.webp']) {
      expect(articleFirstViewHtml({ ...article, cover })).toContain(
        `<article><img class="article-cover" src="${cover}" alt="" /><header`,
      );
    }
    for (const cover of [
      'javascript:alert(1)',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      '',
      null,
    ]) {
      expect(articleFirstViewHtml({ ...article, cover })).not.toContain('<img');
    }
    expect(articleFirstViewHtml({ ...article, cover: '/a.png" onerror="x' })).toContain(
      'src="/a.png&quot; onerror=&quot;x"',
    );
  });
});

const banner: Banner = {
  BANNER_NO: 1,
  BANNER_TITLE: '이번 주말, <첫 모임>을 열어 보세요',
  BANNER_SUBTITLE: '모집 글 템플릿 & 질문',
  BANNER_IMG_URL: null,
  BANNER_LINK_URL: '/project/new',
  BANNER_BG_COLOR: '#fde68a',
  BANNER_PLACEMENT: 'index',
  START_DATE: '2026-11-01T00:00:00.000Z',
  END_DATE: '2026-12-01T00:00:00.000Z',
};

describe("the home's first banner", () => {
  it('is the slide the carousel draws, in the home frame, with its colours and escaped text', () => {
    const html = homeFirstViewHtml('/', banner);
    expect(html).toMatch(/^<div class="container home-page" data-first-view="\/" data-first-view-record="">/);
    expect(html).toContain(
      '<section class="banner-carousel"><div><a class="banner-slide" href="/project/new" style="background:#fde68a;color:#17191d">',
    );
    expect(html).toContain('<h2 class="banner-title">이번 주말, &lt;첫 모임&gt;을 열어 보세요</h2>');
    expect(html).toContain('<p class="banner-subtitle">모집 글 템플릿 &amp; 질문</p>');
    expect(html).toContain('<span class="banner-cta">자세히 보기<svg');
  });

  it('opens an outside link in a new tab and links nowhere unsafe', () => {
    expect(homeFirstViewHtml('/', { ...banner, BANNER_LINK_URL: 'https://maker.example/x' })).toContain(
      'href="https://maker.example/x" target="_blank" rel="noopener noreferrer sponsored"',
    );
    const unsafe = homeFirstViewHtml('/', {
      ...banner,
      BANNER_LINK_URL: 'javascript:alert(1)',
      BANNER_IMG_URL: '//evil.example/a.png',
      BANNER_BG_COLOR: 'red;background-image:url(x)',
    });
    expect(unsafe).toContain('<div class="banner-slide"><div style="min-width:0">');
    expect(unsafe).not.toMatch(/javascript|evil|url\(/);
    const plain = homeFirstViewHtml('/', { ...banner, BANNER_LINK_URL: null, BANNER_SUBTITLE: null });
    expect(plain).not.toContain('banner-cta');
    expect(plain).not.toContain('banner-subtitle');
  });

  it('picks dark text on a light background and white on a dark one', () => {
    expect(bannerColors('#fff')).toEqual({ background: '#ffffff', color: '#17191d' });
    expect(bannerColors('#1e1b4b')).toEqual({ background: '#1e1b4b', color: '#ffffff' });
    expect(bannerColors('blue')).toBeUndefined();
    expect(bannerColors(null)).toBeUndefined();
  });
});
