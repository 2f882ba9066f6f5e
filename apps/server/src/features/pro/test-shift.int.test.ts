import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { insertPro, slot } from '../../../test/pro-kit.js';
import { proReservations } from './schema.js';
import { PRO_TIME_SHIFT_ENV, proTimeShiftEnabled } from './test-shift.js';

/** The journeys' hook that brings a slot to now: off unless asked, refused in production, parties only. */

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  process.env[PRO_TIME_SHIFT_ENV] = '1';
  ctx = await createTestApp();
});
afterAll(async () => {
  delete process.env[PRO_TIME_SHIFT_ENV];
  await ctx.close();
});

describe('test_only_shift_pro', () => {
  it('is off by default and refused in production', () => {
    expect(proTimeShiftEnabled({})).toBe(false);
    expect(() => proTimeShiftEnabled({ [PRO_TIME_SHIFT_ENV]: '1', NODE_ENV: 'production' })).toThrow();
  });

  it('moves only a party’s reservation and runs the job: the room opens', async () => {
    const pro = await insertPro(ctx, 10);
    const m = await buildMember(ctx);
    await fund(ctx, m, 10);
    const res = await post(
      '/api/profile/reserve_pro',
      { pro_no: pro.user.no, start_at: slot(2, 10), topic: '03' },
      m,
    );
    const no = res.json().reservation.RESERVATION_NO as number;
    await post('/api/profile/accept_pro', { reservation_no: no }, pro);
    const body = { reservation_no: no, start_in_min: 5 };
    expect((await post('/api/profile/test_only_shift_pro', body, null)).json().code).toBe('E001');
    expect((await post('/api/profile/test_only_shift_pro', body, await buildMember(ctx))).json().code).toBe(
      'FORBIDDEN',
    );
    const shifted = await post('/api/profile/test_only_shift_pro', body, m);
    expect(shifted.json(), shifted.body).toMatchObject({ result: 'success', status: 'accepted' });
    const [row] = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, no));
    expect(row!.chatId).toBeTruthy();
    expect(row!.endAt.getTime() - row!.startAt.getTime()).toBe(60 * 60_000);
  });
});
