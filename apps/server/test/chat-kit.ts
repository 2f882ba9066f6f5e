import type { ClientToServerEvents, ServerToClientEvents } from '@sidequest/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, startChatServer, type TestContext } from './helpers.js';
import { buildMember, buildRoom, type Member } from './factories.js';

/** Socket helpers for the chat tests: a person with a live socket that records events. */

/** Where the chat calls live: `http(() => ctx.app, { base: CHAT }).post('open_chat_room', …)`. */
export const CHAT = '/api/sidequest_chat';

/** A JSON answer as the tests read it (like light-my-request's `json()`). */
export type Loose = ReturnType<typeof JSON.parse>;
type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A member (as `buildMember` makes one) with a live socket that records every event it receives. */
export interface ChatPerson extends Member {
  /** The member's user number (`user.no`), as the chat payloads name people. */
  no: number;
  socket: ChatSocket;
  events: { name: string; payload: unknown }[];
}

export function openSocket(url: string, cookie?: string): ChatSocket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
}

/** 'connected', or the handshake's refusal message (E001 for anonymous). */
export function handshake(socket: ChatSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** A new member connected to `url`, a chat server of `ctx` (each call makes another person). */
export async function chatPerson(ctx: TestContext, url: string): Promise<ChatPerson> {
  const m = await buildMember(ctx);
  return connectAs(url, { ...m, no: m.user.no });
}

/** The same person on another socket (another tab, or another instance). */
export async function connectAs(
  url: string,
  who: Omit<ChatPerson, 'socket' | 'events'>,
): Promise<ChatPerson> {
  const socket = openSocket(url, who.cookie);
  const person: ChatPerson = { ...who, socket, events: [] };
  socket.onAny((name: string, payload: unknown) => person.events.push({ name, payload }));
  const outcome = await handshake(socket);
  if (outcome !== 'connected') throw new Error(`socket refused: ${outcome}`);
  return person;
}

/** Emits with an acknowledgement and resolves with it. */
export function ask(socket: ChatSocket, event: string, payload?: unknown): Promise<Loose> {
  return new Promise((resolve) => {
    (socket as unknown as Socket).emit(event, payload, (res: Loose) => resolve(res));
  });
}

/** Resolves with the first event of that name (already received or arriving) matching `where`. */
export async function eventOf<E extends EventName>(
  person: ChatPerson,
  name: E,
  where: (payload: PayloadOf<E>) => boolean = () => true,
  timeoutMs = 4000,
): Promise<PayloadOf<E>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const hit = person.events.find((e) => e.name === name && where(e.payload as PayloadOf<E>));
    if (hit) return hit.payload as PayloadOf<E>;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${name} event for person ${person.no}`);
}

/** Events of a name received so far (optionally for one room). */
export function eventsOf<E extends EventName>(person: ChatPerson, name: E, roomId?: string): PayloadOf<E>[] {
  return person.events
    .filter((e) => e.name === name)
    .map((e) => e.payload as PayloadOf<E>)
    .filter((p) => {
      if (!roomId) return true;
      const r = p as { roomId?: string; _doc?: { roomId?: string } };
      return r.roomId === roomId || r._doc?.roomId === roomId;
    });
}

/** Lets in-flight emits arrive before asserting that something did NOT arrive. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/**
 * The usual chat test setup: a test app listening with the gateway attached, people with open
 * sockets (closed at the end), and a pair already sharing a one-to-one room.
 */
export function chatTestBed() {
  const bed = {
    ctx: undefined as unknown as TestContext,
    server: undefined as unknown as Awaited<ReturnType<typeof startChatServer>>,
    people: [] as ChatPerson[],
    async person() {
      const p = await chatPerson(bed.ctx, bed.server.url);
      bed.people.push(p);
      return p;
    },
    async pair() {
      const a = await bed.person();
      const b = await bed.person();
      return { a, b, roomId: await buildRoom(bed.ctx, a, b) };
    },
  };
  beforeAll(async () => {
    bed.ctx = await createTestApp();
    bed.server = await startChatServer(bed.ctx);
  });
  afterAll(async () => {
    for (const p of bed.people) p.socket.close();
    await bed.server?.close();
    await bed.ctx?.close();
  });
  return bed;
}
