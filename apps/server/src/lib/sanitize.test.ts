import { describe, expect, it } from 'vitest';
import { assertNoScript, XSS_PAYLOADS } from '../features/lounge/test-kit.js';
import { sanitizeRichHtml, textToHtml } from './sanitize.js';

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

describe('textToHtml', () => {
  it('escapes everything and keeps line breaks', () => {
    expect(textToHtml('<b>"안녕"</b> & \'잘 가\'\n둘째 줄')).toBe(
      '&lt;b&gt;&quot;안녕&quot;&lt;/b&gt; &amp; &#39;잘 가&#39;<br>둘째 줄',
    );
  });
});
