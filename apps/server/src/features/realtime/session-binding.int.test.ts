import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatSocket,
  ask,
  chatPerson,
  handshake,
  openSocket,
  settle,
  CHAT,
} from '../../../test/chat-kit.js';
import { buildMember } from '../../../test/factories.js';
import {
  cookieFrom,
  createSiblingApp,
  createTestApp,
  startChatServer,
  type TestContext,
} from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { hashToken, revokeSession, SESSION_COOKIE } from '../auth/sessions.js';
import { sessions } from '../auth/schema.js';
import { banFromChat } from '../chat/bans.js';
import { chatMessages } from '../chat/schema.js';

// Two instances (each its own app, HTTP server and gateway) on one database, joined only by Redis.
// Every revocation is made through instance 1 while the socket it must end sits on instance 2.
const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS)('sockets follow their session across two instances', () => {
  let one: TestContext;
  let two: TestContext;
  const { post } = http(() => one.app, { base: CHAT });
  let s1: Awaited<ReturnType<typeof startChatServer>>;
  let s2: Awaited<ReturnType<typeof startChatServer>>;
  const open: ChatSocket[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    two = await createSiblingApp(one);
    s1 = await startChatServer(one, REDIS);
    s2 = await startChatServer(two, REDIS);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await s1?.close();
    await s2?.close();
    await two?.close();
    await one?.close();
  });

  /** A member (with a password, so they can log in again) in a one-to-one room with someone. */
  async function member() {
    const m = await buildMember(one);
    const mate = await chatPerson(one, s1.url);
    open.push(mate.socket);
    const json = (await post('open_chat_room', { opponent_no: mate.no }, m.cookie)).json();
    expect(json.result).toBe('success');
    return { ...m, no: m.user.no, roomId: json.roomId as string };
  }

  /** Another login of the same member: a second session, with its own cookie. */
  async function secondLogin(m: { email: string; password: string }): Promise<string> {
    const res = await post('/api/auth/login', { email: m.email, password: m.password });
    expect(res.statusCode).toBe(200);
    return cookieFrom(res);
  }

  async function connect(url: string, cookie: string): Promise<ChatSocket> {
    const socket = openSocket(url, cookie);
    open.push(socket);
    expect(await handshake(socket)).toBe('connected');
    return socket;
  }

  /** Resolves with the time the server ended the socket; fails the test after `ms`. */
  function ended(socket: ChatSocket, ms = 3000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        if (reason === 'io server disconnect') resolve(Date.now());
        else reject(new Error(`disconnected by ${reason}, not by the server`));
      });
    });
  }

  /**
   * Two sockets of one login on instance 2: the silent one shows the broadcast ends it (no event of
   * its own could trip the per-event check); the other sends right after the revocation.
   */
  async function twoTabs(cookie: string) {
    const silent = await connect(s2.url, cookie);
    const talker = await connect(s2.url, cookie);
    return { silent, talker, done: Promise.all([ended(silent), ended(talker)]) };
  }

  /** Sends a message (no waiting for an answer that may never come) and returns its body. */
  function sendAfter(socket: ChatSocket, roomId: string): string {
    const body = `끝난 뒤에 보낸 메시지 ${randomUUID()}`;
    (socket as unknown as { emit: (...a: unknown[]) => void }).emit(
      'sendMessage',
      { roomId, body, type: '01', clientId: randomUUID() },
      () => {},
    );
    return body;
  }

  async function stored(body: string): Promise<number> {
    await settle();
    const rows = await one.database.db.select().from(chatMessages).where(eq(chatMessages.body, body));
    return rows.length;
  }

  async function sendNow(socket: ChatSocket, roomId: string) {
    return ask(socket, 'sendMessage', {
      roomId,
      body: `지금 보내요 ${randomUUID()}`,
      type: '01',
      clientId: randomUUID(),
    });
  }

  it('log-out ends the sockets of that login only, on the other instance, within a second', async () => {
    const m = await member();
    const other = await secondLogin(m);
    const mine = await twoTabs(m.cookie);
    const elsewhere = await connect(s2.url, other);

    const res = await post('/api/auth/logout', undefined, m.cookie);
    expect(res.statusCode).toBe(200);
    const t0 = Date.now();
    const body = sendAfter(mine.talker, m.roomId);
    expect(Math.max(...(await mine.done)) - t0).toBeLessThan(1000);
    expect(await stored(body)).toBe(0);

    // The other login goes on; the ended one cannot come back.
    expect(elsewhere.connected).toBe(true);
    expect((await sendNow(elsewhere, m.roomId)).result).toBe('success');
    expect(await handshake(openSocket(s2.url, m.cookie))).toBe('E001');
  });

  it('a password change ends the other logins’ sockets and keeps this one', async () => {
    const m = await member();
    const other = await secondLogin(m);
    const here = await connect(s1.url, m.cookie);
    const there = await twoTabs(other);

    const res = await post(
      '/api/auth/change_password',
      { current_password: m.password, new_password: 'newpass456!' },
      m.cookie,
    );
    expect(res.json()).toMatchObject({ result: 'success', revoked_sessions: 1 });
    const t0 = Date.now();
    const body = sendAfter(there.talker, m.roomId);
    expect(Math.max(...(await there.done)) - t0).toBeLessThan(1000);
    expect(await stored(body)).toBe(0);

    expect(here.connected).toBe(true);
    expect((await sendNow(here, m.roomId)).result).toBe('success');
    expect(await handshake(openSocket(s2.url, other))).toBe('E001');
  });

  it('withdrawal ends every socket of the member; nothing is stored as "(탈퇴한 회원)"', async () => {
    const m = await member();
    const other = await secondLogin(m);
    const a = await twoTabs(m.cookie);
    const b = await twoTabs(other);

    const res = await post('/api/auth/user_withdrawl', { password: m.password }, m.cookie);
    expect(res.json().result).toBe('success');
    const t0 = Date.now();
    const body = sendAfter(b.talker, m.roomId);
    const times = [...(await a.done), ...(await b.done)];
    expect(Math.max(...times) - t0).toBeLessThan(1000);
    expect(await stored(body)).toBe(0);
    expect(await handshake(openSocket(s2.url, other))).toBe('E001');
  });

  it('a 글쓰기 정지 ends the sockets; the member reconnects to read but cannot send until it ends', async () => {
    const m = await member();
    const admin = await buildMember(one, { operator: 'admin' });
    const tabs = await twoTabs(m.cookie);

    const res = await post(
      '/api/admin/suspend',
      { user_no: m.no, days: 3, reason: '반복 홍보' },
      admin.cookie,
    );
    expect(res.json().result).toBe('success');
    const t0 = Date.now();
    const body = sendAfter(tabs.talker, m.roomId);
    expect(Math.max(...(await tabs.done)) - t0).toBeLessThan(1000);
    expect(await stored(body)).toBe(0);

    const again = await connect(s2.url, m.cookie);
    const refused = await sendNow(again, m.roomId);
    expect(refused).toMatchObject({ result: 'fail', code: 'POSTING_SUSPENDED' });
    expect(refused.message).toContain('채팅 메시지를 보낼 수 없어요');
    expect((await ask(again, 'loadMessages', { roomId: m.roomId })).result).toBe('success');
    // A link card over HTTP is a message too.
    const shared = await post(
      'share_link',
      { type: 'url', chatId: m.roomId, title: '홍보', url: 'https://a.kr' },
      m.cookie,
    );
    expect(shared.json()).toMatchObject({ result: 'fail', code: 'POSTING_SUSPENDED' });
  });

  it('a chat ban ends the sockets; the member reconnects to read but cannot send', async () => {
    const m = await member();
    const tabs = await twoTabs(m.cookie);

    await banFromChat(one.database.db, m.no, '도배', new Date(Date.now() + 3_600_000), one.realtime);
    const t0 = Date.now();
    const body = sendAfter(tabs.talker, m.roomId);
    expect(Math.max(...(await tabs.done)) - t0).toBeLessThan(1000);
    expect(await stored(body)).toBe(0);

    const again = await connect(s2.url, m.cookie);
    expect(await sendNow(again, m.roomId)).toMatchObject({ result: 'fail', code: 'CHAT_BANNED' });
  });

  it('a socket ends when its session expires', async () => {
    const m = await member();
    const tokenHash = hashToken(tokenOf(m.cookie));
    await one.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(sessions.tokenHash, tokenHash));
    const [row] = await one.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    const socket = await connect(s2.url, m.cookie);
    expect((await sendNow(socket, m.roomId)).result).toBe('success');

    const at = await ended(socket, 5000);
    expect(at - row!.expiresAt.getTime()).toBeLessThan(1000);
    const body = sendAfter(socket, m.roomId);
    expect(await stored(body)).toBe(0);
    expect(await handshake(openSocket(s2.url, m.cookie))).toBe('E001');
  });

  it('an event after a revocation nobody broadcast is refused with E001 and ends the socket', async () => {
    const m = await member();
    const socket = await connect(s2.url, m.cookie);
    const done = ended(socket);
    // Straight in the database: no publisher, no disconnect broadcast (a missed one looks the same).
    await revokeSession(one.database.db, tokenOf(m.cookie));

    const body = `브로드캐스트 없이 ${randomUUID()}`;
    const answer = await ask(socket, 'sendMessage', {
      roomId: m.roomId,
      body,
      type: '01',
      clientId: randomUUID(),
    });
    expect(answer).toMatchObject({
      result: 'fail',
      code: 'E001',
      message: '로그인이 끝났어요. 다시 로그인해 주세요.',
    });
    await done;
    expect(await stored(body)).toBe(0);
  });
});

function tokenOf(cookie: string): string {
  const part = cookie.split('; ').find((p) => p.startsWith(`${SESSION_COOKIE}=`));
  return decodeURIComponent(part!.slice(SESSION_COOKIE.length + 1));
}
