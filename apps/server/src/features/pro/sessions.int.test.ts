import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { insertPro, slot } from '../../../test/pro-kit.js';
import { pointBalance } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';
import { sweepPro } from './reminders.js';
import { proReservations } from './schema.js';
import { settleProLeft } from './settlement.js';

/** The pro room of a reservation: a no-show reported there settles the held points, once. */

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const balance = (m: Member) => pointBalance(ctx.database.db, m.user.no);

/** An accepted session whose room the sweep opened; returns the reservation row. */
async function openSession(price: number) {
  const pro = await insertPro(ctx, price);
  const m = await buildMember(ctx);
  await fund(ctx, m, price);
  const res = await post(
    '/api/profile/reserve_pro',
    { pro_no: pro.user.no, start_at: slot(2, 10), topic: '03' },
    m,
  );
  const no = res.json().reservation.RESERVATION_NO as number;
  await post('/api/profile/accept_pro', { reservation_no: no }, pro);
  const [before] = await ctx.database.db
    .select()
    .from(proReservations)
    .where(eq(proReservations.reservationNo, no));
  await sweepPro(ctx.database.db, ctx.events, new Date(before!.startAt.getTime() - 5 * 60_000));
  const [row] = await ctx.database.db
    .select()
    .from(proReservations)
    .where(eq(proReservations.reservationNo, no));
  expect(row!.chatId).toBeTruthy();
  return { pro, m, row: row! };
}

const status = async (no: number) =>
  (await ctx.database.db.select().from(proReservations).where(eq(proReservations.reservationNo, no)))[0]!;

describe('no-shows in the pro room', () => {
  it('an absent pro refunds the member in full, and the later sweep releases nothing', async () => {
    const { pro, m, row } = await openSession(40);
    const reported = await post('/api/sidequest_chat/report_no_show', { chatId: row.chatId }, m);
    expect(reported.json().result, reported.body).toBe('success');
    expect(await status(row.reservationNo)).toMatchObject({
      status: 'pro_no_show',
      refunded: 40,
      released: 0,
    });
    expect(await balance(m)).toBe(40);
    await sweepPro(ctx.database.db, ctx.events, new Date(row.endAt.getTime() + 30 * 60_000));
    expect(await balance(pro)).toBe(0);
    expect(
      (await post('/api/profile/refund_pro', { reservation_no: row.reservationNo }, pro)).json().code,
    ).toBe('CONFLICT');
  });

  it('an absent member’s price goes to the pro, once', async () => {
    const { pro, m, row } = await openSession(25);
    const reported = await post('/api/sidequest_chat/report_no_show', { chatId: row.chatId }, pro);
    expect(reported.json().result, reported.body).toBe('success');
    expect(await status(row.reservationNo)).toMatchObject({
      status: 'member_no_show',
      refunded: 0,
      released: 25,
    });
    await sweepPro(ctx.database.db, ctx.events, new Date(row.endAt.getTime() + 30 * 60_000));
    expect(await balance(pro)).toBe(25);
    expect(await balance(m)).toBe(0);
  });
});

/** Every point of a reservation is accounted for: the hold equals what came back plus what was paid. */
async function expectBalanced(no: number, price: number) {
  const rows = await ctx.database.db
    .select({ ref: pointLedger.ref, delta: pointLedger.delta })
    .from(pointLedger)
    .where(like(pointLedger.ref, `pro:${no}:%`));
  const sum = (suffix: string) => rows.filter((r) => r.ref.endsWith(suffix)).reduce((a, r) => a + r.delta, 0);
  expect(sum(':hold')).toBe(-price);
  expect(sum(':refund') + sum(':release')).toBe(price);
}

const startCheck = (chatId: string, who: Member) =>
  post('/api/sidequest_chat/pro_start_check', { chatId }, who);
const leave = (chatId: string, who: Member) => post('/api/sidequest_chat/leave_chat', { chatId }, who);
const afterEnd = (row: { endAt: Date }) => new Date(row.endAt.getTime() + 11 * 60_000);

