/**
 * Expo: supports, likes, reviews with the team's answers, and booth forums (issue 15, item 3).
 * Records use the seed's UPPER_SNAKE names; requests are snake_case. Lists page by key: `before`
 * (newest first) or `after` (oldest first) is the last number the page ended on.
 */
import { z } from 'zod';
import { reactionEmotes } from '../codes/content.js';
import { defineContract } from './contract.js';
import { ZAuthor, ZReactionCount } from './lounge-records.js';
import { ZId, zLine, zText } from './primitives.js';

export const EXPO_SOCIAL_LIMITS = {
  reviewMinChars: 5,
  reviewMax: 1000,
  answerMax: 1000,
  threadTitleMin: 2,
  threadTitleMax: 80,
  threadBodyMax: 2000,
  replyMax: 1000,
  reviewsPageSize: 10,
  threadsPageSize: 10,
  repliesPageSize: 30,
} as const;

const L = EXPO_SOCIAL_LIMITS;
const ZBoothQuery = z.object({ booth_no: ZId });
const ZPageBefore = ZId.optional();

/** Counts and the viewer's own state, for the booth header's buttons and the review summary. */
export const ZBoothSocial = z.object({
  /** Null while a fresh booth hides its counts from everyone but its team (RANK_RULES.hiddenHours). */
  SUPPORT_COUNT: z.number().int().nullable(),
  LIKE_COUNT: z.number().int().nullable(),
  COUNTS_HIDDEN_UNTIL: z.string().nullable(),
  REVIEW_COUNT: z.number().int(),
  /** Mean of the stars, one decimal; null without reviews. */
  REVIEW_AVERAGE: z.number().nullable(),
  SUPPORTED: z.boolean(),
  LIKED: z.boolean(),
  /** The viewer is on the booth's team: they answer reviews and cannot support their own booth. */
  IS_TEAM: z.boolean(),
});
export type BoothSocial = z.infer<typeof ZBoothSocial>;

export const ZBoothReview = z.object({
  REVIEW_NO: z.number().int(),
  RATING: z.number().int().min(1).max(5),
  BODY: z.string(),
  AUTHOR: ZAuthor,
  MINE: z.boolean(),
  ANSWER: z.string().nullable(),
  ANSWERED_AT: z.string().nullable(),
  CREATED_AT: z.string(),
  UPDATED_AT: z.string(),
});
export type BoothReview = z.infer<typeof ZBoothReview>;

/**
 * A forum post's state: `deleted` by its author or `hidden` by the team or an operator; either way
 * its title and body come back empty and the page shows a short note in its place.
 */
export const FORUM_POST_STATES = ['live', 'deleted', 'hidden'] as const;
const forumPostFlags = {
  STATE: z.enum(FORUM_POST_STATES),
  /** The viewer wrote it and may delete it. */
  CAN_DELETE: z.boolean(),
  /** The viewer is on the booth's team or an operator and may hide or show it. */
  CAN_HIDE: z.boolean(),
};

export const ZForumReply = z.object({
  REPLY_NO: z.number().int(),
  BODY: z.string(),
  AUTHOR: ZAuthor,
  /** Written by someone on the booth's team (shown with a 팀 mark). */
  BY_TEAM: z.boolean(),
  CREATED_AT: z.string(),
  REACTIONS: z.array(ZReactionCount),
  ...forumPostFlags,
});
export type ForumReply = z.infer<typeof ZForumReply>;

export const ZForumThread = z.object({
  THREAD_NO: z.number().int(),
  TITLE: z.string(),
  BODY: z.string(),
  AUTHOR: ZAuthor,
  BY_TEAM: z.boolean(),
  REPLY_COUNT: z.number().int(),
  CREATED_AT: z.string(),
  REACTIONS: z.array(ZReactionCount),
  ...forumPostFlags,
});
export type ForumThread = z.infer<typeof ZForumThread>;

export const socialState = defineContract({
  method: 'GET',
  path: '/api/mgmt_expo/social_state',
  summary: '부스의 응원·좋아요·리뷰 수와 내가 응원·좋아요했는지, 내가 팀원인지 알려줘요.',
  tags: ['expo'],
  auth: false,
  query: ZBoothQuery,
  response: ZBoothSocial,
});

export const support = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/support',
  summary: '부스를 응원해요. 한 부스에 한 번만, 내 팀 부스는 응원할 수 없어요.',
  tags: ['expo'],
  auth: true,
  body: ZBoothQuery,
  response: ZBoothSocial,
});

export const like = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/like',
  summary: '부스에 좋아요를 누르거나 취소해요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZId, like: z.boolean() }),
  response: ZBoothSocial,
});

export const reviews = defineContract({
  method: 'GET',
  path: '/api/mgmt_expo/reviews',
  summary: '부스 리뷰를 최신순으로 불러와요. before에 마지막 REVIEW_NO를 넣으면 다음 쪽이에요.',
  tags: ['expo'],
  auth: false,
  query: z.object({ booth_no: ZId, before: ZPageBefore }),
  response: z.object({
    list: z.array(ZBoothReview),
    has_more: z.boolean(),
    /** The viewer's own review, wherever it falls in the list (to edit it). */
    mine: ZBoothReview.nullable(),
  }),
});

