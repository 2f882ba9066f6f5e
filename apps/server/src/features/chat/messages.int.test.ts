import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ChatPerson,
  ask,
  eventOf,
  eventsOf,
  handshake,
  openSocket,
  settle,
  chatTestBed,
  CHAT,
} from '../../../test/chat-kit.js';
import { http } from '../../../test/http.js';
import { insertMessage } from './core.js';
import { profiles } from '../profile/schema.js';
import { chatBans, chatMessages, chatRooms } from './schema.js';

const bed = chatTestBed();
const { post } = http(() => bed.ctx.app, { base: CHAT });

const send = (p: ChatPerson, roomId: string, body: string, extra: Record<string, unknown> = {}) =>
  ask(p.socket, 'sendMessage', { roomId, body, type: '01', clientId: randomUUID(), ...extra });

async function storedCount(roomId: string) {
  return (await bed.ctx.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId)))
    .length;
}

describe('the socket handshake', () => {
  it('refuses anonymous sockets and a made-up session', async () => {
    const anon = openSocket(bed.server.url);
    expect(await handshake(anon)).toBe('E001');
    anon.close();
    const fake = openSocket(bed.server.url, 'sq_session=made-up-token');
    expect(await handshake(fake)).toBe('E001');
    fake.close();
  });
});

