/**
 * Lounge records and inputs (issue 6, items 1–3). Records use the seed's UPPER_SNAKE names
 * (FEED_ATTACHMENT_URL1..5); requests are snake_case. The calls are in lounge.ts.
 */
import { z } from 'zod';
import { ZId, zLine, zText } from './primitives.js';
import { loungePostTags, postTypes, reactionEmotes } from '../codes/content.js';
import { LOUNGE_LIMITS } from '../codes/lounge.js';

export const ZNo = ZId;

export const ZAttachment = z.object({
  url: zLine(500, { trim: true }).min(1),
  name: zLine(200, { trim: true }).min(1),
});

/** A poll's options as typed; the time is ISO 8601 (with offset) and must be in the future. */
export const ZPollInput = z.object({
  options: z
    .array(
      zLine(LOUNGE_LIMITS.pollOptionMax, { trim: true, tooLong: '항목은 80자까지 쓸 수 있어요.' }).min(1, {
        error: '빈 항목이 있어요. 내용을 적거나 지워 주세요.',
      }),
    )
    .min(LOUNGE_LIMITS.pollOptionsMin, { error: '투표 항목을 2개 이상 만들어 주세요.' })
    .max(LOUNGE_LIMITS.pollOptionsMax, { error: '투표 항목은 10개까지 만들 수 있어요.' }),
  multiple: z.boolean().default(false),
  ends_at: z.iso.datetime({ offset: true, error: '마감 시간을 다시 골라 주세요.' }).nullable().default(null),
});

const postFields = {
  post_type: z.enum(postTypes.codes, { error: '글 종류를 골라 주세요.' }),
  tag: z.enum(loungePostTags.codes, { error: '말머리를 목록에서 골라 주세요.' }),
  body: zText(LOUNGE_LIMITS.bodyMax, { tooLong: '글이 너무 길어요. 조금 줄여 주세요.' }),
  attachments: z
    .array(ZAttachment)
    .max(LOUNGE_LIMITS.attachmentsMax, { error: '첨부파일은 5개까지 올릴 수 있어요.' }),
  poll: ZPollInput.nullable(),
};

/** A post to publish. A poll ('03') needs `poll`; a posting ('01') must not send one. */
export const ZLoungePostInput = z.object({
  ...postFields,
  attachments: postFields.attachments.default([]),
  poll: postFields.poll.optional().default(null),
});
export type LoungePostInput = z.output<typeof ZLoungePostInput>;

/** A draft (`temp`): any subset, each part still type-checked. */
export const ZLoungeDraftInput = z.object({
  post_type: postFields.post_type.optional(),
  tag: postFields.tag.nullable().optional(),
  body: postFields.body.optional(),
  attachments: postFields.attachments.optional(),
  poll: ZPollInput.partial().nullable().optional(),
});
export type LoungeDraftInput = z.output<typeof ZLoungeDraftInput>;

