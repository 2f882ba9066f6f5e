import {
  CHAT_MESSAGE_TYPES,
  CHAT_ROOM_EVENTS,
  type ChatMessage,
  type ChatRoomEvent,
  type RoomEffectPayload,
} from '@sidequest/shared';
import { texts } from '../../lib/texts/store';
import { useUserStore } from '../../app/store';
import { toast } from '../../ui/toast-store';
import {
  applyEffectToList,
  applyRoomEffect,
  isHostNotice,
  removeRoom,
  upsertRoom,
  withLastMessage,
} from './effects';
import { applyUnreadCounts } from './messages';
import { loadRoom, markRoomRead, refreshRoomList } from './room-actions';
import { type ChatSocket, isKnownMessage, useChatStore } from './store';
import { onTodoChanged } from './todo-actions';

/**
 * The chat events of the socket event map. Registered by app/chat-socket.ts on connect; each
 * handler only updates the stores, so the panel re-renders from there.
 */

/** The room is on screen: the panel is open on it and the tab is visible. */
export function isRoomVisible(roomId: string): boolean {
  const s = useChatStore.getState();
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return s.open && s.activeRoomId === roomId && visible;
}

function refreshSoon(): void {
  void refreshRoomList().catch(() => undefined);
}

export function handleIncomingMessage(m: ChatMessage): void {
  const known = isKnownMessage(m);
  const store = useChatStore.getState();
  store.addMessages(m.roomId, [m]);
  const senderNo = m.sender?.no;
  // Whoever just sent has stopped typing.
  if (senderNo !== undefined && store.rooms[m.roomId]?.typing[senderNo]) {
    store.patchRoom(m.roomId, (r) => {
      const { [senderNo]: _done, ...rest } = r.typing;
      return { typing: rest };
    });
  }
  const { roomList } = useChatStore.getState();
  if (!roomList.some((r) => r._id === m.roomId)) {
    // A room I was just added to: the list learns about it from the server.
    refreshSoon();
    return;
  }
  useChatStore.setState({ roomList: withLastMessage(roomList, m) });
  const mine = m.sender?.no === useUserStore.getState().profile?.no;
  if (mine || known || m.type === CHAT_MESSAGE_TYPES.system) return;
  if (isRoomVisible(m.roomId)) {
    markRoomRead(m.roomId);
    return;
  }
  const { unread } = useChatStore.getState();
  useChatStore.setState({ unread: { ...unread, [m.roomId]: (unread[m.roomId] ?? 0) + 1 } });
}

export function handleRoomEffect(event: ChatRoomEvent, payload: RoomEffectPayload): void {
  const store = useChatStore.getState();
  const room = store.roomList.find((r) => r._id === payload.roomId);
  useChatStore.setState({ roomList: applyEffectToList(store.roomList, event, payload) });
  const open = store.rooms[payload.roomId];
  if (open?.detail) {
    const status = event === 'guestExpelledGroupChat' ? 'expelled' : 'left';
    const leaving = EFFECT_LEAVES.has(event);
    store.patchRoom(payload.roomId, (r) => {
      const detail = r.detail ? applyRoomEffect(r.detail, event, payload) : null;
      if (detail && leaving) {
        detail.members = detail.members.map((p) =>
          p.no === payload.userNo ? { ...p, status, online: false } : p,
        );
      }
      return { detail };
    });
    // A newcomer's profile (picture, role) comes with the room's member list.
    if (event === 'join') void loadRoom(payload.roomId);
  }
  if (room && isHostNotice(room, event, useUserStore.getState().profile?.no ?? null)) {
    toast(texts.t(`chat:effects.${event}`, { nickname: payload.nickname, title: room.title }));
  }
}

const EFFECT_LEAVES = new Set<ChatRoomEvent>(
  CHAT_ROOM_EVENTS.filter((e) => e !== 'join' && e !== 'proStartChecked'),
);

export function registerChatHandlers(socket: ChatSocket): void {
  const me = () => useUserStore.getState().profile?.no;
  const chat = useChatStore.getState;
  const set = useChatStore.setState;

  socket.on('addMessage', ({ result, _doc }) => {
    if (result === 'success') handleIncomingMessage(_doc);
  });
  socket.on('initialNotReadCount', ({ messageCount }) => {
    set({ unread: applyUnreadCounts({}, messageCount, 'replace'), ready: true });
  });
  socket.on('newNotReadMessagesCount', ({ messageCount }) => {
    // The room on screen stays at 0: I am reading it.
    const counts = messageCount.filter((c) => !isRoomVisible(c._id));
    set({ unread: applyUnreadCounts(chat().unread, counts, 'merge') });
  });
  socket.on('joinChat', () => refreshSoon());
  socket.on('joinChatResult', ({ result, new_chat, roomId, from }) => {
    // Opening a room answers with this too (new_chat false): nothing new to show then.
    if (result !== 'success' || !new_chat) return;
    refreshSoon();
    // A room my own action made (a card's 1:1 대화, say): show it.
    if (from === me()) set({ activeRoomId: roomId, open: true });
  });
  socket.on('leaveRoomResult', ({ roomId }) => {
    const s = chat();
    const { [roomId]: _gone, ...unread } = s.unread;
    set({
      roomList: removeRoom(s.roomList, roomId),
      unread,
      activeRoomId: s.activeRoomId === roomId ? null : s.activeRoomId,
    });
    s.dropRoom(roomId);
  });
  socket.on('roomUpdated', ({ room }) => {
    set({ roomList: upsertRoom(chat().roomList, room) });
    chat().updateSummary(room);
  });
  socket.on('updateOnline', ({ roomId, userNo, status }) => {
    const online = <T extends { no: number; online: boolean } | null>(p: T): T =>
      p && p.no === userNo ? { ...p, online: status } : p;
    set({
      roomList: chat().roomList.map((r) =>
        r._id === roomId ? { ...r, opponentInfo: online(r.opponentInfo) } : r,
      ),
    });
    chat().patchRoom(roomId, (r) => ({
      detail: r.detail
        ? { ...r.detail, opponentInfo: online(r.detail.opponentInfo), members: r.detail.members.map(online) }
        : null,
    }));
  });
  socket.on('readUpdated', ({ roomId, userNo, messageId }) => {
    chat().patchRoom(roomId, (r) => ({
      detail: r.detail
        ? {
            ...r.detail,
            members: r.detail.members.map((p) => (p.no === userNo ? { ...p, lastReadId: messageId } : p)),
          }
        : null,
    }));
  });
  socket.on('chatTypingStatus', ({ roomId, userNo, nickname, typing }) => {
    if (userNo === me()) return;
    chat().patchRoom(roomId, (r) => {
      const { [userNo]: _was, ...rest } = r.typing;
      return { typing: typing ? { ...rest, [userNo]: { nickname, at: Date.now() } } : rest };
    });
  });
  socket.on('chatTodoChanged', ({ roomId }) => {
    void onTodoChanged(roomId);
  });
  for (const event of CHAT_ROOM_EVENTS) {
    socket.on(event, (payload) => handleRoomEffect(event, payload));
  }
}
