import type { ClientToServerEvents, ServerToClientEvents } from '@sidequest/shared';
import type { Server } from 'socket.io';

// The gateway's types on their own, so chat handlers can name them without importing the gateway
// (which imports the handlers).

export interface SocketData {
  userNo: number;
  nickname: string;
  /** Set on this instance's sockets when the gateway closes: their members are not going offline. */
  shuttingDown?: boolean;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
