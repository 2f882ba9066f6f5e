/**
 * Where a reservation's held points go, exactly once. Every settlement is a conditional status
 * change (`UPDATE … WHERE status IN (from) RETURNING`): of two concurrent attempts one gets the
 * row and moves the points in the same transaction, the other finds nothing and is refused. The
 * ledger refs (`pro:{no}:refund`, `pro:{no}:release`) are the second guard: the same ref never
 * moves twice even if a bug let a second transition through.
 */
import { PRO_SETTLE_AFTER_MIN, proWalkOutRefund } from '@sidequest/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { lockBalances, movePoints } from '../points/ledger.js';
import type { ProReservationChanged } from './events.js';
import { proReservations, pros } from './schema.js';

export type ReservationRow = typeof proReservations.$inferSelect;
type Status = ReservationRow['status'];

export const holdRef = (no: number) => `pro:${no}:hold`;
const refundRef = (no: number) => `pro:${no}:refund`;
const releaseRef = (no: number) => `pro:${no}:release`;

/**
 * Moves a reservation from one of `from` to `to`, returning `refund` points to the member and the
 * rest of the price (when `release`) to the pro. Returns null when the row was not in `from`
 * (someone else settled it first). `where` narrows further (who may do it, before when).
 */
export async function transition(
  tx: DbOrTx,
  reservationNo: number,
  from: readonly Status[],
  to: Status,
  money: { refund: number; release: boolean },
  extra: Partial<Pick<ReservationRow, 'rejectReason'>> = {},
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(proReservations)
    .set({ status: to, settledAt: money.refund > 0 || money.release ? sql`now()` : null, ...extra })
    .where(and(eq(proReservations.reservationNo, reservationNo), inArray(proReservations.status, [...from])))
    .returning();
  if (!row) return null;
  const refund = Math.min(money.refund, row.price);
  const release = money.release ? row.price - refund : 0;
  if (refund > 0 && release > 0) await lockBalances(tx, [row.memberNo, row.proNo]);
  if (refund > 0) {
    await movePoints(tx, {
      userNo: row.memberNo,
      delta: refund,
      kind: 'refund',
      reason: 'pro',
      ref: refundRef(reservationNo),
      memo: '프로 상담 환불',
    });
  }
  if (release > 0) {
    await movePoints(tx, {
      userNo: row.proNo,
      delta: release,
      kind: 'reward',
      reason: 'pro',
      ref: releaseRef(reservationNo),
      memo: '프로 상담 정산',
    });
  }
  const [done] = await tx
    .update(proReservations)
    .set({ refunded: refund, released: release })
    .where(eq(proReservations.reservationNo, reservationNo))
    .returning();
  return done!;
}

export function changedEvent(
  row: ReservationRow,
  change: ProReservationChanged['change'],
): ProReservationChanged {
  return {
    reservationNo: row.reservationNo,
    proNo: row.proNo,
    memberNo: row.memberNo,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    price: row.price,
    change,
    refunded: row.refunded,
  };
}

/** How long after the end a session settles when nobody reported a no-show. */
export const RELEASE_AFTER_END_MIN = PRO_SETTLE_AFTER_MIN;
const ALL = Number.MAX_SAFE_INTEGER;

/**
 * The sweep: unanswered requests past their deadline lapse with a full refund; accepted sessions
 * that ended RELEASE_AFTER_END_MIN minutes ago settle — released to the pro when the pro checked
 * the start in, refunded in full (pro_no_show) when they never did, whether or not the member
 * thought to report it. Each row settles in its own transaction through `transition`, so two
 * instances sweeping together settle it once.
 */
