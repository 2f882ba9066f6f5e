import { CHAT_ROOM_EVENTS, type ChatRoomEvent } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import {
  applyEffectToList,
  applyRoomEffect,
  dedupeRooms,
  filterRooms,
  isHostNotice,
  isRoomClosed,
  removeRoom,
  sortRooms,
  upsertRoom,
  withLastMessage,
} from './effects';
import { room } from './test-fixtures';

const at = '2026-11-21T06:00:00.000Z';
const payload = { roomId: room()._id, userNo: 3, nickname: '회원3', at };
const HOUR = '2026-11-21T07:00:00.000Z';
const TEN_MIN = '2026-11-21T06:10:00.000Z';

/** product-spec 4, "Effects on a chat room", row by row. */
const TABLE: Record<ChatRoomEvent, { size: number; endDate: string | null; realStart: string | null }> = {
  leave: { size: 2, endDate: HOUR, realStart: null },
  join: { size: 4, endDate: null, realStart: null },
  hostLeavedGroupChat: { size: 2, endDate: HOUR, realStart: null },
  guestLeavedGroupChat: { size: 2, endDate: null, realStart: null },
  guestExpelledGroupChat: { size: 2, endDate: null, realStart: null },
  proStartChecked: { size: 3, endDate: null, realStart: at },
  proNoShow: { size: 2, endDate: TEN_MIN, realStart: null },
  hostNoShow: { size: 2, endDate: TEN_MIN, realStart: null },
  proLeavedProChat: { size: 2, endDate: TEN_MIN, realStart: null },
  userLeavedProChat: { size: 2, endDate: TEN_MIN, realStart: null },
};

describe('room effects', () => {
  it('covers every event of the event map', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CHAT_ROOM_EVENTS].sort());
  });

  for (const event of CHAT_ROOM_EVENTS) {
    it(`${event}: participants, end date from the event time, real start`, () => {
      const next = applyRoomEffect(room({ participantsSize: 3 }), event, payload);
      const want = TABLE[event];
      expect(next.participantsSize).toBe(want.size);
      expect(next.endDate).toBe(want.endDate);
      expect(next.attributes.realStart ?? null).toBe(want.realStart);
    });
  }

  it('never goes below zero participants and leaves the input untouched', () => {
    const before = room({ participantsSize: 0 });
    expect(applyRoomEffect(before, 'leave', payload).participantsSize).toBe(0);
    expect(before.endDate).toBeNull();
  });

  it('only the host gets the host-only notices', () => {
    const r = room({ hostNo: 1 });
    expect(isHostNotice(r, 'hostLeavedGroupChat', 1)).toBe(true);
    expect(isHostNotice(r, 'guestExpelledGroupChat', 1)).toBe(true);
    expect(isHostNotice(r, 'guestExpelledGroupChat', 2)).toBe(false);
    expect(isHostNotice(r, 'guestLeavedGroupChat', 1)).toBe(false);
    expect(isHostNotice(r, 'hostLeavedGroupChat', null)).toBe(false);
  });

  it('applies to the named room of a list and re-sorts, ignoring unknown rooms', () => {
    const a = room({ _id: 'a'.repeat(24), lastMessage: { _id: '1', body: 'x', type: '01', createdAt: at } });
    const b = room({
      _id: 'b'.repeat(24),
      lastMessage: { _id: '2', body: 'y', type: '01', createdAt: HOUR },
    });
    const list = applyEffectToList([a, b], 'join', { ...payload, roomId: a._id });
    expect(list.map((r) => r._id)).toEqual([b._id, a._id]);
    expect(list[1]?.participantsSize).toBe(4);
    expect(applyEffectToList([a], 'join', { ...payload, roomId: 'c'.repeat(24) })).toEqual([a]);
  });
});

describe('room list', () => {
  const mk = (id: string, createdAt: string | null) =>
    room({
      _id: id.repeat(24),
      lastMessage: createdAt ? { _id: id, body: id, type: '01', createdAt } : null,
    });

  it('sorts newest message first, rooms without messages last', () => {
    const list = sortRooms([mk('a', at), mk('b', null), mk('c', HOUR)]);
    expect(list.map((r) => r._id[0])).toEqual(['c', 'a', 'b']);
  });

  it('upserts without listing a room twice and removes by id', () => {
    const list = upsertRoom([mk('a', at), mk('c', HOUR)], { ...mk('a', at), title: '새 이름' });
    expect(list).toHaveLength(2);
    expect(list.find((r) => r._id.startsWith('a'))?.title).toBe('새 이름');
    expect(removeRoom(list, 'a'.repeat(24)).map((r) => r._id[0])).toEqual(['c']);
  });

  it('drops repeated rooms, keeping the first', () => {
    expect(dedupeRooms([mk('a', at), { ...mk('a', HOUR), title: '중복' }, mk('b', at)])).toHaveLength(2);
  });

  it('a new message becomes the last line and moves its room up; a late older one does not', () => {
    const list = [mk('c', HOUR), mk('a', at)];
    const moved = withLastMessage(list, {
      roomId: 'a'.repeat(24),
      _id: 'n',
      body: '새 메시지',
      type: '01',
      createdAt: '2026-11-21T08:00:00.000Z',
    });
    expect(moved[0]?._id[0]).toBe('a');
    expect(moved[0]?.lastMessage?.body).toBe('새 메시지');
    const late = withLastMessage(moved, {
      roomId: 'a'.repeat(24),
      _id: 'o',
      body: '옛',
      type: '01',
      createdAt: at,
    });
    expect(late[0]?.lastMessage?.body).toBe('새 메시지');
  });

  it('filters by kind for the tabs', () => {
    const list = [
      room({ kind: 'direct' }),
      room({ kind: 'group' }),
      room({ kind: 'project' }),
      room({ kind: 'open' }),
    ];
    expect(filterRooms(list, 'all')).toHaveLength(4);
    expect(filterRooms(list, 'direct').map((r) => r.kind)).toEqual(['direct']);
    expect(filterRooms(list, 'group').map((r) => r.kind)).toEqual(['group', 'project']);
    expect(filterRooms(list, 'open').map((r) => r.kind)).toEqual(['open']);
  });

  it('is closed when the server says so or the end date has passed', () => {
    const now = Date.parse(HOUR);
    expect(isRoomClosed({ closed: true, endDate: null }, now)).toBe(true);
    expect(isRoomClosed({ closed: false, endDate: at }, now)).toBe(true);
    expect(isRoomClosed({ closed: false, endDate: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isRoomClosed({ closed: false, endDate: null }, now)).toBe(false);
  });
});
