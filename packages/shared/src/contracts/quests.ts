/** Daily quests, the weekly challenge and the weekly report (issue 14). */
import { z } from 'zod';
import { dailyQuests } from '../codes/quests.js';
import { defineContract, emptyBody } from './contract.js';

/** A Seoul calendar day, `YYYY-MM-DD`. */
const ZDay = z.string();

/** One of today's three quests as the member sees it. */
export const ZDailyQuest = z.object({
  CODE: z.string(),
  TITLE: z.string(),
  CONDITION: z.string(),
  PROGRESS: z.number().int(),
  TARGET: z.number().int(),
  DONE: z.boolean(),
  CLAIMED: z.boolean(),
  REWARD_EXP: z.number().int(),
});
export type DailyQuest = z.infer<typeof ZDailyQuest>;

/** The quest progress object of the client state (product-spec 3): today's set and its rewards. */
export const ZQuestInfo = z.object({
  /** The Seoul day these quests belong to. */
  DAY: ZDay,
  /** Which of the six sets (0–5) today's is. */
  SET_NO: z.number().int(),
  QUESTS: z.array(ZDailyQuest),
  DONE_COUNT: z.number().int(),
  CLAIMED_COUNT: z.number().int(),
  /** Extra exp when all three have been claimed, and whether it has been paid. */
  BONUS_EXP: z.number().int(),
  BONUS_CLAIMED: z.boolean(),
  /** The next Seoul midnight (ISO, UTC) and the seconds left until then, when a new set starts. */
  RESETS_AT: z.string(),
  SECONDS_LEFT: z.number().int(),
});
export type QuestInfo = z.infer<typeof ZQuestInfo>;

export const questInfo = defineContract({
  method: 'GET',
  path: '/api/profile/quest_info',
  summary:
    '오늘의 퀘스트 세 개와 진행도, 보상 수령 여부, 다음 초기화(서울 자정)까지 남은 시간을 불러옵니다. 오늘 처음 부르면 출석으로 기록해요.',
  tags: ['quests'],
  auth: true,
  response: ZQuestInfo,
});

export const questClaim = defineContract({
  method: 'POST',
  path: '/api/profile/quest_claim',
  summary: '다 한 오늘의 퀘스트 하나의 보상(경험치)을 받습니다. 하루에 퀘스트마다 한 번만 받을 수 있어요.',
  tags: ['quests'],
  auth: true,
  body: z.object({
    code: z.enum(dailyQuests.codes, { error: '퀘스트 코드(code)는 Q1부터 Q8 중 하나로 보내 주세요.' }),
  }),
  response: ZQuestInfo.extend({
    /** Exp credited by this claim, and the bonus when it was the third. */
    GAINED_EXP: z.number().int(),
    GAINED_BONUS_EXP: z.number().int(),
  }),
});

/** One day of this week's challenge. */
export const ZChallengeDay = z.object({
  DAY: ZDay,
  DONE_COUNT: z.number().int(),
  /** All three quests of that day were done. */
  COMPLETE: z.boolean(),
});

export const ZWeeklyChallenge = z.object({
  /** Monday and Sunday of this Seoul week. */
  WEEK_START: ZDay,
  WEEK_END: ZDay,
  DAYS: z.array(ZChallengeDay),
  COMPLETE_DAYS: z.number().int(),
  TARGET_DAYS: z.number().int(),
  REWARD_POINTS: z.number().int(),
  DONE: z.boolean(),
  CLAIMED: z.boolean(),
});
export type WeeklyChallenge = z.infer<typeof ZWeeklyChallenge>;

export const loadWeeklyChallenge = defineContract({
  method: 'GET',
  path: '/api/profile/load_weekly_challenge',
  summary: '이번 주(서울 기준 월~일) 챌린지: 세 퀘스트를 모두 끝낸 날의 수와 보상을 불러옵니다.',
  tags: ['quests'],
  auth: true,
  response: ZWeeklyChallenge,
});

export const weeklyChallengeClaim = defineContract({
  method: 'POST',
  path: '/api/profile/weekly_challenge_claim',
  summary: '이번 주 챌린지를 채웠으면 포인트 보상을 받습니다. 한 주에 한 번만 받을 수 있어요.',
  tags: ['quests'],
  auth: true,
  body: emptyBody,
  response: ZWeeklyChallenge.extend({ GAINED_POINTS: z.number().int(), POINT_BALANCE: z.number().int() }),
});

export const ZWeeklyReport = z.object({
  WEEK_START: ZDay,
  WEEK_END: ZDay,
  /** Days with at least one quest step (attendance counts). */
  DAYS_ACTIVE: z.number().int(),
  QUESTS_DONE: z.number().int(),
  /** Days on which all three quests were done. */
  COMPLETE_DAYS: z.number().int(),
  EXP_EARNED: z.number().int(),
  POINTS_IN: z.number().int(),
  POINTS_OUT: z.number().int(),
});
export type WeeklyReport = z.infer<typeof ZWeeklyReport>;

export const loadReportChallenge = defineContract({
  method: 'GET',
  path: '/api/profile/load_report_challenge',
  summary: '지난주(서울 기준 월~일) 리포트: 활동한 날, 끝낸 퀘스트, 얻은 경험치, 오간 포인트를 불러옵니다.',
  tags: ['quests'],
  auth: true,
  response: ZWeeklyReport,
});
