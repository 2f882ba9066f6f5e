import { z } from 'zod';
import { ZId } from './primitives.js';

/** The ids and small fields every chat schema shares (kept apart so the chat modules import no cycle). */

export const CHAT_AREA = '/api/sidequest_chat';

export const ZChatUserNo = ZId;

/** Room and message ids: 24 lowercase hex characters, like the seed's `_id`. */
export const ZChatId = z.string().regex(/^[0-9a-f]{24}$/, { error: '채팅방 주소가 올바르지 않아요.' });
export const ZMessageId = z.string().regex(/^[0-9a-f]{24}$/, { error: '메시지 번호가 올바르지 않아요.' });

/** A per-room nickname in an open chat (the same shape as a member nickname). */
export const ZOpenNickname = z
  .string()
  .trim()
  .regex(/^[가-힣a-zA-Z0-9_]{2,12}$/, {
    error: '오픈채팅 닉네임은 2~12자의 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.',
  });
