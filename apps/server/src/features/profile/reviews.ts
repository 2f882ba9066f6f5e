import { levelForExp, type Review } from '@sidequest/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { areTeammates, projectNames } from '../project/team/common.js';
import { memberByNo } from './members.js';
import type { Paging } from './relations.js';
import { profiles, reviews } from './schema.js';

type ReviewRow = typeof reviews.$inferSelect & {
  reviewerNickname: string | null;
  reviewerImg: string | null;
  reviewerExp: number;
};

function toReview(r: ReviewRow, names: Map<number, string>, viewerNo: number | null): Review {
  return {
    REVIEW_NO: r.reviewNo,
    REVIEWER_NO: r.reviewerNo,
    REVIEWER_NICKNAME: r.reviewerNickname,
    REVIEWER_IMG_URL: r.reviewerImg,
    REVIEWER_LEVEL: levelForExp(r.reviewerExp).level,
    PROJECT_NO: r.projectNo,
    PROJECT_NAME: names.get(r.projectNo) ?? null,
    RATING: r.rating,
    BODY: r.body,
    CREATED_AT: r.createdAt.toISOString(),
    UPDATED_AT: r.updatedAt.toISOString(),
    IS_MINE: viewerNo !== null && viewerNo === r.reviewerNo,
  };
}

const reviewColumns = {
  reviewNo: reviews.reviewNo,
  reviewerNo: reviews.reviewerNo,
  revieweeNo: reviews.revieweeNo,
  projectNo: reviews.projectNo,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  // A withdrawn reviewer keeps their words but not their name (shown as 탈퇴한 회원).
  reviewerNickname: sql<string | null>`case when ${users.status} = 'active' then ${users.nickname} end`,
  reviewerImg: sql<string | null>`case when ${users.status} = 'active' then ${users.imgUrl} end`,
  // The level icon beside the name: one number from the reviewer's profile.
  reviewerExp: sql<number>`coalesce(${profiles.exp}, 0)`,
};

async function reviewByNo(db: Db, reviewNo: number, viewerNo: number | null): Promise<Review> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.userNo, reviews.reviewerNo))
    .leftJoin(profiles, eq(profiles.userNo, reviews.reviewerNo))
    .where(eq(reviews.reviewNo, reviewNo));
  if (!row) throw fail('NOT_FOUND', '리뷰를 찾을 수 없어요. 새로고침한 뒤 다시 확인해 주세요.');
  return toReview(row, await projectNames(db, [row.projectNo]), viewerNo);
}

export interface ReviewInput {
  user_no: number;
  project_no: number;
  rating: number;
  body: string;
}

export async function createReview(
  db: Db,
  events: DomainEvents,
  author: UserRow,
  input: ReviewInput,
): Promise<Review> {
  if (input.user_no === author.userNo) {
    throw fail('FORBIDDEN', '자기 자신에게는 리뷰를 남길 수 없어요.');
  }
  const reviewee = await memberByNo(db, input.user_no);
  // Teammates: both were on the team of that project (project's rule, past members included).
  if (!(await areTeammates(db, author.userNo, input.user_no, input.project_no))) {
    throw fail('NOT_TEAMMATES');
  }
  const [row] = await db
    .insert(reviews)
    .values({
      reviewerNo: author.userNo,
      revieweeNo: input.user_no,
      projectNo: input.project_no,
      rating: input.rating,
      body: input.body.trim(),
    })
    .onConflictDoNothing()
    .returning({ reviewNo: reviews.reviewNo });
  if (!row) {
    throw fail('CONFLICT', '이 프로젝트에서는 이미 리뷰를 남겼어요. 남긴 리뷰를 고쳐 주세요.');
  }
  await events.emit('review.written', {
    reviewNo: row.reviewNo,
    projectNo: input.project_no,
    reviewer: { userNo: author.userNo, nickname: author.nickname },
    reviewee: { userNo: input.user_no, nickname: reviewee.user.nickname },
    body: input.body.trim(),
  });
  return reviewByNo(db, row.reviewNo, author.userNo);
}

export async function editReview(
  db: Db,
  author: UserRow,
  input: { review_no: number; rating: number; body: string },
): Promise<Review> {
  const [row] = await db
    .select({ reviewerNo: reviews.reviewerNo })
    .from(reviews)
    .where(eq(reviews.reviewNo, input.review_no));
  if (!row) throw fail('NOT_FOUND', '리뷰를 찾을 수 없어요. 새로고침한 뒤 다시 확인해 주세요.');
  if (row.reviewerNo !== author.userNo) throw fail('FORBIDDEN', '내가 쓴 리뷰만 고칠 수 있어요.');
  await db
    .update(reviews)
    .set({ rating: input.rating, body: input.body.trim(), updatedAt: sql`now()` })
    .where(and(eq(reviews.reviewNo, input.review_no), eq(reviews.reviewerNo, author.userNo)));
  return reviewByNo(db, input.review_no, author.userNo);
}

/** A member's reviews, newest first, with the average over all of them. */
export async function reviewsOf(db: Db, userNo: number, paging: Paging, viewerNo: number | null) {
  await memberByNo(db, userNo);
  const [rows, [summary]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.userNo, reviews.reviewerNo))
      .leftJoin(profiles, eq(profiles.userNo, reviews.reviewerNo))
      .where(eq(reviews.revieweeNo, userNo))
      .orderBy(desc(reviews.createdAt), desc(reviews.reviewNo))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({
        n: sql<number>`count(*)::int`,
        avg: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)::text`,
      })
      .from(reviews)
      .where(eq(reviews.revieweeNo, userNo)),
  ]);
  const names = await projectNames(db, [...new Set(rows.map((r) => r.projectNo))]);
  const count = summary?.n ?? 0;
  return {
    AVERAGE: summary?.avg == null ? null : Number(summary.avg),
    COUNT: count,
    list: rows.map((r) => toReview(r, names, viewerNo)),
    has_more: paging.page * paging.size < count,
  };
}
