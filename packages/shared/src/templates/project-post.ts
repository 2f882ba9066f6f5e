/**
 * The Korean project-post template (product-spec 5): the editor starts from its headings, the
 * server checks that its first three sections were really written. Headings are the anchors of
 * that check, so they are exported. Each section's instruction (`placeholder`) is only ever shown
 * as a hint over the empty paragraph; it is never part of the body, and a body that still carries
 * one (an older draft) has it removed before publishing.
 */
import { escapeHtml } from '../format/html.js';

export interface TemplateSection {
  heading: string;
  placeholder: string;
  required: boolean;
  /**
   * The questions-to-applicants section: applicant questions are their own field that the leader
   * writes, so the template leaves this section out and nothing in the body becomes a question.
   */
  questions?: true;
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
    // Not numbered: it is not part of the template any more (the questions are their own field),
    // so the application guide after it is section 5.
    heading: '지원자에게 묻고 싶은 질문',
    placeholder: '지원자는 이 질문을 지우고 답만 남겨 주세요.',
    required: false,
    questions: true,
  },
  {
    heading: '5. 지원 방법 안내',
    placeholder:
      '지원은 사이드퀘스트의 지원하기 버튼으로 받아요. 외부 설문이나 채팅방 링크는 넣을 수 없어요.',
    required: false,
  },
];

/** The mandatory sections: the first three. */
export const REQUIRED_SECTIONS = PROJECT_POST_SECTIONS.filter((s) => s.required);

/** A required section needs at least this many characters of its own (spaces not counted). */
export const SECTION_MIN_CHARS = 20;

/** The sections the editor starts from: every one but the questions (a field of its own). */
export const TEMPLATE_SECTIONS = PROJECT_POST_SECTIONS.filter((s) => !s.questions);

/**
 * Example questions, shown greyed in the empty question inputs. Only what the leader types is
 * asked: an example is never saved as a question.
 */
export const EXAMPLE_APPLY_QUESTIONS: readonly string[] = [
  '이 프로젝트에 관심을 가진 이유는 무엇인가요?',
  '비슷한 일을 해 본 경험이 있다면 알려 주세요.',
  '일주일에 몇 시간 정도 함께할 수 있나요?',
];

/** Instruction lines earlier templates wrote into the body itself (the old default questions). */
const OLD_TEMPLATE_LINES = [...EXAMPLE_APPLY_QUESTIONS];

/** The template as editor HTML: each heading with an empty paragraph; the editor draws the hint. */
export function projectPostTemplateHtml(): string {
  return TEMPLATE_SECTIONS.map((section) => `<h2>${escapeHtml(section.heading)}</h2><p></p>`).join('');
}

/** A heading without its number and spaces, so "6. 지원 방법 안내" of an older post still matches. */
const headingKey = (heading: string) => heading.replace(/^\s*\d+\s*[.)]?/, '').replace(/\s+/g, '');

/** The instruction of the section `heading` names, for the editor's hint over its empty paragraph. */
export function sectionHint(heading: string): string | null {
  const key = headingKey(heading);
  return PROJECT_POST_SECTIONS.find((s) => headingKey(s.heading) === key)?.placeholder ?? null;
}

/**
 * Whether a paragraph's text is only a template instruction (a draft from before the hints, or a
 * pasted template): such a paragraph is removed before the post is published.
 */
export function isTemplateInstruction(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t === '') return false;
  return PROJECT_POST_SECTIONS.some((s) => s.placeholder === t) || OLD_TEMPLATE_LINES.includes(t);
}

/** The heading text without its number, for messages: `어떤 프로젝트인가요?`. */
export function sectionTitle(section: TemplateSection): string {
  return section.heading.replace(/^\d+\.\s*/, '');
}