export const ZAuthor = z.object({
  USER_NO: z.number().int(),
  /** Null for a withdrawn member (shown as 탈퇴한 회원). */
  USER_NICKNAME: z.string().nullable(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  /** Whether the viewer follows the author (false for anonymous viewers and for oneself). */
  IS_FOLLOWING: z.boolean(),
});
export type Author = z.infer<typeof ZAuthor>;

export const ZPollOption = z.object({
  OPTION_NO: z.number().int(),
  LABEL: z.string(),
  /** Null until the viewer voted or the poll ended (results are hidden before). */
  VOTE_COUNT: z.number().int().nullable(),
  MY_VOTE: z.boolean(),
});

export const ZPoll = z.object({
  POST_NO: z.number().int(),
  MULTIPLE: z.boolean(),
  ENDS_AT: z.string().nullable(),
  CLOSED: z.boolean(),
  /** People who voted; null while results are hidden. */
  VOTER_COUNT: z.number().int().nullable(),
  /**
   * Whether anyone voted at all (no counts): an edit may then no longer change the options, and the
   * author's composer needs to know before the results are visible to them.
   */
  HAS_VOTES: z.boolean(),
  VOTED: z.boolean(),
  RESULTS_VISIBLE: z.boolean(),
  OPTIONS: z.array(ZPollOption),
});
export type Poll = z.infer<typeof ZPoll>;

export const ZReactionCount = z.object({
  EMOTE: z.enum(reactionEmotes.codes),
  COUNT: z.number().int(),
  MINE: z.boolean(),
});

const attachmentFields = {
  FEED_ATTACHMENT_URL1: z.string().nullable(),
  FEED_ATTACHMENT_NAME1: z.string().nullable(),
  FEED_ATTACHMENT_URL2: z.string().nullable(),
  FEED_ATTACHMENT_NAME2: z.string().nullable(),
  FEED_ATTACHMENT_URL3: z.string().nullable(),
  FEED_ATTACHMENT_NAME3: z.string().nullable(),
  FEED_ATTACHMENT_URL4: z.string().nullable(),
  FEED_ATTACHMENT_NAME4: z.string().nullable(),
  FEED_ATTACHMENT_URL5: z.string().nullable(),
  FEED_ATTACHMENT_NAME5: z.string().nullable(),
};

/** A feed card, and (with the same fields) a post page. */
export const ZLoungePost = z.object({
  POST_NO: z.number().int(),
  POST_TYPE: z.enum(postTypes.codes),
  POST_TAG: z.enum(loungePostTags.codes),
  AUTHOR: ZAuthor,
  /** ISO 8601; the web shows it as relative time. */
  CREATE_TIME: z.string(),
  UPDATED: z.boolean(),
  /** Plain text cut at 120 characters (FEED_CUT) with `…`. */
  FEED_TEXT: z.string(),
  /** Whether FEED_TEXT is cut (the card then offers 펼치기, which shows BODY_HTML). */
  IS_CUT: z.boolean(),
  /** Sanitized HTML with mentions as links. */
  BODY_HTML: z.string(),
  ...attachmentFields,
  LIKE_COUNT: z.number().int(),
  REPLY_COUNT: z.number().int(),
  IS_LIKED: z.boolean(),
  IS_MINE: z.boolean(),
  REACTIONS: z.array(ZReactionCount),
  POLL: ZPoll.nullable(),
});
export type LoungePost = z.infer<typeof ZLoungePost>;

export const ZFeedPage = z.object({
  list: z.array(ZLoungePost),
  /** Pass back as `cursor` for 더보기; null at the end. */
  next_cursor: z.string().nullable(),
});

export const ZLoungeDraft = z.object({
  POST_NO: z.number().int(),
  POST_TYPE: z.string(),
  POST_TAG: z.string().nullable(),
  BODY_HTML: z.string(),
  FEED_TEXT: z.string(),
  POLL: z
    .object({
      options: z.array(z.string()),
      multiple: z.boolean(),
      ends_at: z.string().nullable(),
    })
    .nullable(),
  ...attachmentFields,
  UPDATED_AT: z.string(),
});
export type LoungeDraft = z.infer<typeof ZLoungeDraft>;

export const ZReply = z.object({
  REPLY_NO: z.number().int(),
  /** The thread: the lounge post's number, or the article's QUEST_NO for an article reply. */
  POST_NO: z.number().int(),
  PARENT_NO: z.number().int().nullable(),
  AUTHOR: ZAuthor,
  /** Escaped text with line breaks and mention links; empty for a deleted reply that has answers. */
  BODY_HTML: z.string(),
  DELETED: z.boolean(),
  CREATE_TIME: z.string(),
  LIKE_COUNT: z.number().int(),
  IS_LIKED: z.boolean(),
  IS_MINE: z.boolean(),
  /** Answers (one level): only on top-level replies. */
  ANSWERS: z.array(z.lazy((): z.ZodType<unknown> => ZReply)).optional(),
});
// A recursive schema needs a name to be referenced by: with an id in zod's global registry it
// becomes the OpenAPI component `LoungeReply` that the replies calls and ANSWERS point at.
z.globalRegistry.add(ZReply, { id: 'LoungeReply' });
export type Reply = z.infer<typeof ZReply> & { ANSWERS?: Reply[] };

export const ZPersonLine = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string().nullable(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
});
