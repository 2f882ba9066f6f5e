import { type ChatMessage, chatApi } from '@sidequest/shared';
import { useUserStore } from '../../app/store';
import { callApi, errorMessage } from '../../lib/api';
import { dedupeRooms, sortRooms } from './effects';
import { applyUnreadCounts } from './messages';
import { emitWithAck, liveSocket } from './socket-call';
import { roomState, useChatStore } from './store';

/**
 * Loading rooms and messages: over the socket when it is up (acks), over HTTP otherwise, so the
 * panel still reads history while the socket is down.
 */

interface Page {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** The room list and its unread counts from HTTP (after a reconnect, or a join elsewhere). */
export async function refreshRoomList(): Promise<void> {
  const { chat_list } = await callApi(chatApi.chatList, { body: {} });
  useChatStore.setState({
    roomList: sortRooms(dedupeRooms(chat_list)),
    unread: applyUnreadCounts(
      {},
      chat_list.map((r) => ({ _id: r._id, count: r.unread })),
      'replace',
    ),
  });
  // Rooms open in this page get their fresh fields (notice, participants, end date).
  for (const room of chat_list) useChatStore.getState().updateSummary(room);
}

/** Open a room: its details and the newest page. A room loaded before is only refreshed. */
export async function loadRoom(roomId: string): Promise<void> {
  const store = useChatStore.getState();
  const known = roomState(roomId);
  if (!known || known.status === 'error') store.patchRoom(roomId, () => ({ status: 'loading', error: null }));
  try {
    const socket = liveSocket();
    const type = useChatStore.getState().roomList.find((r) => r._id === roomId)?.type ?? '01';
    const res = socket
      ? await emitWithAck(socket, 'findChatInfoOnly', { type, roomId })
      : await callApi(chatApi.roomDetail, { body: { chatId: roomId } });
    const { room, messages, hasMore } = res;
    store.patchRoom(roomId, (r) => ({
      status: 'ready',
      error: null,
      detail: room,
      // Keep older pages already loaded; a reopen only adds what is new.
      hasMore: r.messages.length > 0 ? r.hasMore : hasMore,
    }));
    if (known?.status === 'ready') store.addMessages(roomId, messages);
    else store.patchRoom(roomId, () => ({ messages }));
  } catch (err) {
    store.patchRoom(roomId, (r) => ({
      status: r.detail ? r.status : 'error',
      error: errorMessage(err),
    }));
  }
}

/** The page before the oldest loaded message (scrolling up). */
export async function loadOlder(roomId: string): Promise<void> {
  const room = roomState(roomId);
  const oldest = room?.messages[0];
  if (!room || !oldest || room.loadingOlder || !room.hasMore) return;
  const store = useChatStore.getState();
  store.patchRoom(roomId, () => ({ loadingOlder: true }));
  try {
    const socket = liveSocket();
    const page: Page = socket
      ? await emitWithAck(socket, 'loadMessages', { roomId, before: oldest._id })
      : await callApi(chatApi.loadMessages, { body: { chatId: roomId, before: oldest._id } });
    store.addMessages(roomId, page.messages);
    store.patchRoom(roomId, () => ({ loadingOlder: false, hasMore: page.hasMore }));
  } catch (err) {
    store.patchRoom(roomId, () => ({ loadingOlder: false, error: errorMessage(err) }));
  }
}

const MISSED_PAGES = 10;

/** Everything after the newest loaded message, page by page (HTTP pages hold 30). */
async function fetchMissed(roomId: string, after: string): Promise<void> {
  const socket = liveSocket();
  if (socket) {
    const { messages } = await emitWithAck(socket, 'loadMissed', { roomId, after });
    useChatStore.getState().addMessages(roomId, messages);
    return;
  }
  let cursor = after;
  for (let i = 0; i < MISSED_PAGES; i++) {
    const page = await callApi(chatApi.loadMessages, { body: { chatId: roomId, after: cursor } });
    useChatStore.getState().addMessages(roomId, page.messages);
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) return;
    cursor = last._id;
  }
}

/**
 * After a reconnect: every room with loaded messages gets what it missed (merged without
 * duplicates), then the list and unread counts are fetched again. Nothing is lost from view.
 */
export async function syncAfterReconnect(): Promise<void> {
  const rooms = useChatStore.getState().rooms;
  const jobs = Object.entries(rooms).map(async ([roomId, room]) => {
    const last = room.messages.at(-1);
    if (!last) return;
    try {
      await fetchMissed(roomId, last._id);
      // A failure from while the socket was down no longer applies.
      useChatStore.getState().patchRoom(roomId, () => ({ error: null }));
    } catch (err) {
      useChatStore.getState().patchRoom(roomId, () => ({ error: errorMessage(err) }));
    }
  });
  await Promise.all(jobs);
  await refreshRoomList().catch(() => undefined);
  // The room on screen also gets fresh members (who is online, who has read what).
  const active = useChatStore.getState().activeRoomId;
  if (active) await loadRoom(active);
}

const lastReadSent = new Map<string, string>();

/** I have seen the newest message: the server is told once per message, the badge drops at once. */
export function markRoomRead(roomId: string): void {
  const room = roomState(roomId);
  const newest = room?.messages.at(-1);
  const { unread } = useChatStore.getState();
  if ((unread[roomId] ?? 0) > 0) useChatStore.setState({ unread: { ...unread, [roomId]: 0 } });
  if (!newest || lastReadSent.get(roomId) === newest._id) return;
  lastReadSent.set(roomId, newest._id);
  const socket = liveSocket();
  if (socket) socket.emit('readMessage', { roomId, messageId: newest._id });
  else {
    // Read while the socket is down (the panel still shows history over HTTP): tell the server anyway.
    void callApi(chatApi.readMessage, { body: { chatId: roomId, messageId: newest._id } }).catch(() =>
      lastReadSent.delete(roomId),
    );
  }
  const myNo = useUserStore.getState().profile?.no;
  useChatStore.getState().patchRoom(roomId, (r) => ({
    detail: r.detail
      ? {
          ...r.detail,
          members: r.detail.members.map((p) => (p.no === myNo ? { ...p, lastReadId: newest._id } : p)),
        }
      : null,
  }));
}

export function resetReadMarks(): void {
  lastReadSent.clear();
}
