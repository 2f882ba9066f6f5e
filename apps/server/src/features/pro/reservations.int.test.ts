import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { insertPro, slot } from '../../../test/pro-kit.js';
import { users } from '../auth/schema.js';
import { chatRooms } from '../chat/schema.js';
import { notificationEmails, notifications } from '../notification/schema.js';
import { pointBalance } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';
import { seoulDate } from './hours.js';
import { sweepPro } from './reminders.js';
import { proReservations } from './schema.js';

/** Reservations through the API: points held, answered, cancelled, refunded and settled exactly once. */

let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const buildPro = (price = 30) => insertPro(ctx, price);
const balance = (m: Member) => pointBalance(ctx.database.db, m.user.no);

async function member(points: number): Promise<Member> {
  const m = await buildMember(ctx);
  if (points > 0) await fund(ctx, m, points);
  return m;
}

const reserve = (who: Member | null, pro: Member, start: string, ip?: string) =>
  post(
    '/api/profile/reserve_pro',
    { pro_no: pro.user.no, start_at: start, topic: '05', message: '상담 부탁해요' },
    who,
    ip ? { ip } : undefined,
  );

async function reserved(pro: Member, who: Member, days = 3, hour = 10): Promise<number> {
  const res = await reserve(who, pro, slot(days, hour));
  expect(res.json().result).toBe('success');
  return res.json().reservation.RESERVATION_NO as number;
}

const refs = (no: number) =>
  ctx.database.db
    .select({ ref: pointLedger.ref, delta: pointLedger.delta, user: pointLedger.userNo })
    .from(pointLedger)
    .where(like(pointLedger.ref, `pro:${no}:%`));

describe('reserve_pro', () => {
  it('holds the price in the same transaction as the row and tells the pro', async () => {
    const pro = await buildPro(30);
    const m = await member(50);
    const res = await reserve(m, pro, slot(3, 10));
    expect(res.json()).toMatchObject({
      result: 'success',
      BALANCE: 20,
      reservation: { STATUS: 'requested', PRICE: 30, ZONE: 'Asia/Seoul', START_AT: slot(3, 10) },
    });
    const no = res.json().reservation.RESERVATION_NO;
    expect(await refs(no)).toEqual([{ ref: `pro:${no}:hold`, delta: -30, user: m.user.no }]);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, pro.user.no), eq(notifications.kind, 'pro')));
    expect(notes).toHaveLength(1);
  });

  it('refuses E003 when short and books nothing', async () => {
    const pro = await buildPro(30);
    const m = await member(29);
    const res = await reserve(m, pro, slot(3, 11));
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E003' });
    expect(await balance(m)).toBe(29);
    const rows = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.memberNo, m.user.no));
    expect(rows).toHaveLength(0);
  });

  it('refuses oneself, anonymous, a past or too-near slot, a slot off the grid, an occupied slot', async () => {
    const pro = await buildPro(10);
    await fund(ctx, pro, 100);
    expect((await reserve(pro, pro, slot(3, 10))).json()).toMatchObject({
      result: 'fail',
      code: 'VALIDATION',
    });
    expect((await reserve(null, pro, slot(3, 10))).json()).toMatchObject({ result: 'fail', code: 'E001' });
    const m = await member(100);
    expect((await reserve(m, pro, slot(-1, 10))).json()).toMatchObject({ result: 'fail', code: 'CONFLICT' });
    const soon = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect((await reserve(m, pro, soon)).json()).toMatchObject({ result: 'fail', code: 'CONFLICT' });
    const offGrid = new Date(Date.parse(slot(3, 10)) + 15 * 60_000).toISOString();
    expect((await reserve(m, pro, offGrid)).json()).toMatchObject({ result: 'fail', code: 'CONFLICT' });
    expect((await reserve(m, pro, slot(3, 12))).json().result).toBe('success');
    const other = await member(100);
    expect((await reserve(other, pro, slot(3, 12))).json()).toMatchObject({
      result: 'fail',
      code: 'CONFLICT',
    });
    expect(await balance(other)).toBe(100);
    // The slot shows as taken in the day's hours.
    const day = seoulDate(new Date(slot(3, 12)));
    const hours = (await get(`/api/profile/load_open_hour?pro_no=${pro.user.no}&date=${day}`)).json();
    expect(hours.slots.find((s: { LABEL: string }) => s.LABEL === '12:00')).toMatchObject({ FREE: false });
    expect(hours.slots.find((s: { LABEL: string }) => s.LABEL === '13:00')).toMatchObject({ FREE: true });
  });

  it('refuses a withdrawn pro', async () => {
    const pro = await buildPro(5);
    await ctx.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, pro.user.no));
    const m = await member(10);
    expect((await reserve(m, pro, slot(3, 10))).json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    expect(await balance(m)).toBe(10);
  });

  it('twenty concurrent reservations for one slot leave exactly one booked and one hold', async () => {
    const pro = await buildPro(5);
    const people = await Promise.all(Array.from({ length: 20 }, () => member(10)));
    const start = slot(4, 15);
    const answers = await Promise.all(people.map((p, i) => reserve(p, pro, start, `10.9.0.${i + 1}`)));
    const ok = answers.filter((r) => r.json().result === 'success');
    expect(ok).toHaveLength(1);
    for (const r of answers) if (r.json().result !== 'success') expect(r.json().code).toBe('CONFLICT');
    const live = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.proNo, pro.user.no));
    expect(live).toHaveLength(1);
    const balances = await Promise.all(people.map(balance));
    expect(balances.filter((b) => b === 5)).toHaveLength(1);
    expect(balances.filter((b) => b === 10)).toHaveLength(19);
  });
});

