import { texts } from '../lib/texts/store';
import { io } from 'socket.io-client';
import { sortRooms } from '../features/chat/effects';
import { resetReadMarks, syncAfterReconnect } from '../features/chat/room-actions';
import { registerChatHandlers } from '../features/chat/socket-handlers';
import { type ChatSocket, useChatStore } from '../features/chat/store';
import { registerVoiceSocketHandlers } from '../features/chat/voice/session';
import { handleNewNotification } from '../features/notification/live';
import { toast } from '../ui/toast-store';
import { useUserStore } from './store';

/** Handlers registered once the socket is connected (product-spec 4, "Chat socket"). */
function registerHandlers(socket: ChatSocket): void {
  socket.on('newNotification', handleNewNotification);
  socket.on('chatListInitialized2', ({ chat_list }) =>
    useChatStore.setState({ roomList: sortRooms(chat_list) }),
  );
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
  toast(texts.t('chat:connection.session_ended'), { tone: 'error' });
}

/** The socket is gone: chat shows offline and closed, the call ends; the rooms stay for a reconnect. */
function markClosed(socket: ChatSocket): void {
  const { socket: current } = useChatStore.getState();
  useChatStore.setState({
    socket: current === socket ? null : current,
    ready: false,
    open: false,
    voiceChat: null,
    connection: 'offline',
  });
}

/**
 * Open the chat socket for the logged-in user: websocket only, cookie credentials, no automatic
 * reconnection (the seed's choice). The person reconnects with 다시 연결 (reconnectChatSocket),
 * and what was missed meanwhile is fetched then.
 */
export function openChatSocket(): ChatSocket {
  const existing = useChatStore.getState().socket;
  if (existing) return existing;
  const socket: ChatSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    reconnection: false,
  });
  useChatStore.setState({ socket, connection: 'connecting' });

  socket.on('connect', () => {
    registerHandlers(socket);
    useChatStore.setState({ connection: 'online' });
    socket.emit('getMessagesUnread');
    if (connectedBefore) void syncAfterReconnect();
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    socket.removeAllListeners();
    markClosed(socket);
    // The server ended it (this login ended, a chat ban, its instance restarting): one fresh try
    // tells which — it connects again, or the handshake answers E001 and loginEnded takes over.
    if (reason === 'io server disconnect' && Date.now() - lastAutoReopen > AUTO_REOPEN_GAP_MS) {
      lastAutoReopen = Date.now();
      setTimeout(() => reconnectChatSocket(), 500);
    }
  });
  socket.on('connect_error', (err) => {
    console.warn('[chat] socket connect error:', err.message);
    const { socket: current } = useChatStore.getState();
    useChatStore.setState({ socket: current === socket ? null : current, connection: 'offline' });
    if (err.message === 'E001') loginEnded();
  });
  return socket;
}

/** 다시 연결: a new socket (reconnection is off, so the old one is gone for good). */
export function reconnectChatSocket(): ChatSocket | null {
  if (!useUserStore.getState().isLoggedIn) return null;
  const { socket, connection } = useChatStore.getState();
  if (socket && connection !== 'offline') return socket;
  useChatStore.setState({ socket: null });
  return openChatSocket();
}

/**
 * Close the socket for good (logging out): the whole chat store is cleared, since another person
 * may log in next in this tab and nothing of this one's rooms may remain.
 */
export function closeChatSocket(): void {
  useChatStore.getState().socket?.disconnect();
  useChatStore.getState().reset();
  resetReadMarks();
  connectedBefore = false;
  lastAutoReopen = 0;
}
