/**
 * Point gifts (reference 9.3): a member gives another 1–5 points with a message. The sender's
 * spend, the receiver's credit and the gift row commit together; `points.gifted` goes out after.
 */
import { GIFT_DAILY_CAP, GIFT_PAGE, type Gift, type GiftInput, PG_INT_MAX } from '@sidequest/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../auth/schema.js';
import { activeSuspension } from '../moderation/sanctions.js';
import { lockBalances, movePoints, pointBalance } from '../points/ledger.js';
import { memberByNickname, memberByNo } from '../profile/members.js';
import type {} from './events.js';
import { gifts } from './schema.js';

export const giftRefs = {
  out: (giftNo: number) => `gift:${giftNo}:out`,
  in: (giftNo: number) => `gift:${giftNo}:in`,
};

/** Since the start of today in Seoul: the daily cap's window. */
const sinceSeoulMidnight = sql`(date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;

/** Points the member has gifted since Seoul midnight. */
async function giftedToday(db: DbOrTx, senderNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${gifts.points}), 0)::int` })
    .from(gifts)
    .where(and(eq(gifts.senderNo, senderNo), sql`${gifts.createdAt} >= ${sinceSeoulMidnight}`));
  return row?.n ?? 0;
}

export async function leftToday(db: DbOrTx, senderNo: number): Promise<number> {
  return Math.max(0, GIFT_DAILY_CAP - (await giftedToday(db, senderNo)));
}

/** The receiver by nickname, or by member number when no nickname matches the digits. */
async function receiverOf(db: Db, to: string) {
  try {
    return await memberByNickname(db, to);
  } catch (err) {
    const digits = /^\d{1,10}$/.test(to) ? Number(to) : 0;
    if (!(err instanceof AppError) || err.code !== 'NOT_FOUND' || digits < 1 || digits > PG_INT_MAX) {
      throw err;
    }
    return memberByNo(db, digits);
  }
}

type GiftRow = typeof gifts.$inferSelect;

/** One gift as the viewer sees it; `other` is the person on the other side. */
function toGift(
  row: GiftRow,
  viewerNo: number,
  other: { userNo: number; nickname: string | null; imgUrl: string | null },
): Gift {
  return {
    GIFT_NO: row.giftNo,
    DIRECTION: row.senderNo === viewerNo ? 'sent' : 'received',
    OTHER: { USER_NO: other.userNo, USER_NICKNAME: other.nickname ?? '', USER_IMG_URL: other.imgUrl },
    POINTS: row.points,
    MESSAGE: row.message,
    CREATED_AT: row.createdAt.toISOString(),
  };
}

async function existing(db: Db, senderNo: number, requestId: string) {
  const [row] = await db
    .select({ gift: gifts, other: { userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl } })
    .from(gifts)
    .innerJoin(users, eq(users.userNo, gifts.receiverNo))
    .where(and(eq(gifts.senderNo, senderNo), eq(gifts.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** Raised inside the transaction when another request with the same id got there first. */
class Repeated extends Error {}

/**
 * Gives points. Refused: to oneself (GIFT_SELF), to a withdrawn member (NOT_FOUND) or one under
 * a sanction (GIFT_RECEIVER_SUSPENDED), beyond the daily cap (GIFT_DAILY_LIMIT), or more than
 * the sender holds (E003). The same `requestId` answers the first gift again and moves nothing.
 */
export async function giveGift(
  db: Db,
  events: DomainEvents,
  sender: UserRow,
  input: Required<Pick<GiftInput, 'to' | 'points' | 'requestId'>> & { message: string },
) {
  const repeat = await existing(db, sender.userNo, input.requestId);
  if (repeat) return answer(db, sender.userNo, toGift(repeat.gift, sender.userNo, repeat.other));

  const { user: receiver } = await receiverOf(db, input.to);
  if (receiver.userNo === sender.userNo) throw fail('GIFT_SELF');
  if (await activeSuspension(db, receiver.userNo)) throw fail('GIFT_RECEIVER_SUSPENDED');

  let row: GiftRow;
  try {
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(gifts)
        .values({
          senderNo: sender.userNo,
          receiverNo: receiver.userNo,
          points: input.points,
          message: input.message,
          requestId: input.requestId,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new Repeated();
      await lockBalances(tx, [sender.userNo, receiver.userNo]);
      // The spend takes the sender's balance row lock, so the cap below counts every gift of
      // this sender committed before it: two gifts at once cannot both slip under the cap.
      await movePoints(tx, {
        userNo: sender.userNo,
        delta: -input.points,
        kind: 'gift',
        reason: 'gift',
        ref: giftRefs.out(inserted.giftNo),
        memo: `${receiver.nickname ?? ''}님에게 선물`,
      });
      if ((await giftedToday(tx, sender.userNo)) > GIFT_DAILY_CAP) {
        throw fail(
          'GIFT_DAILY_LIMIT',
          `선물은 하루에 ${GIFT_DAILY_CAP}포인트까지 할 수 있어요. 내일 다시 선물해 주세요.`,
        );
      }
      await movePoints(tx, {
        userNo: receiver.userNo,
        delta: input.points,
        kind: 'gift',
        reason: 'gift',
        ref: giftRefs.in(inserted.giftNo),
        memo: `${sender.nickname ?? ''}님의 선물`,
      });
      return inserted;
    });
  } catch (err) {
    if (!(err instanceof Repeated)) throw err;
    const first = await existing(db, sender.userNo, input.requestId);
    return answer(db, sender.userNo, toGift(first!.gift, sender.userNo, first!.other));
  }

  await events.emit('points.gifted', {
    giftNo: row.giftNo,
    senderNo: sender.userNo,
    senderNickname: sender.nickname,
    receiverNo: receiver.userNo,
    points: row.points,
    message: row.message,
  });
  return answer(db, sender.userNo, toGift(row, sender.userNo, receiver));
}

async function answer(db: Db, senderNo: number, gift: Gift) {
  return { gift, BALANCE: await pointBalance(db, senderNo), LEFT_TODAY: await leftToday(db, senderNo) };
}

/** The member's sent or received gifts, newest first, a page at a time by GIFT_NO. */
export async function listGifts(
  db: Db,
  viewerNo: number,
  q: { box: 'sent' | 'received'; before?: number | undefined },
) {
  const mine = q.box === 'sent' ? gifts.senderNo : gifts.receiverNo;
  const other = q.box === 'sent' ? gifts.receiverNo : gifts.senderNo;
  const rows = await db
    .select({ gift: gifts, other: { userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl } })
    .from(gifts)
    .innerJoin(users, eq(users.userNo, other))
    .where(and(eq(mine, viewerNo), q.before ? lt(gifts.giftNo, q.before) : undefined))
    .orderBy(desc(gifts.giftNo))
    .limit(GIFT_PAGE + 1);
  return {
    list: rows.slice(0, GIFT_PAGE).map((r) => toGift(r.gift, viewerNo, r.other)),
    has_more: rows.length > GIFT_PAGE,
    LEFT_TODAY: await leftToday(db, viewerNo),
  };
}
