import http from 'node:http';
import type { ServerToClientEvents } from '@sidequest/shared';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createSiblingApp, createTestApp, startChatServer, type TestContext } from '../../../test/helpers.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { readCookie } from '../realtime/gateway.js';
import type { RealtimeServer } from '../realtime/types.js';
import { directKey, insertRoom } from './core.js';
import { chatMessages } from './schema.js';
import { registerVoiceHandlers } from './voice.js';
import { liveCalls } from './voice-calls.js';

// A bare Socket.IO server with the gateway's cookie handshake and only the voice handlers, so the
// test does not depend on how the chat gateway wires the rest (and uses a short ring time).
const RING_MS = 600;
let ctx: TestContext;
let url: string;
let io: RealtimeServer;
let httpServer: http.Server;

beforeAll(async () => {
  ctx = await createTestApp();
  httpServer = http.createServer();
  io = new Server(httpServer, { path: '/socket.io', transports: ['websocket'] });
  io.use(async (socket, next) => {
    const token = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
    const session = token ? await findSession(ctx.database.db, token) : null;
    if (!session) return next(new Error('E001'));
    socket.data = { userNo: session.user.userNo, nickname: session.user.nickname ?? '' };
    next();
  });
  ctx.realtime.attach(io);
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.userNo}`);
    registerVoiceHandlers(
      socket,
      { db: ctx.database.db, realtime: ctx.realtime, events: ctx.events, io },
      { ringMs: RING_MS },
    );
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  io.local.disconnectSockets(true);
  io.engine.close();
  await new Promise((r) => httpServer.close(r));
  await ctx.close();
});

interface Client {
  no: number;
  socket: Socket;
  events: { name: string; payload: unknown }[];
}

async function person(online = true, at: { ctx?: TestContext; url?: string } = {}): Promise<Client> {
  const u = await buildMember(at.ctx ?? ctx);
  const socket = connect(at.url ?? url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    autoConnect: online,
    extraHeaders: { cookie: u.cookie },
  });
  const client: Client = { no: u.user.no, socket, events: [] };
  socket.onAny((name, payload) => client.events.push({ name, payload }));
  if (online) {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }
  return client;
}

async function room(a: Client, b: Client, type: '01' | '02' = '01') {
  const row = await insertRoom(
    ctx.database.db,
    type === '01'
      ? { type, kind: 'direct', hostNo: null, directKey: directKey(a.no, b.no) }
      : { type, kind: 'group', title: '모임', hostNo: a.no },
    [
      { userNo: a.no, role: type === '01' ? 'guest' : 'host' },
      { userNo: b.no, role: 'guest' },
    ],
  );
  return row.roomId;
}

type Ack = { result: string; code?: string; message?: string };
const call = (c: Client, event: string, payload: unknown) =>
  c.socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];
async function waitFor<E extends keyof ServerToClientEvents>(
  c: Client,
  name: E,
  timeoutMs = 5000,
): Promise<Payload<E>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = c.events.find((e) => e.name === name);
    if (found) {
      c.events.splice(c.events.indexOf(found), 1);
      return found.payload as Payload<E>;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${name} for user ${c.no}`);
}

const settle = () => new Promise((r) => setTimeout(r, 200));
const names = (c: Client) => c.events.map((e) => e.name);

async function voiceMessages(roomId: string) {
  return ctx.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.type, '07')));
}

