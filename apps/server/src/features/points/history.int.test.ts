import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { type Movement, moveExp, movePoints } from './ledger.js';
import { pointLedger } from './schema.js';
import { pointSummary } from './summary.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { get, post } = http(() => ctx.app);
const db = () => ctx.database.db;

let refs = 0;
function move(m: Member, delta: number, kind: Movement['kind'], reason = kind as string) {
  refs += 1;
  return movePoints(db(), { userNo: m.user.no, delta, kind, reason, ref: `hist:${m.user.no}:${refs}` });
}

/** Moves a ledger row in time (the ledger stamps `now()`; history by month needs older rows). */
async function backdate(entryNos: number[], at: Date) {
  await db().update(pointLedger).set({ createdAt: at }).where(inArray(pointLedger.entryNo, entryNos));
}

describe('point_info', () => {
  it('lists newest first with the running balance, the kind in words and the balance', async () => {
    const me = await buildMember(ctx);
    await move(me, 10, 'reward', 'F01');
    await move(me, 20, 'topup', 'P03');
    await move(me, -3, 'spend', 'spend:boost');
    await move(me, 5, 'gift', 'gift:1');

    const res = (await get('/api/profile/point_info', me)).json();
    expect(res.BALANCE).toBe(32);
    expect(res.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([5, -3, 20, 10]);
    expect(res.list.map((e: { BALANCE_AFTER: number }) => e.BALANCE_AFTER)).toEqual([32, 27, 30, 10]);
    expect(res.list[1]).toMatchObject({ KIND: 'spend', KIND_LABEL: '사용', REASON_LABEL: '포인트 사용' });
    expect(res.list[2]).toMatchObject({
      KIND: 'topup',
      KIND_LABEL: '충전',
      REASON_LABEL: '포인트 충전 (20포인트)',
    });
    expect(res.list[3]).toMatchObject({ KIND_LABEL: '보상', REASON_LABEL: '본인인증 보상' });
    expect(res).toMatchObject({ has_more: false, next_before: null });

    const theirs = (await get('/api/profile/point_info', await buildMember(ctx))).json();
    expect(theirs).toMatchObject({ BALANCE: 0, list: [], has_more: false });
  });

  it('pages by key: each page continues before the last entry shown, none repeated', async () => {
    const me = await buildMember(ctx);
    for (let i = 1; i <= 5; i++) await move(me, i, 'reward');
    const first = (await get('/api/profile/point_info?size=2', me)).json();
    expect(first.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([5, 4]);
    expect(first.has_more).toBe(true);
    expect(first.next_before).toBe(first.list[1].ENTRY_NO);

    // A movement after the first page does not shift the next one (an offset would repeat 4).
    await move(me, 100, 'reward');
    const second = (await get(`/api/profile/point_info?size=2&before=${first.next_before}`, me)).json();
    expect(second.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([3, 2]);
    const last = (await get(`/api/profile/point_info?size=2&before=${second.next_before}`, me)).json();
    expect(last.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([1]);
    expect(last).toMatchObject({ has_more: false, next_before: null, BALANCE: 115 });
  });

  it('filters by kind and by month in Korean time', async () => {
    const me = await buildMember(ctx);
    const october = await move(me, 7, 'reward');
    const lateOctober = await move(me, 9, 'topup');
    await move(me, -2, 'spend');
    // 2025-10-31 23:30 in Seoul is still October; 15:30 UTC that day is already 1 November there.
    await backdate([october.entryNo], new Date('2025-10-31T14:30:00Z'));
    await backdate([lateOctober.entryNo], new Date('2025-10-31T15:30:00Z'));

    const spends = (await get('/api/profile/point_info?kind=spend', me)).json();
    expect(spends.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([-2]);
    expect(spends.BALANCE).toBe(14);

    const oct = (await get('/api/profile/point_info?month=2025-10', me)).json();
    expect(oct.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([7]);
    const nov = (await get('/api/profile/point_info?month=2025-11', me)).json();
    expect(nov.list.map((e: { DELTA: number }) => e.DELTA)).toEqual([9]);
    const both = (await get('/api/profile/point_info?month=2025-11&kind=reward', me)).json();
    expect(both.list).toEqual([]);
  });

  it('refuses an unknown kind, a malformed month and silly paging with a Korean message', async () => {
    const me = await buildMember(ctx);
    for (const q of [
      'kind=steal',
      'month=2025-13',
      'month=25-1',
      'size=500',
      'before=0',
      'before=9999999999',
    ]) {
      const res = await get(`/api/profile/point_info?${q}`, me);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
      expect(res.json().message, q).toMatch(/[가-힣]/);
    }
  });
});

describe('exp_info', () => {
  it('reports the level, the progress to the next and the exp history with running totals', async () => {
    const me = await buildMember(ctx);
    const n = me.user.no;
    await moveExp(db(), { userNo: n, delta: 300, kind: 'reward', reason: 'D28', ref: `hx:${n}:1` });
    await moveExp(db(), { userNo: n, delta: 100, kind: 'quest', reason: 'quest:Q1', ref: `hx:${n}:2` });
    const res = (await get('/api/profile/exp_info', me)).json();
    expect(res).toMatchObject({
      EXP: 400,
      USER_LEVEL: 3,
      NEXT_LEVEL: 4,
      NEXT_LEVEL_EXP: 600,
      REMAINING: 200,
    });
    expect(res.list).toMatchObject([
      { DELTA: 100, KIND_LABEL: '퀘스트', REASON_LABEL: '퀘스트 보상', BALANCE_AFTER: 400 },
      { DELTA: 300, KIND_LABEL: '보상', REASON_LABEL: '프로필 완성', BALANCE_AFTER: 300 },
    ]);
    const quests = (await get('/api/profile/exp_info?kind=quest', me)).json();
    expect(quests.list).toHaveLength(1);
  });
});

describe('point_summarize', () => {
  it('gives eight Korean weeks of in, out and the balance at each end, quiet weeks carried', async () => {
    const me = await buildMember(ctx);
    const old = await move(me, 50, 'topup', 'P05');
    const w3in = await move(me, 10, 'reward');
    const w3out = await move(me, -4, 'spend');
    const w7 = await move(me, -6, 'spend');
    const now = new Date('2025-11-20T03:00:00Z'); // Thursday 20 November, noon in Seoul
    await backdate([old.entryNo], new Date('2025-08-01T00:00:00Z')); // before the chart
    // Monday 6 October 00:10 in Seoul is still Sunday 5 October in UTC: it counts in the week of the 6th.
    await backdate([w3in.entryNo], new Date('2025-10-05T15:10:00Z'));
    await backdate([w3out.entryNo], new Date('2025-10-08T00:00:00Z'));
    await backdate([w7.entryNo], new Date('2025-11-17T01:00:00Z'));

    const { BALANCE, weeks } = await pointSummary(db(), me.user.no, now);
    expect(weeks.map((w) => w.WEEK_START)).toEqual([
      '2025-09-29',
      '2025-10-06',
      '2025-10-13',
      '2025-10-20',
      '2025-10-27',
      '2025-11-03',
      '2025-11-10',
      '2025-11-17',
    ]);
    expect(weeks.map((w) => w.LABEL)).toEqual([
      '10월 1주',
      '10월 2주',
      '10월 3주',
      '10월 4주',
      '10월 5주',
      '11월 1주',
      '11월 2주',
      '11월 3주',
    ]);
    expect(weeks[0]).toMatchObject({ POINTS_IN: 0, POINTS_OUT: 0, BALANCE_END: 50 });
    expect(weeks[1]).toMatchObject({ POINTS_IN: 10, POINTS_OUT: 4, BALANCE_END: 56 });
    expect(weeks[6]).toMatchObject({ POINTS_IN: 0, POINTS_OUT: 0, BALANCE_END: 56 });
    expect(weeks[7]).toMatchObject({ POINTS_IN: 0, POINTS_OUT: 6, BALANCE_END: 50 });
    expect(BALANCE).toBe(50);
  });

  it('answers through the route with the current week last and its end at the balance', async () => {
    const me = await buildMember(ctx);
    await move(me, 12, 'topup');
    await move(me, -5, 'spend');
    const res = (await get('/api/profile/point_summarize', me)).json();
    expect(res.weeks).toHaveLength(8);
    expect(res.weeks[7]).toMatchObject({ POINTS_IN: 12, POINTS_OUT: 5, BALANCE_END: 7 });
    expect(res.weeks[6]).toMatchObject({ BALANCE_END: 0 });
    expect(res.BALANCE).toBe(7);
  });
});

describe('point_check', () => {
  it('says whether the balance covers a price and what is missing', async () => {
    const me = await buildMember(ctx);
    await move(me, 5, 'reward');
    expect((await post('/api/profile/point_check', { price: 3 }, me)).json()).toMatchObject({
      BALANCE: 5,
      PRICE: 3,
      ENOUGH: true,
      SHORTFALL: 0,
    });
    expect((await post('/api/profile/point_check', { price: 5 }, me)).json()).toMatchObject({ ENOUGH: true });
    expect((await post('/api/profile/point_check', { price: 8 }, me)).json()).toMatchObject({
      ENOUGH: false,
      SHORTFALL: 3,
    });
  });

  it('refuses prices that are not a whole positive number of points', async () => {
    const me = await buildMember(ctx);
    for (const price of [0, -1, 1.5, '3', null, 1e12]) {
      const res = await post('/api/profile/point_check', { price }, me);
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
    }
  });
});

describe('who may ask', () => {
  it('answers E001 to anyone not logged in', async () => {
    const calls = [
      get('/api/profile/point_info'),
      get('/api/profile/exp_info'),
      get('/api/profile/point_summarize'),
      post('/api/profile/point_check', { price: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    }
  });

  it('reads only the caller’s own ledger whatever the query says', async () => {
    const me = await buildMember(ctx);
    const other = await buildMember(ctx);
    const mine = await move(me, 3, 'reward');
    const res = (await get(`/api/profile/point_info?before=${mine.entryNo + 1}`, other)).json();
    expect(res.list).toEqual([]);
    const [row] = await db().select().from(pointLedger).where(eq(pointLedger.entryNo, mine.entryNo));
    expect(row?.userNo).toBe(me.user.no);
  });
});