describe('sendMessage', () => {
  it('stores, acknowledges and delivers once to each member, with unread counts for the others', async () => {
    const { a, b, roomId } = await bed.pair();
    // 1,000 exp is level 5: the sender carries it for the icon beside the name.
    await bed.ctx.database.db.update(profiles).set({ exp: 1000 }).where(eq(profiles.userNo, a.no));
    const clientId = randomUUID();
    const res = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '  안녕하세요! 프로젝트 얘기 나눠요  ',
      type: '01',
      clientId,
    });
    expect(res).toMatchObject({ result: 'success', duplicate: false });
    expect(res._doc).toMatchObject({
      roomId,
      body: '안녕하세요! 프로젝트 얘기 나눠요',
      type: '01',
      clientId,
    });
    expect(res._doc.sender).toMatchObject({ no: a.no, nickname: a.nickname, level: 5 });
    expect(res._doc._id).toMatch(/^[0-9a-f]{24}$/);
    const got = await eventOf(b, 'addMessage', (p) => p._doc._id === res._doc._id);
    expect(got.ctx?.clientId).toBe(clientId);
    await eventOf(a, 'addMessage', (p) => p._doc._id === res._doc._id);
    const count = await eventOf(b, 'newNotReadMessagesCount', (p) => p.messageCount[0]?._id === roomId);
    expect(count.messageCount).toEqual([{ _id: roomId, count: 1 }]);
    await settle();
    expect(eventsOf(a, 'newNotReadMessagesCount', roomId)).toHaveLength(0);
    expect((await post('message_count', {}, b.cookie)).json()).toMatchObject({
      count: 1,
      messageCount: [{ _id: roomId, count: 1 }],
    });
  });

  it('a resend with the same clientId returns the stored message and is not broadcast again', async () => {
    const { a, b, roomId } = await bed.pair();
    const payload = { roomId, body: '같은 메시지', type: '01', clientId: 'retry-1' };
    const first = await ask(a.socket, 'sendMessage', payload);
    const second = await ask(a.socket, 'sendMessage', payload);
    expect(second).toMatchObject({ result: 'success', duplicate: true });
    expect(second._doc._id).toBe(first._doc._id);
    await settle();
    expect(eventsOf(b, 'addMessage', roomId)).toHaveLength(1);
    expect(await storedCount(roomId)).toBe(1);
  });

  it('ignores a spoofed sender in the payload: the sender is always the socket’s member', async () => {
    const { a, b, roomId } = await bed.pair();
    const res = await send(a, roomId, '내가 보낸 거예요', {
      senderNo: b.no,
      sender: { no: b.no, nickname: 'x', img: null },
    });
    expect(res.result).toBe('success');
    expect(res._doc.sender.no).toBe(a.no);
    const [row] = await bed.ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId));
    expect(row!.senderNo).toBe(a.no);
  });

  it('refuses empty, oversize and malformed messages without storing anything', async () => {
    const { a, b, roomId } = await bed.pair();
    expect((await send(a, roomId, '   \n  ')).code).toBe('E002');
    expect((await send(a, roomId, 'ㄱ'.repeat(CHAT_LIMITS.body + 1))).code).toBe('CHAT_TOO_LONG');
    expect((await send(a, roomId, 'ㄱ'.repeat(CHAT_LIMITS.body))).result).toBe('success');
    for (const bad of [
      null,
      'text',
      42,
      [],
      { roomId },
      { roomId: 'nope', body: 'x', type: '01', clientId: 'c' },
    ]) {
      expect((await ask(a.socket, 'sendMessage', bad)).result).toBe('fail');
    }
    // Server-made types (to-do, milestone, system) cannot be sent by members.
    expect((await send(a, roomId, '할 일', { type: '04' })).code).toBe('VALIDATION');
    expect((await send(a, roomId, '시스템', { type: '10' })).code).toBe('VALIDATION');
    // No acknowledgement callback at all: nothing breaks, the socket keeps working.
    a.socket.emit('sendMessage', { roomId, body: '콜백 없이', type: '01', clientId: 'no-ack' });
    expect((await send(a, roomId, '그다음 메시지')).result).toBe('success');
    await settle();
    expect(eventsOf(b, 'addMessage', roomId).map((p) => p._doc.body)).toEqual([
      'ㄱ'.repeat(CHAT_LIMITS.body),
      '콜백 없이',
      '그다음 메시지',
    ]);
  });

  it('refuses rooms I am not in, guessed ids, and delivers nothing from outsiders', async () => {
    const { b, roomId } = await bed.pair();
    const outsider = await bed.person();
    expect((await send(outsider, roomId, '끼어들기')).code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await send(outsider, 'abcdefabcdefabcdefabcdef', '아무 방')).code).toBe('CHAT_ROOM_NOT_FOUND');
    await settle();
    expect(eventsOf(b, 'addMessage', roomId)).toHaveLength(0);
    expect(await storedCount(roomId)).toBe(0);
  });

  it('refuses a banned member and a closed room', async () => {
    const { a, b, roomId } = await bed.pair();
    await bed.ctx.database.db
      .insert(chatBans)
      .values({ userNo: a.no, reason: '스팸', until: new Date(Date.now() + 60_000) });
    expect((await send(a, roomId, '광고')).code).toBe('CHAT_BANNED');
    expect((await send(b, roomId, '괜찮아요')).result).toBe('success');
    await bed.ctx.database.db
      .update(chatRooms)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(chatRooms.roomId, roomId));
    expect((await send(b, roomId, '끝난 방')).code).toBe('CHAT_CLOSED');
  });

  it('limits floods per person: the extra messages are refused and never reach the other member', async () => {
    const { a, b, roomId } = await bed.pair();
    const results = [];
    for (let i = 0; i < CHAT_LIMITS.floodMessages + 3; i += 1)
      results.push(await send(a, roomId, `도배 ${i}`));
    expect(results.filter((r) => r.result === 'success')).toHaveLength(CHAT_LIMITS.floodMessages);
    expect(results.slice(CHAT_LIMITS.floodMessages).every((r) => r.code === 'CHAT_FLOOD')).toBe(true);
    await settle();
    expect(eventsOf(b, 'addMessage', roomId)).toHaveLength(CHAT_LIMITS.floodMessages);
    expect(await storedCount(roomId)).toBe(CHAT_LIMITS.floodMessages);
    // The other person is not limited by a's flood.
    expect((await send(b, roomId, '천천히 보내 주세요')).result).toBe('success');
  });

  it('builds profile cards and link cards on the server', async () => {
    const { a, b, roomId } = await bed.pair();
    const profile = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '03',
      clientId: randomUUID(),
      ref: { userNo: b.no },
    });
    expect(profile._doc.meta.profile).toMatchObject({
      no: b.no,
      nickname: b.nickname,
      level: expect.any(Number),
    });
    const link = await ask(a.socket, 'sendMessage', {
      roomId,
      body: 'https://github.com/sidequest/app',
      type: '09',
      clientId: randomUUID(),
    });
    expect(link._doc.meta.link).toMatchObject({ kind: 'url', title: 'github.com', image: null });
    const quest = await send(a, roomId, '/quest/3/첫-사이드-프로젝트', { type: '09' });
    expect(quest._doc.meta.link).toMatchObject({ kind: 'quest', title: '첫 사이드 프로젝트' });
    expect((await send(a, roomId, 'javascript:alert(1)', { type: '09' })).code).toBe('VALIDATION');
    // A picture message must point at the sender's own chat upload.
    const image = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '02',
      clientId: randomUUID(),
      ref: { url: '/uploads/someone-else.webp' },
    });
    expect(image.code).toBe('FORBIDDEN');
  });

  it('resolves mentions of room members and notifies them unless they muted the room', async () => {
    const host = await bed.person();
    const b = await bed.person();
    const muted = await bed.person();
    const json = (
      await post('create_group_chat', { title: '멘션 테스트', user_nos: [b.no, muted.no] }, host.cookie)
    ).json();
    await post('alarm_change', { chatId: json.roomId, is_alarm_blocked: true }, muted.cookie);
    const res = await send(
      host,
      json.roomId,
      `@[${b.nickname}] @[${muted.nickname}] @[없는사람] 확인 부탁해요`,
    );
    expect(res._doc.meta.mentions.map((m: { no: number }) => m.no).sort()).toEqual([b.no, muted.no].sort());
    const note = await eventOf(b, 'newNotification', (p) => p.notification.KIND === 'mention');
    expect(note.notification.TITLE).toContain(host.nickname);
    await settle();
    expect(eventsOf(muted, 'newNotification').some((p) => p.notification.KIND === 'mention')).toBe(false);
    // Muted members still count the message as unread.
    await eventOf(muted, 'newNotReadMessagesCount', (p) => p.messageCount[0]?._id === json.roomId);
  });
});

