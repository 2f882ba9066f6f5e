/**
 * The chat socket's event map, with the seed's event names and payloads.
 * Shared by the Socket.IO server and client so both sides are typed from one place.
 * The chat issue fills in the room and message behaviour; the shapes live here.
 */

export interface ChatMessage {
  _id: string;
  roomId: string;
  body: string;
  createdAt: string;
  type: string;
}

export interface ChatRoomSummary {
  _id: string;
  /** '01' one-to-one, '02' group or other kinds. */
  type: string;
  lastMessage: Pick<ChatMessage, 'body' | 'createdAt' | '_id' | 'type'> | null;
  participantsSize: number;
  endDate: string | null;
  attributes: { realStart?: string | null };
  hostNo: number | null;
}

export interface RoomInfo {
  roomId: string;
  isHost?: boolean;
}

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

export interface ServerToClientEvents {
  /** A new in-app notification for this member, with their unread count after it. */
  newNotification: (payload: { notification: NotificationItem; unread: number }) => void;
  joinChat: (payload: { roomId: string }) => void;
  joinChatResult: (payload: {
    result: 'success' | 'fail';
    new_chat: boolean;
    type: string;
    from: number;
  }) => void;
  addMessage: (payload: { result: 'success' | 'fail'; _doc: ChatMessage; ctx?: unknown }) => void;
  chatListInitialized2: (payload: { chat_list: ChatRoomSummary[]; ctx?: unknown }) => void;
  initialNotReadCount: (payload: { messageCount: { _id: string; count: number }[] }) => void;
  newNotReadMessagesCount: (payload: { messageCount: { _id: string; count: number }[] }) => void;
  leaveRoomResult: (payload: { roomId: string }) => void;
  loadMessageResult: (payload: { messages: ChatMessage[]; roomId: string }) => void;
  updateOnline: (payload: { roomId: string; userNo: number; status: boolean }) => void;
  waitingForAccepting: (payload: { callerInfo: unknown; receiverInfo: unknown; roomInfo: RoomInfo }) => void;
  voiceCancelled: (payload: { roomInfo: RoomInfo; triggerInfo: unknown }) => void;
  voiceConnected: (payload: { roomInfo: RoomInfo }) => void;
  proStartChecked: (payload: { roomId: string }) => void;
  chatTypingStatus: (payload: { roomId: string; userNo: number; typing: boolean }) => void;
}

export interface ClientToServerEvents {
  joinOpenChat: (payload: { nickname: string; chatId: string }) => void;
  findChatInfoOnly: (payload: { type: string; roomId: string; context?: unknown }) => void;
  getMessagesUnread: () => void;
}
