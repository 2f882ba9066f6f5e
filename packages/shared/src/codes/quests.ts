/** Quests and campaigns, events, and the daily quests with their six rotating sets. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/**
 * Quest or campaign types (reference 3.25). Four of them have a fixed cover image; the paths are
 * served by the web app from its public folder.
 */
export const questTypes = defineCatalogue([
  { code: '01', label: '뉴스레터', image: '/images/quest/newsletter.png' },
  { code: '02', label: '설문조사', image: '/images/quest/survey.png' },
  { code: '03', label: '인터뷰', image: '/images/quest/interview.png' },
  { code: '04', label: '테스터 모집', image: '/images/quest/tester.png' },
  { code: '05', label: '이벤트', image: null },
  { code: '06', label: '프로젝트 초대', image: null },
  { code: '07', label: '출시 알림', image: null },
]);
export type QuestTypeCode = CodeOf<typeof questTypes>;

/** Event types (reference 3.23). */
export const eventTypes = defineCatalogue([
  { code: '01', label: '프로모션 코드' },
  { code: '02', label: '쿠폰' },
  { code: '03', label: '앱 리뷰' },
  { code: '04', label: '출석 체크' },
  { code: '05', label: '친구 초대·블로그 후기' },
  { code: '06', label: '인스타그램 인증' },
  { code: '07', label: '기타' },
]);
export type EventTypeCode = CodeOf<typeof eventTypes>;

/** How an event hands out its reward (reference 3.23). */
export const eventRewardModes = defineCatalogue([
  { code: '01', label: '참여자 전원' },
  { code: '02', label: '추첨' },
  { code: '03', label: '선착순' },
]);
export type EventRewardModeCode = CodeOf<typeof eventRewardModes>;

/** Scroll depth, in percent, at which a magazine article counts as read (reference 9.3). */
export const MAGAZINE_READ_PERCENT = 50;
export const DAILY_QUESTS_PER_SET = 3;
export const DAILY_QUEST_SET_COUNT = 6;

/**
 * Daily quests Q1–Q8 (reference 3.27). `action` is the event the server counts and `target`
 * how many of it complete the quest (for the magazine quest: one article read to 50%).
 */
export const dailyQuests = defineCatalogue([
  { code: 'Q1', label: '출석 체크', condition: '오늘 사이드퀘스트에 들르기', action: 'visit', target: 1 },
  {
    code: 'Q2',
    label: '매거진 읽기',
    condition: `매거진 아티클 1개를 ${MAGAZINE_READ_PERCENT}% 이상 읽기`,
    action: 'magazine_read',
    target: 1,
  },
  {
    code: 'Q3',
    label: '댓글로 응원하기',
    condition: '라운지 글에 댓글 1개 남기기',
    action: 'lounge_comment',
    target: 1,
  },
  {
    code: 'Q4',
    label: '공감 표현하기',
    condition: '라운지 글이나 로그 3개에 리액션 남기기',
    action: 'reaction',
    target: 3,
  },
  // Was '부스 구경하기 · 엑스포 부스 1곳 응원하기'; while the expo was not built it cheered a
  // project on its 응원·질문 board. Now either counts: supporting another team's expo booth, or
  // a cheer on another maker's project board (docs/decisions/quests.md).
  {
    code: 'Q5',
    label: '메이커 응원하기',
    condition: '엑스포 부스 1곳 응원하거나 다른 메이커의 프로젝트에 응원 글 남기기',
    action: 'project_cheer',
    target: 1,
  },
  {
    code: 'Q6',
    label: '프로젝트 둘러보기',
    condition: '다른 메이커의 프로젝트 3개 살펴보기',
    action: 'project_view',
    target: 3,
  },
  {
    code: 'Q7',
    label: '오늘의 로그',
    condition: '오늘 한 일을 로그 1개로 남기기',
    action: 'log_write',
    target: 1,
  },
  {
    code: 'Q8',
    label: '새 메이커 팔로우',
    condition: '관심 가는 메이커 1명 팔로우하기',
    action: 'follow',
    target: 1,
  },
]);
export type DailyQuestCode = CodeOf<typeof dailyQuests>;

/**
 * The six daily sets of three (reference 3.27, 9.3). Attendance opens every set so that each day
 * starts with an easy win; the magazine quest appears in half of the sets.
 */
export const dailyQuestSets = [
  ['Q1', 'Q2', 'Q3'],
  ['Q1', 'Q4', 'Q6'],
  ['Q1', 'Q2', 'Q5'],
  ['Q1', 'Q7', 'Q8'],
  ['Q1', 'Q2', 'Q4'],
  ['Q1', 'Q3', 'Q6'],
] as const satisfies ReadonlyArray<readonly [DailyQuestCode, DailyQuestCode, DailyQuestCode]>;

/**
 * Rewards (docs/decisions/quests.md): each finished quest is claimed for exp, and claiming the
 * third of the day adds a bonus. The weekly challenge asks for days on which all three were
 * finished and pays points, the only reward here that is money (1 point = 1,000 won).
 */
export const QUEST_REWARD_EXP = 50;
export const QUEST_SET_BONUS_EXP = 100;
export const WEEKLY_CHALLENGE_DAYS = 5;
export const WEEKLY_CHALLENGE_POINTS = 1;
