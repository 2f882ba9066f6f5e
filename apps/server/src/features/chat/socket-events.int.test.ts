import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ask, chatTestBed, connectAs, eventOf, eventsOf, settle, CHAT } from '../../../test/chat-kit.js';
import { http } from '../../../test/http.js';
import { chatMembers } from './schema.js';

const bed = chatTestBed();
const { post } = http(() => bed.ctx.app, { base: CHAT });

const send = (p: { socket: Parameters<typeof ask>[0] }, roomId: string, body: string) =>
  ask(p.socket, 'sendMessage', { roomId, body, type: '01', clientId: randomUUID() });

describe('room events over the socket', () => {
  it('findChatInfoOnly answers members with the room and first page, outsiders like a missing room', async () => {
    const { a, b, roomId } = await bed.pair();
    await send(a, roomId, '첫 인사');
    const res = await ask(b.socket, 'findChatInfoOnly', { type: '01', roomId });
    expect(res.result).toBe('success');
    expect(res.room).toMatchObject({ _id: roomId, kind: 'direct', unread: 1 });
    expect(res.room.members.map((m: { no: number }) => m.no).sort()).toEqual([a.no, b.no].sort());
    expect(res.messages.map((m: { body: string }) => m.body)).toEqual(['첫 인사']);
    await eventOf(b, 'joinChatResult', (p) => p.roomId === roomId && p.from === b.no);
    await eventOf(b, 'loadMessageResult', (p) => p.roomId === roomId && p.messages.length === 1);
    const outsider = await bed.person();
    expect((await ask(outsider.socket, 'findChatInfoOnly', { type: '01', roomId })).code).toBe(
      'CHAT_ROOM_NOT_FOUND',
    );
    expect((await ask(outsider.socket, 'findChatInfoOnly', null)).code).toBe('VALIDATION');
  });

  it('getMessagesUnread sends the counts first, then the list', async () => {
    const { a, b, roomId } = await bed.pair();
    await send(a, roomId, '읽어 주세요');
    b.socket.emit('getMessagesUnread');
    const list = await eventOf(b, 'chatListInitialized2');
    const names = b.events.map((e) => e.name);
    expect(names.lastIndexOf('initialNotReadCount')).toBeLessThan(names.lastIndexOf('chatListInitialized2'));
    expect(list.chat_list.find((r) => r._id === roomId)).toMatchObject({
      unread: 1,
      lastMessage: { body: '읽어 주세요' },
    });
    const counts = await eventOf(b, 'initialNotReadCount');
    expect(counts.messageCount).toEqual([{ _id: roomId, count: 1 }]);
  });

  it('joinOpenChat joins over the socket and acknowledges the room', async () => {
    const host = await bed.person();
    const guest = await bed.person();
    const json = (
      await post('create_open_chat', { title: '프론트엔드 수다', nickname: '리액트러' }, host.cookie)
    ).json();
    const res = await ask(guest.socket, 'joinOpenChat', { chatId: json.roomId, nickname: '뷰러버' });
    expect(res).toMatchObject({
      result: 'success',
      room: { _id: json.roomId, myNickname: '뷰러버', participantsSize: 2 },
    });
    expect((await ask(guest.socket, 'joinOpenChat', { chatId: json.roomId, nickname: '!' })).code).toBe(
      'VALIDATION',
    );
    // Mentions in open chat go by room nickname and do not reveal who the sender is.
    const mention = await send(host, json.roomId, '@[뷰러버] 환영해요!');
    expect(mention._doc.sender).toMatchObject({ nickname: '리액트러', img: null });
    const note = await eventOf(guest, 'newNotification', (p) => p.notification.KIND === 'mention');
    expect(note.notification).toMatchObject({ ACTOR_NICKNAME: null, ACTOR_IMG_URL: null });
    expect(note.notification.TITLE).toContain('리액트러');
    expect(note.notification.TITLE).not.toContain(host.nickname);
  });

  it('tells one-to-one opponents when a member goes offline and comes back', async () => {
    const { a, b, roomId } = await bed.pair();
    // A second tab of b: closing one tab is not going offline.
    const bTab = await connectAs(bed.server.url, b);
    bed.people.push(bTab);
    b.socket.close();
    await settle();
    expect(eventsOf(a, 'updateOnline', roomId).some((p) => !p.status)).toBe(false);
    bTab.socket.close();
    await eventOf(a, 'updateOnline', (p) => p.roomId === roomId && p.userNo === b.no && p.status === false);
    const again = await connectAs(bed.server.url, b);
    bed.people.push(again);
    await eventOf(a, 'updateOnline', (p) => p.roomId === roomId && p.userNo === b.no && p.status === true);
    const [member] = await bed.ctx.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userNo, b.no)));
    expect(member!.status).toBe('active');
  });
});
