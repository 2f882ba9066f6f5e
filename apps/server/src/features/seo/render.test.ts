import { describe, expect, it } from 'vitest';
import { articleFirstViewHtml, escapeHtml, PAGE_META } from '@sidequest/shared';
import { FIRST_VIEW_MARKER, type RenderMeta, renderFirstView, renderPage } from './render.js';
import { FALLBACK_TEMPLATE } from './template.js';

const meta: RenderMeta = {
  title: '새 제목 | 사이드퀘스트',
  description: '새 설명이에요.',
  image: 'https://sidequest.kr/og-default.png',
  url: 'https://sidequest.kr/people',
  status: 200,
};

/** Every `<meta property|name=key>` content in the document. */
function metaValues(html: string, key: string): string[] {
  const re = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`,
    'g',
  );
  return [...html.matchAll(re)].map((m) => m[1]!);
}

const VITE_TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>옛 제목</title>
    <meta name="description" content="옛 설명" />
    <meta content="옛 og 제목" property="og:title" />
    <meta property="og:image" content="/og-image.png" />
    <meta property="og:image:width" content="1200" />
    <meta name="twitter:title" content="옛 트위터 제목" />
    <link rel="canonical" href="https://old.example/" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><svg><title>아이콘</title></svg></body>
</html>
`;

describe('renderPage', () => {
  it('replaces the tags the template has, once each, keeping charset first and other tags intact', () => {
    const html = renderPage(VITE_TEMPLATE, meta);
    expect(html.match(/<title>/g)).toHaveLength(2); // the page title and the svg's own title
    expect(html).toContain('<title>새 제목 | 사이드퀘스트</title>');
    expect(html).not.toContain('옛');
    expect(metaValues(html, 'description')).toEqual(['새 설명이에요.']);
    expect(metaValues(html, 'og:title')).toEqual(['새 제목 | 사이드퀘스트']);
    expect(metaValues(html, 'og:image')).toEqual(['https://sidequest.kr/og-default.png']);
    expect(html).not.toContain('og:image:width');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://sidequest.kr/people" />');
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<svg><title>아이콘</title></svg>');
  });

  it('inserts every tag a bare template lacks, inside the head', () => {
    const bare = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';
    const html = renderPage(bare, { ...meta, type: 'profile' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>새 제목 | 사이드퀘스트</title>');
    expect(metaValues(head, 'description')).toEqual(['새 설명이에요.']);
    expect(metaValues(head, 'og:title')).toEqual(['새 제목 | 사이드퀘스트']);
    expect(metaValues(head, 'og:description')).toEqual(['새 설명이에요.']);
    expect(metaValues(head, 'og:image')).toEqual([meta.image]);
    expect(metaValues(head, 'og:url')).toEqual([meta.url]);
    expect(metaValues(head, 'og:type')).toEqual(['profile']);
    expect(metaValues(head, 'og:site_name')).toEqual(['사이드퀘스트']);
    expect(metaValues(head, 'og:locale')).toEqual(['ko_KR']);
    expect(metaValues(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(head).toContain(`<link rel="canonical" href="${meta.url}" />`);
    expect(metaValues(head, 'robots')).toEqual([]);
  });

  it('adds a head to a template without one', () => {
    const html = renderPage('<html><body>hi</body></html>', meta);
    expect(html).toMatch(/<head>[\s\S]*<title>새 제목[\s\S]*<\/head>\s*<body>hi<\/body>/);
  });

  it('escapes every value, so a nickname cannot open a tag or leave an attribute', () => {
    const evil = '</title><script>alert("x")</script> \'$&\'';
    const html = renderPage(FALLBACK_TEMPLATE, {
      ...meta,
      title: `${evil}님의 프로필 | 사이드퀘스트`,
      description: evil,
      image: 'https://x.test/a.png" onerror="alert(1)',
      url: 'https://sidequest.kr/people/%3Cscript%3E',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;$&amp;&#39;님의 프로필 | 사이드퀘스트</title>',
    );
    expect(metaValues(html, 'og:title')[0]).toContain('&lt;script&gt;');
  });

  it('marks error and noindex pages noindex and gives them no canonical link', () => {
    for (const m of [
      { ...meta, status: 404 },
      { ...meta, noindex: true },
    ]) {
      const html = renderPage(VITE_TEMPLATE, m);
      expect(metaValues(html, 'robots')).toEqual(['noindex']);
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('leaves a robots tag of the template alone on indexable pages (e.g. a staging build)', () => {
    const staging = VITE_TEMPLATE.replace(
      '</head>',
      '<meta name="robots" content="noindex, nofollow" />\n  </head>',
    );
    expect(metaValues(renderPage(staging, meta), 'robots')).toEqual(['noindex, nofollow']);
    expect(metaValues(renderPage(staging, { ...meta, status: 404 }), 'robots')).toEqual(['noindex']);
  });

  it('gives the fallback template the same head tags as a real build', () => {
    const html = renderPage(FALLBACK_TEMPLATE, meta);
    expect(html).toContain('npm run build');
    expect(metaValues(html, 'og:title')).toEqual([meta.title]);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('renderFirstView', () => {
  const template = `<div id="root"><div class="boot"><div class="boot-header"></div>${FIRST_VIEW_MARKER}</div></div>`;

  it('draws a list page head where the template marks it, with its heading and description', () => {
    const html = renderFirstView(template, 'people', '/people', 200);
    expect(html).not.toContain(FIRST_VIEW_MARKER);
    expect(html).toContain('data-first-view="/people" data-eyebrow=""');
    expect(html).toContain(`<h1 class="page-head-title">${PAGE_META.people.heading}</h1>`);
    expect(html).toContain(`<p class="page-head-text">${escapeHtml(PAGE_META.people.description)}</p>`);
    expect(renderFirstView(template, 'lounge', '/lounge', 200)).toContain(
      'class="container page-wrap page-narrow" data-first-view="/lounge">',
    );
  });

  it('draws nothing for other kinds, for an error status, and escapes the path', () => {
    for (const [kind, status] of [
      ['index', 200],
      ['project_detail', 200],
      ['people', 404],
      ['not_found', 404],
    ] as const) {
      expect(renderFirstView(template, kind, '/x', status)).toBe(template.replace(FIRST_VIEW_MARKER, ''));
    }
    expect(renderFirstView(template, 'project', '/"><script>', 200)).toContain(
      'data-first-view="/&quot;&gt;&lt;script&gt;"',
    );
  });

  it("draws a record's head in place of the list head, literally, and only for a page that answers 200", () => {
    const markup = articleFirstViewHtml({
      path: '/quest/5/x',
      category: '21',
      categoryLabel: '로그',
      title: '$& 그리고 $1: <b>굵게</b>',
      subtitle: '부제',
    });
    // A function replacement: "$&" in a title is text, not the matched marker.
    const html = renderFirstView(template, 'quest_detail', '/quest/5/x', 200, markup);
    expect(html).toContain('<h1 class="article-title">$&amp; 그리고 $1: &lt;b&gt;굵게&lt;/b&gt;</h1>');
    expect(html).toContain(markup);
    expect(renderFirstView(template, 'quest_detail', '/quest/5/x', 404, markup)).not.toContain(
      'article-title',
    );
  });
});
