import { CHAT_LIMITS } from '@sidequest/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  insertRoom,
  isClosed,
  loadMember,
  loadRoom,
  type RoomRow,
  roomMissing,
  systemMessage,
} from './core.js';
import { announceRoomEvent, applyRoomEffect } from './effects.js';
import { postServerMessage } from './post.js';
import { addMembers } from './rooms.js';
import { chatMembers, chatRooms } from './schema.js';

/**
 * Open rooms (오픈채팅): listed for everyone, joined under a per-room nickname so people can talk
 * without showing their profile. Leaving and expelling work as in group rooms (rooms.ts).
 */

/** An open room: anyone may find and join it under a per-room nickname. */
export async function createOpenRoom(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  title: string,
  nickname: string,
): Promise<{ roomId: string }> {
  const room = await db.transaction((tx) =>
    insertRoom(tx, { type: '02', kind: 'open', title, hostNo: userNo }, [
      { userNo, role: 'host', roomNickname: nickname },
    ]),
  );
  await postServerMessage(
    db,
    realtime,
    systemMessage(room.roomId, `${nickname}님이 오픈채팅방 '${title}'을 열었어요.`, {
      event: 'created',
      userNo,
      nickname,
    }),
  );
  realtime.toUser(userNo, 'joinChat', { roomId: room.roomId });
  return { roomId: room.roomId };
}

const nicknameTaken = () =>
  fail('DUPLICATE_NICKNAME', '이 오픈채팅방에서 이미 쓰는 닉네임이에요. 다른 닉네임을 정해 주세요.');

/** I join an open room under a nickname of my own for this room. Joining twice is harmless. */
export async function joinOpenRoom(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  roomId: string,
  nickname: string,
): Promise<{ roomId: string; joined: boolean }> {
  const room = await loadRoom(db, roomId);
  if (room?.kind !== 'open') throw roomMissing();
  const me = await loadMember(db, roomId, userNo);
  if (me?.status === 'active') return { roomId, joined: false };
  if (me?.status === 'expelled') {
    throw fail(
      'CHAT_NOT_MEMBER',
      '방장이 내보낸 오픈채팅방이라 다시 들어갈 수 없어요. 다른 방을 찾아보세요.',
    );
  }
  if (isClosed(room)) throw fail('CHAT_CLOSED', '종료된 오픈채팅방이에요. 다른 방을 찾아보세요.');
  const at = new Date();
  let after: RoomRow;
  try {
    after = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ userNo: chatMembers.userNo })
        .from(chatMembers)
        .where(
          and(
            eq(chatMembers.roomId, roomId),
            eq(chatMembers.roomNickname, nickname),
            eq(chatMembers.status, 'active'),
            ne(chatMembers.userNo, userNo),
          ),
        )
        .limit(1);
      if (taken) throw nicknameTaken();
      await addMembers(tx, roomId, [{ userNo, role: 'guest', roomNickname: nickname }]);
      const updated = await applyRoomEffect(tx, roomId, 'join', at);
      if (updated.participantsSize > CHAT_LIMITS.groupSize) throw fail('CHAT_ROOM_FULL');
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nicknameTaken();
    throw err;
  }
  await announceRoomEvent(db, realtime, after, 'join', { userNo, nickname }, at);
  realtime.toUser(userNo, 'joinChat', { roomId });
  return { roomId, joined: true };
}

/** Open rooms still running, busiest conversation first, with whether I am in each. */
export async function listOpenRooms(db: Db, userNo: number) {
  const rows = await db
    .select({
      roomId: chatRooms.roomId,
      title: chatRooms.title,
      notice: chatRooms.notice,
      participantsSize: chatRooms.participantsSize,
      lastMessageAt: chatRooms.lastMessageAt,
      status: chatMembers.status,
    })
    .from(chatRooms)
    .leftJoin(chatMembers, and(eq(chatMembers.roomId, chatRooms.roomId), eq(chatMembers.userNo, userNo)))
    .where(
      and(
        eq(chatRooms.kind, 'open'),
        sql`${chatRooms.closedAt} is null`,
        sql`(${chatRooms.endDate} is null or ${chatRooms.endDate} > now())`,
      ),
    )
    .orderBy(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt}) desc`)
    .limit(CHAT_LIMITS.listSize);
  return rows.map((r) => ({
    roomId: r.roomId,
    title: r.title,
    notice: r.notice,
    participantsSize: r.participantsSize,
    joined: r.status === 'active',
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
  }));
}
