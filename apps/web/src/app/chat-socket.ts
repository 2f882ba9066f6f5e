import i18next from 'i18next';
import { io } from 'socket.io-client';
import { sortRooms } from '../features/chat/effects';
import { resetReadMarks, syncAfterReconnect } from '../features/chat/room-actions';
import { useRoomStore } from '../features/chat/room-store';
import { registerChatHandlers } from '../features/chat/socket-handlers';
import { registerVoiceSocketHandlers } from '../features/chat/voice/session';
import { handleNewNotification } from '../features/notification/live';
import { toast } from '../ui/toast-store';
import { type ChatSocket, useUserStore } from './store';

/** Handlers registered once the socket is connected (product-spec 4, "Chat socket"). */
function registerHandlers(socket: ChatSocket): void {
  const store = useUserStore.getState;
  socket.on('newNotification', handleNewNotification);
  socket.on('chatListInitialized2', ({ chat_list }) => store().setChatList(sortRooms(chat_list)));
  registerChatHandlers(socket);
  registerVoiceSocketHandlers(socket);
}

/** True once a socket of this page has connected: the next connect is a reconnect. */
let connectedBefore = false;
/** When the page last reopened a socket by itself, so a server ending it again is not looped. */
let lastAutoReopen = 0;
const AUTO_REOPEN_GAP_MS = 10_000;

/**
 * The server refused the socket because this login ended (logged out elsewhere, password changed,
 * withdrawn, expired): say so once and show the page as logged out, instead of offering 다시 연결.
 */
function loginEnded(): void {
  if (!useUserStore.getState().isLoggedIn) return;
  closeChatSocket();
  useUserStore.getState().setLoggedOut();
  toast(i18next.t('chat:connection.session_ended'), { tone: 'error' });
}

/**
 * Open the chat socket for the logged-in user: websocket only, cookie credentials, no automatic
 * reconnection (the seed's choice). The person reconnects with 다시 연결 (reconnectChatSocket),
 * and what was missed meanwhile is fetched then.
 */
export function openChatSocket(): ChatSocket {
  const existing = useUserStore.getState().chatSocket;
  if (existing) return existing;
  const socket: ChatSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    reconnection: false,
  });
  const s0 = useUserStore.getState();
  s0.setChatSocket(socket);
  s0.setChatConnection('connecting');

  socket.on('connect', () => {
    registerHandlers(socket);
    useUserStore.getState().setChatConnection('online');
    socket.emit('getMessagesUnread');
    if (connectedBefore) void syncAfterReconnect();
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    socket.removeAllListeners();
    const s = useUserStore.getState();
    if (s.chatSocket === socket) s.setChatSocket(null);
    s.setChatReady(false);
    s.setChatOpen(false);
    s.setVoiceChat(null);
    s.setChatConnection('offline');
    // The server ended it (this login ended, a chat ban, its instance restarting): one fresh try
    // tells which — it connects again, or the handshake answers E001 and loginEnded takes over.
    if (reason === 'io server disconnect' && Date.now() - lastAutoReopen > AUTO_REOPEN_GAP_MS) {
      lastAutoReopen = Date.now();
      setTimeout(() => reconnectChatSocket(), 500);
    }
  });
  socket.on('connect_error', (err) => {
    console.warn('[chat] socket connect error:', err.message);
    const s = useUserStore.getState();
    if (s.chatSocket === socket) s.setChatSocket(null);
    s.setChatConnection('offline');
    if (err.message === 'E001') loginEnded();
  });
  return socket;
}

/** 다시 연결: a new socket (reconnection is off, so the old one is gone for good). */
export function reconnectChatSocket(): ChatSocket | null {
  const s = useUserStore.getState();
  if (!s.isLoggedIn) return null;
  if (s.chatSocket && s.chatConnection !== 'offline') return s.chatSocket;
  s.setChatSocket(null);
  return openChatSocket();
}

export function closeChatSocket(): void {
  const socket = useUserStore.getState().chatSocket;
  if (socket) socket.disconnect();
  const s = useUserStore.getState();
  s.setChatSocket(null);
  s.setChatReady(false);
  s.setChatOpen(false);
  s.setVoiceChat(null);
  s.setChatConnection('offline');
  s.setActiveRoomId(null);
  // Another person may log in next in this tab: nothing of this one's rooms may remain.
  useRoomStore.getState().reset();
  resetReadMarks();
  connectedBefore = false;
  lastAutoReopen = 0;
}
