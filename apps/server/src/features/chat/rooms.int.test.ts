import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ask, eventOf, eventsOf, settle, chatTestBed, CHAT } from '../../../test/chat-kit.js';
import { buildMember } from '../../../test/factories.js';
import { http } from '../../../test/http.js';
import { chatMembers, chatRooms } from './schema.js';

const bed = chatTestBed();
const { post } = http(() => bed.ctx.app, { base: CHAT });

async function roomRow(roomId: string) {
  const [row] = await bed.ctx.database.db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId));
  return row!;
}

const HOUR = 60 * 60 * 1000;

describe('one-to-one rooms', () => {
  it('opens one room per pair, even when both open it at the same moment', async () => {
    const a = await bed.person();
    const b = await bed.person();
    const [x, y] = await Promise.all([
      post('open_chat_room', { opponent_no: b.no }, a.cookie),
      post('open_chat_room', { opponent_no: a.no }, b.cookie),
    ]);
    expect(x.statusCode).toBe(200);
    expect(y.statusCode).toBe(200);
    expect(x.json().roomId).toBe(y.json().roomId);
    expect([x.json().new_chat, y.json().new_chat].filter(Boolean)).toHaveLength(1);
    const again = await post('open_chat_room', { opponent_no: b.no }, a.cookie);
    expect(again.json()).toMatchObject({ roomId: x.json().roomId, new_chat: false });

    const found = await post('find_chat_room', { opponent_no: a.no }, b.cookie);
    expect(found.json().roomId).toBe(x.json().roomId);
    await eventOf(b, 'joinChat', (p) => p.roomId === x.json().roomId);

    const list = await post('chat_list', {}, a.cookie);
    const summary = list.json().chat_list.find((r: { _id: string }) => r._id === x.json().roomId);
    expect(summary).toMatchObject({ type: '01', kind: 'direct', title: b.nickname, unread: 0 });
    // b has a socket open on the gateway, so the list shows them online.
    expect(summary.opponentInfo).toMatchObject({ no: b.no, nickname: b.nickname, online: true });
  });

  it('refuses a room with myself or a missing person, and answers outsiders like a missing room', async () => {
    const a = await bed.person();
    expect((await post('open_chat_room', { opponent_no: a.no }, a.cookie)).json().code).toBe('CHAT_SELF');
    const missing = await post('open_chat_room', { opponent_no: 99_999_999 }, a.cookie);
    expect(missing.statusCode).toBe(404);

    const b = await bed.person();
    const json = (await post('open_chat_room', { opponent_no: b.no }, a.cookie)).json();
    const outsider = await buildMember(bed.ctx);
    for (const path of ['room', 'chat_profiles', 'leave_chat']) {
      const res = await post(path, { chatId: json.roomId }, outsider.cookie);
      expect(res.json().code).toBe('CHAT_ROOM_NOT_FOUND');
    }
    const guessed = await post('room', { chatId: 'abcdefabcdefabcdefabcdef' }, a.cookie);
    expect(guessed.json().code).toBe('CHAT_ROOM_NOT_FOUND');
  });

  it('leave: one fewer participant, the room ends an hour later, both sides are told', async () => {
    const a = await bed.person();
    const b = await bed.person();
    const json = (await post('open_chat_room', { opponent_no: b.no }, a.cookie)).json();
    const before = Date.now();
    const res = await post('leave_chat', { chatId: json.roomId }, a.cookie);
    expect(res.statusCode).toBe(200);
    const row = await roomRow(json.roomId);
    expect(row.participantsSize).toBe(1);
    expect(row.endDate!.getTime()).toBeGreaterThanOrEqual(before + HOUR - 1000);
    expect(row.endDate!.getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 1000);
    expect(res.json().endDate).toBe(row.endDate!.toISOString());
    await eventOf(b, 'leave', (p) => p.roomId === json.roomId && p.userNo === a.no);
    await eventOf(a, 'leaveRoomResult', (p) => p.roomId === json.roomId);
    const line = await eventOf(b, 'addMessage', (p) => p._doc.roomId === json.roomId && p._doc.type === '10');
    expect(line._doc.body).toContain('나갔어요');
    // a left: the room is gone from a's list and a cannot read it any more.
    expect((await post('room', { chatId: json.roomId }, a.cookie)).json().code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await post('find_chat_room', { opponent_no: b.no }, a.cookie)).json().roomId).toBeNull();
    // Opening it again brings both back into the same room, no longer ending.
    const reopened = await post('open_chat_room', { opponent_no: b.no }, a.cookie);
    expect(reopened.json()).toMatchObject({ roomId: json.roomId, new_chat: false });
    const back = await roomRow(json.roomId);
    expect(back).toMatchObject({ participantsSize: 2, endDate: null });
  });
});

