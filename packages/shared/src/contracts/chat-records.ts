import { z } from 'zod';
import { CHAT_MEMBER_STATUSES, CHAT_ROLES, CHAT_ROOM_KINDS } from '../codes/chat.js';

/**
 * The chat records as zod schemas, so HTTP responses are checked and documented like every other
 * call; the socket event map (realtime/events.ts) uses the same types.
 */

export const ZChatSender = z.object({
  no: z.number().int(),
  nickname: z.string(),
  img: z.string().nullable(),
  /** The sender's level (1–10) for the icon beside the name; absent in open rooms, which are anonymous. */
  level: z.number().int().optional(),
});

const ROOM_EVENT_NAMES = [
  'leave',
  'join',
  'hostLeavedGroupChat',
  'guestLeavedGroupChat',
  'guestExpelledGroupChat',
  'proStartChecked',
  'proNoShow',
  'hostNoShow',
  'proLeavedProChat',
  'userLeavedProChat',
] as const;

/** Structured extras of a message; the server fills them from ids and URLs it checked itself. */
export const ZChatMessageMeta = z.object({
  image: z.object({ url: z.string(), name: z.string() }).optional(),
  file: z.object({ url: z.string(), name: z.string(), bytes: z.number().int() }).optional(),
  profile: z
    .object({
      no: z.number().int(),
      nickname: z.string(),
      img: z.string().nullable(),
      job: z.string().nullable(),
      level: z.number().int(),
    })
    .optional(),
  link: z
    .object({
      kind: z.enum(['project', 'quest', 'url']),
      title: z.string(),
      url: z.string(),
      image: z.string().nullable(),
      description: z.string().nullable(),
    })
    .optional(),
  todo: z
    .object({
      todoNo: z.number().int(),
      title: z.string(),
      state: z.string(),
      assignee: z.string().nullable(),
      source: z.enum(['project', 'room']),
      /** What happened: added, assigned, done or reopened. */
      action: z.enum(['added', 'assigned', 'done', 'reopened']),
    })
    .optional(),
  milestone: z
    .object({ milestoneNo: z.number().int(), title: z.string(), dueDate: z.string().nullable() })
    .optional(),
  mentions: z.array(z.object({ no: z.number().int(), nickname: z.string() })).optional(),
  voice: z
    .object({ outcome: z.enum(['connected', 'cancelled', 'missed']), durationSec: z.number().int() })
    .optional(),
  system: z
    .object({
      event: z.enum([...ROOM_EVENT_NAMES, 'created', 'notice', 'invited']),
      userNo: z.number().int().nullable(),
      nickname: z.string().nullable(),
    })
    .optional(),
  /** An operator's message in a channel room that pays points once per reader (get_ad_point). */
  ad: z.object({ points: z.number().int() }).optional(),
});

/** The chat message record of product-spec 3: `_id, roomId, body, createdAt, type`, plus who and what. */
export const ZChatMessage = z.object({
  _id: z.string(),
  roomId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  type: z.string(),
  sender: ZChatSender.nullable(),
  /** The sender's own id for the message, echoed so a resend or a second tab can match it. */
  clientId: z.string().nullable(),
  meta: ZChatMessageMeta.nullable(),
});

export const ZChatParticipant = z.object({
  no: z.number().int(),
  nickname: z.string(),
  img: z.string().nullable(),
  role: z.enum(CHAT_ROLES),
  /** Membership in the room. */
  status: z.enum(CHAT_MEMBER_STATUSES),
  online: z.boolean(),
  /** The last message this member has read (for the unread marks on bubbles). */
  lastReadId: z.string().nullable(),
});

export const ZRoomInfo = z.object({ roomId: z.string(), isHost: z.boolean().optional() });

/** A room as the list and the panel show it (product-spec 3, "Chat room"). */
export const ZChatRoomSummary = z.object({
  _id: z.string(),
  /** '01' one-to-one, '02' group or other kinds. */
  type: z.string(),
  kind: z.enum(CHAT_ROOM_KINDS),
  title: z.string(),
  lastMessage: ZChatMessage.pick({ body: true, createdAt: true, _id: true, type: true }).nullable(),
  participantsSize: z.number().int(),
  /** ISO time after which nobody can write, or null. */
  endDate: z.string().nullable(),
  /** True once endDate has passed (or the room was closed): read-only. */
  closed: z.boolean(),
  /** realStart: the pro's start check; slotStart / slotEnd: a pro room's booked slot (ISO). */
  attributes: z.object({
    realStart: z.string().nullable().optional(),
    slotStart: z.string().nullable().optional(),
    slotEnd: z.string().nullable().optional(),
  }),
  hostNo: z.number().int().nullable(),
  hostInfo: ZChatParticipant.nullable(),
  /** The other person in a one-to-one room (or the other party of a pro chat). */
  opponentInfo: ZChatParticipant.nullable(),
  roomInfo: ZRoomInfo,
  unread: z.number().int(),
  alarmBlocked: z.boolean(),
  botEnabled: z.boolean(),
  projectNo: z.number().int().nullable(),
  notice: z.string().nullable(),
  /** My own nickname in an open room (open rooms use per-room nicknames). */
  myNickname: z.string().nullable(),
});

/** A room with its members: the answer to opening a room. */
export const ZChatRoomDetail = ZChatRoomSummary.extend({ members: z.array(ZChatParticipant) });

export type ChatSender = z.infer<typeof ZChatSender>;
export type ChatMessageMeta = z.infer<typeof ZChatMessageMeta>;
export type ChatMessage = z.infer<typeof ZChatMessage>;
export type ChatParticipant = z.infer<typeof ZChatParticipant>;
export type RoomInfo = z.infer<typeof ZRoomInfo>;
export type ChatRoomSummary = z.infer<typeof ZChatRoomSummary>;
export type ChatRoomDetail = z.infer<typeof ZChatRoomDetail>;
