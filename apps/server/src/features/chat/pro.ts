import type { ChatRoomEvent } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import type {} from './events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { insertRoom, type MemberRow, type RoomRow, requireWritableMember } from './core.js';
import { announceRoomEvent, applyRoomEffect } from './effects.js';
import { chatMembers, chatRooms } from './schema.js';

/**
 * Pro consultation rooms: the person who booked (role 'user', the room's host) and the pro
 * (role 'pro'). The booking that creates them arrives with the pro-consultation feature; until
 * then `createProRoom` is used by the demo and the tests. The pro checks the start in
 * (`proStartChecked`, sets realStart once); either side may report the other as a no-show, which
 * takes the absent one out and ends the room ten minutes later (product-spec 4).
 */

export async function createProRoom(
  db: DbOrTx,
  input: { userNo: number; proNo: number; title: string; endDate?: Date; slotStartAt?: Date },
): Promise<RoomRow> {
  if (input.userNo === input.proNo) throw fail('CHAT_SELF');
  const { title, userNo: hostNo, endDate, slotStartAt } = input;
  // The booked slot stays on the room for its card, even after a leave moves endDate earlier.
  const slot = { slotStartAt: slotStartAt ?? null, slotEndAt: endDate ?? null };
  return insertRoom(db, { type: '02', kind: 'pro', title, hostNo, endDate, ...slot }, [
    { userNo: input.userNo, role: 'user' },
    { userNo: input.proNo, role: 'pro' },
  ]);
}

async function requireProRoom(db: Db, chatId: string, userNo: number) {
  const found = await requireWritableMember(db, chatId, userNo);
  if (found.room.kind !== 'pro') throw fail('VALIDATION', '프로 상담방에서만 할 수 있어요.');
  return found;
}

const nicknameOf = async (db: Db, userNo: number) =>
  (await db.select({ n: users.nickname }).from(users).where(eq(users.userNo, userNo)).limit(1))[0]?.n ??
  '(탈퇴한 회원)';

/** `pro_start_check`: only the pro, only once; the room's realStart is the server's time of it. */
export async function proStartCheck(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  chatId: string,
  events?: DomainEvents,
): Promise<{ realStart: string }> {
  const { member } = await requireProRoom(db, chatId, user.userNo);
  if (member.role !== 'pro') throw fail('FORBIDDEN', '상담 시작은 프로만 확인할 수 있어요.');
  const at = new Date();
  const room = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatRooms).where(eq(chatRooms.roomId, chatId)).for('update');
    if (locked!.realStart !== null) throw fail('CONFLICT', '이미 상담 시작을 확인했어요.');
    return applyRoomEffect(tx, chatId, 'proStartChecked', at);
  });
  await announceRoomEvent(
    db,
    realtime,
    room,
    'proStartChecked',
    { userNo: user.userNo, nickname: user.nickname ?? '' },
    at,
  );
  // The reservation settles to the pro only for a session whose pro checked in (pro feature).
  await events?.emit('chat.proStartChecked', { roomId: chatId, at: at.toISOString() });
  return { realStart: at.toISOString() };
}

/**
 * `report_no_show`: the user reports the pro (proNoShow) or the pro reports the user
 * (hostNoShow). The absent one leaves the room and it ends ten minutes later. A pro who already
 * checked the start in was there, so the user can no longer report them.
 */
export async function reportNoShow(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  chatId: string,
  events?: DomainEvents,
): Promise<{ endDate: string }> {
  const { member } = await requireProRoom(db, chatId, user.userNo);
  const reportsPro = member.role === 'user';
  if (!reportsPro && member.role !== 'pro') throw fail('FORBIDDEN');
  const event: ChatRoomEvent = reportsPro ? 'proNoShow' : 'hostNoShow';
  const at = new Date();
  const { room, absent } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatRooms).where(eq(chatRooms.roomId, chatId)).for('update');
    if (reportsPro && locked!.realStart !== null) {
      throw fail('CONFLICT', '프로가 이미 상담 시작을 확인했어요. 상담방에서 대화를 이어 가 주세요.');
    }
    const [other] = await tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, chatId), eq(chatMembers.role, reportsPro ? 'pro' : 'user')))
      .limit(1);
    if (other?.status !== 'active') throw fail('CONFLICT', '상대가 이미 상담방을 나갔어요.');
    await tx
      .update(chatMembers)
      .set({ status: 'left', leftAt: at })
      .where(and(eq(chatMembers.roomId, chatId), eq(chatMembers.userNo, other.userNo)));
    return { room: await applyRoomEffect(tx, chatId, event, at), absent: other as MemberRow };
  });
  await announceRoomEvent(
    db,
    realtime,
    room,
    event,
    { userNo: absent.userNo, nickname: await nicknameOf(db, absent.userNo) },
    at,
    [absent.userNo],
  );
  // The reservation's points settle on this (pro feature): refunded for an absent pro.
  await events?.emit('chat.proNoShow', { roomId: chatId, absent: reportsPro ? 'pro' : 'user' });
  return { endDate: room.endDate!.toISOString() };
}