export const ZReviewInput = z.object({
  booth_no: ZId,
  rating: z.coerce
    .number({ error: '별점을 골라 주세요.' })
    .int()
    .min(1, { error: '별점을 1~5개 중에서 골라 주세요.' })
    .max(5, { error: '별점을 1~5개 중에서 골라 주세요.' }),
  body: zText(L.reviewMax, { trim: true, tooLong: `리뷰는 ${L.reviewMax}자까지 쓸 수 있어요.` }).refine(
    (v) => [...v].length >= L.reviewMinChars,
    { error: `리뷰를 ${L.reviewMinChars}자 이상 써 주세요.` },
  ),
});
export type ReviewInput = z.infer<typeof ZReviewInput>;

export const reviewWrite = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/review_write',
  summary: '부스 리뷰를 쓰거나, 이미 썼다면 고쳐요. 한 부스에 리뷰는 한 사람당 하나예요.',
  tags: ['expo'],
  auth: true,
  body: ZReviewInput,
  response: z.object({ review: ZBoothReview }),
});

export const reviewRemove = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/review_remove',
  summary: '내가 쓴 부스 리뷰를 지워요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ review_no: ZId }),
  response: z.object({ review_no: z.number().int() }),
});

export const ZAnswerInput = z.object({
  review_no: ZId,
  answer: zText(L.answerMax, { trim: true, tooLong: `답변은 ${L.answerMax}자까지 쓸 수 있어요.` }).min(1, {
    error: '답변 내용을 입력해 주세요.',
  }),
});

export const reviewAnswer = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/review_answer',
  summary: '부스 팀이 리뷰에 답변을 달거나 고쳐요. 리뷰 하나에 팀 답변은 하나예요.',
  tags: ['expo'],
  auth: true,
  body: ZAnswerInput,
  response: z.object({ review: ZBoothReview }),
});

export const forumThreads = defineContract({
  method: 'GET',
  path: '/api/mgmt_expo/forum_threads',
  summary: '부스 포럼의 글을 최신순으로 불러와요. before에 마지막 THREAD_NO를 넣으면 다음 쪽이에요.',
  tags: ['expo'],
  auth: false,
  query: z.object({ booth_no: ZId, before: ZPageBefore }),
  response: z.object({ list: z.array(ZForumThread), has_more: z.boolean() }),
});

export const ZThreadInput = z.object({
  booth_no: ZId,
  title: zLine(L.threadTitleMax, {
    trim: true,
    tooLong: `제목은 ${L.threadTitleMax}자까지 쓸 수 있어요.`,
  }).min(L.threadTitleMin, { error: `제목을 ${L.threadTitleMin}자 이상 써 주세요.` }),
  body: zText(L.threadBodyMax, { trim: true, tooLong: `내용은 ${L.threadBodyMax}자까지 쓸 수 있어요.` }).min(
    1,
    {
      error: '내용을 입력해 주세요.',
    },
  ),
});

export const forumThreadNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/forum_thread_new',
  summary: '부스 포럼에 글을 올려요.',
  tags: ['expo'],
  auth: true,
  body: ZThreadInput,
  response: z.object({ thread: ZForumThread }),
});

export const forumReplies = defineContract({
  method: 'GET',
  path: '/api/mgmt_expo/forum_replies',
  summary: '포럼 글의 댓글을 오래된 순으로 불러와요. after에 마지막 REPLY_NO를 넣으면 다음 쪽이에요.',
  tags: ['expo'],
  auth: false,
  query: z.object({ thread_no: ZId, after: ZPageBefore }),
  response: z.object({ list: z.array(ZForumReply), has_more: z.boolean() }),
});

export const ZForumReplyInput = z.object({
  thread_no: ZId,
  body: zText(L.replyMax, { trim: true, tooLong: `댓글은 ${L.replyMax}자까지 쓸 수 있어요.` }).min(1, {
    error: '댓글 내용을 입력해 주세요.',
  }),
});

export const forumReply = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/forum_reply',
  summary: '포럼 글에 댓글을 달아요.',
  tags: ['expo'],
  auth: true,
  body: ZForumReplyInput,
  response: z.object({ reply: ZForumReply }),
});

const ZForumTarget = { target_type: z.enum(['thread', 'reply']), target_no: ZId };

export const forumDelete = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/forum_delete',
  summary: '내가 쓴 포럼 글이나 댓글을 지워요. 자리에는 "삭제된 글이에요"가 남아요.',
  tags: ['expo'],
  auth: true,
  body: z.object(ZForumTarget),
  response: z.object({ ok: z.literal(true) }),
});

export const forumHide = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/forum_hide',
  summary: '부스 팀이나 운영자가 포럼 글이나 댓글을 숨기거나 다시 보여요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ ...ZForumTarget, hidden: z.boolean() }),
  response: z.object({ ok: z.literal(true) }),
});

export const forumReact = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/forum_react',
  summary: '포럼 글이나 댓글에 리액션(5가지)을 남기거나 거둬요.',
  tags: ['expo'],
  auth: true,
  body: z.object({
    target_type: z.enum(['thread', 'reply']),
    target_no: ZId,
    emote: z.enum(reactionEmotes.codes, { error: '리액션을 목록에서 골라 주세요.' }),
    on: z.boolean(),
  }),
  response: z.object({ reactions: z.array(ZReactionCount) }),
});
