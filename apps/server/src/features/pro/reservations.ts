/**
 * Reservations (`reserve_pro`, `accept_pro`, `reject_pro`, `cancel_pro`, `refund_pro`,
 * `load_pro_history`, `load_pro_reservation`). Reserving holds the price on the ledger in the
 * transaction that inserts the row; the database's partial unique index on (pro, start) over live
 * rows refuses a second booking of the slot even when both arrive at once. Where the points go
 * afterwards is `settlement.ts`; the cancellation rule is written in the refund policy 제9조.
 */
import {
  PRO_ANSWER_BEFORE_MIN,
  PRO_ANSWER_HOURS,
  PRO_CANCEL_RULES,
  PRO_ZONE,
  type proApi,
  type Reservation,
} from '@sidequest/shared';
import type { BodyOut, QueryOut } from '@sidequest/shared';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { movePoints, pointBalance } from '../points/ledger.js';
import { requirePro, slotEnd } from './hours.js';
import { LIVE_STATUSES, proReservations, proReviews } from './schema.js';
import {
  changedEvent,
  countRequest,
  holdRef,
  notFound,
  type ReservationRow,
  transition,
} from './settlement.js';

const PAGE = 20;
const HOUR = 3600_000;
const proUser = alias(users, 'pro_user');
const memberUser = alias(users, 'member_user');

function toReservation(
  r: ReservationRow,
  pro: { userNo: number; nickname: string | null; imgUrl: string | null },
  member: { userNo: number; nickname: string | null; imgUrl: string | null },
  reviewed: boolean,
): Reservation {
  const person = (p: typeof pro) => ({
    USER_NO: p.userNo,
    USER_NICKNAME: p.nickname ?? '',
    USER_IMG_URL: p.imgUrl,
  });
  return {
    RESERVATION_NO: r.reservationNo,
    PRO: person(pro),
    MEMBER: person(member),
    PROFESSION: r.profession,
    START_AT: r.startAt.toISOString(),
    END_AT: r.endAt.toISOString(),
    ZONE: PRO_ZONE,
    PRICE: r.price,
    TOPIC: r.topic,
    MESSAGE: r.message,
    STATUS: r.status,
    ANSWER_DEADLINE: r.answerDeadline.toISOString(),
    REJECT_REASON: r.rejectReason,
    REFUNDED: r.refunded,
    RELEASED: r.released,
    CHAT_ID: r.chatId,
    REVIEWED: reviewed,
    CREATED_AT: r.createdAt.toISOString(),
  };
}

const selection = {
  r: proReservations,
  pro: { userNo: proUser.userNo, nickname: proUser.nickname, imgUrl: proUser.imgUrl },
  member: { userNo: memberUser.userNo, nickname: memberUser.nickname, imgUrl: memberUser.imgUrl },
  reviewed: sql<boolean>`exists (select 1 from ${proReviews} where ${proReviews.reservationNo} = ${proReservations.reservationNo})`,
};

function selectReservations(db: Db) {
  return db
    .select(selection)
    .from(proReservations)
    .innerJoin(proUser, eq(proUser.userNo, proReservations.proNo))
    .innerJoin(memberUser, eq(memberUser.userNo, proReservations.memberNo));
}

export async function loadReservation(db: Db, reservationNo: number): Promise<Reservation> {
  const [row] = await selectReservations(db).where(eq(proReservations.reservationNo, reservationNo));
  if (!row) notFound();
  return toReservation(row.r, row.pro, row.member, row.reviewed);
}

async function requireOwn(db: Db, reservationNo: number, userNo: number, side: 'pro' | 'member') {
  const [row] = await db
    .select()
    .from(proReservations)
    .where(eq(proReservations.reservationNo, reservationNo));
  if (!row) notFound();
  if ((side === 'pro' ? row.proNo : row.memberNo) !== userNo) {
    throw fail(
      'FORBIDDEN',
      side === 'pro' ? '나에게 들어온 예약만 처리할 수 있어요.' : '내가 한 예약만 취소할 수 있어요.',
    );
  }
  return row;
}

