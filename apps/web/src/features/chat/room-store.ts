import type { ChatMessage, ChatRoomDetail, ChatRoomSummary, SendMessagePayload } from '@sidequest/shared';
import { create } from 'zustand';
import { hasMessage, mergeMessages } from './messages';

/**
 * The rooms opened in this page: details, loaded messages and my unsent ones. Not persisted and
 * not in the user store: it is large and only the panel reads it. Cleared on logout.
 */

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

interface RoomStore {
  rooms: Record<string, RoomState>;
  patch: (roomId: string, change: (room: RoomState) => Partial<RoomState>) => void;
  /** Messages from any source (event, ack, page, missed): merged once each, my outbox copy removed. */
  addMessages: (roomId: string, messages: readonly ChatMessage[]) => void;
  /** The room's own fields changed (roomUpdated, an effect): the members stay. */
  updateSummary: (room: ChatRoomSummary) => void;
  /** Forget a room I left (nothing to sync for it after a reconnect). */
  drop: (roomId: string) => void;
  reset: () => void;
}

export const useRoomStore = create<RoomStore>()((set) => ({
  rooms: {},
  patch: (roomId, change) =>
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
  drop: (roomId) =>
    set((s) => {
      const { [roomId]: _gone, ...rooms } = s.rooms;
      return { rooms };
    }),
  reset: () => set({ rooms: {} }),
}));

export function roomState(roomId: string): RoomState | undefined {
  return useRoomStore.getState().rooms[roomId];
}

/** True when the message is already shown (so an unread count must not go up for it again). */
export function isKnownMessage(m: ChatMessage): boolean {
  const room = roomState(m.roomId);
  return room ? hasMessage(room.messages, m) : false;
}
