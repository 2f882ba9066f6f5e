import { z } from 'zod';
import { defineContract } from './contract.js';

/**
 * A person as the directory, recommendations and tutorial show them (the seed's candidate
 * fields plus what a card needs). Never carries e-mail or phone: `CI_VERIFIED` and `USER_PHONE`
 * are the seed's '01'/'00' verification flags, not the values.
 */
export const ZPersonCard = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  USER_AGE: z.string(),
  USER_GENDER: z.string(),
  CI_VERIFIED: z.enum(['00', '01']),
  USER_PHONE: z.enum(['00', '01']),
  SCHOOL_VERIFIED: z.enum(['00', '01']),
  MEMBER_TYPE: z.string().nullable(),
  MAIN_JOB: z.string().nullable(),
  MAIN_JOB_D: z.string().nullable(),
  SUB_JOB: z.string().nullable(),
  SUB_JOB_D: z.string().nullable(),
  STATUS_LINE: z.string().nullable(),
  REGION: z.string(),
  MEETING_MODE: z.string(),
  SKILLS: z.array(z.string()),
  /** The introduction cut for a card (plain text). */
  INTRODUCTION: z.string(),
  FOLLOWER_COUNT: z.number().int(),
  IS_FOLLOWING: z.boolean(),
  IS_FAVOURITE: z.boolean(),
  /** One Korean line saying why this person was recommended; null outside recommendations. */
  MATCH_REASON: z.string().nullable(),
});
export type PersonCard = z.infer<typeof ZPersonCard>;

export const ZUserNoBody = z.object({ user_no: z.coerce.number().int().positive() });

export const follow = defineContract({
  method: 'POST',
  path: '/api/profile/follow',
  summary: '사람을 팔로우하거나 팔로우를 취소합니다. follow=false면 취소해요.',
  tags: ['profile'],
  auth: true,
  body: ZUserNoBody.extend({ follow: z.boolean() }),
  response: z.object({ IS_FOLLOWING: z.boolean(), FOLLOWER_COUNT: z.number().int() }),
});

export const ZFavouriteTarget = z.enum(['user', 'project', 'product']);

export const favourite = defineContract({
  method: 'POST',
  path: '/api/profile/like',
  summary: '사람·프로젝트·프로덕트를 즐겨찾기에 넣거나 뺍니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    target_type: ZFavouriteTarget,
    target_no: z.coerce.number().int().positive(),
    favourite: z.boolean(),
  }),
  response: z.object({ IS_FAVOURITE: z.boolean(), FAVOURITE_COUNT: z.number().int() }),
});

export const favouriteCount = defineContract({
  method: 'GET',
  path: '/api/profile/load_favorite_count',
  summary: '즐겨찾기한 사람·프로젝트·프로덕트 수를 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    USER_COUNT: z.number().int(),
    PROJECT_COUNT: z.number().int(),
    PRODUCT_COUNT: z.number().int(),
  }),
});
