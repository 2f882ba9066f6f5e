import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { attachRealtime } from './gateway.js';

type Gateway = Awaited<ReturnType<typeof attachRealtime>>;

async function startGateway(ctx: TestContext, redisUrl?: string) {
  const server = http.createServer();
  const gateway = await attachRealtime(server, { db: ctx.database.db, redisUrl });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    gateway,
    async close() {
      await gateway.close();
      await new Promise((r) => server.close(r));
    },
  };
}

function open(url: string, cookie?: string): Socket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
}

function outcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('chat socket handshake', () => {
  it('refuses anonymous connections and accepts a logged-in member over websocket', async () => {
    const gw = await startGateway(ctx);
    try {
      const anon = open(gw.url);
      expect(await outcome(anon)).toBe('E001');
      anon.close();

      const u = await buildMember(ctx);
      const member = open(gw.url, u.cookie);
      expect(await outcome(member)).toBe('connected');
      expect(member.io.engine.transport.name).toBe('websocket');
      member.close();
    } finally {
      await gw.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances joined by Redis', () => {
  let a: Awaited<ReturnType<typeof startGateway>>;
  let b: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    a = await startGateway(ctx, process.env.TEST_REDIS_URL);
    b = await startGateway(ctx, process.env.TEST_REDIS_URL);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers an event emitted on one instance to a member connected to the other', async () => {
    const u = await buildMember(ctx);
    const socket = open(b.url, u.cookie);
    expect(await outcome(socket)).toBe('connected');
    const received = new Promise((resolve) => socket.once('updateOnline', resolve));
    // The member joined user:{no} on instance B; instance A only knows the room through Redis.
    const emitter: Gateway['io'] = a.gateway.io;
    const deadline = Date.now() + 5000;
    while ((await emitter.in(`user:${u.user.no}`).fetchSockets()).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    emitter.to(`user:${u.user.no}`).emit('updateOnline', { roomId: 'r1', userNo: u.user.no, status: true });
    expect(await received).toEqual({ roomId: 'r1', userNo: u.user.no, status: true });
    socket.close();
  });
});
