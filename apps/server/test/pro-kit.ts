import { seoulDate } from '../src/features/pro/hours.js';
import { pros } from '../src/features/pro/schema.js';
import { buildMember, type Member } from './factories.js';
import type { TestContext } from './helpers.js';

const DAY = 86_400_000;

/** An approved pro (patent attorney, 0711) open every day around the clock in 60-minute sessions. */
export async function insertPro(ctx: TestContext, price = 30): Promise<Member> {
  const m = await buildMember(ctx);
  await ctx.database.db.insert(pros).values({
    proNo: m.user.no,
    applicationNo: 0,
    profession: '0711',
    pitch: '특허 출원 전에 꼭 물어보세요',
    intro: '스타트업 특허를 10년 넘게 다뤘어요.',
    goodFor: ['a', 'b', 'c', 'd', 'e'],
    notGoodFor: ['a', 'b', 'c', 'd', 'e'],
    exampleTopics: ['x', 'y', 'z'],
    topics: ['03', '05'],
    price,
    minutes: 60,
    openHours: {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
      exceptions: [],
    },
  });
  return m;
}

/** The start of the Seoul hour `hour` on the day `days` from now, as the calendar gives it (ISO). */
export const slot = (days: number, hour: number) =>
  new Date(
    Date.parse(
      `${seoulDate(new Date(Date.now() + days * DAY))}T${String(hour).padStart(2, '0')}:00:00+09:00`,
    ),
  ).toISOString();
