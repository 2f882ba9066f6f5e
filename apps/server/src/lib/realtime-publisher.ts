import type { ServerToClientEvents } from '@sidequest/shared';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface Emitter {
  to(room: string | string[]): { emit(event: string, payload: unknown): unknown };
  in?(room: string | string[]): {
    fetchSockets(): Promise<{ data: unknown }[]>;
    disconnectSockets(close?: boolean): void;
  };
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
   * Ends every socket of a member on every instance (withdrawal, a password reset, a change that
   * ends all log-ins). Whatever revoked their sessions in the database has already committed, so a
   * reconnect is refused at the handshake.
   */
  disconnectUser(userNo: number): void {
    this.io?.in?.(`user:${userNo}`).disconnectSockets(true);
  }

  /** Ends the sockets opened with these sessions (by token hash) on every instance (log-out). */
  disconnectSessions(tokenHashes: readonly string[]): void {
    if (tokenHashes.length === 0) return;
    this.io?.in?.(tokenHashes.map((h) => `session:${h}`)).disconnectSockets(true);
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
