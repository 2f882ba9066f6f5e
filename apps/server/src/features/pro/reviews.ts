/**
 * Reviews of pro sessions: the member of a completed session writes one (stars and words), shown
 * on the pro's page; the pro may answer each once. The pro's rating sum and count change in the
 * review's transaction, so the search card never disagrees with the reviews.
 */
import type { ProReview, proApi } from '@sidequest/shared';
import type { BodyOut } from '@sidequest/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { proReservations, proReviews, pros } from './schema.js';

const PAGE = 10;
type ReviewRow = typeof proReviews.$inferSelect;
type Who = { userNo: number; nickname: string | null; imgUrl: string | null };

function toReview(r: ReviewRow, who: Who): ProReview {
  return {
    REVIEW_NO: r.reviewNo,
    RESERVATION_NO: r.reservationNo,
    AUTHOR: { USER_NO: who.userNo, USER_NICKNAME: who.nickname ?? '', USER_IMG_URL: who.imgUrl },
    RATING: r.rating,
    BODY: r.body,
    ANSWER: r.answer,
    CREATED_AT: r.createdAt.toISOString(),
    ANSWERED_AT: r.answeredAt?.toISOString() ?? null,
  };
}

const who = { userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl };

export async function listReviews(db: Db, proNo: number, before?: number) {
  const rows = await db
    .select({ r: proReviews, who })
    .from(proReviews)
    .innerJoin(users, eq(users.userNo, proReviews.authorNo))
    .where(and(eq(proReviews.proNo, proNo), before ? lt(proReviews.reviewNo, before) : undefined))
    .orderBy(desc(proReviews.reviewNo))
    .limit(PAGE + 1);
  return { list: rows.slice(0, PAGE).map((x) => toReview(x.r, x.who)), has_more: rows.length > PAGE };
}

async function reviewOf(db: Db, reviewNo: number): Promise<ProReview> {
  const [row] = await db
    .select({ r: proReviews, who })
    .from(proReviews)
    .innerJoin(users, eq(users.userNo, proReviews.authorNo))
    .where(eq(proReviews.reviewNo, reviewNo));
  if (!row) throw fail('NOT_FOUND', '후기를 찾을 수 없어요. 새로고침해 주세요.');
  return toReview(row.r, row.who);
}

/**
 * Sessions that happened (or that the member missed, or the pro walked out of) may be reviewed;
 * cancelled ones and pro no-shows may not.
 */
const REVIEWABLE = new Set(['completed', 'member_no_show', 'pro_left']);

export async function writeReview(db: Db, user: UserRow, input: BodyOut<typeof proApi.writeProReview>) {
  const [res] = await db
    .select()
    .from(proReservations)
    .where(eq(proReservations.reservationNo, input.reservation_no));
  if (!res) throw fail('NOT_FOUND', '예약을 찾을 수 없어요. 목록을 새로고침해 주세요.');
  if (res.memberNo !== user.userNo) throw fail('FORBIDDEN', '내가 받은 상담에만 후기를 쓸 수 있어요.');
  if (!REVIEWABLE.has(res.status)) throw fail('CONFLICT', '상담이 끝난 뒤에 후기를 쓸 수 있어요.');
  const reviewNo = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(proReviews)
      .values({
        reservationNo: res.reservationNo,
        proNo: res.proNo,
        authorNo: user.userNo,
        rating: input.rating,
        body: input.body,
      })
      .onConflictDoNothing()
      .returning({ no: proReviews.reviewNo });
    if (!row) throw fail('CONFLICT', '이 상담에는 이미 후기를 남겼어요.');
    await tx
      .update(pros)
      .set({ ratingSum: sql`${pros.ratingSum} + ${input.rating}`, reviewCount: sql`${pros.reviewCount} + 1` })
      .where(eq(pros.proNo, res.proNo));
    return row.no;
  });
  return { review: await reviewOf(db, reviewNo) };
}

export async function answerReview(db: Db, user: UserRow, input: BodyOut<typeof proApi.answerProReview>) {
  const [row] = await db
    .update(proReviews)
    .set({ answer: input.answer, answeredAt: sql`now()` })
    .where(
      and(
        eq(proReviews.reviewNo, input.review_no),
        eq(proReviews.proNo, user.userNo),
        isNull(proReviews.answer),
      ),
    )
    .returning({ no: proReviews.reviewNo });
  if (!row) {
    const [found] = await db
      .select({ proNo: proReviews.proNo })
      .from(proReviews)
      .where(eq(proReviews.reviewNo, input.review_no));
    if (!found) throw fail('NOT_FOUND', '후기를 찾을 수 없어요. 새로고침해 주세요.');
    if (found.proNo !== user.userNo) throw fail('FORBIDDEN', '내 상담 후기에만 답글을 쓸 수 있어요.');
    throw fail('CONFLICT', '이 후기에는 이미 답글을 남겼어요.');
  }
  return { review: await reviewOf(db, row.no) };
}