describe('the room card', () => {
  it('carries the booked slot and the pro for both sides of the room list', async () => {
    const { pro, m, row } = await openSession(5);
    for (const who of [m, pro]) {
      const list = (await post('/api/sidequest_chat/chat_list', {}, who)).json();
      const card = list.chat_list.find((r: { _id: string }) => r._id === row.chatId);
      expect(card, list.message).toMatchObject({
        kind: 'pro',
        attributes: { slotStart: row.startAt.toISOString(), slotEnd: row.endAt.toISOString() },
        opponentInfo: { role: who === m ? 'pro' : 'user' },
      });
    }
  });
});

describe('settling at the sweep', () => {
  it('a pro who never checked the start in refunds the member in full, unreported', async () => {
    const { pro, m, row } = await openSession(30);
    await Promise.all([1, 2].map(() => sweepPro(ctx.database.db, ctx.events, afterEnd(row))));
    expect(await status(row.reservationNo)).toMatchObject({
      status: 'pro_no_show',
      refunded: 30,
      released: 0,
    });
    expect(await balance(m)).toBe(30);
    expect(await balance(pro)).toBe(0);
    await expectBalanced(row.reservationNo, 30);
  });

  it('a checked-in session is released to the pro, even when the member left first', async () => {
    const { pro, m, row } = await openSession(30);
    expect((await startCheck(row.chatId!, pro)).json().result).toBe('success');
    expect((await status(row.reservationNo)).startedAt).not.toBeNull();
    expect((await leave(row.chatId!, m)).json().result).toBe('success');
    // The pro leaving after the member is no walk-out.
    expect((await leave(row.chatId!, pro)).json().result).toBe('success');
    expect((await status(row.reservationNo)).status).toBe('accepted');
    await sweepPro(ctx.database.db, ctx.events, afterEnd(row));
    expect(await status(row.reservationNo)).toMatchObject({ status: 'completed', refunded: 0, released: 30 });
    expect(await balance(pro)).toBe(30);
    await expectBalanced(row.reservationNo, 30);
  });
});

describe('the pro leaving the room', () => {
  it('before checking the start in is a no-show: everything back at once', async () => {
    const { pro, m, row } = await openSession(20);
    expect((await leave(row.chatId!, pro)).json().result).toBe('success');
    expect(await status(row.reservationNo)).toMatchObject({ status: 'pro_no_show', refunded: 20 });
    expect(await balance(m)).toBe(20);
    await sweepPro(ctx.database.db, ctx.events, afterEnd(row));
    expect(await balance(pro)).toBe(0);
    await expectBalanced(row.reservationNo, 20);
  });

  it('mid-session pays the pro the minutes served and refunds the rest, rounded up, once', async () => {
    const { pro, m, row } = await openSession(45);
    expect((await startCheck(row.chatId!, pro)).json().result).toBe('success');
    // 20 of 60 minutes served: 45 × 40/60 = 30 back, 15 to the pro.
    const at = new Date(row.startAt.getTime() + 20 * 60_000);
    await ctx.database.db
      .update(proReservations)
      .set({ startedAt: row.startAt })
      .where(eq(proReservations.reservationNo, row.reservationNo));
    const settled = await Promise.all(
      [1, 2].map(() => settleProLeft(ctx.database.db, ctx.events, row.chatId!, at)),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    expect(await status(row.reservationNo)).toMatchObject({ status: 'pro_left', refunded: 30, released: 15 });
    expect(await balance(m)).toBe(30);
    expect(await balance(pro)).toBe(15);
    await sweepPro(ctx.database.db, ctx.events, afterEnd(row));
    expect(await balance(pro)).toBe(15);
    await expectBalanced(row.reservationNo, 45);
    // The member may still review the part that happened.
    const review = await post(
      '/api/profile/write_pro_review',
      { reservation_no: row.reservationNo, rating: 2, body: '중간에 나가셔서 아쉬웠어요.' },
      m,
    );
    expect(review.json().result, review.body).toBe('success');
  });

  it('a late start counts from the start check, through the leave call', async () => {
    const { pro, m, row } = await openSession(10);
    expect((await startCheck(row.chatId!, pro)).json().result).toBe('success');
    // Checked in (now) before the slot; leaving now serves nothing: the whole price comes back.
    expect((await leave(row.chatId!, pro)).json().result).toBe('success');
    expect(await status(row.reservationNo)).toMatchObject({ status: 'pro_left', refunded: 10, released: 0 });
    expect(await balance(m)).toBe(10);
    await expectBalanced(row.reservationNo, 10);
  });
});
