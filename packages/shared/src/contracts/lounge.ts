/**
 * The lounge (issue 6, items 1–3): posts and polls, drafts, the feed, replies, reactions and likes.
 * Records use the seed's UPPER_SNAKE names (FEED_ATTACHMENT_URL1..5); requests are snake_case.
 */
import { z } from 'zod';
import { zLimit, zLine, zText } from './primitives.js';
import { loungePostTags, reactionEmotes } from '../codes/content.js';
import { LOUNGE_LIMITS } from '../codes/lounge.js';
import { defineContract } from './contract.js';
import {
  ZFeedPage,
  ZLoungeDraft,
  ZLoungePost,
  ZLoungeDraftInput,
  ZLoungePostInput,
  ZNo,
  ZPersonLine,
  ZPoll,
  ZReactionCount,
  ZReply,
} from './lounge-records.js';

export * from './lounge-records.js';

const ZFeedQuery = z.object({
  tag: z.enum(loungePostTags.codes).optional(),
  cursor: zLine(100).optional(),
  size: zLimit(LOUNGE_LIMITS.feedPageSizeMax, LOUNGE_LIMITS.feedPageSize),
});

export const postings = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/postings',
  summary: '라운지 피드를 최신순으로 불러옵니다. tag로 말머리를 거르고, next_cursor로 더보기를 이어가요.',
  tags: ['lounge'],
  auth: false,
  body: ZFeedQuery,
  response: ZFeedPage,
});

export const loadFollowingPost = defineContract({
  method: 'POST',
  path: '/api/profile/load_following_post',
  summary: '내가 팔로우하는 메이커들의 라운지 글을 최신순으로 불러옵니다(팔로잉 피드).',
  tags: ['lounge'],
  auth: true,
  body: ZFeedQuery,
  response: ZFeedPage,
});

export const loadPost = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/load',
  summary: '라운지 글 하나를 불러옵니다.',
  tags: ['lounge'],
  auth: false,
  body: z.object({ post_no: ZNo }),
  response: z.object({ post: ZLoungePost }),
});

const ZPublished = z.object({
  post_no: z.number().int(),
  /** The same body as one of the author's earlier posts: published, and sent to the operators. */
  flagged: z.boolean(),
});

export const newUpload = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/new_upload',
  summary: '라운지 글을 게시합니다. post_no를 주면 그 임시 저장 글을 게시해요.',
  tags: ['lounge'],
  auth: true,
  body: ZLoungePostInput.extend({ post_no: ZNo.optional() }),
  response: ZPublished,
});

export const update = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/update',
  summary: '내가 쓴 라운지 글을 고칩니다. 투표가 시작된 뒤에는 투표 항목을 바꿀 수 없어요.',
  tags: ['lounge'],
  auth: true,
  body: ZLoungePostInput.extend({ post_no: ZNo }),
  response: ZPublished,
});

export const remove = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/remove',
  summary: '내가 쓴 라운지 글(또는 임시 저장 글)을 지웁니다.',
  tags: ['lounge'],
  auth: true,
  body: z.object({ post_no: ZNo }),
  response: z.object({ post_no: z.number().int() }),
});

export const loadTemp = defineContract({
  method: 'GET',
  path: '/api/mgmt_lounge/temp',
  summary: '임시 저장한 라운지 글을 최근 순으로 불러옵니다.',
  tags: ['lounge'],
  auth: true,
  response: z.object({ drafts: z.array(ZLoungeDraft) }),
});

export const saveTemp = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/temp',
  summary: '라운지 글을 임시 저장합니다(일부만 채워도 돼요). post_no가 없으면 새로 만들어요.',
  tags: ['lounge'],
  auth: true,
  body: ZLoungeDraftInput.extend({ post_no: ZNo.optional() }),
  response: z.object({ post_no: z.number().int(), UPDATED_AT: z.string() }),
});

export const loadVoting = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/load_voting',
  summary: '투표를 불러옵니다. 결과는 투표한 뒤나 마감 뒤에 보여요.',
  tags: ['lounge'],
  auth: false,
  body: z.object({ post_no: ZNo }),
  response: z.object({ poll: ZPoll }),
});

export const changeVoting = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/change_voting',
  summary: '투표하거나, 마감 전까지 내 선택을 바꿉니다. 한 사람이 한 번(복수 선택이면 여러 항목) 투표해요.',
  tags: ['lounge'],
  auth: true,
  body: z.object({
    post_no: ZNo,
    option_nos: z
      .array(ZNo)
      .min(1, { error: '투표할 항목을 골라 주세요.' })
      .max(LOUNGE_LIMITS.pollOptionsMax),
  }),
  response: z.object({ poll: ZPoll }),
});

