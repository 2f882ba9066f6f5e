import {
  CHAT_MESSAGE_TYPES,
  CHAT_ROOM_EVENTS,
  type ChatMessage,
  type ChatRoomEvent,
  type RoomEffectPayload,
} from '@sidequest/shared';
import i18next from 'i18next';
import { type ChatSocket, useUserStore } from '../../app/store';
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
import { isKnownMessage, useRoomStore } from './room-store';
import { onTodoChanged } from './todo-actions';

/**
 * The chat events of the socket event map. Registered by app/chat-socket.ts on connect; each
 * handler only updates the stores, so the panel re-renders from there.
 */

/** The room is on screen: the panel is open on it and the tab is visible. */
export function isRoomVisible(roomId: string): boolean {
  const s = useUserStore.getState();
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return s.chatOpen && s.activeRoomId === roomId && visible;
}

function refreshSoon(): void {
  void refreshRoomList().catch(() => undefined);
}

export function handleIncomingMessage(m: ChatMessage): void {
  const s = useUserStore.getState();
  const known = isKnownMessage(m);
  const store = useRoomStore.getState();
  store.addMessages(m.roomId, [m]);
  const senderNo = m.sender?.no;
  // Whoever just sent has stopped typing.
  if (senderNo !== undefined && store.rooms[m.roomId]?.typing[senderNo]) {
    store.patch(m.roomId, (r) => {
      const { [senderNo]: _done, ...rest } = r.typing;
      return { typing: rest };
    });
  }
  if (!s.chatList.some((r) => r._id === m.roomId)) {
    // A room I was just added to: the list learns about it from the server.
    refreshSoon();
    return;
  }
  s.setChatList(withLastMessage(s.chatList, m));
  const mine = m.sender?.no === s.profile?.no;
  if (mine || known || m.type === CHAT_MESSAGE_TYPES.system) return;
  if (isRoomVisible(m.roomId)) {
    markRoomRead(m.roomId);
    return;
  }
  const unread = useUserStore.getState().chatUnread;
  s.setChatUnread({ ...unread, [m.roomId]: (unread[m.roomId] ?? 0) + 1 });
}

export function handleRoomEffect(event: ChatRoomEvent, payload: RoomEffectPayload): void {
  const s = useUserStore.getState();
  const room = s.chatList.find((r) => r._id === payload.roomId);
  s.setChatList(applyEffectToList(s.chatList, event, payload));
  const store = useRoomStore.getState();
  const open = store.rooms[payload.roomId];
  if (open?.detail) {
    const status = event === 'guestExpelledGroupChat' ? 'expelled' : 'left';
    const leaving = EFFECT_LEAVES.has(event);
    store.patch(payload.roomId, (r) => {
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
  if (room && isHostNotice(room, event, s.profile?.no ?? null)) {
    toast(i18next.t(`chat:effects.${event}`, { nickname: payload.nickname, title: room.title }));
  }
}

const EFFECT_LEAVES = new Set<ChatRoomEvent>(
  CHAT_ROOM_EVENTS.filter((e) => e !== 'join' && e !== 'proStartChecked'),
);

export function registerChatHandlers(socket: ChatSocket): void {
  const user = useUserStore.getState;
  const rooms = useRoomStore.getState;

  socket.on('addMessage', ({ result, _doc }) => {
    if (result === 'success') handleIncomingMessage(_doc);
  });
  socket.on('initialNotReadCount', ({ messageCount }) => {
    user().setChatUnread(applyUnreadCounts({}, messageCount, 'replace'));
    user().setChatReady(true);
  });
  socket.on('newNotReadMessagesCount', ({ messageCount }) => {
    const s = user();
    // The room on screen stays at 0: I am reading it.
    const counts = messageCount.filter((c) => !isRoomVisible(c._id));
    s.setChatUnread(applyUnreadCounts(s.chatUnread, counts, 'merge'));
  });
  socket.on('joinChat', () => refreshSoon());
  socket.on('joinChatResult', ({ result, new_chat, roomId, from }) => {
    // Opening a room answers with this too (new_chat false): nothing new to show then.
    if (result !== 'success' || !new_chat) return;
    refreshSoon();
    // A room my own action made (a card's 1:1 대화, say): show it.
    if (from === user().profile?.no) {
      user().setActiveRoomId(roomId);
      user().setChatOpen(true);
    }
  });
  socket.on('leaveRoomResult', ({ roomId }) => {
    const s = user();
    s.setChatList(removeRoom(s.chatList, roomId));
    const { [roomId]: _gone, ...unread } = s.chatUnread;
    s.setChatUnread(unread);
    if (s.activeRoomId === roomId) s.setActiveRoomId(null);
    rooms().drop(roomId);
  });
  socket.on('roomUpdated', ({ room }) => {
    user().setChatList(upsertRoom(user().chatList, room));
    rooms().updateSummary(room);
  });
  socket.on('updateOnline', ({ roomId, userNo, status }) => {
    const online = <T extends { no: number; online: boolean } | null>(p: T): T =>
      p && p.no === userNo ? { ...p, online: status } : p;
    const s = user();
    s.setChatList(
      s.chatList.map((r) => (r._id === roomId ? { ...r, opponentInfo: online(r.opponentInfo) } : r)),
    );
    rooms().patch(roomId, (r) => ({
      detail: r.detail
        ? { ...r.detail, opponentInfo: online(r.detail.opponentInfo), members: r.detail.members.map(online) }
        : null,
    }));
  });
  socket.on('readUpdated', ({ roomId, userNo, messageId }) => {
    rooms().patch(roomId, (r) => ({
      detail: r.detail
        ? {
            ...r.detail,
            members: r.detail.members.map((p) => (p.no === userNo ? { ...p, lastReadId: messageId } : p)),
          }
        : null,
    }));
  });
  socket.on('chatTypingStatus', ({ roomId, userNo, nickname, typing }) => {
    if (userNo === user().profile?.no) return;
    rooms().patch(roomId, (r) => {
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
