import { CHAT_LIMITS, type ChatRoomEvent } from '@sidequest/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import {
  directKey,
  insertRoom,
  isClosed,
  loadMember,
  type MemberRow,
  newObjectId,
  type RoomRow,
  requireHost,
  requireMember,
  roomMissing,
  systemMessage,
} from './core.js';
import { announceRoomEvent, applyRoomEffect } from './effects.js';
import { postServerMessage } from './post.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';

/**
 * Rooms: one-to-one (one per pair), group and open rooms; inviting, expelling and leaving with the
 * room effects of product-spec 4. Everything that changes membership runs in one transaction and
 * tells the sockets only after it committed.
 */

const personMissing = () =>
  fail('NOT_FOUND', '대화할 회원을 찾을 수 없어요. 탈퇴했거나 주소가 잘못되었을 수 있어요.');

/** The active people among these numbers, with their nicknames; anyone missing is refused. */
async function requirePeople(db: DbOrTx, userNos: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(userNos)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ no: users.userNo, nickname: users.nickname })
    .from(users)
    .where(and(inArray(users.userNo, unique), eq(users.status, 'active')));
  if (rows.length !== unique.length) throw personMissing();
  return new Map(rows.map((r) => [r.no, r.nickname ?? '']));
}

/** The name a member goes by in a room: their open-room nickname, or their member nickname. */
export async function nameInRoom(db: DbOrTx, roomId: string, userNo: number): Promise<string> {
  const [row] = await db
    .select({ roomNickname: chatMembers.roomNickname, nickname: users.nickname })
    .from(users)
    .leftJoin(chatMembers, and(eq(chatMembers.userNo, users.userNo), eq(chatMembers.roomId, roomId)))
    .where(eq(users.userNo, userNo))
    .limit(1);
  return row?.roomNickname ?? row?.nickname ?? '';
}

/**
 * Adds people to a room, or brings back those who left or were invited back; people already in
 * it are left alone. A newcomer starts with everything so far read. Returns who was added.
 */
