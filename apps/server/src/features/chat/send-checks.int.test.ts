import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  CHAT,
  type ChatPerson,
  chatPerson,
  chatTestBed,
  connectAs,
  eventOf,
  eventsOf,
  settle,
} from '../../../test/chat-kit.js';
import { createSiblingApp, createTestApp, startChatServer, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { postingSuspensions } from '../moderation/schema.js';
import { banFromChat } from './bans.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';

// A plain text message is checked and stored in one statement (text-messages.ts). These tests pin
// that it answers as the full path does and that nothing is remembered between messages: a ban,
// a leave or a suspension written anywhere stops the very next message, even when no broadcast
// ended the socket first.

const text = (roomId: string, body: string, clientId = randomUUID()) => ({
  roomId,
  body,
  type: '01',
  clientId,
});

describe('the one-statement send path', () => {
  const bed = chatTestBed();
  const { post } = http(() => bed.ctx.app, { base: CHAT });

  it('stores, moves the room and read state, and delivers with the unread count of each member', async () => {
    const host = await bed.person();
    const b = await bed.person();
    const c = await bed.person();
    const { roomId } = (
      await post('create_group_chat', { title: '빠른 길', user_nos: [b.no, c.no] }, host.cookie)
    ).json();
    await ask(host.socket, 'sendMessage', text(roomId, '첫 번째'));
    const sent = await ask(host.socket, 'sendMessage', text(roomId, '  두 번째  '));
    expect(sent).toMatchObject({
      result: 'success',
      duplicate: false,
      _doc: {
        roomId,
        body: '두 번째',
        type: '01',
        meta: null,
        sender: { no: host.no, nickname: host.nickname },
      },
    });
    const got = await eventOf(b, 'addMessage', (p) => p._doc._id === sent._doc._id);
    expect(got._doc).toEqual(sent._doc);
    expect(got.ctx).toEqual({ clientId: sent._doc.clientId });
    await eventOf(c, 'newNotReadMessagesCount', (p) => p.messageCount[0]?.count === 2);
    await settle();
    // The sender is told nothing about their own unread count.
    expect(eventsOf(host, 'newNotReadMessagesCount', roomId)).toHaveLength(0);

    const db = bed.ctx.database.db;
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId));
    expect(room).toMatchObject({
      lastMessageId: sent._doc._id,
      lastMessageBody: '두 번째',
      lastMessageType: '01',
    });
    const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.messageId, sent._doc._id));
    expect(stored!.createdAt.toISOString()).toBe(sent._doc.createdAt);
    const [me] = await db.select().from(chatMembers).where(eq(chatMembers.userNo, host.no));
    expect(me!.lastReadSeq).toBe(stored!.seq);
  });

  it('answers a resend with the stored message and refuses what the full path refuses', async () => {
    const { a, b, roomId } = await bed.pair();
    const first = text(roomId, '한 번만');
    const sent = await ask(a.socket, 'sendMessage', first);
    expect(await ask(a.socket, 'sendMessage', first)).toMatchObject({ duplicate: true, _doc: sent._doc });
    await settle();
    expect(eventsOf(b, 'addMessage', roomId)).toHaveLength(1);

    const stranger = await bed.person();
    expect(await ask(stranger.socket, 'sendMessage', text(roomId, '끼어들기'))).toMatchObject({
      result: 'fail',
      code: 'CHAT_ROOM_NOT_FOUND',
    });
  });
});

const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS)('send checks across two instances', () => {
  let one: TestContext;
  let two: TestContext;
  let s1: Awaited<ReturnType<typeof startChatServer>>;
  let s2: Awaited<ReturnType<typeof startChatServer>>;
  const people: ChatPerson[] = [];
  const onOne = http(() => one.app, { base: CHAT });

  beforeAll(async () => {
    one = await createTestApp();
    two = await createSiblingApp(one);
    s1 = await startChatServer(one, REDIS);
    s2 = await startChatServer(two, REDIS);
  });
  afterAll(async () => {
    for (const p of people) p.socket.close();
    await s1?.close();
    await s2?.close();
    await two?.close();
    await one?.close();
  });

  /** a on instance 2 with a second socket of the same login on instance 1, b on instance 1, sharing a room. */
  async function pair() {
    const a = await chatPerson(two, s2.url);
    const b = await chatPerson(one, s1.url);
    people.push(a, b);
    const { roomId } = (await onOne.post('open_chat_room', { opponent_no: b.no }, a.cookie)).json();
    const ok = await ask(a.socket, 'sendMessage', text(roomId, '처음 인사'));
    expect(ok.result).toBe('success');
    return { a, b, roomId: roomId as string };
  }

  it('a chat ban written on instance 1 stops the next message on instance 2 (no broadcast needed)', async () => {
    const { a, roomId } = await pair();
    // Without the publisher: the socket stays open, only the database knows.
    await banFromChat(one.database.db, a.no, '도배', new Date(Date.now() + 3_600_000));
    expect(await ask(a.socket, 'sendMessage', text(roomId, '금지 뒤'))).toMatchObject({
      code: 'CHAT_BANNED',
    });
  });

  it('a suspension stops the next message at once', async () => {
    const { a, roomId } = await pair();
    await one.database.db
      .insert(postingSuspensions)
      .values({ userNo: a.no, reason: '반복 홍보', endsAt: new Date(Date.now() + 86_400_000) });
    expect(await ask(a.socket, 'sendMessage', text(roomId, '정지 뒤'))).toMatchObject({
      code: 'POSTING_SUSPENDED',
    });
  });

  it('after a leave on instance 1 the leaver cannot send on instance 2 and no longer receives', async () => {
    const host = await chatPerson(one, s1.url);
    const guest = await chatPerson(two, s2.url);
    people.push(host, guest);
    const { roomId } = (
      await onOne.post('create_group_chat', { title: '나가기', user_nos: [guest.no] }, host.cookie)
    ).json();
    // The guest's second tab, on instance 1, leaves.
    const tab = await connectAs(s1.url, guest);
    people.push(tab);
    expect((await onOne.post('leave_chat', { chatId: roomId }, guest.cookie)).json().result).toBe('success');
    expect(await ask(guest.socket, 'sendMessage', text(roomId, '나간 뒤'))).toMatchObject({
      code: 'CHAT_ROOM_NOT_FOUND',
    });
    const after = await ask(host.socket, 'sendMessage', text(roomId, '남은 사람끼리'));
    expect(after.result).toBe('success');
    await settle();
    expect(eventsOf(guest, 'addMessage', roomId).some((p) => p._doc._id === after._doc._id)).toBe(false);
  });

  it('counts the flood limit across instances', async () => {
    const { a, roomId } = await pair();
    const tab = await connectAs(s1.url, a);
    people.push(tab);
    const answers = [];
    // One message is already stored; alternate the instances up to the limit and one past it.
    for (let i = 1; i <= 20; i += 1) {
      answers.push(await ask((i % 2 ? tab : a).socket, 'sendMessage', text(roomId, `도배 ${i}`)));
    }
    expect(answers.slice(0, 19).every((r) => r.result === 'success')).toBe(true);
    expect(answers[19]).toMatchObject({ code: 'CHAT_FLOOD' });
  });
});