describe('answers and settlement', () => {
  it('accept is only the pro’s; reject refunds in full once', async () => {
    const pro = await buildPro(20);
    const m = await member(20);
    const no = await reserved(pro, m);
    const stranger = await member(0);
    for (const who of [stranger, m]) {
      expect((await post('/api/profile/accept_pro', { reservation_no: no }, who)).json()).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(
        (await post('/api/profile/reject_pro', { reservation_no: no, reason: '일정이 안 돼요' }, who)).json(),
      ).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await post('/api/profile/accept_pro', { reservation_no: no }, null)).json()).toMatchObject({
      code: 'E001',
    });
    const rejected = await post(
      '/api/profile/reject_pro',
      { reservation_no: no, reason: '일정이 안 돼요' },
      pro,
    );
    expect(rejected.json().reservation).toMatchObject({
      STATUS: 'rejected',
      REFUNDED: 20,
      REJECT_REASON: '일정이 안 돼요',
    });
    expect(await balance(m)).toBe(20);
    const again = await post(
      '/api/profile/reject_pro',
      { reservation_no: no, reason: '일정이 안 돼요' },
      pro,
    );
    expect(again.json()).toMatchObject({ result: 'fail', code: 'CONFLICT' });
    expect((await post('/api/profile/accept_pro', { reservation_no: no }, pro)).json().code).toBe('CONFLICT');
    expect(await balance(m)).toBe(20);
  });

  it('refund_pro: only the pro, only accepted, only once — even at once', async () => {
    const pro = await buildPro(40);
    const m = await member(40);
    const no = await reserved(pro, m);
    expect((await post('/api/profile/refund_pro', { reservation_no: no }, pro)).json().code).toBe('CONFLICT');
    expect(
      (await post('/api/profile/accept_pro', { reservation_no: no }, pro)).json().reservation.STATUS,
    ).toBe('accepted');
    expect((await post('/api/profile/refund_pro', { reservation_no: no }, m)).json().code).toBe('FORBIDDEN');
    const both = await Promise.all(
      [1, 2, 3].map(() => post('/api/profile/refund_pro', { reservation_no: no }, pro)),
    );
    expect(both.filter((r) => r.json().result === 'success')).toHaveLength(1);
    expect(await balance(m)).toBe(40);
    expect(await balance(pro)).toBe(0);
    expect((await refs(no)).map((r) => r.ref).sort()).toEqual([`pro:${no}:hold`, `pro:${no}:refund`]);
  });

  it('cancel_pro follows the rules: full before acceptance or a day ahead, half three hours ahead', async () => {
    const pro = await buildPro(31);
    const m = await member(200);
    const early = await reserved(pro, m, 3, 9);
    const cancelled = await post('/api/profile/cancel_pro', { reservation_no: early }, m);
    expect(cancelled.json().reservation).toMatchObject({ STATUS: 'cancelled', REFUNDED: 31, RELEASED: 0 });
    expect((await post('/api/profile/cancel_pro', { reservation_no: early }, m)).json().code).toBe(
      'CONFLICT',
    );
    expect((await post('/api/profile/cancel_pro', { reservation_no: early }, pro)).json().code).toBe(
      'FORBIDDEN',
    );

    // Accepted, then moved to five hours ahead: half back (rounded down), the rest to the pro.
    const late = await reserved(pro, m, 3, 10);
    await post('/api/profile/accept_pro', { reservation_no: late }, pro);
    const fiveHours = new Date(Date.now() + 5 * 3_600_000);
    await ctx.database.db
      .update(proReservations)
      .set({ startAt: fiveHours, endAt: new Date(fiveHours.getTime() + 3_600_000) })
      .where(eq(proReservations.reservationNo, late));
    const half = await post('/api/profile/cancel_pro', { reservation_no: late }, m);
    expect(half.json().reservation).toMatchObject({ STATUS: 'cancelled', REFUNDED: 15, RELEASED: 16 });
    expect(await balance(m)).toBe(200 - 31 - 31 + 31 + 15);
    expect(await balance(pro)).toBe(16);
  });

  it('the sweep lapses unanswered requests, releases ended sessions, opens the room and reminds once', async () => {
    const pro = await buildPro(25);
    const m = await member(60);
    const lapsed = await reserved(pro, m, 3, 8);
    const held = await reserved(pro, m, 3, 9);
    await post('/api/profile/accept_pro', { reservation_no: held }, pro);
    const row = (
      await ctx.database.db.select().from(proReservations).where(eq(proReservations.reservationNo, held))
    )[0]!;

    // Fifty minutes before the start: the first request lapsed (deadline ≤ start − 30 min), the
    // reminder goes out; ten minutes before, the room opens; a second sweep repeats nothing.
    const before = new Date(row.startAt.getTime() - 50 * 60_000);
    await sweepPro(ctx.database.db, ctx.events, before);
    await sweepPro(ctx.database.db, ctx.events, before);
    const [lapsedRow] = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, lapsed));
    expect(lapsedRow).toMatchObject({ status: 'expired', refunded: 25 });
    const reminders = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, m.user.no), eq(notifications.title, '곧 프로 상담이 시작돼요')));
    expect(reminders).toHaveLength(1);
    // Kind 'pro' is e-mailed by default: one e-mail queued for the member, once.
    const mails = await ctx.database.db
      .select()
      .from(notificationEmails)
      .where(
        and(
          eq(notificationEmails.userNo, m.user.no),
          eq(notificationEmails.title, '곧 프로 상담이 시작돼요'),
        ),
      );
    expect(mails).toHaveLength(1);

    const atStart = new Date(row.startAt.getTime() - 5 * 60_000);
    await sweepPro(ctx.database.db, ctx.events, atStart);
    await sweepPro(ctx.database.db, ctx.events, atStart);
    const [opened] = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, held));
    expect(opened!.chatId).toBeTruthy();
    const rooms = await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.roomId, opened!.chatId!));
    expect(rooms[0]).toMatchObject({ kind: 'pro', hostNo: m.user.no });
    // The pro checks the start in: the session happened, so the sweep releases it.
    const checked = await post('/api/sidequest_chat/pro_start_check', { chatId: opened!.chatId }, pro);
    expect(checked.json().result, checked.body).toBe('success');

    const after = new Date(row.endAt.getTime() + 11 * 60_000);
    await Promise.all([1, 2].map(() => sweepPro(ctx.database.db, ctx.events, after)));
    const [done] = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, held));
    expect(done).toMatchObject({ status: 'completed', released: 25 });
    expect(await balance(pro)).toBe(25);
    expect(await balance(m)).toBe(60 - 25);
    expect((await refs(held)).map((r) => r.ref).sort()).toEqual([`pro:${held}:hold`, `pro:${held}:release`]);
    // A completed session can no longer be refunded or cancelled.
    expect((await post('/api/profile/refund_pro', { reservation_no: held }, pro)).json().code).toBe(
      'CONFLICT',
    );
    expect((await post('/api/profile/cancel_pro', { reservation_no: held }, m)).json().code).toBe('CONFLICT');
  });

  it('lists both sides by key', async () => {
    const pro = await buildPro(1);
    const m = await member(10);
    const a = await reserved(pro, m, 5, 10);
    const b = await reserved(pro, m, 5, 11);
    const mine = (await get('/api/profile/load_pro_history', m)).json();
    expect(mine.list.map((r: { RESERVATION_NO: number }) => r.RESERVATION_NO)).toEqual([b, a]);
    const next = (await get(`/api/profile/load_pro_history?before=${b}`, m)).json();
    expect(next.list.map((r: { RESERVATION_NO: number }) => r.RESERVATION_NO)).toEqual([a]);
    const inbox = (await get('/api/profile/load_pro_reservation?open=1', pro)).json();
    expect(inbox.list).toHaveLength(2);
    expect((await get('/api/profile/load_pro_reservation', m)).json().list).toHaveLength(0);
    expect((await get('/api/profile/load_pro_history', null)).json().code).toBe('E001');
  });
});