describe('group rooms', () => {
  it('creates, invites, expels and leaves with the room effects', async () => {
    const host = await bed.person();
    const g1 = await bed.person();
    const g2 = await bed.person();
    const g3 = await bed.person();
    const outsider = await bed.person();
    const created = await post(
      'create_group_chat',
      { title: '주말 해커톤 팀', user_nos: [g1.no, g2.no] },
      host.cookie,
    );
    expect(created.statusCode).toBe(200);
    const roomId = created.json().roomId as string;
    expect((await roomRow(roomId)).participantsSize).toBe(3);
    await eventOf(g1, 'joinChat', (p) => p.roomId === roomId);

    // Only the host invites; guests and outsiders are refused.
    expect(
      (await post('invite_group_chat', { chatId: roomId, user_nos: [g3.no] }, g1.cookie)).json().code,
    ).toBe('CHAT_HOST_ONLY');
    expect(
      (await post('invite_group_chat', { chatId: roomId, user_nos: [g3.no] }, outsider.cookie)).json().code,
    ).toBe('CHAT_ROOM_NOT_FOUND');
    const invited = await post(
      'invite_group_chat',
      { chatId: roomId, user_nos: [g3.no, g1.no] },
      host.cookie,
    );
    expect(invited.json().invited).toEqual([g3.no]);
    expect((await roomRow(roomId)).participantsSize).toBe(4);
    await eventOf(g2, 'join', (p) => p.roomId === roomId && p.userNo === g3.no);

    // Expel: guests cannot, the host can; the expelled person and the room are told.
    expect((await post('expel_group_chat', { chatId: roomId, user_no: g2.no }, g1.cookie)).json().code).toBe(
      'CHAT_HOST_ONLY',
    );
    const expel = await post('expel_group_chat', { chatId: roomId, user_no: g3.no }, host.cookie);
    expect(expel.statusCode).toBe(200);
    expect((await roomRow(roomId)).participantsSize).toBe(3);
    await eventOf(g3, 'guestExpelledGroupChat', (p) => p.roomId === roomId);
    await eventOf(g3, 'leaveRoomResult', (p) => p.roomId === roomId);
    await eventOf(g1, 'guestExpelledGroupChat', (p) => p.roomId === roomId);
    // Host-only notice: the host sees the line, the guests do not.
    await eventOf(host, 'addMessage', (p) => p._doc.roomId === roomId && p._doc.body.includes('내보냈어요'));
    await settle();
    expect(eventsOf(g1, 'addMessage', roomId).some((p) => p._doc.body.includes('내보냈어요'))).toBe(false);
    expect((await post('room', { chatId: roomId }, g3.cookie)).json().code).toBe('CHAT_ROOM_NOT_FOUND');

    // A guest leaves: one fewer, no end date.
    await post('leave_chat', { chatId: roomId }, g2.cookie);
    let row = await roomRow(roomId);
    expect(row).toMatchObject({ participantsSize: 2, endDate: null });
    await eventOf(host, 'guestLeavedGroupChat', (p) => p.userNo === g2.no);

    // The host leaves: the room ends an hour later.
    const before = Date.now();
    await post('leave_chat', { chatId: roomId }, host.cookie);
    row = await roomRow(roomId);
    expect(row.participantsSize).toBe(1);
    expect(row.endDate!.getTime()).toBeGreaterThanOrEqual(before + HOUR - 1000);
    await eventOf(g1, 'hostLeavedGroupChat', (p) => p.roomId === roomId);
    const detail = await post('room', { chatId: roomId }, g1.cookie);
    expect(detail.json().room.endDate).toBe(row.endDate!.toISOString());
  });

  it('keeps a group within its size and validates titles and lists', async () => {
    const host = await bed.person();
    const tooMany = Array.from({ length: CHAT_LIMITS.groupSize }, (_, i) => i + 1);
    expect(
      (await post('create_group_chat', { title: '큰 방', user_nos: tooMany }, host.cookie)).statusCode,
    ).toBe(400);
    expect((await post('create_group_chat', { title: '  ', user_nos: [1] }, host.cookie)).statusCode).toBe(
      400,
    );
    expect((await post('create_group_chat', { title: '방', user_nos: [] }, host.cookie)).statusCode).toBe(
      400,
    );
    const missing = await post('create_group_chat', { title: '방', user_nos: [88_888_888] }, host.cookie);
    expect(missing.statusCode).toBe(404);
  });
});

