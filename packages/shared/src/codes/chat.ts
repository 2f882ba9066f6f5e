/**
 * Chat codes. The seed fixes only room type '01' (one-to-one) and '02' (group or other kinds) and
 * the preview labels; the kinds, message types, roles and limits below are ours
 * (docs/decisions/chat.md).
 */

/** Room type as the seed stores it: '01' one-to-one, '02' group or any other kind. */
export const CHAT_ROOM_TYPES = ['01', '02'] as const;
export type ChatRoomType = (typeof CHAT_ROOM_TYPES)[number];

/** What a '02' room is for. A one-to-one room is always kind 'direct'. */
export const CHAT_ROOM_KINDS = ['direct', 'group', 'open', 'pro', 'project'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

export const CHAT_ROOM_KIND_LABELS: Record<ChatRoomKind, string> = {
  direct: '1:1 대화',
  group: '그룹 채팅',
  open: '오픈채팅',
  pro: '프로 상담',
  project: '팀 채팅',
};

/**
 * Message types. Each non-text type has a preview label in the room list (product-spec 3,
 * "Chat preview labels": new message, image, profile, todo, milestone, webhook, voice, files).
 */
export const CHAT_MESSAGE_TYPES = {
  text: '01',
  image: '02',
  profile: '03',
  todo: '04',
  milestone: '05',
  webhook: '06',
  voice: '07',
  files: '08',
  link: '09',
  /** Join, leave, expel, notice changes: centred grey lines, never counted as unread. */
  system: '10',
} as const;
export type ChatMessageTypeName = keyof typeof CHAT_MESSAGE_TYPES;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[ChatMessageTypeName];
export const CHAT_MESSAGE_TYPE_CODES = Object.values(CHAT_MESSAGE_TYPES) as [
  ChatMessageType,
  ...ChatMessageType[],
];

/** Types a member may send directly; the rest are made by the server (to-dos, milestones, ...). */
export const CHAT_SENDABLE_TYPES = [
  '01',
  '02',
  '03',
  '08',
  '09',
] as const satisfies readonly ChatMessageType[];
export type ChatSendableType = (typeof CHAT_SENDABLE_TYPES)[number];

/** The room list's preview label per message type (text and system lines show their own body). */
export const CHAT_PREVIEW_LABELS: Record<ChatMessageType, string | null> = {
  '01': null,
  '02': '사진을 보냈어요.',
  '03': '프로필을 공유했어요.',
  '04': '할 일이 등록됐어요.',
  '05': '마일스톤 소식이 있어요.',
  '06': '새 알림 메시지가 있어요.',
  '07': '음성 통화',
  '08': '파일을 보냈어요.',
  '09': null,
  '10': null,
};
/** Shown when a room has a new message whose body cannot be previewed (e.g. alarms blocked). */
export const CHAT_NEW_MESSAGE_LABEL = '새 메시지가 도착했어요.';

/** Roles in a room (product-spec 6): host (owner), guest (or the one-to-one opponent), pro, user. */
export const CHAT_ROLES = ['host', 'guest', 'pro', 'user'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** Member status in a room. */
export const CHAT_MEMBER_STATUSES = ['active', 'left', 'expelled'] as const;
export type ChatMemberStatus = (typeof CHAT_MEMBER_STATUSES)[number];

export const CHAT_LIMITS = {
  /** Characters in one text message. */
  body: 2000,
  /** Messages per history page. */
  page: 30,
  /** Per-person flood limit: this many messages ... */
  floodMessages: 20,
  /** ... within this many milliseconds. */
  floodWindowMs: 10_000,
  title: 40,
  notice: 300,
  /** People in a group or open room, host included. */
  groupSize: 50,
  /** Rooms listed in the panel. */
  listSize: 200,
  /** Client message ids: a UUID or similar, at most this long. */
  clientId: 64,
  /** Group chat ends this long after the host leaves (product-spec 9). */
  groupEndAfterLeaveMs: 60 * 60 * 1000,
  /** Pro chat ends this long after a no-show or a leave (product-spec 9). */
  proEndAfterLeaveMs: 10 * 60 * 1000,
  /** A ringing call is cancelled after this long without an answer. */
  voiceRingMs: 45_000,
  todoTitle: 100,
  /** Shared link titles. */
  linkTitle: 120,
} as const;
