import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handshake } from '../../../test/chat-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, startChatServer, type TestContext } from '../../../test/helpers.js';
import { handshakeOriginAllowed } from './gateway.js';

function open(url: string, headers: Record<string, string>): Socket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
  });
}

describe('the socket handshake checks Origin like HTTP mutations', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startChatServer>>;
  let cookie: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    server = await startChatServer(ctx);
    cookie = (await buildMember(ctx)).cookie;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
    await ctx?.close();
  });

  async function outcome(headers: Record<string, string>): Promise<string> {
    const socket = open(server.url, { cookie, ...headers });
    sockets.push(socket);
    return handshake(socket as never);
  }

  it('accepts the site’s own origin', async () => {
    const own = ctx.config.allowedOrigins[0]!;
    expect(await outcome({ origin: own })).toBe('connected');
  });

  it('refuses another site, and another port of the same host, even with the member’s cookie', async () => {
    expect(await outcome({ origin: 'https://evil.example' })).toBe('BAD_ORIGIN');
    const own = new URL(ctx.config.allowedOrigins[0]!);
    const otherPort = new URL(own.href);
    otherPort.port = String(Number(own.port || (own.protocol === 'https:' ? 443 : 80)) + 1);
    expect(ctx.config.allowedOrigins).not.toContain(otherPort.origin);
    expect(await outcome({ origin: otherPort.origin })).toBe('BAD_ORIGIN');
    expect(await outcome({ origin: 'null' })).toBe('BAD_ORIGIN');
  });

  it('lets a client without Origin in (apps, scripts) unless the browser says cross-site', async () => {
    expect(await outcome({})).toBe('connected');
    expect(await outcome({ 'sec-fetch-site': 'cross-site' })).toBe('BAD_ORIGIN');
  });

  it('refuses a foreign origin before looking at the cookie (no logged-in/anonymous tell)', async () => {
    const anon = open(server.url, { origin: 'https://evil.example' });
    sockets.push(anon);
    expect(await handshake(anon as never)).toBe('BAD_ORIGIN');
  });
});

describe('handshakeOriginAllowed', () => {
  const allowed = ['https://sidequest.kr', 'https://www.sidequest.kr'];
  it('matches whole origins only', () => {
    expect(handshakeOriginAllowed({ origin: 'https://sidequest.kr' }, allowed)).toBe(true);
    expect(handshakeOriginAllowed({ origin: 'https://www.sidequest.kr' }, allowed)).toBe(true);
    expect(handshakeOriginAllowed({ origin: 'https://sidequest.kr:8443' }, allowed)).toBe(false);
    expect(handshakeOriginAllowed({ origin: 'http://sidequest.kr' }, allowed)).toBe(false);
    expect(handshakeOriginAllowed({ origin: 'https://sidequest.kr.evil.example' }, allowed)).toBe(false);
  });
  it('without a list (a gateway not given one), only clients sending no Origin pass', () => {
    expect(handshakeOriginAllowed({ origin: 'https://sidequest.kr' }, [])).toBe(false);
    expect(handshakeOriginAllowed({}, [])).toBe(true);
  });
});