export async function sweepSettlements(db: Db, events: DomainEvents, now = new Date()): Promise<number> {
  let count = 0;
  const lapsed = await db
    .select({ no: proReservations.reservationNo })
    .from(proReservations)
    .where(and(eq(proReservations.status, 'requested'), lte(proReservations.answerDeadline, now)))
    .limit(100);
  for (const { no } of lapsed) {
    const row = await db.transaction(async (tx) => {
      const r = await transition(tx, no, ['requested'], 'expired', { refund: ALL, release: false });
      if (r) await countRequest(tx, r.proNo, false);
      return r;
    });
    if (row) {
      count++;
      await events.emit('pro.reservationChanged', changedEvent(row, 'expired'));
    }
  }
  const ended = await db
    .select({ no: proReservations.reservationNo, startedAt: proReservations.startedAt })
    .from(proReservations)
    .where(
      and(
        eq(proReservations.status, 'accepted'),
        lte(proReservations.endAt, new Date(now.getTime() - RELEASE_AFTER_END_MIN * 60_000)),
      ),
    )
    .limit(100);
  for (const { no, startedAt } of ended) {
    const change = startedAt ? 'completed' : 'pro_no_show';
    const row = await db.transaction((tx) =>
      transition(
        tx,
        no,
        ['accepted'],
        change,
        startedAt ? { refund: 0, release: true } : { refund: ALL, release: false },
      ),
    );
    if (row) {
      count++;
      await events.emit('pro.reservationChanged', changedEvent(row, change));
    }
  }
  return count;
}

/** Answer-rate counters: every decided or lapsed request counts; only an answer in time is answered. */
export async function countRequest(tx: DbOrTx, proNo: number, answered: boolean): Promise<void> {
  await tx
    .update(pros)
    .set({
      requestCount: sql`${pros.requestCount} + 1`,
      answeredCount: answered ? sql`${pros.answeredCount} + 1` : pros.answeredCount,
    })
    .where(eq(pros.proNo, proNo));
}

export function notFound(): never {
  throw fail('NOT_FOUND', '예약을 찾을 수 없어요. 목록을 새로고침해 주세요.');
}

/**
 * A no-show reported in the pro room (chat's `chat.proNoShow`): an absent pro refunds the member in
 * full; an absent member's price goes to the pro (refund policy 제9조). Only an accepted session
 * settles this way, once; a late report after the sweep released it changes nothing.
 */
export async function settleNoShow(
  db: Db,
  events: DomainEvents,
  roomId: string,
  absent: 'pro' | 'user',
): Promise<ReservationRow | null> {
  const [found] = await db
    .select({ no: proReservations.reservationNo })
    .from(proReservations)
    .where(eq(proReservations.chatId, roomId));
  if (!found) return null;
  const change = absent === 'pro' ? 'pro_no_show' : 'member_no_show';
  const row = await db.transaction((tx) =>
    transition(tx, found.no, ['accepted'], change, {
      refund: absent === 'pro' ? ALL : 0,
      release: absent === 'user',
    }),
  );
  if (row) await events.emit('pro.reservationChanged', changedEvent(row, change));
  return row;
}

/**
 * The pro left the pro room (chat's `chat.proRoomLeft`). Before checking the start in, that is a
 * no-show: everything back. After it, while the member is still there and before the slot's end,
 * it is a walk-out (pro_left): the pro keeps the minutes served, the member gets the rest back
 * (`proWalkOutRefund`). Leaving after the member, or after the end, changes nothing: the sweep
 * releases the session as usual.
 */
export async function settleProLeft(
  db: Db,
  events: DomainEvents,
  roomId: string,
  at: Date,
): Promise<ReservationRow | null> {
  const [r] = await db.select().from(proReservations).where(eq(proReservations.chatId, roomId));
  if (r?.status !== 'accepted') return null;
  let change: 'pro_no_show' | 'pro_left' = 'pro_no_show';
  let refund = ALL;
  if (r.startedAt) {
    if (r.memberLeftAt || at >= r.endAt) return null;
    const from = Math.max(r.startAt.getTime(), r.startedAt.getTime());
    const minutes = (r.endAt.getTime() - r.startAt.getTime()) / 60_000;
    refund = proWalkOutRefund(r.price, minutes, (at.getTime() - from) / 60_000);
    change = 'pro_left';
  }
  const row = await db.transaction((tx) =>
    transition(tx, r.reservationNo, ['accepted'], change, { refund, release: change === 'pro_left' }),
  );
  if (row) await events.emit('pro.reservationChanged', changedEvent(row, change));
  return row;
}
