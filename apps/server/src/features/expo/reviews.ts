/**
 * Booth reviews: 1–5 stars and text, one per member per booth (writing again edits it), never on
 * one's own team's booth; the team answers each review once (editing the answer in place). The
 * booth's review_count moves with the rows in the same transaction.
 */
import { expoSocialApi } from '@sidequest/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { authorFields, toAuthor } from '../lounge/cards.js';
import { profiles } from '../profile/schema.js';
import { refuseOwnBooth, socialBooth } from './social-access.js';
import { boothReviews } from './social-schema.js';
import { booths } from './schema.js';

type Review = expoSocialApi.BoothReview;

function reviewSelect(db: Db, viewerNo: number | null) {
  return db
    .select({
      ...authorFields(viewerNo),
      reviewNo: boothReviews.reviewNo,
      boothNo: boothReviews.boothNo,
      rating: boothReviews.rating,
      body: boothReviews.body,
      answer: boothReviews.answer,
      answeredAt: boothReviews.answeredAt,
      createdAt: boothReviews.createdAt,
      updatedAt: boothReviews.updatedAt,
    })
    .from(boothReviews)
    .innerJoin(users, eq(users.userNo, boothReviews.userNo))
    .leftJoin(profiles, eq(profiles.userNo, boothReviews.userNo));
}

type ReviewRow = Awaited<ReturnType<typeof reviewSelect>>[number];

function toReview(r: ReviewRow, viewerNo: number | null): Review {
  return {
    REVIEW_NO: r.reviewNo,
    RATING: r.rating,
    BODY: r.body,
    AUTHOR: toAuthor(r, viewerNo),
    MINE: viewerNo === r.authorNo,
    ANSWER: r.answer,
    ANSWERED_AT: r.answeredAt?.toISOString() ?? null,
    CREATED_AT: r.createdAt.toISOString(),
    UPDATED_AT: r.updatedAt.toISOString(),
  };
}

async function oneReview(db: Db, reviewNo: number, viewerNo: number | null): Promise<Review> {
  const [row] = await reviewSelect(db, viewerNo).where(eq(boothReviews.reviewNo, reviewNo)).limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 리뷰가 없어요. 지워졌을 수 있어요.');
  return toReview(row, viewerNo);
}

/** A page of reviews, newest first, paged by review number; and the viewer's own review. */
export async function listReviews(db: Db, viewerNo: number | null, q: { booth_no: number; before?: number }) {
  await socialBooth(db, q.booth_no, viewerNo, 'read');
  const size = expoSocialApi.EXPO_SOCIAL_LIMITS.reviewsPageSize;
  const rows = await reviewSelect(db, viewerNo)
    .where(
      and(eq(boothReviews.boothNo, q.booth_no), q.before ? lt(boothReviews.reviewNo, q.before) : undefined),
    )
    .orderBy(desc(boothReviews.reviewNo))
    .limit(size + 1);
  const [mine] =
    viewerNo === null
      ? []
      : await reviewSelect(db, viewerNo)
          .where(and(eq(boothReviews.boothNo, q.booth_no), eq(boothReviews.userNo, viewerNo)))
          .limit(1);
  return {
    list: rows.slice(0, size).map((r) => toReview(r, viewerNo)),
    has_more: rows.length > size,
    mine: mine ? toReview(mine, viewerNo) : null,
  };
}

/** Writes the member's review of the booth, or edits the one they wrote. */
export async function writeReview(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: expoSocialApi.ReviewInput,
) {
  const booth = await socialBooth(db, input.booth_no, user.userNo, 'act');
  refuseOwnBooth(booth, user.userNo);
  const { reviewNo, isNew } = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(boothReviews)
      .values({ boothNo: input.booth_no, userNo: user.userNo, rating: input.rating, body: input.body })
      .onConflictDoNothing()
      .returning({ reviewNo: boothReviews.reviewNo });
    if (added) {
      await tx
        .update(booths)
        .set({ reviewCount: sql`${booths.reviewCount} + 1` })
        .where(eq(booths.boothNo, input.booth_no));
      return { reviewNo: added.reviewNo, isNew: true };
    }
    const [edited] = await tx
      .update(boothReviews)
      .set({ rating: input.rating, body: input.body, updatedAt: sql`now()` })
      .where(and(eq(boothReviews.boothNo, input.booth_no), eq(boothReviews.userNo, user.userNo)))
      .returning({ reviewNo: boothReviews.reviewNo });
    if (!edited) throw fail('CONFLICT');
    return { reviewNo: edited.reviewNo, isNew: false };
  });
  if (isNew) {
    await events.emit('booth.reviewed', {
      reviewNo,
      boothNo: booth.boothNo,
      boothName: booth.name,
      userNo: user.userNo,
      rating: input.rating,
      teamNos: booth.teamNos,
    });
  }
  return oneReview(db, reviewNo, user.userNo);
}

async function reviewBooth(db: Db, reviewNo: number) {
  const [row] = await db
    .select({ boothNo: boothReviews.boothNo, userNo: boothReviews.userNo })
    .from(boothReviews)
    .where(eq(boothReviews.reviewNo, reviewNo))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 리뷰가 없어요. 지워졌을 수 있어요.');
  return row;
}

/** Removes the member's own review (its answer goes with it). */
export async function removeReview(db: Db, user: UserRow, reviewNo: number) {
  const review = await reviewBooth(db, reviewNo);
  if (review.userNo !== user.userNo) throw fail('FORBIDDEN', '내가 쓴 리뷰만 지울 수 있어요.');
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(boothReviews)
      .where(eq(boothReviews.reviewNo, reviewNo))
      .returning({ n: boothReviews.reviewNo });
    if (gone.length === 0) return;
    await tx
      .update(booths)
      .set({ reviewCount: sql`greatest(${booths.reviewCount} - 1, 0)` })
      .where(eq(booths.boothNo, review.boothNo));
  });
  return { review_no: reviewNo };
}

/** The team's answer to a review: anyone on the booth's team writes or edits it. */
export async function answerReview(db: Db, user: UserRow, input: { review_no: number; answer: string }) {
  const review = await reviewBooth(db, input.review_no);
  const booth = await socialBooth(db, review.boothNo, user.userNo, 'act');
  if (!booth.teamNos.includes(user.userNo)) {
    throw fail('FORBIDDEN', '부스 팀원만 리뷰에 답변할 수 있어요.');
  }
  await db
    .update(boothReviews)
    .set({ answer: input.answer, answeredBy: user.userNo, answeredAt: sql`now()` })
    .where(eq(boothReviews.reviewNo, input.review_no));
  return oneReview(db, input.review_no, user.userNo);
}
