/**
 * The Korean project-post template (product-spec 5): the editor starts from it, the server checks
 * that its first three sections were really written. Headings are the anchors of that check, so
 * they are exported; the placeholders are exported too, because text left as the placeholder is
 * not content.
 */

export interface TemplateSection {
  heading: string;
  placeholder: string;
  required: boolean;
}

export const PROJECT_POST_SECTIONS: readonly TemplateSection[] = [
  {
    heading: '1. 어떤 프로젝트인가요?',
    placeholder: '만들고 싶은 서비스와 해결하려는 문제를 두세 문장으로 소개해 주세요.',
    required: true,
  },
  {
    heading: '2. 지금 어디까지 왔나요?',
    placeholder: '아이디어 단계인지, 기획서나 디자인이 있는지, 개발이 얼마나 진행됐는지 알려 주세요.',
    required: true,
  },
  {
    heading: '3. 어떤 팀원을 찾나요?',
    placeholder: '함께할 팀원에게 기대하는 역할과 경험, 일하는 방식을 적어 주세요.',
    required: true,
  },
  {
    heading: '4. 진행 방식',
    placeholder: '모임 주기, 사용할 도구, 예상 기간 등을 적어 주세요.',
    required: false,
  },
  {
    heading: '5. 지원자에게 묻고 싶은 질문',
    placeholder: '지원자는 이 질문을 지우고 답만 남겨 주세요.',
    required: false,
  },
  {
    heading: '6. 지원 방법 안내',
    placeholder:
      '지원은 사이드퀘스트의 지원하기 버튼으로 받아요. 외부 설문이나 채팅방 링크는 넣을 수 없어요.',
    required: false,
  },
];

/** The mandatory sections: the first three. */
export const REQUIRED_SECTIONS = PROJECT_POST_SECTIONS.filter((s) => s.required);

/** A required section needs at least this many characters of its own (spaces not counted). */
export const SECTION_MIN_CHARS = 20;

/** The questions applicants answer when the leader keeps the template's. */
export const DEFAULT_APPLY_QUESTIONS: readonly string[] = [
  '이 프로젝트에 관심을 가진 이유는 무엇인가요?',
  '비슷한 일을 해 본 경험이 있다면 알려 주세요.',
  '일주일에 몇 시간 정도 함께할 수 있나요?',
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The template as editor HTML: each heading, then its placeholder as a paragraph to overwrite. */
export function projectPostTemplateHtml(): string {
  return PROJECT_POST_SECTIONS.map((section) => {
    const body = section.heading.startsWith('5.')
      ? `<ul>${DEFAULT_APPLY_QUESTIONS.map((q) => `<li><p>${escapeHtml(q)}</p></li>`).join('')}</ul>`
      : `<p>${escapeHtml(section.placeholder)}</p>`;
    return `<h2>${escapeHtml(section.heading)}</h2>${body}`;
  }).join('');
}

/** The heading text without its number, for messages: `어떤 프로젝트인가요?`. */
export function sectionTitle(section: TemplateSection): string {
  return section.heading.replace(/^\d+\.\s*/, '');
}
