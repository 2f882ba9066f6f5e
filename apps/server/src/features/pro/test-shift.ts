/**
 * Tests only: bring a reservation's slot to "N minutes from now" and run the pro job once, so a
 * browser journey can meet in the pro room and see the session settle without waiting the hour
 * that booking ahead requires. Everything after the move is the real thing: the sweep opens the
 * room through chat, the pro checks in, the sweep settles through the ledger. Only the
 * reservation's own times move (nothing else's clock), so no other feature is fooled.
 *
 * Registered only when TEST_ONLY_PRO_TIME_SHIFT=1, which is refused in production like the other
 * TEST_ONLY settings. The call is deliberately not a shared contract: no page may ever use it.
 */
import { defineContract, ZId } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { sweepPro } from './reminders.js';
import { proReservations } from './schema.js';

export const PRO_TIME_SHIFT_ENV = 'TEST_ONLY_PRO_TIME_SHIFT';

/** Whether `env` turns the hook on; throws where it is not allowed. */
export function proTimeShiftEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env[PRO_TIME_SHIFT_ENV] !== '1') return false;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `${PRO_TIME_SHIFT_ENV}는 테스트 전용이에요. 운영(NODE_ENV=production)에서는 지워 주세요.`,
    );
  }
  return true;
}

const shiftContract = defineContract({
  method: 'POST',
  path: '/api/profile/test_only_shift_pro',
  summary: '(테스트 전용) 예약 시각을 지금으로부터 N분 뒤로 옮기고 프로 상담 작업을 한 번 돌려요.',
  tags: ['test'],
  auth: true,
  body: z.object({
    reservation_no: ZId,
    // Three hours either way covers opening a room and settling a one-hour session.
    start_in_min: z.number().int().min(-180).max(180),
  }),
  response: z.object({ start_at: z.string(), status: z.string() }),
});

export function registerProTimeShift(app: FastifyInstance, deps: { db: Db; events: DomainEvents }) {
  const { db, events } = deps;
  registerContract(app, shiftContract, async ({ body, user }) => {
    const [row] = await db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, body.reservation_no));
    if (!row) throw fail('NOT_FOUND', '예약을 찾을 수 없어요.');
    if (row.memberNo !== user.userNo && row.proNo !== user.userNo) throw fail('FORBIDDEN');
    const length = row.endAt.getTime() - row.startAt.getTime();
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + body.start_in_min * 60_000);
    await db
      .update(proReservations)
      .set({ startAt: start, endAt: new Date(start.getTime() + length) })
      .where(eq(proReservations.reservationNo, row.reservationNo));
    await sweepPro(db, events);
    const [after] = await db
      .select({ status: proReservations.status })
      .from(proReservations)
      .where(eq(proReservations.reservationNo, row.reservationNo));
    return { start_at: start.toISOString(), status: after!.status };
  });
}
