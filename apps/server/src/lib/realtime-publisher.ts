import type { ServerToClientEvents } from '@sidequest/shared';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface Emitter {
  to(room: string | string[]): { emit(event: string, payload: unknown): unknown };
  in?(room: string | string[]): { fetchSockets(): Promise<{ data: unknown }[]> };
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

  /**
   * Which of these members have a socket open on any instance (the Redis adapter asks the others).
   * Without an attached gateway nobody is online.
   */
  async onlineAmong(userNos: readonly number[]): Promise<Set<number>> {
    const online = new Set<number>();
    if (userNos.length === 0 || !this.io?.in) return online;
    const sockets = await this.io.in([...new Set(userNos)].map((n) => `user:${n}`)).fetchSockets();
    for (const s of sockets) {
      const no = (s.data as { userNo?: unknown } | undefined)?.userNo;
      if (typeof no === 'number') online.add(no);
    }
    return online;
  }
}
