import { afterEach, describe, expect, it } from 'vitest';
import { assertNoScript, XSS_PAYLOADS } from '../../test/xss.js';
import { isOwnImage, sanitizeRichHtml, textToHtml, trustUploadBase } from './sanitize.js';

describe('sanitizeRichHtml', () => {
  it.each(XSS_PAYLOADS)('drops %s with and without video iframes', (payload) => {
    expect(assertNoScript(sanitizeRichHtml(payload))).toEqual([]);
    expect(assertNoScript(sanitizeRichHtml(payload, { videoIframes: true }))).toEqual([]);
  });

  it('keeps YouTube links of every form as the embed player, only when allowed', () => {
    const forms = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
    ];
    for (const src of forms) {
      const html = sanitizeRichHtml(`<iframe src="${src}" onload="alert(1)" width="9999"></iframe>`, {
        videoIframes: true,
      });
      expect(html).toMatch(
        /^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ" title="YouTube 동영상"/,
      );
      expect(html).not.toContain('onload');
      expect(sanitizeRichHtml(`<iframe src="${src}"></iframe>`)).toBe('');
    }
    expect(sanitizeRichHtml('<iframe src="https://vimeo.com/1"></iframe>', { videoIframes: true })).toBe('');
  });

  it('keeps the editor’s formatting and makes links safe', () => {
    expect(
      sanitizeRichHtml('<h1>제목</h1><p><strong>굵게</strong> <a href="https://a.kr">링크</a></p>'),
    ).toBe(
      '<h2>제목</h2><p><strong>굵게</strong> <a href="https://a.kr" rel="noopener noreferrer nofollow" target="_blank">링크</a></p>',
    );
    expect(sanitizeRichHtml('<img src="/uploads/note/a.webp" alt="사진">')).toBe(
      '<img src="/uploads/note/a.webp" alt="사진" />',
    );
  });
});

describe('pictures in rich text', () => {
  afterEach(() => trustUploadBase(null));

  it('keeps our own uploads and drops every outside picture (a tracking pixel)', () => {
    const html = sanitizeRichHtml(
      '<p>사진</p><img src="/uploads/remote_image/2026/11/abc-1.webp" alt="우리 사진">' +
        '<img src="https://tracker.example.com/p.gif?u=1"><img src="http://plain.example.com/a.png">' +
        '<img src="//cdn.example.com/a.png"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<img src="/api/auth/logout"><img src="/uploads/../api/x.webp"><img src="/uploads/note/a.webp?x=1">',
      { videoIframes: true },
    );
    expect(html).toBe('<p>사진</p><img src="/uploads/remote_image/2026/11/abc-1.webp" alt="우리 사진" />');
  });

  it('keeps pictures from the object-storage address only when it is ours', () => {
    const ours = 'https://cdn.sidequest.kr/note/2026/11/abc.webp';
    const body = `<img src="${ours}"><img src="https://cdn.sidequest.kr.evil.example/note/a.webp"><img src="https://cdn.sidequest.kr/../x.webp">`;
    expect(sanitizeRichHtml(body)).toBe('');
    trustUploadBase('https://cdn.sidequest.kr/');
    expect(sanitizeRichHtml(body)).toBe(`<img src="${ours}" />`);
    expect(isOwnImage('https://cdn.sidequest.kr/note/2026/11/abc.webp')).toBe(true);
    expect(isOwnImage('https://cdn.sidequest.kr.evil.example/note/2026/11/abc.webp')).toBe(false);
    // A MinIO bucket on plain http in development is ours as well, once it is the configured base.
    trustUploadBase('http://localhost:9000/sidequest');
    expect(sanitizeRichHtml('<img src="http://localhost:9000/sidequest/note/2026/11/a.webp">')).toBe(
      '<img src="http://localhost:9000/sidequest/note/2026/11/a.webp" />',
    );
  });
});

describe('textToHtml', () => {
  it('escapes everything and keeps line breaks', () => {
    expect(textToHtml('<b>"안녕"</b> & \'잘 가\'\n둘째 줄')).toBe(
      '&lt;b&gt;&quot;안녕&quot;&lt;/b&gt; &amp; &#39;잘 가&#39;<br>둘째 줄',
    );
  });
});
