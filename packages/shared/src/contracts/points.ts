/**
 * The point summary chart and point_check (issue 14). The histories themselves (`point_info`,
 * `exp_info`) live with the My page contracts in profile-my.ts.
 */
import { formatNumber } from '../format/count.js';
import { z } from 'zod';
import { defineContract } from './contract.js';

/** How many weeks the summary chart shows, the current one last. */
export const SUMMARY_WEEKS = 8;

/** The largest price point_check is asked about (nothing on the site costs more). */
export const POINT_PRICE_MAX = 1_000_000;

export const ZWeekSummary = z.object({
  /** The week's Monday in Korean time, `YYYY-MM-DD`. */
  WEEK_START: z.string(),
  /** Korean words for the week, "11월 3주" (see `koreanWeekLabel`). */
  LABEL: z.string(),
  POINTS_IN: z.number().int(),
  /** Points that left the balance that week, as a positive number. */
  POINTS_OUT: z.number().int(),
  /** The balance when the week ended (for the current week: now). */
  BALANCE_END: z.number().int(),
});
export type WeekSummary = z.infer<typeof ZWeekSummary>;

export const pointSummarize = defineContract({
  method: 'GET',
  path: '/api/profile/point_summarize',
  summary:
    '최근 8주(월요일 시작, 한국 시간) 동안 주마다 들어오고 나간 포인트와 그 주가 끝날 때의 잔액을 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({ BALANCE: z.number().int(), weeks: z.array(ZWeekSummary) }),
});

export const pointCheck = defineContract({
  method: 'POST',
  path: '/api/profile/point_check',
  summary: '가격(포인트)을 내 잔액으로 낼 수 있는지, 모자라면 몇 포인트가 모자란지 알려 줍니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    price: z
      .number('가격(price)은 포인트 수로 보내 주세요.')
      .int('가격(price)은 정수로 보내 주세요.')
      .positive('가격(price)은 1포인트 이상이어야 해요.')
      .max(POINT_PRICE_MAX, `가격(price)은 ${formatNumber(POINT_PRICE_MAX)}포인트까지 물어볼 수 있어요.`),
  }),
  response: z.object({
    BALANCE: z.number().int(),
    PRICE: z.number().int(),
    ENOUGH: z.boolean(),
    /** How many points are missing (0 when enough). */
    SHORTFALL: z.number().int(),
  }),
});

/**
 * "11월 3주" for the week starting on `monday` (`YYYY-MM-DD`). A week belongs to the month of its
 * Thursday and is that month's n-th such week, the rule Korean calendars (and ISO 8601) use, so a
 * week that starts on 10월 30일 is "11월 1주" when most of it is in November.
 */
export function koreanWeekLabel(monday: string): string {
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  const thursday = new Date(Date.UTC(y, m - 1, d + 3));
  const week = Math.ceil(thursday.getUTCDate() / 7);
  return `${thursday.getUTCMonth() + 1}월 ${week}주`;
}