const alreadyDecided = () => fail('CONFLICT', '이미 처리된 예약이에요. 목록을 새로고침해 주세요.');

export async function reserve(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: BodyOut<typeof proApi.reservePro>,
  now = new Date(),
): Promise<{ reservation: Reservation; BALANCE: number }> {
  if (input.pro_no === user.userNo) throw fail('VALIDATION', '나에게는 상담을 예약할 수 없어요.');
  const startAt = new Date(input.start_at);
  const row = await db.transaction(async (tx) => {
    const pro = await requirePro(tx, input.pro_no);
    if (!pro.topics.includes(input.topic)) {
      throw fail('VALIDATION', '이 프로가 받지 않는 상담 주제예요. 프로필의 주제 중에서 골라 주세요.');
    }
    const endAt = slotEnd(pro, startAt, now);
    if (!endAt) {
      throw fail(
        'CONFLICT',
        '예약할 수 없는 시간이에요. 지났거나 곧 시작하는 시간이에요. 다른 시간을 골라 주세요.',
      );
    }
    const clash = await tx
      .select({ no: proReservations.reservationNo })
      .from(proReservations)
      .where(
        and(
          eq(proReservations.proNo, pro.proNo),
          inArray(proReservations.status, [...LIVE_STATUSES]),
          lt(proReservations.startAt, endAt),
          gt(proReservations.endAt, startAt),
        ),
      )
      .limit(1);
    const taken = () => fail('CONFLICT', '방금 다른 메이커가 예약한 시간이에요. 다른 시간을 골라 주세요.');
    if (clash.length > 0) throw taken();
    const deadline = Math.min(
      now.getTime() + PRO_ANSWER_HOURS * HOUR,
      startAt.getTime() - PRO_ANSWER_BEFORE_MIN * 60_000,
    );
    const [inserted] = await tx
      .insert(proReservations)
      .values({
        proNo: pro.proNo,
        memberNo: user.userNo,
        profession: pro.profession,
        startAt,
        endAt,
        price: pro.price,
        topic: input.topic,
        message: input.message,
        answerDeadline: new Date(deadline),
      })
      // The live-slot unique index: a concurrent booking that committed first wins.
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw taken();
    await movePoints(tx, {
      userNo: user.userNo,
      delta: -pro.price,
      kind: 'spend',
      reason: 'pro',
      ref: holdRef(inserted.reservationNo),
      memo: '프로 상담 예약(보관)',
    });
    return inserted;
  });
  await events.emit('pro.reservationChanged', { ...changedEvent(row, 'requested') });
  return {
    reservation: await loadReservation(db, row.reservationNo),
    BALANCE: await pointBalance(db, user.userNo),
  };
}

export async function accept(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  reservationNo: number,
  now = new Date(),
) {
  const own = await requireOwn(db, reservationNo, user.userNo, 'pro');
  if (own.status === 'requested' && own.answerDeadline <= now) {
    throw fail('CONFLICT', '답변 기한이 지나 예약이 취소됐어요. 포인트는 회원에게 돌려줬어요.');
  }
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(proReservations)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(proReservations.reservationNo, reservationNo),
          eq(proReservations.status, 'requested'),
          gt(proReservations.answerDeadline, now),
        ),
      )
      .returning();
    if (r) await countRequest(tx, r.proNo, true);
    return r;
  });
  if (!row) throw alreadyDecided();
  await events.emit('pro.reservationChanged', changedEvent(row, 'accepted'));
  return { reservation: await loadReservation(db, reservationNo) };
}

