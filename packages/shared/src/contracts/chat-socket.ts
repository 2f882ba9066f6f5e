import { z } from 'zod';
import { zLine, zText } from './primitives.js';
import { CHAT_LIMITS, CHAT_SENDABLE_TYPES } from '../codes/chat.js';
import type { SendMessagePayload, VoiceSignal } from '../realtime/events.js';
import { ZChatId, ZChatUserNo, ZMessageId, ZOpenNickname } from './chat-ids.js';

/** The chat socket's client payloads, validated on the server like HTTP bodies. */

const ZNo = ZChatUserNo;

export const ZJoinOpenChat = z.object({ nickname: ZOpenNickname, chatId: ZChatId });

export const ZClientId = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_LIMITS.clientId)
  .regex(/^[\w-]+$/);

export const ZSendMessage = z.object({
  roomId: ZChatId,
  body: zText(CHAT_LIMITS.body * 2),
  type: z.enum(CHAT_SENDABLE_TYPES),
  clientId: ZClientId,
  ref: z
    .object({ url: zLine(2000).optional(), userNo: ZNo.optional() })
    .strict()
    .optional(),
}) satisfies z.ZodType<SendMessagePayload>;

export const ZFindChatInfo = z.object({
  type: z.string().max(8),
  roomId: ZChatId,
  context: z.unknown().optional(),
});
export const ZLoadMessages = z.object({ roomId: ZChatId, before: ZMessageId.optional() });
export const ZLoadMissed = z.object({ roomId: ZChatId, after: ZMessageId });
export const ZReadMessage = z.object({ roomId: ZChatId, messageId: ZMessageId });
export const ZTyping = z.object({ roomId: ZChatId, typing: z.boolean() });
export const ZRoomOnly = z.object({ roomId: ZChatId });
export const ZVoiceSignal = z.object({
  roomId: ZChatId,
  signal: z.union([
    z.object({ kind: z.enum(['offer', 'answer']), sdp: z.string().max(20_000) }),
    z.object({
      kind: z.literal('ice'),
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    }),
  ]),
}) satisfies z.ZodType<{ roomId: string; signal: VoiceSignal }>;
