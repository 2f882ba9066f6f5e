import { QUEST_REWARD_EXP, QUEST_SET_BONUS_EXP } from '@sidequest/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { dayWith, questInfo, travelTo, useQuestDays } from '../../../test/quest-kit.js';
import { expLedger } from '../points/schema.js';
import { profiles } from '../profile/schema.js';
import { type Day, questsFor } from './daily.js';
import { recordStep } from './progress.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
useQuestDays();

const claim = (code: unknown, who?: Member) => api.post('/api/profile/quest_claim', { code }, who);

/** Finishes every quest of `day` for the member through the counting function the events call. */
async function finishDay(m: Member, day: Day) {
  for (const q of questsFor(day)) {
    for (let i = 0; i < q.target; i += 1) await recordStep(ctx.database.db, m.user.no, q.action, `t${i}`);
  }
}

async function questEntries(m: Member) {
  return ctx.database.db
    .select({ delta: expLedger.delta, ref: expLedger.ref, kind: expLedger.kind })
    .from(expLedger)
    .where(like(expLedger.ref, `quest:${m.user.no}:%`));
}

async function expOf(m: Member) {
  const [p] = await ctx.database.db
    .select({ exp: profiles.exp })
    .from(profiles)
    .where(eq(profiles.userNo, m.user.no));
  return p!.exp;
}

describe('quest_claim', () => {
  it('refuses nobody, a code outside today’s set, and a quest not yet done', async () => {
    const day = dayWith('Q8', false);
    travelTo(day);
    const m = await buildMember(ctx);
    expect((await claim('Q1')).json()).toMatchObject({ result: 'fail', code: 'E001' });
    expect((await claim('Q9', m)).json().code).toBe('VALIDATION');
    expect((await claim(1, m)).json().code).toBe('VALIDATION');
    expect((await claim('Q8', m)).json().code).toBe('QUEST_NOT_TODAY');
    const open = questsFor(day).find((q) => q.code !== 'Q1')!;
    expect((await claim(open.code, m)).json().code).toBe('QUEST_NOT_DONE');
    expect(await questEntries(m)).toEqual([]);
  });

  it('pays a done quest once, through the exp ledger, and only to the one who did it', async () => {
    const day = dayWith('Q1');
    travelTo(day);
    const [m, other] = [await buildMember(ctx), await buildMember(ctx)];
    const before = await expOf(m);
    // The other member is logged in too (attendance done) but claims with their own session.
    const res = await claim('Q1', m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ GAINED_EXP: QUEST_REWARD_EXP, GAINED_BONUS_EXP: 0, CLAIMED_COUNT: 1 });
    expect(res.json().QUESTS.find((q: { CODE: string }) => q.CODE === 'Q1')).toMatchObject({
      DONE: true,
      CLAIMED: true,
    });
    expect(await expOf(m)).toBe(before + QUEST_REWARD_EXP);
    expect(await questEntries(m)).toEqual([
      { delta: QUEST_REWARD_EXP, ref: `quest:${m.user.no}:${day}:Q1`, kind: 'quest' },
    ]);
    expect((await claim('Q1', m)).json().code).toBe('QUEST_ALREADY_CLAIMED');
    // The other member's own Q1 is still theirs to claim.
    expect((await questInfo(api, other)).CLAIMED_COUNT).toBe(0);
    expect((await claim('Q1', other)).statusCode).toBe(200);
    expect(await questEntries(m)).toHaveLength(1);
  });

  it('credits once when the same quest is claimed many times at once', async () => {
    travelTo(dayWith('Q1'));
    const m = await buildMember(ctx);
    const before = await expOf(m);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('Q1', m)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual([...Array(5).fill('QUEST_ALREADY_CLAIMED'), 'ok']);
    expect(await questEntries(m)).toHaveLength(1);
    expect(await expOf(m)).toBe(before + QUEST_REWARD_EXP);
  });

  it('adds the bonus with the third claim, once, even when the last two race', async () => {
    const day = dayWith('Q1');
    travelTo(day);
    const m = await buildMember(ctx);
    await finishDay(m, day);
    const [first, ...rest] = questsFor(day).map((q) => q.code);
    expect((await claim(first, m)).json()).toMatchObject({ GAINED_BONUS_EXP: 0 });
    const last = await Promise.all(rest.map((code) => claim(code, m)));
    expect(last.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(last.map((r) => r.json().GAINED_BONUS_EXP).sort()).toEqual([0, QUEST_SET_BONUS_EXP]);
    const entries = await questEntries(m);
    expect(entries.map((e) => e.delta).sort((a, b) => a - b)).toEqual([
      QUEST_REWARD_EXP,
      QUEST_REWARD_EXP,
      QUEST_REWARD_EXP,
      QUEST_SET_BONUS_EXP,
    ]);
    expect(entries.some((e) => e.ref === `quest:${m.user.no}:${day}:bonus`)).toBe(true);
    expect(await questInfo(api, m)).toMatchObject({ CLAIMED_COUNT: 3, BONUS_CLAIMED: true, DONE_COUNT: 3 });
  });

  it('stops a script claiming in a loop', async () => {
    travelTo(dayWith('Q1'));
    const m = await buildMember(ctx);
    const ip = { ip: '10.20.30.40' };
    const codes: string[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await api.post('/api/profile/quest_claim', { code: 'Q1' }, m, ip);
      codes.push(res.statusCode === 200 ? 'ok' : res.json().code);
    }
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('closes at Seoul midnight: yesterday’s done quest is no longer claimable', async () => {
    const day = dayWith('Q1');
    travelTo(day, 23);
    const m = await buildMember(ctx);
    await finishDay(m, day);
    travelTo(day, 24);
    const info = await questInfo(api, m);
    expect(info.DAY).not.toBe(day);
    const gone = questsFor(day).find((q) => !info.QUESTS.some((t) => t.CODE === q.code));
    if (gone) expect((await claim(gone.code, m)).json().code).toBe('QUEST_NOT_TODAY');
    const stillListed = info.QUESTS.find((q) => q.CODE !== 'Q1')!;
    expect(stillListed).toMatchObject({ PROGRESS: 0, DONE: false });
  });
});
