/** Followers and followings, and reviews from teammates. */
import { z } from 'zod';
import { ZId, zText } from './primitives.js';
import { defineContract } from './contract.js';
import { ZNicknameQuery, ZPaging } from './profile-internal.js';
import { RESUME_LIMITS, ZPersonSummary } from './profile-records.js';

export { RELATION_PAGE_MAX, RELATION_PAGE_SIZE } from './profile-internal.js';

export const ZPersonPage = z.object({
  list: z.array(ZPersonSummary),
  total: z.number().int(),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type PersonPage = z.infer<typeof ZPersonPage>;

export const loadFollowers = defineContract({
  method: 'GET',
  path: '/api/profile/load_followers',
  summary: '이 사람을 팔로우하는 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ nickname: ZNicknameQuery }),
  response: ZPersonPage,
});

export const loadFollowings = defineContract({
  method: 'GET',
  path: '/api/profile/load_followings',
  summary: '이 사람이 팔로우하는 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ nickname: ZNicknameQuery }),
  response: ZPersonPage,
});

// ---------------------------------------------------------------------------------------------
// Reviews from teammates.

export const ZReview = z.object({
  REVIEW_NO: z.number().int(),
  REVIEWER_NO: z.number().int(),
  /** null once the reviewer has withdrawn (shown as 탈퇴한 회원). */
  REVIEWER_NICKNAME: z.string().nullable(),
  REVIEWER_IMG_URL: z.string().nullable(),
  /** The reviewer's level (1–10), for the level icon beside the name. */
  REVIEWER_LEVEL: z.number().int(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string().nullable(),
  RATING: z.number().int(),
  BODY: z.string(),
  CREATED_AT: z.string(),
  UPDATED_AT: z.string(),
  IS_MINE: z.boolean(),
});
export type Review = z.infer<typeof ZReview>;

const ZRating = z.coerce
  .number('별점을 1~5점 중에서 골라 주세요.')
  .int('별점을 1~5점 중에서 골라 주세요.')
  .min(1, '별점을 1~5점 중에서 골라 주세요.')
  .max(5, '별점을 1~5점 중에서 골라 주세요.');
const ZReviewBody = zText(RESUME_LIMITS.reviewBody, {
  trim: true,
  tooLong: `리뷰는 ${RESUME_LIMITS.reviewBody}자까지 쓸 수 있어요.`,
}).min(RESUME_LIMITS.reviewBodyMin, `리뷰는 ${RESUME_LIMITS.reviewBodyMin}자 이상 써 주세요.`);

export const reviewNew = defineContract({
  method: 'POST',
  path: '/api/profile/review_new',
  summary: '함께 프로젝트를 한 팀원에게 리뷰(별점과 글)를 남깁니다. 프로젝트마다 한 번 남길 수 있어요.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    user_no: ZId,
    project_no: ZId,
    rating: ZRating,
    body: ZReviewBody,
  }),
  response: z.object({ review: ZReview }),
});

export const reviewInfo = defineContract({
  method: 'GET',
  path: '/api/profile/reviewInfo',
  summary: '팀원들이 이 사람에게 남긴 리뷰와 평균 별점을 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ user_no: ZId }),
  response: z.object({
    AVERAGE: z.number().nullable(),
    COUNT: z.number().int(),
    list: z.array(ZReview),
    has_more: z.boolean(),
  }),
});

export const updateReview = defineContract({
  method: 'POST',
  path: '/api/profile/updateReview',
  summary: '내가 쓴 리뷰의 별점과 글을 고칩니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ review_no: ZId, rating: ZRating, body: ZReviewBody }),
  response: z.object({ review: ZReview }),
});
