/**
 * Replies on magazine articles (`/mgmt_quest` replies): the lounge's reply machinery on another
 * thread — same record (ZReply, POST_NO holding the article's number), one level of answers,
 * 1000 characters. Removing a reply and liking one use the lounge calls (`reply_remove`, `likes`
 * with target_type 'reply'); liking the article is `likes` with target_type 'article'.
 */
import { z } from 'zod';
import { LOUNGE_LIMITS } from '../codes/lounge.js';
import { defineContract } from './contract.js';
import { ZNo, ZReply } from './lounge-records.js';

export const replies = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/replies',
  summary: '아티클의 댓글과 답글(한 단계)을 오래된 순으로 불러옵니다.',
  tags: ['magazine'],
  auth: false,
  body: z.object({ quest_no: ZNo }),
  response: z.object({ list: z.array(ZReply), count: z.number().int() }),
});

export const replyNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/reply_new',
  summary: '아티클에 댓글을 남깁니다(1000자까지). parent_no를 주면 그 댓글에 답글을 달아요.',
  tags: ['magazine'],
  auth: true,
  body: z.object({
    quest_no: ZNo,
    parent_no: ZNo.optional(),
    body: z
      .string()
      .trim()
      .min(1, { error: '댓글 내용을 입력해 주세요.' })
      .max(LOUNGE_LIMITS.replyMax, { error: '댓글은 1,000자까지 쓸 수 있어요.' }),
  }),
  response: z.object({ reply: ZReply }),
});
