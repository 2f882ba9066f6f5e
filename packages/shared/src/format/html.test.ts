import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, htmlToText } from './html.js';

describe('htmlToText', () => {
  it('strips tags from editor output', () => {
    expect(htmlToText('<p>안녕하세요, <strong>메이커</strong>님!</p>')).toBe('안녕하세요, 메이커님!');
    expect(htmlToText('<a href="https://sidequest.kr" target="_blank">링크</a>')).toBe('링크');
  });

  it('turns line breaks and block ends into new lines', () => {
    expect(htmlToText('<p>첫 문단</p>\n<p>둘째 문단</p>')).toBe('첫 문단\n둘째 문단');
    expect(htmlToText('한 줄<br>두 줄<br/>세 줄<BR />')).toBe('한 줄\n두 줄\n세 줄');
    expect(htmlToText('<ul><li>하나</li><li>둘</li></ul>')).toBe('하나\n둘');
    expect(htmlToText('<p>a</p><p><br></p><p><br></p><p>b</p>')).toBe('a\n\nb');
  });

  it('collapses source whitespace as a browser does', () => {
    expect(htmlToText('<div>\n    사이드\n    퀘스트\n</div>')).toBe('사이드 퀘스트');
  });

  it('decodes common entities', () => {
    expect(htmlToText('R&amp;D &lt;팀&gt; &quot;메이커&quot; &#39;사이드&#39;')).toBe(
      `R&D <팀> "메이커" '사이드'`,
    );
    expect(htmlToText('가&nbsp;나')).toBe('가 나');
    expect(htmlToText('&#54620;&#xAE00; &#x1F680;')).toBe('한글 🚀');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<style>p{color:red}</style><p>본문</p><script>alert("x")</script><!-- 메모 -->')).toBe(
      '본문',
    );
  });

  it('keeps a lone < that is not a tag', () => {
    expect(htmlToText('1 < 2 그리고 3 > 2')).toBe('1 < 2 그리고 3 > 2');
  });

  it('handles > inside attribute values', () => {
    expect(htmlToText('<img alt="a > b" src="x.png">사진')).toBe('사진');
  });

  it('leaves decoded text as text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('returns plain text unchanged', () => {
    expect(htmlToText('그냥 텍스트')).toBe('그냥 텍스트');
    expect(htmlToText('')).toBe('');
  });
});

describe('decodeEntities', () => {
  it('decodes once', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('leaves unknown entities and replaces impossible code points', () => {
    expect(decodeEntities('&copy; &unknown;')).toBe('&copy; &unknown;');
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\uFFFD\uFFFD\uFFFD');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href='x' title="y">&</a>`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;',
    );
    expect(decodeEntities(escapeHtml(`<b>'"&amp;`))).toBe(`<b>'"&amp;`);
  });
});
