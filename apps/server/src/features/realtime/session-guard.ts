import { failBody } from '@sidequest/shared';
import type { Socket } from 'socket.io';
import type { Db } from '../../db/client.js';
import { sessionIsLive } from '../auth/sessions.js';

/** What the socket's handshake proved: which session (by token hash) and until when it lasts. */
export interface SessionBinding {
  userNo: number;
  tokenHash: string;
  expiresAt: Date;
}

/** The answer to an event that arrives after its session ended; the web shows it and logs out. */
export const SESSION_ENDED = '로그인이 끝났어요. 다시 로그인해 주세요.';

/**
 * Longest wait between two looks at a connected socket's session. Besides the pushes on log-out,
 * password change, withdrawal and the like, each socket re-checks its session at least this often,
 * so one missed broadcast (Redis briefly down) cannot keep a socket alive; it also keeps every
 * timer well under setTimeout's 24.8-day ceiling.
 */
export const RECHECK_CAP_MS = 10 * 60_000;

/**
 * Binds a socket to its session for its whole life:
 * - every incoming event first asks the database whether the session is still live (one primary-
 *   key lookup); if not, the event is answered with E001 and the socket is ended. The checks run
 *   one after another in arrival order, so a burst of messages keeps its order and a message sent
 *   after a revocation committed can never reach a handler;
 * - the session is checked once more right after the socket joined its rooms, then a timer ends
 *   the socket when `expires_at` passes (re-armed in capped steps, re-checking at each step).
 * The revocations themselves end sockets on every instance through the `session:{hash}` and
 * `user:{no}` rooms (RealtimePublisher); this guard closes the gap between a revocation and that
 * broadcast.
 */
export function guardSocket(socket: Socket, db: Db, binding: SessionBinding): void {
  const { userNo, tokenHash, expiresAt } = binding;
  const live = () => sessionIsLive(db, tokenHash, userNo);

  let checks: Promise<void> = Promise.resolve();
  socket.use((packet, next) => {
    checks = checks.then(async () => {
      // Already ended (a revocation or an earlier refused event): nothing more is handled.
      if (!socket.connected) return;
      let ok: boolean;
      try {
        ok = await live();
      } catch (err) {
        // The database did not answer: refuse this event (fail closed) but keep the socket.
        console.error('socket session check failed', err);
        replyTo(packet, failBody('E004'));
        return;
      }
      if (ok) {
        next();
        return;
      }
      replyTo(packet, failBody('E001', SESSION_ENDED));
      socket.disconnect(true);
    });
  });

  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt.getTime() - Date.now();
    timer = setTimeout(
      () => {
        if (!socket.connected) return;
        if (Date.now() >= expiresAt.getTime()) {
          socket.disconnect(true);
          return;
        }
        live()
          .then((ok) => (ok ? arm() : socket.disconnect(true)))
          .catch(() => arm());
      },
      Math.max(0, Math.min(left, RECHECK_CAP_MS)),
    );
    timer.unref();
  };
  // Once right away: a revocation that committed between the handshake and the joining of the
  // session's room was broadcast before this socket could hear it.
  live()
    .then((ok) => (ok ? arm() : socket.disconnect(true)))
    .catch(() => arm());
  socket.on('disconnect', () => clearTimeout(timer));
}

/** Acknowledges an event the guard refused, when the client asked for an acknowledgement. */
function replyTo(packet: unknown[], body: unknown): void {
  const ack = packet.at(-1);
  if (typeof ack === 'function') (ack as (b: unknown) => void)(body);
}