export async function reject(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: BodyOut<typeof proApi.rejectPro>,
) {
  await requireOwn(db, input.reservation_no, user.userNo, 'pro');
  const row = await db.transaction(async (tx) => {
    const r = await transition(
      tx,
      input.reservation_no,
      ['requested'],
      'rejected',
      { refund: Number.MAX_SAFE_INTEGER, release: false },
      { rejectReason: input.reason },
    );
    if (r) await countRequest(tx, r.proNo, true);
    return r;
  });
  if (!row) throw alreadyDecided();
  await events.emit('pro.reservationChanged', changedEvent(row, 'rejected'));
  return { reservation: await loadReservation(db, input.reservation_no) };
}

/**
 * What a member gets back for cancelling now (refund policy 제9조): everything before the pro
 * accepted; after, everything at least 24 hours before the start, half (rounded down) at least
 * three hours before, nothing later. Cancelling after the start is refused.
 */
export function cancellationRefund(
  row: Pick<ReservationRow, 'status' | 'price' | 'startAt'>,
  now: Date,
): number {
  if (row.status === 'requested') return row.price;
  const hoursLeft = (row.startAt.getTime() - now.getTime()) / HOUR;
  if (hoursLeft >= PRO_CANCEL_RULES.fullHours) return row.price;
  if (hoursLeft >= PRO_CANCEL_RULES.halfHours) return Math.floor(row.price / 2);
  return 0;
}

export async function cancel(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  reservationNo: number,
  now = new Date(),
) {
  const own = await requireOwn(db, reservationNo, user.userNo, 'member');
  if (own.status !== 'requested' && own.status !== 'accepted') throw alreadyDecided();
  if (own.startAt <= now) throw fail('CONFLICT', '이미 시작한 상담은 취소할 수 없어요.');
  const refund = cancellationRefund(own, now);
  // Only from the status the refund was computed for: if the pro accepted meanwhile, ask again.
  const row = await db.transaction(async (tx) => {
    const r = await transition(tx, reservationNo, [own.status], 'cancelled', { refund, release: true });
    if (r && own.status === 'requested') await countRequest(tx, r.proNo, false);
    return r;
  });
  if (!row) throw fail('CONFLICT', '예약 상태가 바뀌었어요. 새로고침한 뒤 다시 취소해 주세요.');
  await events.emit('pro.reservationChanged', changedEvent(row, 'cancelled'));
  return { reservation: await loadReservation(db, reservationNo) };
}

/** The pro gives an accepted session's price back in full, before it settles; once. */
export async function refund(db: Db, events: DomainEvents, user: UserRow, reservationNo: number) {
  await requireOwn(db, reservationNo, user.userNo, 'pro');
  const row = await db.transaction((tx) =>
    transition(tx, reservationNo, ['accepted'], 'refunded', {
      refund: Number.MAX_SAFE_INTEGER,
      release: false,
    }),
  );
  if (!row) throw fail('CONFLICT', '환불할 수 없는 예약이에요. 이미 환불했거나 정산이 끝났어요.');
  await events.emit('pro.reservationChanged', changedEvent(row, 'refunded'));
  return { reservation: await loadReservation(db, reservationNo) };
}

async function page(db: Db, side: 'pro' | 'member', userNo: number, before?: number, openOnly = false) {
  const col = side === 'pro' ? proReservations.proNo : proReservations.memberNo;
  const rows = await selectReservations(db)
    .where(
      and(
        eq(col, userNo),
        before ? lt(proReservations.reservationNo, before) : undefined,
        openOnly ? inArray(proReservations.status, [...LIVE_STATUSES]) : undefined,
      ),
    )
    .orderBy(desc(proReservations.reservationNo))
    .limit(PAGE + 1);
  return {
    list: rows.slice(0, PAGE).map((r) => toReservation(r.r, r.pro, r.member, r.reviewed)),
    has_more: rows.length > PAGE,
  };
}

export const memberHistory = (db: Db, userNo: number, q: QueryOut<typeof proApi.loadProHistory>) =>
  page(db, 'member', userNo, q.before);

export const proInbox = (db: Db, userNo: number, q: QueryOut<typeof proApi.loadProReservation>) =>
  page(db, 'pro', userNo, q.before, q.open === '1');
