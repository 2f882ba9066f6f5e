import { PROJECT_POST_SECTIONS, projectPostTemplateHtml } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { bodyHash, checkTemplate, forbiddenApplyMethod, sectionsOf } from './rules.js';
import { sanitizeIntroduction } from './sanitize.js';
import { stripTemplateLeftovers } from './template-body.js';

describe('template check', () => {
  it('refuses the untouched template, naming the first section', () => {
    try {
      checkTemplate(sanitizeIntroduction(projectPostTemplateHtml()));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('TEMPLATE_INCOMPLETE');
      expect((err as AppError).message).toContain('어떤 프로젝트인가요?');
    }
  });

  it('matches headings loosely and reads the text under each', () => {
    const html =
      '<h2>1) 어떤 프로젝트인가요</h2><p>가</p><ul><li>나</li></ul><h3>2. 지금 어디까지 왔나요?</h3>';
    expect([...sectionsOf(html).values()]).toEqual(['가 나', '']);
  });

  it('starts from headings only: the instructions are hints, never body text', () => {
    const html = projectPostTemplateHtml();
    for (const s of PROJECT_POST_SECTIONS) expect(html).not.toContain(s.placeholder);
    // Questions are the leader's own field, so the template has no questions section.
    expect(html).not.toContain('묻고 싶은 질문');
    expect(html).not.toContain('관심을 가진 이유');
  });
});

describe('template leftovers', () => {
  const [s1, s2, s3, s4, s5, s6] = PROJECT_POST_SECTIONS;
  it('drops instruction lines, old default questions and headings left empty', () => {
    const old =
      `<h2>${s1!.heading}</h2><p>동네 가게 재고를 보는 웹 서비스를 만들어요.</p>` +
      `<h2>${s2!.heading}</h2><p>${s2!.placeholder}</p><p>기획서가 있어요.</p>` +
      `<h2>${s3!.heading}</h2><p>프론트엔드 개발자를 찾아요.</p>` +
      `<h2>${s4!.heading}</h2><p>${s4!.placeholder}</p>` +
      `<h2>${s5!.heading}</h2><ul><li><p>이 프로젝트에 관심을 가진 이유는 무엇인가요?</p></li></ul>` +
      `<h2>${s6!.heading}</h2><p></p>`;
    expect(stripTemplateLeftovers(old)).toBe(
      `<h2>${s1!.heading}</h2><p>동네 가게 재고를 보는 웹 서비스를 만들어요.</p>` +
        `<h2>${s2!.heading}</h2><p>기획서가 있어요.</p>` +
        `<h2>${s3!.heading}</h2><p>프론트엔드 개발자를 찾아요.</p>`,
    );
  });

  it('keeps the leader’s own headings, pictures and lists', () => {
    const html =
      '<h2>우리 팀 소개</h2><p></p><h2>4. 진행 방식</h2><p><img src="/uploads/a.webp"></p><ul><li>매주 회의</li></ul>';
    expect(stripTemplateLeftovers(html)).toBe(
      '<h2>우리 팀 소개</h2><h2>4. 진행 방식</h2><p><img src="/uploads/a.webp"></p><ul><li>매주 회의</li></ul>',
    );
  });
});

describe('apply methods', () => {
  it('does not count the template itself', () => {
    expect(forbiddenApplyMethod(sanitizeIntroduction(projectPostTemplateHtml()))).toBeNull();
  });

  it('allows tools by name but not apply channels', () => {
    expect(forbiddenApplyMethod('<p>회의는 디스코드로, 문서는 노션으로 정리해요.</p>')).toBeNull();
    expect(forbiddenApplyMethod('<p>오픈 채팅방으로 와 주세요</p>')).toBe('카카오 오픈채팅');
    expect(forbiddenApplyMethod('<a href="https://forms.gle/x1">신청</a>')).toBe('구글 폼');
    expect(forbiddenApplyMethod('<a href="https://band.us/n/abc">밴드</a>')).toBe('네이버 밴드');
  });
});

describe('body hash', () => {
  it('ignores spacing, case and punctuation but not words', () => {
    expect(bodyHash('React 스터디, 같이 해요!')).toBe(bodyHash('react   스터디 같이 해요'));
    expect(bodyHash('React 스터디')).not.toBe(bodyHash('Vue 스터디'));
  });
});

describe('sanitizer', () => {
  it('keeps formatting and strips anything that runs', () => {
    const out = sanitizeIntroduction(
      '<p style="color:red" onclick="x()"><strong>굵게</strong><a href="javascript:alert(1)">x</a><a href="//evil.com">y</a></p><svg><script>1</script></svg><img src="/uploads/cover/a.webp" onerror="x">',
    );
    expect(out).toBe(
      '<p><strong>굵게</strong><a rel="noopener noreferrer nofollow" target="_blank">x</a><a rel="noopener noreferrer nofollow" target="_blank">y</a></p><img src="/uploads/cover/a.webp" />',
    );
  });
});
