import { WEEKLY_CHALLENGE_DAYS, WEEKLY_CHALLENGE_POINTS } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { travelTo, useQuestDays } from '../../../test/quest-kit.js';
import { moveExp, movePoints } from '../points/ledger.js';
import { expLedger, pointLedger } from '../points/schema.js';
import { addDays, type Day, dayStart, questsFor, weekStart } from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { recordStep } from './progress.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
useQuestDays();

/** Noon in Seoul on `day`. */
const noon = (day: Day) => new Date(dayStart(day).getTime() + 12 * 3_600_000);

/** Does `day`'s quests for the member, all three or only the first `count`. */
async function doQuests(m: Member, day: Day, count = 3) {
  for (const q of questsFor(day).slice(0, count)) {
    for (let i = 0; i < q.target; i += 1) {
      await recordStep(ctx.database.db, m.user.no, q.action, `w${i}`, noon(day));
    }
  }
}

/** A Monday at least a week ahead, so every day of its week is "today or later". */
const futureMonday = () => weekStart(addDays(seoulDay(new Date()), 7));

const weekly = (who?: Member) => api.get('/api/profile/load_weekly_challenge', who);
const claimWeek = (who?: Member) => api.post('/api/profile/weekly_challenge_claim', {}, who);

describe('the weekly challenge', () => {
  it('counts days with all three quests done this Seoul week and pays once', async () => {
    const monday = futureMonday();
    const m = await buildMember(ctx);
    for (let i = 0; i < WEEKLY_CHALLENGE_DAYS - 1; i += 1) await doQuests(m, addDays(monday, i));
    await doQuests(m, addDays(monday, 4), 2);
    // Last week's complete day belongs to last week.
    await doQuests(m, addDays(monday, -1));
    travelTo(addDays(monday, 5));

    const before = (await weekly(m)).json();
    expect(before).toMatchObject({
      WEEK_START: monday,
      WEEK_END: addDays(monday, 6),
      COMPLETE_DAYS: WEEKLY_CHALLENGE_DAYS - 1,
      TARGET_DAYS: WEEKLY_CHALLENGE_DAYS,
      REWARD_POINTS: WEEKLY_CHALLENGE_POINTS,
      DONE: false,
      CLAIMED: false,
    });
    expect(before.DAYS.map((d: { DONE_COUNT: number }) => d.DONE_COUNT)).toEqual([3, 3, 3, 3, 2, 0, 0]);
    expect((await claimWeek(m)).json().code).toBe('CHALLENGE_NOT_DONE');

    await doQuests(m, addDays(monday, 5));
    expect((await weekly(m)).json()).toMatchObject({ COMPLETE_DAYS: WEEKLY_CHALLENGE_DAYS, DONE: true });
    const answers = await Promise.all([claimWeek(m), claimWeek(m), claimWeek(m)]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.json()).toMatchObject({
      GAINED_POINTS: WEEKLY_CHALLENGE_POINTS,
      POINT_BALANCE: WEEKLY_CHALLENGE_POINTS,
      CLAIMED: true,
    });
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual([
      'CHALLENGE_ALREADY_CLAIMED',
      'CHALLENGE_ALREADY_CLAIMED',
    ]);
    const rows = await ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userNo, m.user.no));
    expect(rows.map((r) => [r.delta, r.kind, r.ref])).toEqual([
      [WEEKLY_CHALLENGE_POINTS, 'quest', `quest:${m.user.no}:week:${monday}`],
    ]);
    expect((await weekly(m)).json()).toMatchObject({ CLAIMED: true });
    // The next week starts over.
    travelTo(addDays(monday, 7));
    expect((await weekly(m)).json()).toMatchObject({ COMPLETE_DAYS: 0, DONE: false, CLAIMED: false });
  });

  it('answers E001 to nobody, and another member’s week is not mine', async () => {
    const m = await buildMember(ctx);
    expect((await weekly()).json().code).toBe('E001');
    expect((await claimWeek()).json().code).toBe('E001');
    expect((await api.get('/api/profile/load_report_challenge')).json().code).toBe('E001');
    const other = await buildMember(ctx);
    const monday = futureMonday();
    for (let i = 0; i < WEEKLY_CHALLENGE_DAYS; i += 1) await doQuests(m, addDays(monday, i));
    travelTo(addDays(monday, 6));
    expect((await weekly(other)).json()).toMatchObject({ COMPLETE_DAYS: 0 });
    expect((await claimWeek(other)).json().code).toBe('CHALLENGE_NOT_DONE');
  });
});

describe('last week’s report', () => {
  it('adds up the quests, days, exp and points of the Seoul week before this one', async () => {
    const monday = futureMonday();
    const m = await buildMember(ctx);
    const db = ctx.database.db;
    // Whatever signing up moved happened "long ago".
    for (const t of [expLedger, pointLedger]) {
      await db
        .update(t)
        .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(t.userNo, m.user.no));
    }
    for (let i = 0; i < 5; i += 1) await doQuests(m, addDays(monday, i));
    await doQuests(m, addDays(monday, 6), 1);
    // Outside the week on both sides: not counted.
    await doQuests(m, addDays(monday, -1));
    await doQuests(m, addDays(monday, 7));

    let moves = 0;
    const at = (when: Day | 'before' | 'after') =>
      when === 'before'
        ? new Date(dayStart(monday).getTime() - 1000)
        : when === 'after'
          ? dayStart(addDays(monday, 7))
          : noon(when);
    const move = async (table: 'exp' | 'points', delta: number, when: Day | 'before' | 'after') => {
      moves += 1;
      const ref = `report-test:${m.user.no}:${moves}`;
      const base = { userNo: m.user.no, delta, kind: 'reward' as const, reason: 'test', ref };
      if (table === 'exp') await moveExp(db, base);
      else await movePoints(db, base);
      const t = table === 'exp' ? expLedger : pointLedger;
      await db
        .update(t)
        .set({ createdAt: at(when) })
        .where(eq(t.ref, ref));
    };
    await move('exp', 120, addDays(monday, 1));
    await move('exp', 30, addDays(monday, 6));
    await move('exp', 999, 'before');
    await move('exp', 999, 'after');
    await move('points', 10, monday);
    await move('points', -3, addDays(monday, 2));
    await move('points', -4, addDays(monday, 3));
    await move('points', 50, 'after');

    travelTo(addDays(monday, 9));
    const res = await api.get('/api/profile/load_report_challenge', m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      WEEK_START: monday,
      WEEK_END: addDays(monday, 6),
      DAYS_ACTIVE: 6,
      QUESTS_DONE: 16,
      COMPLETE_DAYS: 5,
      EXP_EARNED: 150,
      POINTS_IN: 10,
      POINTS_OUT: 7,
    });
  });
});
