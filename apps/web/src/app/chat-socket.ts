import type { ChatRoomSummary } from '@sidequest/shared';
import i18next from 'i18next';
import { io } from 'socket.io-client';
import { handleNewNotification } from '../features/notification/live';
import { toast } from '../ui/toast-store';
import { type ChatSocket, useUserStore } from './store';

function sortByLatest(list: ChatRoomSummary[]): ChatRoomSummary[] {
  const at = (r: ChatRoomSummary) => (r.lastMessage ? Date.parse(r.lastMessage.createdAt) || 0 : 0);
  return [...list].sort((a, b) => at(b) - at(a));
}

/** Handlers registered once the socket is connected (product-spec 4, "Chat socket"). */
function registerHandlers(socket: ChatSocket): void {
  const store = useUserStore.getState;
  socket.on('newNotification', handleNewNotification);
  socket.on('initialNotReadCount', () => store().setChatReady(true));
  socket.on('chatListInitialized2', ({ chat_list }) => store().setChatList(sortByLatest(chat_list)));
  socket.on('waitingForAccepting', ({ callerInfo, receiverInfo, roomInfo }) =>
    store().setVoiceChat({
      status: 'waiting',
      caller: callerInfo,
      receiver: receiverInfo,
      roomId: roomInfo.roomId,
    }),
  );
  socket.on('voiceCancelled', ({ roomInfo }) => {
    const voice = store().voiceChat;
    if (voice && voice.roomId === roomInfo.roomId) {
      store().setVoiceChat(null);
      toast(i18next.t('chat:voice.cancelled'));
    }
  });
}

/**
 * Open the chat socket for the logged-in user: websocket only, cookie credentials, no
 * reconnection (the seed's choice; the next session check opens a new one).
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
  useUserStore.getState().setChatSocket(socket);

  socket.on('connect', () => {
    registerHandlers(socket);
    socket.emit('getMessagesUnread');
  });
  socket.on('disconnect', () => {
    socket.removeAllListeners();
    const s = useUserStore.getState();
    if (s.chatSocket === socket) s.setChatSocket(null);
    s.setChatReady(false);
    s.setChatOpen(false);
    s.setVoiceChat(null);
  });
  socket.on('connect_error', (err) => {
    // The seed only logs this; chat stays unavailable until the next login check.
    console.warn('[chat] socket connect error:', err.message);
  });
  return socket;
}

export function closeChatSocket(): void {
  const socket = useUserStore.getState().chatSocket;
  if (socket) socket.disconnect();
  const s = useUserStore.getState();
  s.setChatSocket(null);
  s.setChatReady(false);
  s.setChatOpen(false);
  s.setVoiceChat(null);
}
