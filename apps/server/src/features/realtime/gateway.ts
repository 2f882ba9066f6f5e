import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../../db/client.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { registerChatHandlers } from '../chat/socket.js';
import { registerVoiceHandlers } from '../chat/voice.js';
import { guardSocket, type SessionBinding } from './session-guard.js';
import type { RealtimeServer } from './types.js';

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
 * Whether a handshake may go on, judged as HTTP mutations are (plugins/security.ts): a browser
 * always sends Origin on a WebSocket handshake, so a foreign one — another site, or another port
 * of our own host — is refused; no Origin at all is a non-browser client (apps, scripts), allowed
 * unless the browser-only Sec-Fetch-Site says the request is cross-site.
 */
export function handshakeOriginAllowed(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return allowedOrigins.includes(origin);
  return headers['sec-fetch-site'] !== 'cross-site';
}

/**
 * The Socket.IO gateway at /socket.io: websocket transport only (no sticky sessions needed),
 * checked for Origin, then authenticated from the session cookie at the handshake; anonymous
 * connections are refused. Each member joins `user:{no}` and `session:{token hash}` so any
 * instance can reach them, or end the sockets of one login, through the Redis adapter; every
 * socket stays bound to its session (session-guard.ts).
 * The chat handlers are registered per socket; `realtime` (the app's publisher) is attached to this
 * server so services reach sockets, `events` (the app's) carries what chat does over the socket
 * to its subscribers (a message's mentions become notifications), and `publicOrigin` tells our own
 * shared links from others.
 * `allowedOrigins` is config.allowedOrigins, read at every handshake (the array is updated in place
 * once the real port is known); without it only clients sending no Origin connect.
 */
export async function attachRealtime(
  http: HttpServer,
  opts: {
    db: Db;
    redisUrl?: string | undefined;
    realtime?: RealtimePublisher | undefined;
    events?: DomainEvents | undefined;
    publicOrigin?: string | undefined;
    allowedOrigins?: readonly string[] | undefined;
  },
) {
  const allowedOrigins = opts.allowedOrigins ?? [];
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

  // Kept here rather than in socket.data: data travels to other instances (fetchSockets).
  const bindings = new WeakMap<object, SessionBinding>();

  io.use((socket, next) => {
    // Before the cookie is read: another site's page must not learn whether its visitor is logged in.
    if (!handshakeOriginAllowed(socket.request.headers, allowedOrigins)) return next(new Error('BAD_ORIGIN'));
    next();
  });

  io.use(async (socket, next) => {
    try {
      const token = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
      const session = token && token.length <= 200 ? await findSession(opts.db, token) : null;
      if (!session) return next(new Error('E001'));
      socket.data = { userNo: session.user.userNo, nickname: session.user.nickname ?? '' };
      bindings.set(socket, {
        userNo: session.user.userNo,
        tokenHash: session.tokenHash,
        expiresAt: session.expiresAt,
      });
      next();
    } catch {
      next(new Error('E004'));
    }
  });

  const realtime = opts.realtime ?? new RealtimePublisher();
  realtime.attach(io);
  const events = opts.events ?? new DomainEvents();
  const deps = { db: opts.db, realtime, events, io, publicOrigin: opts.publicOrigin };
  io.on('connection', (socket) => {
    const binding = bindings.get(socket);
    if (!binding) {
      socket.disconnect(true);
      return;
    }
    // Joined synchronously (in-memory adapter and Redis adapter alike): a revocation broadcast
    // that arrives from now on finds the socket.
    void socket.join([`user:${binding.userNo}`, `session:${binding.tokenHash}`]);
    guardSocket(socket, opts.db, binding);
    registerChatHandlers(socket, deps);
    registerVoiceHandlers(socket, deps);
  });

  return {
    io,
    realtime,
    async close() {
      // End the sockets but leave the HTTP server to Fastify's own close. Their members
      // reconnect to another instance, so presence does not announce them offline.
      for (const socket of io.of('/').sockets.values()) socket.data.shuttingDown = true;
      io.local.disconnectSockets(true);
      io.engine.close();
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}
