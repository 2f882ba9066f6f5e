import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerToClientEvents } from '@sidequest/shared';
import { asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestContext } from './helpers.js';
import { attachRealtime } from '../src/features/realtime/gateway.js';
import { chatMembers, chatMessages } from '../src/features/chat/schema.js';

/** Helpers for the chat extras' API tests (to-dos, team rooms, pro rooms, ads, the closing job). */

export async function membersOf(ctx: TestContext, roomId: string) {
  return ctx.database.db.select().from(chatMembers).where(eq(chatMembers.roomId, roomId));
}

export async function messagesOf(ctx: TestContext, roomId: string) {
  return ctx.database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(asc(chatMessages.seq));
}

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * A Socket.IO gateway on the test app's publisher, so what services emit reaches real clients,
 * plus a client that records every event it receives (nothing is missed between awaits).
 */
export async function liveGateway(ctx: TestContext) {
  const server = http.createServer();
  const gateway = await attachRealtime(server, {
    db: ctx.database.db,
    realtime: ctx.realtime,
    events: ctx.events,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];

  async function client(cookie: string) {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    sockets.push(socket);
    const seen: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    /** The first event of this name (already received or still to come) that matches. */
    function next<E extends EventName>(
      event: E,
      match: (p: Payload<E>) => boolean = () => true,
      timeoutMs = 3000,
    ): Promise<Payload<E>> {
      return new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const look = () => {
          const hit = seen.find((s) => s.event === event && match(s.payload as Payload<E>));
          if (hit) return resolve(hit.payload as Payload<E>);
          if (Date.now() > deadline) return reject(new Error(`no ${event} within ${timeoutMs} ms`));
          setTimeout(look, 20);
        };
        look();
      });
    }
    const all = <E extends EventName>(event: E) =>
      seen.filter((s) => s.event === event).map((s) => s.payload as Payload<E>);
    return { socket, next, all };
  }

  return {
    client,
    async close() {
      for (const s of sockets) s.close();
      await gateway.close();
      await new Promise((r) => server.close(r));
    },
  };
}
