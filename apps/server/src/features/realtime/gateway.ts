import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@sidequest/shared';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../../db/client.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { registerChatHandlers } from '../chat/socket.js';
import { registerVoiceHandlers } from '../chat/voice.js';

export interface SocketData {
  userNo: number;
  nickname: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The Socket.IO gateway at /socket.io: websocket transport only (no sticky sessions needed),
 * authenticated from the session cookie at the handshake; anonymous connections are refused.
 * Each member joins `user:{no}` so any instance can reach them through the Redis adapter.
 * The chat handlers are registered per socket; `realtime` (the app's publisher) is attached to this
 * server so services reach sockets, and `publicOrigin` tells our own shared links from others.
 */
export async function attachRealtime(
  http: HttpServer,
  opts: {
    db: Db;
    redisUrl?: string | undefined;
    realtime?: RealtimePublisher | undefined;
    publicOrigin?: string | undefined;
  },
) {
  const io: RealtimeServer = new Server(http, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl);
    sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const token = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
      const session = token ? await findSession(opts.db, token) : null;
      if (!session) return next(new Error('E001'));
      socket.data = { userNo: session.user.userNo, nickname: session.user.nickname ?? '' };
      next();
    } catch {
      next(new Error('E004'));
    }
  });

  const realtime = opts.realtime ?? new RealtimePublisher();
  realtime.attach(io);
  const deps = { db: opts.db, realtime, io, publicOrigin: opts.publicOrigin };
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.userNo}`);
    registerChatHandlers(socket, deps);
    registerVoiceHandlers(socket, deps);
  });

  return {
    io,
    realtime,
    async close() {
      // End the sockets but leave the HTTP server to Fastify's own close.
      io.local.disconnectSockets(true);
      io.engine.close();
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}