export async function addMembers(
  tx: DbOrTx,
  roomId: string,
  people: { userNo: number; role: MemberRow['role']; roomNickname?: string | null }[],
): Promise<number[]> {
  if (people.length === 0) return [];
  const latest = sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.roomId} = ${roomId})`;
  const rows = await tx
    .insert(chatMembers)
    .values(
      people.map((p) => ({
        roomId,
        userNo: p.userNo,
        role: p.role,
        roomNickname: p.roomNickname ?? null,
        lastReadSeq: latest,
      })),
    )
    .onConflictDoUpdate({
      target: [chatMembers.roomId, chatMembers.userNo],
      set: {
        status: 'active',
        role: sql`excluded.role`,
        roomNickname: sql`excluded.room_nickname`,
        leftAt: null,
        joinedAt: sql`now()`,
      },
      setWhere: sql`${chatMembers.status} <> 'active'`,
    })
    .returning({ userNo: chatMembers.userNo });
  return rows.map((r) => r.userNo);
}

/**
 * Opens the one-to-one room of a pair, or the one they already have. Race-safe: the pair key is
 * unique, so two people opening at once end up in the same room. A room one side left (or that
 * ended) opens again for both.
 */
export async function openDirectRoom(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  opponentNo: number,
): Promise<{ roomId: string; new_chat: boolean }> {
  if (userNo === opponentNo) throw fail('CHAT_SELF');
  await requirePeople(db, [opponentNo]);
  const key = directKey(userNo, opponentNo);
  const pair = [
    { userNo, role: 'guest' as const },
    { userNo: opponentNo, role: 'guest' as const },
  ];
  const { roomId, created, back } = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(chatRooms)
      .values({ roomId: newObjectId(), type: '01', kind: 'direct', directKey: key, participantsSize: 2 })
      .onConflictDoNothing({ target: chatRooms.directKey })
      .returning();
    if (fresh) {
      await addMembers(tx, fresh.roomId, pair);
      return { roomId: fresh.roomId, created: true, back: [] as number[] };
    }
    const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.directKey, key)).limit(1);
    const returned = await addMembers(tx, room!.roomId, pair);
    if (returned.length > 0 || isClosed(room!)) {
      await tx
        .update(chatRooms)
        .set({ participantsSize: 2, endDate: null, closedAt: null })
        .where(eq(chatRooms.roomId, room!.roomId));
    }
    return { roomId: room!.roomId, created: false, back: returned };
  });
  const told = created ? [userNo, opponentNo] : back;
  realtime.toUsers(told, 'joinChat', { roomId });
  return { roomId, new_chat: created };
}

/** The pair's one-to-one room if I am still in it; nothing is created. */
export async function findDirectRoom(db: Db, userNo: number, opponentNo: number): Promise<string | null> {
  if (userNo === opponentNo) return null;
  const [row] = await db
    .select({ roomId: chatRooms.roomId })
    .from(chatRooms)
    .innerJoin(
      chatMembers,
      and(
        eq(chatMembers.roomId, chatRooms.roomId),
        eq(chatMembers.userNo, userNo),
        eq(chatMembers.status, 'active'),
      ),
    )
    .where(eq(chatRooms.directKey, directKey(userNo, opponentNo)))
    .limit(1);
  return row?.roomId ?? null;
}

/** A group room: I am the host, the people I picked are guests. */
export async function createGroup(
  db: Db,
  realtime: RealtimePublisher,
  events: DomainEvents,
  host: { userNo: number; nickname: string | null },
  title: string,
  userNos: number[],
): Promise<{ roomId: string }> {
  const guests = [...new Set(userNos)].filter((n) => n !== host.userNo);
  if (guests.length === 0) throw fail('CHAT_SELF', '초대할 사람을 한 명 이상 골라 주세요.');
  if (guests.length + 1 > CHAT_LIMITS.groupSize) throw fail('CHAT_ROOM_FULL');
  await requirePeople(db, guests);
  const room = await db.transaction((tx) =>
    insertRoom(tx, { type: '02', kind: 'group', title, hostNo: host.userNo }, [
      { userNo: host.userNo, role: 'host' },
      ...guests.map((userNo) => ({ userNo, role: 'guest' as const })),
    ]),
  );
  const name = host.nickname ?? '';
  await postServerMessage(
    db,
    realtime,
    systemMessage(room.roomId, `${name}님이 그룹 채팅방 '${title}'을 만들었어요.`, {
      event: 'created',
      userNo: host.userNo,
      nickname: name,
    }),
  );
  realtime.toUsers([host.userNo, ...guests], 'joinChat', { roomId: room.roomId });
  await announceInvited(events, room, host, guests);
  return { roomId: room.roomId };
}

/** Invited guests hear of it (after the commit, like the room's sockets). */
async function announceInvited(
  events: DomainEvents,
  room: RoomRow,
  host: { userNo: number; nickname: string | null },
  guestNos: number[],
) {
  if (guestNos.length === 0) return;
  await events.emit('groupChat.invited', {
    roomId: room.roomId,
    title: room.title,
    hostNo: host.userNo,
    hostNickname: host.nickname,
    guestNos,
  });
}

/** The host adds people to a group room. Returns who was newly added. */
export async function inviteToGroup(
  db: Db,
  realtime: RealtimePublisher,
  events: DomainEvents,
  host: { userNo: number; nickname: string | null },
  roomId: string,
  userNos: number[],
): Promise<number[]> {
  const { room } = await requireHost(db, roomId, host.userNo);
  if (room.kind !== 'group') throw fail('CHAT_HOST_ONLY', '그룹 채팅방에만 초대할 수 있어요.');
  if (isClosed(room)) throw fail('CHAT_CLOSED');
  const wanted = [...new Set(userNos)].filter((n) => n !== host.userNo);
  const names = await requirePeople(db, wanted);
  const at = new Date();
  const { added, after } = await db.transaction(async (tx) => {
    const added = await addMembers(
      tx,
      roomId,
      wanted.map((userNo) => ({ userNo, role: 'guest' as const })),
    );
    let after = room;
    for (let i = 0; i < added.length; i += 1) after = await applyRoomEffect(tx, roomId, 'join', at);
    // Checked after the insert inside the transaction, so two hosts' tabs cannot overfill it together.
    if (after.participantsSize > CHAT_LIMITS.groupSize) throw fail('CHAT_ROOM_FULL');
    return { added, after };
  });
  for (const no of added) {
    await announceRoomEvent(db, realtime, after, 'join', { userNo: no, nickname: names.get(no) ?? '' }, at);
    realtime.toUser(no, 'joinChat', { roomId });
  }
  await announceInvited(events, room, host, added);
  return added;
}

/** The host sends someone out of a group or open room; they are told and the room updates. */
export async function expelFromGroup(
  db: Db,
  realtime: RealtimePublisher,
  hostNo: number,
  roomId: string,
  targetNo: number,
): Promise<void> {
  const { room } = await requireHost(db, roomId, hostNo);
  if (room.kind !== 'group' && room.kind !== 'open') {
    throw fail('CHAT_HOST_ONLY', '그룹 채팅방과 오픈채팅방에서만 내보낼 수 있어요.');
  }
  if (targetNo === hostNo)
    throw fail('CHAT_SELF', '방장은 자신을 내보낼 수 없어요. 방을 나가려면 나가기를 눌러 주세요.');
  const target = await loadMember(db, roomId, targetNo);
  if (target?.status !== 'active') {
    throw fail('NOT_FOUND', '이 채팅방에 없는 사람이에요. 참여자 목록을 새로고침해 주세요.');
  }
  const name = await nameInRoom(db, roomId, targetNo);
  const at = new Date();
  const after = await db.transaction(async (tx) => {
    await tx
      .update(chatMembers)
      .set({ status: 'expelled', leftAt: at })
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userNo, targetNo)));
    return applyRoomEffect(tx, roomId, 'guestExpelledGroupChat', at);
  });
  await announceRoomEvent(
    db,
    realtime,
    after,
    'guestExpelledGroupChat',
    { userNo: targetNo, nickname: name },
    at,
    [targetNo],
  );
  realtime.toUser(targetNo, 'leaveRoomResult', { roomId });
}

/** Which room event my leaving is (product-spec 4 and 6). */
export function leaveEvent(room: Pick<RoomRow, 'kind'>, member: Pick<MemberRow, 'role'>): ChatRoomEvent {
  switch (room.kind) {
    case 'direct':
      return 'leave';
    case 'pro':
      return member.role === 'pro' ? 'proLeavedProChat' : 'userLeavedProChat';
    case 'project':
      // Leaving the team chat does not leave the project, and the room lives on with the project.
      return 'guestLeavedGroupChat';
    default:
      return member.role === 'host' ? 'hostLeavedGroupChat' : 'guestLeavedGroupChat';
  }
}

/** I leave a room; the room's effect applies and everyone (me too) is told. */
export async function leaveRoom(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  roomId: string,
  events?: DomainEvents,
): Promise<{ roomId: string; endDate: string | null }> {
  const { room, member } = await requireMember(db, roomId, userNo);
  const event = leaveEvent(room, member);
  const name = await nameInRoom(db, roomId, userNo);
  const at = new Date();
  const after = await db.transaction(async (tx) => {
    const left = await tx
      .update(chatMembers)
      .set({ status: 'left', leftAt: at })
      .where(
        and(eq(chatMembers.roomId, roomId), eq(chatMembers.userNo, userNo), eq(chatMembers.status, 'active')),
      )
      .returning({ userNo: chatMembers.userNo });
    // A second tab leaving at the same moment changes nothing twice.
    if (left.length === 0) return null;
    return applyRoomEffect(tx, roomId, event, at);
  });
  if (!after) throw roomMissing();
  await announceRoomEvent(db, realtime, after, event, { userNo, nickname: name }, at, [userNo]);
  realtime.toUser(userNo, 'leaveRoomResult', { roomId });
  if (room.kind === 'pro') {
    // A pro walking out refunds the member's unserved share (pro feature settles it).
    const side = member.role === 'pro' ? 'pro' : 'user';
    await events?.emit('chat.proRoomLeft', { roomId, side, at: at.toISOString() });
  }
  return { roomId, endDate: after.endDate?.toISOString() ?? null };
}
