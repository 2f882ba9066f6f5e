import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPES,
  type ChatParticipant,
  type ChatRole,
  type ChatRoomDetail,
  type ChatRoomKind,
  type ChatRoomSummary,
  type ChatMemberStatus,
} from '@sidequest/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { isClosed, iso, type MemberRow, type RoomRow } from './core.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';

/**
 * The room list and a room's detail as one member sees them: unread counts, the host and the
 * one-to-one opponent with their online flag, my open-room nickname. Built with a fixed number of
 * queries whatever the number of rooms.
 */

interface MemberWithUser extends MemberRow {
  nickname: string | null;
  img: string | null;
}

/** Members of these rooms with their public name and picture. */
async function membersOf(db: DbOrTx, roomIds: string[], onlyActive = false): Promise<MemberWithUser[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .select({ m: chatMembers, nickname: users.nickname, img: users.imgUrl })
    .from(chatMembers)
    .innerJoin(users, eq(users.userNo, chatMembers.userNo))
    .where(
      and(inArray(chatMembers.roomId, roomIds), onlyActive ? eq(chatMembers.status, 'active') : undefined),
    )
    .orderBy(chatMembers.joinedAt);
  return rows.map((r) => ({ ...r.m, nickname: r.nickname, img: r.img }));
}

/** The public message id at each read position, for the unread marks on bubbles. */
async function readIds(db: DbOrTx, seqs: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(seqs.filter((s) => s > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ seq: chatMessages.seq, id: chatMessages.messageId })
    .from(chatMessages)
    .where(inArray(chatMessages.seq, wanted));
  return new Map(rows.map((r) => [r.seq, r.id]));
}

/** Unread messages per room for one member: from others, after my read position, no system lines. */
export async function unreadByRoom(
  db: DbOrTx,
  userNo: number,
  roomIds?: string[],
): Promise<Map<string, number>> {
  if (roomIds && roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: chatMessages.roomId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(
        eq(chatMembers.roomId, chatMessages.roomId),
        eq(chatMembers.userNo, userNo),
        eq(chatMembers.status, 'active'),
      ),
    )
    .where(
      and(
        roomIds ? inArray(chatMessages.roomId, roomIds) : undefined,
        sql`${chatMessages.seq} > ${chatMembers.lastReadSeq}`,
        sql`${chatMessages.senderNo} is distinct from ${userNo}`,
        sql`${chatMessages.type} <> ${CHAT_MESSAGE_TYPES.system}`,
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((r) => [r.roomId, r.n]));
}

/** Unread counts of every active member of a room (after a new message, one query for all). */
export async function unreadOfMembers(db: DbOrTx, roomId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ userNo: chatMembers.userNo, n: sql<number>`count(${chatMessages.seq})::int` })
    .from(chatMembers)
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.roomId, chatMembers.roomId),
        sql`${chatMessages.seq} > ${chatMembers.lastReadSeq}`,
        sql`${chatMessages.senderNo} is distinct from ${chatMembers.userNo}`,
        sql`${chatMessages.type} <> ${CHAT_MESSAGE_TYPES.system}`,
      ),
    )
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.status, 'active')))
    .groupBy(chatMembers.userNo);
  return new Map(rows.map((r) => [r.userNo, r.n]));
}

function toParticipant(
  m: MemberWithUser,
  kind: string,
  online: Set<number>,
  ids: Map<number, string>,
): ChatParticipant {
  // Open chat is anonymous: the room nickname and no picture.
  const anonymous = kind === 'open';
  return {
    no: m.userNo,
    nickname: anonymous ? (m.roomNickname ?? '') : (m.nickname ?? '(탈퇴한 회원)'),
    img: anonymous ? null : m.img,
    role: m.role as ChatRole,
    status: m.status as ChatMemberStatus,
    online: online.has(m.userNo),
    lastReadId: ids.get(m.lastReadSeq) ?? null,
  };
}

/** The other side of a one-to-one or pro room, as I see it (they may have left). */
function opponentOf(room: RoomRow, members: MemberWithUser[], userNo: number): MemberWithUser | undefined {
  if (room.kind !== 'direct' && room.kind !== 'pro') return undefined;
  return members.find((m) => m.userNo !== userNo);
}

