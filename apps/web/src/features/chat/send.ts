import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatSendableType,
  type SendMessagePayload,
} from '@sidequest/shared';
import { errorMessage } from '../../lib/api';
import { withLastMessage } from './effects';
import { emitWithAck, liveSocket, offlineError } from './socket-call';
import { useChatStore } from './store';

/**
 * Sending with an optimistic bubble. Each message gets a clientId once; a resend reuses it, so
 * the server stores it at most once (`duplicate: true` answers with the stored copy).
 */

export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export type ComposeCheck = 'ok' | 'empty' | 'too_long';

/** What the composer may send: nothing blank, nothing over the limit (the server says so too). */
export function checkBody(body: string): ComposeCheck {
  if (body.trim().length === 0) return 'empty';
  if ([...body].length > CHAT_LIMITS.body) return 'too_long';
  return 'ok';
}

function setOutbox(
  roomId: string,
  clientId: string,
  change: { status: 'sending' | 'failed'; error: string | null },
) {
  useChatStore.getState().patchRoom(roomId, (r) => ({
    outbox: r.outbox.map((o) => (o.clientId === clientId ? { ...o, ...change } : o)),
  }));
}

async function deliver(payload: SendMessagePayload): Promise<ChatMessage | null> {
  const { roomId, clientId } = payload;
  setOutbox(roomId, clientId, { status: 'sending', error: null });
  try {
    const socket = liveSocket();
    if (!socket) throw offlineError();
    const res = await emitWithAck(socket, 'sendMessage', payload);
    // The stored copy replaces the bubble (addMessages drops the outbox item by clientId).
    const store = useChatStore.getState();
    store.addMessages(roomId, [res._doc]);
    useChatStore.setState({ roomList: withLastMessage(store.roomList, res._doc) });
    return res._doc;
  } catch (err) {
    setOutbox(roomId, clientId, { status: 'failed', error: errorMessage(err) });
    return null;
  }
}

/** Send a new message: the bubble shows at once, then turns into the stored one or "전송 실패". */
export function sendChatMessage(
  roomId: string,
  message: { body: string; type: ChatSendableType; ref?: SendMessagePayload['ref']; preview?: string },
): Promise<ChatMessage | null> {
  const payload: SendMessagePayload = {
    roomId,
    body: message.body,
    type: message.type,
    clientId: newClientId(),
    ...(message.ref ? { ref: message.ref } : {}),
  };
  useChatStore.getState().patchRoom(roomId, (r) => ({
    outbox: [
      ...r.outbox,
      {
        clientId: payload.clientId,
        payload,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
        preview: message.preview ?? message.body,
      },
    ],
  }));
  return deliver(payload);
}

/** 재전송: the same payload and the same clientId. */
export function resendChatMessage(roomId: string, clientId: string): Promise<ChatMessage | null> {
  const item = useChatStore.getState().rooms[roomId]?.outbox.find((o) => o.clientId === clientId);
  if (!item) return Promise.resolve(null);
  return deliver(item.payload);
}

/** 삭제: a failed bubble is dropped (it never reached the server). */
export function discardChatMessage(roomId: string, clientId: string): void {
  useChatStore
    .getState()
    .patchRoom(roomId, (r) => ({ outbox: r.outbox.filter((o) => o.clientId !== clientId) }));
}

/**
 * A message that is only a link (a web address, or one of our project or quest pages) goes as a
 * link card ('09'): the server builds the preview from what it knows. Returns the URL, or null.
 */
export function linkOnly(body: string): string | null {
  const text = body.trim();
  if (/\s/.test(text) || text.length > 2000) return null;
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text)) return text;
  if (/^\/(project|quest)\/[^\s/?#]+\/?$/.test(text)) return text;
  return null;
}
