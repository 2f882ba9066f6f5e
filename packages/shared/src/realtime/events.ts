/**
 * The chat socket's event map, with the seed's event names and payloads (product-spec 7,
 * "Socket events") plus the few events the seed leaves out (sending, paging, typing, voice
 * signalling), named in the same style. Shared by the Socket.IO server and client so both sides
 * are typed from one place. Client payloads are validated on the server with the zod schemas of
 * contracts/chat.ts.
 */
import type { ChatMessage, ChatRoomDetail, ChatRoomSummary, RoomInfo } from '../contracts/chat-records.js';
import type { FailBody } from '../errors.js';

export type {
  ChatMessage,
  ChatMessageMeta,
  ChatParticipant,
  ChatRoomDetail,
  ChatRoomSummary,
  ChatSender,
  RoomInfo,
} from '../contracts/chat-records.js';

/** The room events of product-spec 4, "Effects on a chat room". */
export const CHAT_ROOM_EVENTS = [
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
export type ChatRoomEvent = (typeof CHAT_ROOM_EVENTS)[number];

/** Room events whose notice only the host sees (product-spec 6). */
export const HOST_ONLY_ROOM_EVENTS: readonly ChatRoomEvent[] = [
  'hostLeavedGroupChat',
  'guestExpelledGroupChat',
];

export interface RoomEffectPayload {
  roomId: string;
  /** Who joined, left, was expelled or checked in. */
  userNo: number;
  nickname: string;
  /** Server time of the event (ISO); clients compute end dates from it, not from their clock. */
  at: string;
}

export type UnreadCounts = { messageCount: { _id: string; count: number }[] };

/** A voice call party as the call screen shows it. */
export interface VoicePartyInfo {
  no: number;
  nickname: string;
  img: string | null;
}

/** WebRTC signalling relayed between the two parties: an SDP offer/answer or an ICE candidate. */
export type VoiceSignal =
  | { kind: 'offer' | 'answer'; sdp: string }
  | { kind: 'ice'; candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };

/** Socket acknowledgements use the HTTP envelope: `{result:'success', ...}` or a FailBody. */
export type SocketAck<T extends object = object> = (res: ({ result: 'success' } & T) | FailBody) => void;

/** A notification as the bell shows it (the notification feature's list uses the same shape). */
export interface NotificationItem {
  NOTIFICATION_NO: number;
  KIND: string;
  TITLE: string;
  BODY: string;
  LINK_URL: string | null;
  ACTOR_NICKNAME: string | null;
  ACTOR_IMG_URL: string | null;
  IS_READ: boolean;
  CREATED_AT: string;
}

type RoomEffectHandlers = { [E in ChatRoomEvent]: (payload: RoomEffectPayload) => void };

export interface ServerToClientEvents extends RoomEffectHandlers {
  /** A new in-app notification for this member, with their unread count after it. */
  newNotification: (payload: { notification: NotificationItem; unread: number }) => void;
  /** I was added to a room (invited, a new one-to-one, a project team): refresh the list. */
  joinChat: (payload: { roomId: string }) => void;
  joinChatResult: (payload: {
    result: 'success' | 'fail';
    new_chat: boolean;
    type: string;
    from: number;
    roomId: string;
  }) => void;
  addMessage: (payload: {
    result: 'success' | 'fail';
    _doc: ChatMessage;
    ctx?: { clientId?: string | null };
  }) => void;
  chatListInitialized2: (payload: { chat_list: ChatRoomSummary[]; ctx?: unknown }) => void;
  initialNotReadCount: (payload: UnreadCounts) => void;
  newNotReadMessagesCount: (payload: UnreadCounts) => void;
  leaveRoomResult: (payload: { roomId: string }) => void;
  loadMessageResult: (payload: { messages: ChatMessage[]; roomId: string; hasMore: boolean }) => void;
  updateOnline: (payload: { roomId: string; userNo: number; status: boolean }) => void;
  /** A member read up to a message (the unread marks on bubbles go down). */
  readUpdated: (payload: { roomId: string; userNo: number; messageId: string }) => void;
  /** The room's own fields changed (notice, title, alarm or bot switch, end date). */
  roomUpdated: (payload: { room: ChatRoomSummary }) => void;
  /** The room's to-do list changed: reload it if the to-do panel shows this room. */
  chatTodoChanged: (payload: { roomId: string }) => void;
  waitingForAccepting: (payload: {
    callerInfo: VoicePartyInfo;
    receiverInfo: VoicePartyInfo;
    roomInfo: RoomInfo;
  }) => void;
  voiceCancelled: (payload: { roomInfo: RoomInfo; triggerInfo: { userNo: number; reason: string } }) => void;
  voiceConnected: (payload: { roomInfo: RoomInfo }) => void;
  voiceSignal: (payload: { roomId: string; from: number; signal: VoiceSignal }) => void;
  chatTypingStatus: (payload: { roomId: string; userNo: number; nickname: string; typing: boolean }) => void;
}

export interface SendMessagePayload {
  roomId: string;
  body: string;
  type: string;
  clientId: string;
  /** References the server resolves itself: an uploaded file's URL, a person, a link. */
  ref?: { url?: string; userNo?: number } | undefined;
}

export interface ClientToServerEvents {
  joinOpenChat: (
    payload: { nickname: string; chatId: string },
    ack?: SocketAck<{ room: ChatRoomSummary }>,
  ) => void;
  findChatInfoOnly: (
    payload: { type: string; roomId: string; context?: unknown },
    ack?: SocketAck<{ room: ChatRoomDetail; messages: ChatMessage[]; hasMore: boolean }>,
  ) => void;
  getMessagesUnread: () => void;
  sendMessage: (
    payload: SendMessagePayload,
    ack?: SocketAck<{ _doc: ChatMessage; duplicate: boolean }>,
  ) => void;
  /** Older messages before `before` (a message id), newest page first when omitted. */
  loadMessages: (
    payload: { roomId: string; before?: string | undefined },
    ack?: SocketAck<{ messages: ChatMessage[]; hasMore: boolean }>,
  ) => void;
  /** Messages after `after` (a message id): what was missed while offline. */
  loadMissed: (
    payload: { roomId: string; after: string },
    ack?: SocketAck<{ messages: ChatMessage[] }>,
  ) => void;
  readMessage: (payload: { roomId: string; messageId: string }) => void;
  typing: (payload: { roomId: string; typing: boolean }) => void;
  voiceCall: (payload: { roomId: string }, ack?: SocketAck) => void;
  voiceAccept: (payload: { roomId: string }, ack?: SocketAck) => void;
  voiceCancel: (payload: { roomId: string }, ack?: SocketAck) => void;
  voiceSignal: (payload: { roomId: string; signal: VoiceSignal }) => void;
}
