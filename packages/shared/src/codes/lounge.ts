/**
 * Lounge, magazine and content moderation: limits, the composer's rotating example prompts, the
 * retrospective template, report reasons and suspension periods. Tags, post types, magazine
 * categories and emotes live in content.ts; the daily quests in quests.ts.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';

export const LOUNGE_LIMITS = {
  /** Source HTML of a post or article; the sanitized result is shorter. */
  bodyMax: 30_000,
  /** Plain text a published post must have (a poll may carry only its question). */
  bodyMinChars: 2,
  attachmentsMax: 5,
  replyMax: 1000,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  pollOptionMax: 80,
  feedPageSize: 20,
  feedPageSizeMax: 50,
  likersPageSize: 50,
} as const;

export const MAGAZINE_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  subtitleMax: 120,
  tagsMax: 10,
  tagMax: 20,
  seriesTitleMax: 60,
  productMax: 40,
  /** Characters each retrospective answer needs (spaces not counted). */
  answerMinChars: 10,
  listPageSize: 20,
} as const;

/**
 * Magazine categories every member may publish (their own logs and retrospectives); the rest is
 * editorial, for operators. The server decides with this; the editor uses it to offer only these.
 */
export const MAGAZINE_MEMBER_CATEGORIES: readonly string[] = ['21', '22'];
/** The development retrospective: product and period fields, and the template body. */
export const MAGAZINE_RETROSPECTIVE = '22';

/**
 * The read quest (reference 3.27): scrolled past half the body, at least this long after the page
 * view began, once per person per article. The exp it grants goes through the exp ledger.
 */
export const MAGAZINE_READ_MIN_SECONDS = 5;
export const MAGAZINE_READ_EXP = 10;
/** A read token is good for one page view; an open tab left for a day has to start again. */
export const MAGAZINE_READ_TOKEN_HOURS = 6;

/**
 * The composer's rotating example prompts: three categories of five, shown one at a time as the
 * placeholder. `tags` are the lounge tags a category suits, so the web can follow the picked tag.
 */
export const loungePromptCategories = defineCatalogue([
  {
    code: 'share',
    label: '나누기',
    tags: ['01', '04', '05', '21', '22', '23'],
    prompts: [
      '이번 주에 만든 것 중 가장 뿌듯했던 한 가지를 들려주세요.',
      '요즘 읽은 글이나 뉴스 중 메이커들과 나누고 싶은 게 있나요?',
      '사이드 프로젝트를 하며 새로 알게 된 도구나 방법을 소개해 주세요.',
      '출시하고 나서 처음 받은 사용자 반응은 어땠나요?',
      '오늘 한 일을 세 줄로 기록해 보세요. 작은 진도도 충분해요.',
    ],
  },
  {
    code: 'ask',
    label: '묻기',
    tags: ['06', '07', '08', '09'],
    prompts: [
      '요즘 가장 고민되는 기술 선택이 있다면 상황과 함께 물어보세요.',
      '회사 일과 사이드 프로젝트를 같이 하며 힘든 점이 있나요? 편하게 털어놓아 주세요.',
      'A와 B 중에 고민 중이라면 투표로 다른 메이커들의 생각을 들어 보세요.',
      '첫 출시를 앞두고 걱정되는 점을 적어 주세요. 먼저 해 본 분들이 답해 줄 거예요.',
      '포트폴리오나 이력서에 사이드 프로젝트를 어떻게 담을지 궁금한 점을 물어보세요.',
    ],
  },
  {
    code: 'meet',
    label: '만나기',
    tags: ['02', '03'],
    prompts: [
      '어떤 일을 하고, 요즘 무엇을 만들고 있는지 간단히 소개해 주세요.',
      '함께 만들고 싶은 서비스가 있다면 어떤 동료를 찾는지 적어 주세요.',
      '주말마다 같이 작업할 메이커를 찾고 있다면 시간대와 지역을 알려 주세요.',
      '내가 잘하는 것과 배우고 싶은 것을 하나씩 적어 보세요.',
      '사이드퀘스트에서 이루고 싶은 올해의 목표를 나눠 주세요.',
    ],
  },
]);
export type LoungePromptCategoryCode = CodeOf<typeof loungePromptCategories>;

/**
 * The retrospective template (magazine category 22): the product and the development period are
 * their own fields; the body starts from these questions, each an `<h2>` the writer answers under.
 */
export const RETROSPECTIVE_QUESTIONS: readonly { heading: string; placeholder: string }[] = [
  {
    heading: '무엇을 만들었나요?',
    placeholder: '제품이 해결하려던 문제와 핵심 기능을 두세 문장으로 적어 주세요.',
  },
  {
    heading: '잘된 점은 무엇인가요?',
    placeholder: '계획대로 된 일, 팀이 잘한 일, 다시 해도 똑같이 할 선택을 적어 주세요.',
  },
  {
    heading: '아쉬웠던 점은 무엇인가요?',
    placeholder: '막혔던 순간과 그 이유, 다르게 했으면 좋았을 일을 솔직하게 적어 주세요.',
  },
  {
    heading: '다음에는 무엇을 바꿀까요?',
    placeholder: '다음 프로젝트에서 시도할 한두 가지를 구체적으로 적어 주세요.',
  },
];

/** The editor's starting HTML for a retrospective: each question with its placeholder paragraph. */
export function retrospectiveTemplateHtml(): string {
  return RETROSPECTIVE_QUESTIONS.map((q) => `<h2>${q.heading}</h2><p>${q.placeholder}</p>`).join('');
}

/** Report reasons a member picks when reporting a post, reply or article. */
export const reportReasons = defineCatalogue([
  { code: '01', label: '스팸·광고' },
  { code: '02', label: '욕설·비하' },
  { code: '03', label: '음란·불쾌한 내용' },
  { code: '04', label: '개인정보 노출' },
  { code: '05', label: '같은 글 반복 게시' },
  { code: '99', label: '기타' },
]);
export type ReportReasonCode = CodeOf<typeof reportReasons>;

/**
 * What can be reported: lounge posts and replies, magazine articles, and booth forum threads and
 * replies (the expo feature tells moderation how to read and hide those).
 */
export const REPORT_TARGETS = ['post', 'reply', 'article', 'booth_thread', 'booth_reply'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Suspension lengths an operator picks from, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const;
