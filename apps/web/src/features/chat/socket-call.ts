import { ERRORS } from '@sidequest/shared';
import i18next from 'i18next';
import { type ChatSocket, useUserStore } from '../../app/store';
import { ApiError, toApiError } from '../../lib/api';

/** How long an acknowledgement may take before the call counts as failed. */
export const ACK_TIMEOUT_MS = 10_000;

type Ack = (res: unknown) => void;
interface LooseSocket {
  emit: (event: string, ...args: unknown[]) => unknown;
}

/** The socket when it is connected, else null (callers fall back to HTTP or fail the send). */
export function liveSocket(): ChatSocket | null {
  const s = useUserStore.getState();
  return s.chatConnection === 'online' ? s.chatSocket : null;
}

export function offlineError(): ApiError {
  return new ApiError(
    'E004',
    i18next.t('chat:connection.offline_send', { defaultValue: ERRORS.E004.message }),
    0,
  );
}

/**
 * Emit with an acknowledgement, as a promise: the ack's `{result:'success', ...}` resolves, a
 * FailBody rejects with the server's Korean message, and silence rejects after ACK_TIMEOUT_MS.
 */
export function emitWithAck<R>(socket: ChatSocket, event: string, payload: unknown): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(offlineError()), ACK_TIMEOUT_MS);
    const ack: Ack = (res) => {
      clearTimeout(timer);
      if (res && typeof res === 'object' && (res as { result?: unknown }).result === 'success') {
        resolve(res as R);
      } else {
        reject(toApiError(400, res));
      }
    };
    (socket as unknown as LooseSocket).emit(event, payload, ack);
  });
}
