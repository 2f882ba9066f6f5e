import type { ServerToClientEvents } from '@sidequest/shared';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface Emitter {
  to(room: string | string[]): { emit(event: string, payload: unknown): unknown };
}

/**
 * How services reach connected members without knowing about Socket.IO. The server attaches the
 * gateway after the app is built; with the Redis adapter an emit here reaches the member on
 * whichever instance holds their socket. Before attachment (API tests, scripts) there are no
 * sockets to reach, so nothing is sent — what matters is already stored in the database.
 */
export class RealtimePublisher {
  private io: Emitter | undefined;

  attach(io: Emitter): void {
    this.io = io;
  }

  toUser<E extends EventName>(userNo: number, event: E, payload: Payload<E>): void {
    this.io?.to(`user:${userNo}`).emit(event, payload);
  }

  /** One emit to several members (a chat room's active members): each socket receives it once. */
  toUsers<E extends EventName>(userNos: readonly number[], event: E, payload: Payload<E>): void {
    if (userNos.length === 0) return;
    this.io?.to(userNos.map((n) => `user:${n}`)).emit(event, payload);
  }
}