describe('one-to-one voice calls', () => {
  it('rings both, connects on accept, relays signals to the other party only and ends on hang-up', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const roomId = await room(a, b);

    expect(await call(a, 'voiceCall', { roomId })).toEqual({ result: 'success' });
    const ringing = await waitFor(b, 'waitingForAccepting');
    expect(ringing.callerInfo.no).toBe(a.no);
    expect(ringing.receiverInfo.no).toBe(b.no);
    expect(ringing.roomInfo).toEqual({ roomId });
    await waitFor(a, 'waitingForAccepting'); // the caller's other tabs learn it too

    // Only the callee answers.
    expect((await call(a, 'voiceAccept', { roomId })).code).toBe('CONFLICT');
    expect(await call(b, 'voiceAccept', { roomId })).toEqual({ result: 'success' });
    expect(await waitFor(a, 'voiceConnected')).toEqual({ roomInfo: { roomId } });
    await waitFor(b, 'voiceConnected');

    a.socket.emit('voiceSignal', { roomId, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    expect(await waitFor(b, 'voiceSignal')).toEqual({
      roomId,
      from: a.no,
      signal: { kind: 'offer', sdp: 'v=0 offer' },
    });
    b.socket.emit('voiceSignal', {
      roomId,
      signal: {
        kind: 'ice',
        candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    });
    expect((await waitFor(a, 'voiceSignal')).from).toBe(b.no);

    // A third person can neither signal into the call nor call, answer or end it.
    c.socket.emit('voiceSignal', { roomId, signal: { kind: 'offer', sdp: 'x' } });
    expect((await call(c, 'voiceCall', { roomId })).code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await call(c, 'voiceAccept', { roomId })).code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await call(c, 'voiceCancel', { roomId })).code).toBe('CONFLICT');
    await settle();
    expect(names(a)).not.toContain('voiceSignal');
    expect(names(b)).not.toContain('voiceSignal');
    expect(names(c)).toEqual([]);

    await new Promise((r) => setTimeout(r, 1100));
    expect(await call(a, 'voiceCancel', { roomId })).toEqual({ result: 'success' });
    for (const p of [a, b]) {
      expect(await waitFor(p, 'voiceCancelled')).toEqual({
        roomInfo: { roomId },
        triggerInfo: { userNo: a.no, reason: 'hangup' },
      });
      const added = await waitFor(p, 'addMessage');
      expect(added._doc.type).toBe('07');
      expect(added._doc.meta?.voice?.outcome).toBe('connected');
      expect(added._doc.meta?.voice?.durationSec).toBeGreaterThanOrEqual(1);
    }
    const stored = await voiceMessages(roomId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.senderNo).toBe(a.no);

    // Ended is ended: a second hang-up and late signals do nothing.
    expect((await call(b, 'voiceCancel', { roomId })).code).toBe('CONFLICT');
    a.socket.emit('voiceSignal', { roomId, signal: { kind: 'offer', sdp: 'late' } });
    await settle();
    expect(names(b)).not.toContain('voiceSignal');
    for (const p of [a, b, c]) p.socket.close();
  });

  it('lets the callee decline and the caller cancel, each leaving a cancelled-call message', async () => {
    const [a, b] = [await person(), await person()];
    const roomId = await room(a, b);
    await call(a, 'voiceCall', { roomId });
    await waitFor(b, 'waitingForAccepting');
    expect(await call(b, 'voiceCancel', { roomId })).toEqual({ result: 'success' });
    expect((await waitFor(a, 'voiceCancelled')).triggerInfo).toEqual({ userNo: b.no, reason: 'declined' });
    await waitFor(a, 'addMessage');
    a.events.length = 0;
    b.events.length = 0;

    await call(a, 'voiceCall', { roomId });
    await waitFor(b, 'waitingForAccepting');
    await call(a, 'voiceCancel', { roomId });
    expect((await waitFor(b, 'voiceCancelled')).triggerInfo).toEqual({ userNo: a.no, reason: 'cancelled' });
    await waitFor(b, 'addMessage');
    expect((await voiceMessages(roomId)).map((m) => m.meta?.voice?.outcome)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    a.socket.close();
    b.socket.close();
  });

  it('refuses a busy callee or caller, an offline callee, group rooms and bad input', async () => {
    const [a, b, d] = [await person(), await person(), await person()];
    const offline = await person(false);
    const ab = await room(a, b);
    const ad = await room(a, d);
    const db = await room(d, b);
    expect((await call(a, 'voiceCall', { roomId: await room(a, offline) })).code).toBe('CHAT_OFFLINE');

    await call(a, 'voiceCall', { roomId: ab });
    expect((await call(a, 'voiceCall', { roomId: ab })).code).toBe('CHAT_VOICE_BUSY');
    expect((await call(b, 'voiceCall', { roomId: ab })).code).toBe('CHAT_VOICE_BUSY');
    const self = await call(a, 'voiceCall', { roomId: ad });
    expect(self.code).toBe('CHAT_VOICE_BUSY');
    expect(self.message).toContain('이미 다른 통화 중');
    expect((await call(d, 'voiceCall', { roomId: db })).code).toBe('CHAT_VOICE_BUSY');
    await call(a, 'voiceCancel', { roomId: ab });

    // Two people calling the same person at the same moment from different rooms: one rings at most.
    const together = await Promise.all([
      call(a, 'voiceCall', { roomId: ab }),
      call(d, 'voiceCall', { roomId: db }),
    ]);
    const rang = together.filter((r) => r.result === 'success');
    expect(rang.length).toBeLessThanOrEqual(1);
    expect(await liveCalls(ctx.database.db, [b.no])).toHaveLength(rang.length);
    for (const roomId of [ab, db]) await call(b, 'voiceCancel', { roomId });

    expect((await call(a, 'voiceCall', { roomId: await room(a, d, '02') })).code).toBe('FORBIDDEN');
    expect((await call(a, 'voiceCall', { roomId: 'nope' })).code).toBe('VALIDATION');
    expect((await call(a, 'voiceCall', null)).code).toBe('VALIDATION');
    expect((await call(a, 'voiceCall', { roomId: 'f'.repeat(24) })).code).toBe('CHAT_ROOM_NOT_FOUND');
    for (const p of [a, b, d]) p.socket.close();
  });

  it('stops ringing after the ring time as a missed call that can no longer be answered', async () => {
    const [a, b] = [await person(), await person()];
    const roomId = await room(a, b);
    await call(a, 'voiceCall', { roomId });
    await waitFor(b, 'waitingForAccepting');
    const cancelled = await waitFor(b, 'voiceCancelled', RING_MS + 3000);
    expect(cancelled.triggerInfo.reason).toBe('timeout');
    await waitFor(a, 'voiceCancelled');
    await waitFor(a, 'addMessage');
    expect((await call(b, 'voiceAccept', { roomId })).code).toBe('CONFLICT');
    const [missed] = await voiceMessages(roomId);
    expect(missed!.meta?.voice).toEqual({ outcome: 'missed', durationSec: 0 });
    expect(missed!.body).toBe('부재중 음성 통화');
    // The room is free again.
    expect(await call(a, 'voiceCall', { roomId })).toEqual({ result: 'success' });
    await call(a, 'voiceCancel', { roomId });
    a.socket.close();
    b.socket.close();
  });

  it('ends the call when the tab holding it disconnects', async () => {
    const [a, b] = [await person(), await person()];
    const roomId = await room(a, b);
    await call(a, 'voiceCall', { roomId });
    await waitFor(b, 'waitingForAccepting');
    await call(b, 'voiceAccept', { roomId });
    await waitFor(a, 'voiceConnected');
    b.socket.close();
    expect((await waitFor(a, 'voiceCancelled')).triggerInfo).toEqual({
      userNo: b.no,
      reason: 'disconnected',
    });
    await waitFor(a, 'addMessage');
    expect((await voiceMessages(roomId))[0]!.meta?.voice?.outcome).toBe('connected');
    a.socket.close();
  });
});

// Two instances on one database joined by Redis, through the real gateway: the callee's presence,
// the ring, the answer, the signals and the hang-up all cross instances.
describe.skipIf(!process.env.TEST_REDIS_URL)('a voice call across two instances', () => {
  let one: TestContext;
  let two: TestContext;
  let s1: Awaited<ReturnType<typeof startChatServer>>;
  let s2: Awaited<ReturnType<typeof startChatServer>>;
  beforeAll(async () => {
    one = await createTestApp();
    two = await createSiblingApp(one);
    s1 = await startChatServer(one, process.env.TEST_REDIS_URL);
    s2 = await startChatServer(two, process.env.TEST_REDIS_URL);
  });
  afterAll(async () => {
    await s1?.close();
    await s2?.close();
    await two?.close();
    await one?.close();
  });

  it('rings, connects, relays and ends a call whose parties sit on different instances', async () => {
    const a = await person(true, { ctx: one, url: s1.url });
    const b = await person(true, { ctx: two, url: s2.url });
    const roomId = (
      await insertRoom(
        one.database.db,
        { type: '01', kind: 'direct', hostNo: null, directKey: directKey(a.no, b.no) },
        [
          { userNo: a.no, role: 'guest' },
          { userNo: b.no, role: 'guest' },
        ],
      )
    ).roomId;
    expect(await call(a, 'voiceCall', { roomId })).toEqual({ result: 'success' });
    expect((await waitFor(b, 'waitingForAccepting')).callerInfo.no).toBe(a.no);
    expect(await call(b, 'voiceAccept', { roomId })).toEqual({ result: 'success' });
    await waitFor(a, 'voiceConnected');
    a.socket.emit('voiceSignal', { roomId, signal: { kind: 'offer', sdp: 'v=0 across' } });
    expect((await waitFor(b, 'voiceSignal')).signal).toEqual({ kind: 'offer', sdp: 'v=0 across' });
    expect(await call(b, 'voiceCancel', { roomId })).toEqual({ result: 'success' });
    expect((await waitFor(a, 'voiceCancelled')).triggerInfo).toEqual({ userNo: b.no, reason: 'hangup' });
    expect((await waitFor(a, 'addMessage'))._doc.meta?.voice?.outcome).toBe('connected');
    a.socket.close();
    b.socket.close();
  });
});