function summarize(
  room: RoomRow,
  me: MemberRow,
  members: MemberWithUser[],
  unread: number,
  online: Set<number>,
  ids: Map<number, string>,
): ChatRoomSummary {
  const host = room.hostNo === null ? undefined : members.find((m) => m.userNo === room.hostNo);
  const opponent = opponentOf(room, members, me.userNo);
  const opponentInfo = opponent ? toParticipant(opponent, room.kind, online, ids) : null;
  return {
    _id: room.roomId,
    type: room.type,
    kind: room.kind as ChatRoomKind,
    // A one-to-one room is called by the other person's name.
    title: room.title || opponentInfo?.nickname || '',
    lastMessage:
      room.lastMessageId && room.lastMessageAt
        ? {
            _id: room.lastMessageId,
            body: room.lastMessageBody ?? '',
            createdAt: room.lastMessageAt.toISOString(),
            type: room.lastMessageType ?? CHAT_MESSAGE_TYPES.text,
          }
        : null,
    participantsSize: room.participantsSize,
    endDate: iso(room.endDate),
    closed: isClosed(room),
    attributes: {
      realStart: iso(room.realStart),
      slotStart: iso(room.slotStartAt),
      slotEnd: iso(room.slotEndAt),
    },
    hostNo: room.hostNo,
    hostInfo: host ? toParticipant(host, room.kind, online, ids) : null,
    opponentInfo,
    roomInfo: { roomId: room.roomId, isHost: room.hostNo === me.userNo },
    unread,
    alarmBlocked: me.alarmBlocked,
    botEnabled: room.botEnabled,
    projectNo: room.projectNo,
    notice: room.notice,
    myNickname: me.roomNickname,
  };
}

/** Rooms I am an active member of, newest conversation first (optionally only some rooms). */
export async function roomSummaries(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  onlyRoomIds?: string[],
): Promise<ChatRoomSummary[]> {
  if (onlyRoomIds && onlyRoomIds.length === 0) return [];
  const rows = await db
    .select({ room: chatRooms, me: chatMembers })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.roomId, chatMembers.roomId))
    .where(
      and(
        eq(chatMembers.userNo, userNo),
        eq(chatMembers.status, 'active'),
        onlyRoomIds ? inArray(chatMembers.roomId, onlyRoomIds) : undefined,
      ),
    )
    .orderBy(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt}) desc`, desc(chatRooms.roomId))
    .limit(CHAT_LIMITS.listSize);
  const roomIds = rows.map((r) => r.room.roomId);
  // Only the people the list shows: hosts and one-to-one / pro opponents.
  const shown = await db
    .select({ m: chatMembers, nickname: users.nickname, img: users.imgUrl })
    .from(chatMembers)
    .innerJoin(users, eq(users.userNo, chatMembers.userNo))
    .innerJoin(chatRooms, eq(chatRooms.roomId, chatMembers.roomId))
    .where(
      and(
        roomIds.length > 0 ? inArray(chatMembers.roomId, roomIds) : sql`false`,
        sql`(${chatRooms.kind} in ('direct', 'pro') or ${chatMembers.userNo} = ${chatRooms.hostNo})`,
      ),
    );
  const byRoom = new Map<string, MemberWithUser[]>();
  for (const s of shown) {
    const list = byRoom.get(s.m.roomId) ?? [];
    list.push({ ...s.m, nickname: s.nickname, img: s.img });
    byRoom.set(s.m.roomId, list);
  }
  const people = shown.map((s) => s.m);
  const [unread, online, ids] = await Promise.all([
    unreadByRoom(db, userNo, roomIds),
    realtime.onlineAmong(people.map((p) => p.userNo)),
    readIds(
      db,
      people.map((p) => p.lastReadSeq),
    ),
  ]);
  return rows.map((r) =>
    summarize(r.room, r.me, byRoom.get(r.room.roomId) ?? [], unread.get(r.room.roomId) ?? 0, online, ids),
  );
}

/** One room as one member sees it, or null when they are not an active member. */
export async function roomSummary(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  roomId: string,
): Promise<ChatRoomSummary | null> {
  const [summary] = await roomSummaries(db, realtime, userNo, [roomId]);
  return summary ?? null;
}

/** Everyone of a room (left and expelled too, marked so), with their online flag and read position. */
export async function roomParticipants(
  db: Db,
  realtime: RealtimePublisher,
  room: RoomRow,
): Promise<ChatParticipant[]> {
  const members = await membersOf(db, [room.roomId]);
  const [online, ids] = await Promise.all([
    realtime.onlineAmong(members.filter((m) => m.status === 'active').map((m) => m.userNo)),
    readIds(
      db,
      members.map((m) => m.lastReadSeq),
    ),
  ]);
  return members.map((m) => toParticipant(m, room.kind, online, ids));
}

export async function roomDetailFor(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  room: RoomRow,
): Promise<ChatRoomDetail | null> {
  const summary = await roomSummary(db, realtime, userNo, room.roomId);
  if (!summary) return null;
  return { ...summary, members: await roomParticipants(db, realtime, room) };
}

/** Sends each active member their own view of the room (unread and nickname differ per person). */
export async function pushRoomUpdated(
  db: Db,
  realtime: RealtimePublisher,
  roomId: string,
  userNos: number[],
) {
  for (const no of userNos) {
    const room = await roomSummary(db, realtime, no, roomId);
    if (room) realtime.toUser(no, 'roomUpdated', { room });
  }
}

/** Unread per room and in total, for the badge (`message_count`, `initialNotReadCount`). */
export async function unreadCounts(db: Db, userNo: number) {
  const byRoom = await unreadByRoom(db, userNo);
  const messageCount = [...byRoom].filter(([, n]) => n > 0).map(([_id, count]) => ({ _id, count }));
  return { count: messageCount.reduce((a, b) => a + b.count, 0), messageCount };
}
