import type {
  ChatMessage,
  ChatRoomDetail,
  ChatRoomSummary,
  ChatTodo,
  ClientToServerEvents,
  SendMessagePayload,
  ServerToClientEvents,
  VoicePartyInfo,
} from '@sidequest/shared';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { hasMessage, mergeMessages } from './messages';

/**
 * Everything chat holds in this page: the socket and where it stands, the room list and unread
 * counts, the panel, the rooms opened here (details, messages, my unsent ones), the voice call
 * and the to-do panel. Not persisted: a reload asks the server again. app/chat-socket.ts clears
 * it when the socket closes for good (every log-out), so nothing of one member stays for the next.
 */

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Where the chat socket stands: the header button and the panel show the offline notice. */
export type ChatConnection = 'connecting' | 'online' | 'offline';

export interface VoiceChat {
  status: 'waiting' | 'connected';
  caller: VoicePartyInfo;
  receiver: VoicePartyInfo;
  roomId: string;
  /** This tab placed or answered the call, so it holds the audio (features/chat/voice). */
  here?: boolean;
  /** Epoch ms when the call connected, for the duration shown. */
  connectedAt?: number | null;
}

/** A message of mine not yet confirmed by the server (or refused: 전송 실패 with 재전송/삭제). */
export interface OutboxItem {
  clientId: string;
  payload: SendMessagePayload;
  status: 'sending' | 'failed';
  error: string | null;
  createdAt: string;
  /** What the bubble shows meanwhile (an image's local name, a file's name ...). */
  preview: string;
}

export interface TypingPerson {
  nickname: string;
  /** Epoch ms when the last "typing" arrived: stale ones are hidden. */
  at: number;
}

/** One room opened in this page. */
export interface RoomState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  detail: ChatRoomDetail | null;
  messages: ChatMessage[];
  outbox: OutboxItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  typing: Record<number, TypingPerson>;
}

/** Which room the to-do panel's list belongs to and how it loaded. */
export interface TodoMeta {
  roomId: string | null;
  /** Project rooms show the project's own to-dos. */
  source: 'project' | 'room';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

export interface ChatData {
  socket: ChatSocket | null;
  connection: ChatConnection;
  /** The server delivered the list and unread counts over the socket (else the list asks HTTP). */
  ready: boolean;
  /** The panel is open. */
  open: boolean;
  /** The room the panel shows, or null for the room list. */
  activeRoomId: string | null;
  roomList: ChatRoomSummary[];
  /** Unread messages per room id (from the server's counts, zeroed when read here). */
  unread: Record<string, number>;
  /** The rooms opened in this page, by id. */
  rooms: Record<string, RoomState>;
  voiceChat: VoiceChat | null;
  todoList: ChatTodo[];
  todoOpen: boolean;
  todoMeta: TodoMeta;
}

export interface ChatState extends ChatData {
  patchRoom: (roomId: string, change: (room: RoomState) => Partial<RoomState>) => void;
  /** Messages from any source (event, ack, page, missed): merged once each, my outbox copy removed. */
  addMessages: (roomId: string, messages: readonly ChatMessage[]) => void;
  /** The room's own fields changed (roomUpdated, an effect): the members stay. */
  updateSummary: (room: ChatRoomSummary) => void;
  /** Forget a room I left (nothing to sync for it after a reconnect). */
  dropRoom: (roomId: string) => void;
  reset: () => void;
}

export const initialChatData: ChatData = {
  socket: null,
  connection: 'offline',
  ready: false,
  open: false,
  activeRoomId: null,
  roomList: [],
  unread: {},
  rooms: {},
  voiceChat: null,
  todoList: [],
  todoOpen: false,
  todoMeta: { roomId: null, source: 'room', status: 'idle', error: null },
};

const emptyRoom: RoomState = {
  status: 'loading',
  error: null,
  detail: null,
  messages: [],
  outbox: [],
  hasMore: false,
  loadingOlder: false,
  typing: {},
};

export const useChatStore = create<ChatState>()((set) => ({
  ...initialChatData,
  patchRoom: (roomId, change) =>
    set((s) => {
      const room = s.rooms[roomId] ?? emptyRoom;
      return { rooms: { ...s.rooms, [roomId]: { ...room, ...change(room) } } };
    }),
  addMessages: (roomId, messages) =>
    set((s) => {
      const room = s.rooms[roomId];
      // A room never opened here loads its history when opened; nothing to merge into.
      if (!room || messages.length === 0) return s;
      const arrived = new Set(messages.map((m) => m.clientId).filter((c): c is string => c !== null));
      return {
        rooms: {
          ...s.rooms,
          [roomId]: {
            ...room,
            messages: mergeMessages(room.messages, messages),
            outbox: room.outbox.filter((o) => !arrived.has(o.clientId)),
          },
        },
      };
    }),
  updateSummary: (summary) =>
    set((s) => {
      const room = s.rooms[summary._id];
      if (!room?.detail) return s;
      return {
        rooms: { ...s.rooms, [summary._id]: { ...room, detail: { ...room.detail, ...summary } } },
      };
    }),
  dropRoom: (roomId) =>
    set((s) => {
      const { [roomId]: _gone, ...rooms } = s.rooms;
      return { rooms };
    }),
  reset: () => set(initialChatData),
}));

/** Changed fields of an opened room's detail (a room never opened here has none to change). */
export function patchRoomDetail(roomId: string, change: Partial<ChatRoomDetail>): void {
  useChatStore
    .getState()
    .patchRoom(roomId, (r) => ({ detail: r.detail ? { ...r.detail, ...change } : null }));
}

export function roomState(roomId: string): RoomState | undefined {
  return useChatStore.getState().rooms[roomId];
}

/** True when the message is already shown (so an unread count must not go up for it again). */
export function isKnownMessage(m: ChatMessage): boolean {
  const room = roomState(m.roomId);
  return room ? hasMessage(room.messages, m) : false;
}
