import {
  CHAT_LIMITS,
  type ChatRoomEvent,
  HOST_ONLY_ROOM_EVENTS,
  type RoomEffectPayload,
} from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { activeMemberNos, insertMessage, type RoomRow, systemMessage, toMessages } from './core.js';
import { chatRooms } from './schema.js';

/**
 * The effects table of product-spec 4, applied on the server: the same numbers the clients apply
 * when they receive the event, so a reload shows what the live list showed.
 */
export interface RoomEffect {
  participants: -1 | 0 | 1;
  /** Move the end date this far ahead of the event, or leave it. */
  endAfterMs: number | null;
  realStart: boolean;
}

export const ROOM_EFFECTS: Record<ChatRoomEvent, RoomEffect> = {
  leave: { participants: -1, endAfterMs: CHAT_LIMITS.groupEndAfterLeaveMs, realStart: false },
  join: { participants: 1, endAfterMs: null, realStart: false },
  hostLeavedGroupChat: { participants: -1, endAfterMs: CHAT_LIMITS.groupEndAfterLeaveMs, realStart: false },
  guestLeavedGroupChat: { participants: -1, endAfterMs: null, realStart: false },
  guestExpelledGroupChat: { participants: -1, endAfterMs: null, realStart: false },
  proStartChecked: { participants: 0, endAfterMs: null, realStart: true },
  proNoShow: { participants: -1, endAfterMs: CHAT_LIMITS.proEndAfterLeaveMs, realStart: false },
  hostNoShow: { participants: -1, endAfterMs: CHAT_LIMITS.proEndAfterLeaveMs, realStart: false },
  proLeavedProChat: { participants: -1, endAfterMs: CHAT_LIMITS.proEndAfterLeaveMs, realStart: false },
  userLeavedProChat: { participants: -1, endAfterMs: CHAT_LIMITS.proEndAfterLeaveMs, realStart: false },
};

/** The Korean system line each event leaves in the room. */
export const ROOM_EVENT_LINES: Record<ChatRoomEvent, (nickname: string) => string> = {
  leave: (n) => `${n}님이 대화방을 나갔어요. 대화방은 1시간 뒤 종료돼요.`,
  join: (n) => `${n}님이 들어왔어요.`,
  hostLeavedGroupChat: (n) => `방장 ${n}님이 나갔어요. 이 채팅방은 1시간 뒤 종료돼요.`,
  guestLeavedGroupChat: (n) => `${n}님이 나갔어요.`,
  guestExpelledGroupChat: (n) => `방장이 ${n}님을 내보냈어요.`,
  proStartChecked: (n) => `${n}님이 상담 시작을 확인했어요.`,
  proNoShow: (n) => `프로 ${n}님이 상담에 오지 않았어요. 상담방은 10분 뒤 종료돼요.`,
  hostNoShow: (n) => `${n}님이 상담에 오지 않았어요. 상담방은 10분 뒤 종료돼요.`,
  proLeavedProChat: (n) => `프로 ${n}님이 상담방을 나갔어요. 상담방은 10분 뒤 종료돼요.`,
  userLeavedProChat: (n) => `${n}님이 상담방을 나갔어요. 상담방은 10분 뒤 종료돼요.`,
};

/**
 * Applies one room event in the caller's transaction: the participant count, the end date (never
 * moved later than one already set) and realStart. Membership rows are the caller's business.
 */
export async function applyRoomEffect(
  tx: DbOrTx,
  roomId: string,
  event: ChatRoomEvent,
  at: Date,
): Promise<RoomRow> {
  const effect = ROOM_EFFECTS[event];
  const set: Record<string, unknown> = {};
  if (effect.participants !== 0) {
    set.participantsSize = sql`greatest(0, ${chatRooms.participantsSize} + ${effect.participants})`;
  }
  if (effect.endAfterMs !== null) {
    const end = new Date(at.getTime() + effect.endAfterMs);
    set.endDate = sql`least(coalesce(${chatRooms.endDate}, ${end.toISOString()}::timestamptz), ${end.toISOString()}::timestamptz)`;
  }
  if (effect.realStart) set.realStart = at;
  const [room] = await tx.update(chatRooms).set(set).where(eq(chatRooms.roomId, roomId)).returning();
  return room!;
}

/**
 * After the transaction: tell the room. Everyone still in the room (plus `alsoNotify`, e.g. the
 * person who just left or was expelled) gets the event; the system line is stored first and then
 * sent as a message. Host-only events' lines go to the host alone, as a notice, not into history.
 */
export async function announceRoomEvent(
  db: Db,
  realtime: RealtimePublisher,
  room: RoomRow,
  event: ChatRoomEvent,
  who: { userNo: number; nickname: string },
  at: Date,
  alsoNotify: number[] = [],
): Promise<void> {
  const members = await activeMemberNos(db, room.roomId);
  const payload: RoomEffectPayload = {
    roomId: room.roomId,
    userNo: who.userNo,
    nickname: who.nickname,
    at: at.toISOString(),
  };
  const targets = [...new Set([...members, ...alsoNotify])];
  realtime.toUsers(targets, event, payload);
  const line = ROOM_EVENT_LINES[event](who.nickname);
  const system = { event, userNo: who.userNo, nickname: who.nickname };
  if (HOST_ONLY_ROOM_EVENTS.includes(event)) {
    // The host sees why the room changed; the others only see the count change.
    if (room.hostNo !== null && members.includes(room.hostNo)) {
      realtime.toUser(room.hostNo, 'addMessage', {
        result: 'success',
        _doc: {
          // A live notice, not history: it has its own id shape so clients never confuse it with a stored one.
          _id: `notice-${room.roomId}-${at.getTime()}`,
          roomId: room.roomId,
          body: line,
          createdAt: at.toISOString(),
          type: '10',
          sender: null,
          clientId: null,
          meta: { system },
        },
        ctx: { clientId: null },
      });
    }
    return;
  }
  const { row } = await insertMessage(db, systemMessage(room.roomId, line, system));
  const [doc] = await toMessages(db, [row]);
  realtime.toUsers(members, 'addMessage', { result: 'success', _doc: doc!, ctx: { clientId: null } });
}