export const replies = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/replies',
  summary: '라운지 글의 댓글과 답글(한 단계)을 오래된 순으로 불러옵니다.',
  tags: ['lounge'],
  auth: false,
  body: z.object({ post_no: ZNo }),
  response: z.object({ list: z.array(ZReply), count: z.number().int() }),
});

export const replyNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/reply_new',
  summary: '댓글을 남깁니다(1000자까지). parent_no를 주면 그 댓글에 답글을 달아요.',
  tags: ['lounge'],
  auth: true,
  body: z.object({
    post_no: ZNo,
    parent_no: ZNo.optional(),
    body: zText(LOUNGE_LIMITS.replyMax, { trim: true, tooLong: '댓글은 1,000자까지 쓸 수 있어요.' }).min(1, {
      error: '댓글 내용을 입력해 주세요.',
    }),
  }),
  response: z.object({ reply: ZReply }),
});

export const replyRemove = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/reply_remove',
  summary: '내가 쓴 댓글(라운지 글이나 아티클의 댓글)을 지웁니다.',
  tags: ['lounge'],
  auth: true,
  body: z.object({ reply_no: ZNo }),
  response: z.object({ reply_no: z.number().int() }),
});

/** 'article' is a magazine article (its replies are 'reply' like any other). */
const ZLikeTarget = z.object({ target_type: z.enum(['post', 'reply', 'article']), target_no: ZNo });

export const likes = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/likes',
  summary: '라운지 글, 댓글, 매거진 아티클에 좋아요를 누르거나(like: true) 취소합니다(like: false).',
  tags: ['lounge'],
  auth: true,
  body: ZLikeTarget.extend({ like: z.boolean() }),
  response: z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

export const likeProfile = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/like_profile',
  summary: '좋아요를 누른 사람을 최근 순으로 불러옵니다. mine은 내가 눌렀는지예요(아티클 첫 화면에 써요).',
  tags: ['lounge'],
  auth: false,
  body: ZLikeTarget,
  response: z.object({ list: z.array(ZPersonLine), count: z.number().int(), mine: z.boolean() }),
});

const ZReactBody = z.object({
  post_no: ZNo,
  emote: z.enum(reactionEmotes.codes, { error: '리액션을 목록에서 골라 주세요.' }),
});

export const react = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/react',
  summary: '라운지 글에 리액션(환영해요·좋아요·응원해요·공감해요·놀랐어요)을 남깁니다.',
  tags: ['lounge'],
  auth: true,
  body: ZReactBody,
  response: z.object({ reactions: z.array(ZReactionCount) }),
});

export const unreact = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/unreact',
  summary: '내가 남긴 리액션을 거둡니다.',
  tags: ['lounge'],
  auth: true,
  body: ZReactBody,
  response: z.object({ reactions: z.array(ZReactionCount) }),
});

export const reactionProfile = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/reaction_profile',
  summary: '라운지 글에 리액션을 남긴 사람을 리액션별로 불러옵니다.',
  tags: ['lounge'],
  auth: false,
  body: z.object({ post_no: ZNo }),
  response: z.object({
    list: z.array(z.object({ EMOTE: z.enum(reactionEmotes.codes), PEOPLE: z.array(ZPersonLine) })),
  }),
});

const ZFile = z.object({
  FILE_URL: z.string(),
  FILE_NAME: z.string(),
  FILE_KIND: z.enum(['image', 'document']),
});

/** multipart with one `file`: an image or a PDF/Word document; the post then lists it in `attachments`. */
export const feedUpload = defineContract({
  method: 'POST',
  path: '/api/upload/feedUpload',
  summary:
    '라운지 글에 붙일 첨부파일(이미지 또는 PDF·Word 문서)을 올립니다. 게시할 때 attachments에 넣어 주세요.',
  tags: ['upload', 'lounge'],
  auth: true,
  response: ZFile,
});

/** multipart: `post_no` first, then `file`; appended to the author's published post (5 at most). */
export const feedUpdate = defineContract({
  method: 'POST',
  path: '/api/upload/feedUpdate',
  summary: '이미 게시한 내 라운지 글에 첨부파일을 하나 더 붙입니다(5개까지; 먼저 post_no, 그다음 file).',
  tags: ['upload', 'lounge'],
  auth: true,
  response: z.object({ post: ZLoungePost }),
});

/** multipart with one `file`: a picture inside the body of a post or article (re-encoded). */
export const noteUpload = defineContract({
  method: 'POST',
  path: '/api/upload/noteUpload',
  summary: '라운지 글이나 매거진 본문에 넣을 사진을 올립니다. 답으로 받은 주소를 본문 img에 쓰세요.',
  tags: ['upload', 'lounge'],
  auth: true,
  response: ZFile,
});
