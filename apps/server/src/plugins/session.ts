import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { DomainEvents } from '../lib/domain-events.js';
import type { RealtimePublisher } from '../lib/realtime-publisher.js';
import type {} from '../features/auth/events.js';
import {
  createSession,
  findSession,
  type LiveSession,
  revokeSession,
  SESSION_COOKIE,
  type UserRow,
} from '../features/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the session cookie, looked up once per request. */
    sessionUser(): Promise<UserRow | null>;
    /** The whole live session (member and their count of live sessions), or null. */
    session(): Promise<LiveSession | null>;
    sessionToken(): string | undefined;
  }
  interface FastifyReply {
    startSession(userNo: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

export interface SessionPluginOptions {
  db: Db;
  config: Config;
  /** Ends the chat sockets opened with a session when it ends (on every instance). */
  realtime?: RealtimePublisher | undefined;
  /** Told of every new session (`member.loggedIn`: the daily quests' attendance). */
  events?: DomainEvents | undefined;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const { db, config, realtime, events } = opts;
  await app.register(cookie);

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    path: '/',
  };

  const cache = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const value = this.cookies[SESSION_COOKIE];
    return value && value.length <= 200 ? value : undefined;
  });
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token ? findSession(db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    return this.session().then((s) => s?.user ?? null);
  });

  app.decorateReply('startSession', async function (this: FastifyReply, userNo: number) {
    const req = this.request;
    const old = req.sessionToken();
    // Never reuse a token across log-ins (session fixation); sockets opened with it end with it.
    if (old) realtime?.disconnectSessions([await revokeSession(db, old)]);
    const { token, expiresAt } = await createSession(db, userNo, config.SESSION_DAYS, {
      userAgent: req.headers['user-agent'],
      ip: req.ip,
    });
    this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    await events?.emit('member.loggedIn', { userNo });
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = this.request.sessionToken();
    // Revoked first, then the sockets: a reconnect racing the disconnect is refused at the handshake.
    if (token) realtime?.disconnectSessions([await revokeSession(db, token)]);
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });
});