describe('open rooms', () => {
  it('lists, joins under a room nickname, refuses a taken nickname and an expelled person', async () => {
    const host = await bed.person();
    const guest = await bed.person();
    const rival = await bed.person();
    const created = await post(
      'create_open_chat',
      { title: '사이드프로젝트 수다방', nickname: '방장곰' },
      host.cookie,
    );
    const roomId = created.json().roomId as string;
    const listed = await post('open_chat_list', {}, guest.cookie);
    expect(listed.json().rooms.find((r: { roomId: string }) => r.roomId === roomId)).toMatchObject({
      title: '사이드프로젝트 수다방',
      joined: false,
      participantsSize: 1,
    });
    // Not joined yet: reading says so (open rooms are visible, not readable).
    expect((await post('room', { chatId: roomId }, guest.cookie)).json().code).toBe('CHAT_NOT_MEMBER');

    const taken = await post('join_open_chat', { chatId: roomId, nickname: '방장곰' }, guest.cookie);
    expect(taken.json().code).toBe('DUPLICATE_NICKNAME');
    const joined = await post('join_open_chat', { chatId: roomId, nickname: '익명개발자' }, guest.cookie);
    expect(joined.statusCode).toBe(200);
    expect((await roomRow(roomId)).participantsSize).toBe(2);
    await eventOf(host, 'join', (p) => p.nickname === '익명개발자');

    // Open chat is anonymous: participants appear by room nickname, without a picture.
    const profiles = await post('chat_profiles', { chatId: roomId }, host.cookie);
    expect(
      profiles
        .json()
        .profiles.map((p: { nickname: string }) => p.nickname)
        .sort(),
    ).toEqual(['방장곰', '익명개발자'].sort());
    expect(profiles.json().profiles.every((p: { img: unknown }) => p.img === null)).toBe(true);
    // Nor a level: an icon beside a room nickname would hint at who is behind it.
    const said = await ask(host.socket, 'sendMessage', {
      roomId,
      body: '반가워요',
      type: '01',
      clientId: randomUUID(),
    });
    expect(said._doc.sender).toEqual({ no: host.no, nickname: '방장곰', img: null });
    const read = await ask(guest.socket, 'loadMessages', { roomId });
    expect(read.messages.at(-1).sender).toEqual({ no: host.no, nickname: '방장곰', img: null });
    const mine = await post('chat_list', {}, guest.cookie);
    expect(mine.json().chat_list.find((r: { _id: string }) => r._id === roomId).myNickname).toBe(
      '익명개발자',
    );

    await post('expel_group_chat', { chatId: roomId, user_no: guest.no }, host.cookie);
    const again = await post('join_open_chat', { chatId: roomId, nickname: '다른이름' }, guest.cookie);
    expect(again.json().code).toBe('CHAT_NOT_MEMBER');
    // Joining a one-to-one room by its id is refused like a missing room.
    const direct = await post('open_chat_room', { opponent_no: rival.no }, host.cookie);
    const sneak = await post(
      'join_open_chat',
      { chatId: direct.json().roomId, nickname: '몰래' },
      guest.cookie,
    );
    expect(sneak.json().code).toBe('CHAT_ROOM_NOT_FOUND');
  });
});

describe('room settings', () => {
  it('alarm switch is personal; notice is host-only and reaches members', async () => {
    const host = await bed.person();
    const guest = await bed.person();
    const json = (
      await post('create_group_chat', { title: '디자인 스터디', user_nos: [guest.no] }, host.cookie)
    ).json();
    const alarm = await post('alarm_change', { chatId: json.roomId, is_alarm_blocked: true }, guest.cookie);
    expect(alarm.json().is_alarm_blocked).toBe(true);
    const [m] = await bed.ctx.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, json.roomId), eq(chatMembers.userNo, guest.no)));
    expect(m!.alarmBlocked).toBe(true);

    expect(
      (await post('update_notice', { chatId: json.roomId, notice: '금요일 8시' }, guest.cookie)).json().code,
    ).toBe('CHAT_HOST_ONLY');
    const notice = await post(
      'update_notice',
      { chatId: json.roomId, notice: '금요일 8시 회의' },
      host.cookie,
    );
    expect(notice.json().notice).toBe('금요일 8시 회의');
    const updated = await eventOf(guest, 'roomUpdated', (p) => p.room._id === json.roomId);
    expect(updated.room).toMatchObject({ notice: '금요일 8시 회의', alarmBlocked: true });
    const cleared = await post('update_notice', { chatId: json.roomId, notice: '' }, host.cookie);
    expect(cleared.json().notice).toBeNull();
  });
});
