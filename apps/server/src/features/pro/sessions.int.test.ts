import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { insertPro, slot } from '../../../test/pro-kit.js';
import { pointBalance } from '../points/ledger.js';
import { sweepPro } from './reminders.js';
import { proReservations } from './schema.js';

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
