import { PROJECT_POST_SECTIONS } from '@sidequest/shared';

/** The questions a sample leader asks applicants, when a demo or test does not write its own. */
export const SAMPLE_QUESTIONS: readonly string[] = [
  '이 프로젝트에 관심을 가진 이유는 무엇인가요?',
  '일주일에 몇 시간 정도 함께할 수 있나요?',
];

/**
 * A filled-in template: the three required sections written, the optional ones as a leader
 * would write them. Questions for applicants are not part of the body (the post's own field).
 * Used by the test factory and the demo.
 */
export function filledIntroduction(parts: {
  what: string;
  where: string;
  who: string;
  how?: string;
}): string {
  const [s1, s2, s3, s4, , s6] = PROJECT_POST_SECTIONS;
  return [
    `<h2>${s1!.heading}</h2><p>${parts.what}</p>`,
    `<h2>${s2!.heading}</h2><p>${parts.where}</p>`,
    `<h2>${s3!.heading}</h2><p>${parts.who}</p>`,
    `<h2>${s4!.heading}</h2><p>${parts.how ?? '주 1회 온라인 회의를 하고, 노션과 깃허브로 일정을 관리해요.'}</p>`,
    `<h2>${s6!.heading}</h2><p>사이드퀘스트의 지원하기 버튼으로 지원해 주세요. 확인하는 대로 연락드릴게요.</p>`,
  ].join('');
}