describe('history, read marks and typing', () => {
  it('pages back, loads what was missed, and moves the read mark only forward', async () => {
    const { a, b, roomId } = await bed.pair();
    const ids: string[] = [];
    for (let i = 0; i < CHAT_LIMITS.page + 5; i += 1) {
      const { row } = await insertMessage(bed.ctx.database.db, {
        roomId,
        senderNo: a.no,
        type: '01',
        body: `메시지 ${i}`,
      });
      ids.push(row.messageId);
    }
    const first = await ask(b.socket, 'loadMessages', { roomId });
    expect(first.hasMore).toBe(true);
    expect(first.messages[0].sender).toMatchObject({ no: a.no, level: 1 });
    expect(first.messages).toHaveLength(CHAT_LIMITS.page);
    expect(first.messages.at(-1)._id).toBe(ids.at(-1));
    const older = await ask(b.socket, 'loadMessages', { roomId, before: first.messages[0]._id });
    expect(older).toMatchObject({ result: 'success', hasMore: false });
    expect(older.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(0, 5));
    const missed = await ask(b.socket, 'loadMissed', { roomId, after: ids[30] });
    expect(missed.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(31));
    const page = await post('messages', { chatId: roomId, after: ids[33] }, b.cookie);
    expect(page.json().messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(34));

    b.socket.emit('readMessage', { roomId, messageId: ids[9]! });
    const read = await eventOf(a, 'readUpdated', (p) => p.roomId === roomId);
    expect(read).toEqual({ roomId, userNo: b.no, messageId: ids[9] });
    expect((await post('message_count', {}, b.cookie)).json().count).toBe(ids.length - 10);
    // Reading an older message later does not move the mark back.
    const back = await post('read_message', { chatId: roomId, messageId: ids[2] }, b.cookie);
    expect(back.json().unread).toBe(ids.length - 10);
    const all = await post('read_message', { chatId: roomId, messageId: ids.at(-1) }, b.cookie);
    expect(all.json().unread).toBe(0);
    const profiles = await post('chat_profiles', { chatId: roomId }, a.cookie);
    expect(profiles.json().profiles.find((p: { no: number }) => p.no === b.no).lastReadId).toBe(ids.at(-1));

    // Outsiders read nothing.
    const outsider = await bed.person();
    expect((await ask(outsider.socket, 'loadMessages', { roomId })).code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await ask(outsider.socket, 'loadMissed', { roomId, after: ids[0] })).code).toBe(
      'CHAT_ROOM_NOT_FOUND',
    );
    outsider.socket.emit('readMessage', { roomId, messageId: ids.at(-1)! });
    expect((await ask(b.socket, 'loadMessages', { roomId: 'x' })).code).toBe('VALIDATION');
  });

  it('typing reaches the other members only, and only from members', async () => {
    const { a, b, roomId } = await bed.pair();
    const outsider = await bed.person();
    a.socket.emit('typing', { roomId, typing: true });
    const status = await eventOf(b, 'chatTypingStatus', (p) => p.roomId === roomId);
    expect(status).toEqual({ roomId, userNo: a.no, nickname: a.nickname, typing: true });
    outsider.socket.emit('typing', { roomId, typing: true });
    outsider.socket.emit('typing', 'garbage' as never);
    await settle();
    expect(eventsOf(a, 'chatTypingStatus')).toHaveLength(0);
    expect(eventsOf(b, 'chatTypingStatus')).toHaveLength(1);
  });
});
