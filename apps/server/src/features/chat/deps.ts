import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import type { RealtimeServer, SocketData } from '../realtime/types.js';

/**
 * What every chat socket handler needs: the database, the publisher (emits to `user:{no}` rooms on
 * any instance), the app's domain events (a message's mentions) and the Socket.IO server itself
 * (presence lookups across instances).
 */
export interface ChatDeps {
  db: Db;
  realtime: RealtimePublisher;
  events: DomainEvents;
  io: RealtimeServer;
  /** The site's own origin, so shared links to our pages get a project card (link-preview.ts). */
  publicOrigin?: string | undefined;
}

/** One connected, authenticated member's socket (socket.data holds who they are). */
export type ChatServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
