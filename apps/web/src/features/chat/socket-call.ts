import { type ClientToServerEvents, FALLBACK_MESSAGES, type FailBody } from '@sidequest/shared';
import { texts } from '../../lib/texts/store';
import type { Socket } from 'socket.io-client';
import { ApiError, toApiError } from '../../lib/api';
import { type ChatSocket, useChatStore } from './store';

/** How long an acknowledgement may take before the call counts as failed. */
export const ACK_TIMEOUT_MS = 10_000;

type Events = ClientToServerEvents;

/** The client events the server acknowledges: their optional second parameter is the ack callback. */
export type AckEvent = {
  [E in keyof Events]: 2 extends Parameters<Events[E]>['length'] ? E : never;
}[keyof Events];
export type AckPayload<E extends AckEvent> = Parameters<Events[E]>[0];
/** What the server acknowledges: `{result:'success', ...}` or a FailBody (shared SocketAck). */
type AckReply<E extends AckEvent> = Parameters<NonNullable<Parameters<Events[E]>[1]>>[0];
export type AckResult<E extends AckEvent> = Exclude<AckReply<E>, FailBody>;

/** The socket when it is connected, else null (callers fall back to HTTP or fail the send). */
export function liveSocket(): ChatSocket | null {
  const s = useChatStore.getState();
  return s.connection === 'online' ? s.socket : null;
}

export function offlineError(): ApiError {
  return new ApiError(
    'E004',
    texts.t('chat:connection.offline_send', { defaultValue: FALLBACK_MESSAGES.E004 }),
    0,
  );
}

function isSuccess<E extends AckEvent>(res: AckReply<E>): res is AckResult<E> {
  // The reply is typed, but it crossed the wire: anything but an object saying success is a failure.
  return typeof res === 'object' && res !== null && res.result === 'success';
}

/**
 * Emit with an acknowledgement, as a promise: the ack's `{result:'success', ...}` resolves, a
 * FailBody rejects with the server's Korean message, and silence rejects after ACK_TIMEOUT_MS.
 * The payload and the result are the event map's (ClientToServerEvents).
 */
export function emitWithAck<E extends AckEvent>(
  socket: ChatSocket,
  event: E,
  payload: AckPayload<E>,
): Promise<AckResult<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(offlineError()), ACK_TIMEOUT_MS);
    const ack = (res: AckReply<E>) => {
      clearTimeout(timer);
      if (isSuccess<E>(res)) resolve(res);
      else reject(toApiError(400, res));
    };
    // Socket.IO types `emit` through a conditional type that TypeScript cannot resolve for a
    // generic event name; the signature above is what callers are checked against, so the emit
    // itself goes through the socket's untyped view (a widening, not a cast).
    const wire: Socket = socket;
    wire.emit(event, payload, ack);
  });
}
