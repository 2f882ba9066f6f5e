import { randomBytes } from 'node:crypto';
import {
  CHAT_MESSAGE_TYPES,
  type ChatMessage,
  type ChatMessageMeta,
  type ChatMessageType,
  type ChatRoomKind,
  levelForExp,
} from '@sidequest/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { chatBans, chatMembers, chatMessages, chatRooms } from './schema.js';

/**
 * The chat core every chat module builds on: ids, room and membership lookups, storing a message
 * (before anything is broadcast) and shaping rows into the shared ChatMessage record.
 */

export type RoomRow = typeof chatRooms.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

// A 24-hex id like MongoDB's ObjectId (the seed's `_id`): 4 bytes of seconds, 5 random bytes per
// process, a 3-byte counter. Unique across instances without coordination; sorts roughly by time.
const PROCESS_PART = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);
export function newObjectId(now = Date.now()): string {
  counter = (counter + 1) & 0xffffff;
  return (
    Math.floor(now / 1000)
      .toString(16)
      .padStart(8, '0') +
    PROCESS_PART +
    counter.toString(16).padStart(6, '0')
  );
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** The one-to-one room key of a pair, the same whoever opens it. */
export function directKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export const roomMissing = () => fail('CHAT_ROOM_NOT_FOUND');

export async function loadRoom(db: DbOrTx, roomId: string): Promise<RoomRow | null> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId)).limit(1);
  return room ?? null;
}

export async function loadMember(db: DbOrTx, roomId: string, userNo: number): Promise<MemberRow | null> {
  const [m] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userNo, userNo)))
    .limit(1);
  return m ?? null;
}

/** Read-only once the end date has passed or the closing job has closed it. */
export function isClosed(room: Pick<RoomRow, 'closedAt' | 'endDate'>, now = new Date()): boolean {
  return room.closedAt !== null || (room.endDate !== null && room.endDate.getTime() <= now.getTime());
}

/**
 * The room and my active membership, or a refusal. A room I am not in answers exactly like a room
 * that does not exist (except open rooms, which anyone may see and join), so ids cannot be probed.
 */
export async function requireMember(
  db: DbOrTx,
  roomId: string,
  userNo: number,
): Promise<{ room: RoomRow; member: MemberRow }> {
  const room = await loadRoom(db, roomId);
  if (!room) throw roomMissing();
  const member = await loadMember(db, roomId, userNo);
  if (member?.status !== 'active') {
    if (room.kind === 'open') throw fail('CHAT_NOT_MEMBER');
    throw roomMissing();
  }
  return { room, member };
}

/** requireMember, then refuse when the room is closed for writing. */
export async function requireWritableMember(db: DbOrTx, roomId: string, userNo: number) {
  const found = await requireMember(db, roomId, userNo);
  if (isClosed(found.room)) throw fail('CHAT_CLOSED');
  return found;
}

export async function requireHost(db: DbOrTx, roomId: string, userNo: number) {
  const found = await requireMember(db, roomId, userNo);
  if (found.member.role !== 'host') throw fail('CHAT_HOST_ONLY');
  return found;
}

export async function activeMemberNos(db: DbOrTx, roomId: string): Promise<number[]> {
  const rows = await db
    .select({ userNo: chatMembers.userNo })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.status, 'active')));
  return rows.map((r) => r.userNo);
}

export interface NewRoom {
  type: '01' | '02';
  kind: ChatRoomKind;
  title?: string;
  hostNo: number | null;
  directKey?: string | null;
  projectNo?: number | null;
  endDate?: Date | null;
  /** A pro room's booked slot (its card shows it). */
  slotStartAt?: Date | null;
  slotEndAt?: Date | null;
}

/** Creates a room with its first members (role per member) in the caller's transaction. */
export async function insertRoom(
  tx: DbOrTx,
  room: NewRoom,
  members: { userNo: number; role: MemberRow['role']; roomNickname?: string | null }[],
): Promise<RoomRow> {
  const [row] = await tx
    .insert(chatRooms)
    .values({
      roomId: newObjectId(),
      type: room.type,
      kind: room.kind,
      title: room.title ?? '',
      hostNo: room.hostNo,
      directKey: room.directKey ?? null,
      projectNo: room.projectNo ?? null,
      endDate: room.endDate ?? null,
      slotStartAt: room.slotStartAt ?? null,
      slotEndAt: room.slotEndAt ?? null,
      participantsSize: members.length,
    })
    .returning();
  if (members.length > 0) {
    await tx.insert(chatMembers).values(
      members.map((m) => ({
        roomId: row!.roomId,
        userNo: m.userNo,
        role: m.role,
        roomNickname: m.roomNickname ?? null,
      })),
    );
  }
  return row!;
}

export interface NewMessage {
  roomId: string;
  senderNo: number | null;
  type: ChatMessageType;
  body: string;
  meta?: ChatMessageMeta | null;
  clientId?: string | null;
}

/**
 * Stores a message and moves the room's "last message" to it, in one transaction, before anyone
 * is told. A repeat of (room, sender, clientId) returns the stored message with `duplicate: true`
 * so a resend after a lost acknowledgement never creates a second message.
 */
export async function insertMessage(
  db: Db,
  input: NewMessage,
): Promise<{ row: MessageRow; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        messageId: newObjectId(),
        roomId: input.roomId,
        senderNo: input.senderNo,
        type: input.type,
        body: input.body,
        meta: input.meta ?? null,
        clientId: input.clientId ?? null,
      })
      .onConflictDoNothing({
        target: [chatMessages.roomId, chatMessages.senderNo, chatMessages.clientId],
        where: sql`${chatMessages.clientId} is not null`,
      })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, input.roomId),
            eq(chatMessages.senderNo, input.senderNo as number),
            eq(chatMessages.clientId, input.clientId as string),
          ),
        )
        .limit(1);
      return { row: existing!, duplicate: true };
    }
    await tx
      .update(chatRooms)
      .set({
        lastMessageId: row.messageId,
        lastMessageAt: row.createdAt,
        lastMessageBody: row.body.slice(0, 200),
        lastMessageType: row.type,
      })
      .where(eq(chatRooms.roomId, input.roomId));
    // The sender has read their own message.
    if (input.senderNo !== null) {
      await tx
        .update(chatMembers)
        .set({ lastReadSeq: row.seq })
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userNo, input.senderNo)));
    }
    return { row, duplicate: false };
  });
}

/** A system line (join, leave, expel, notice ...): never unread, shown centred. */
export function systemMessage(
  roomId: string,
  body: string,
  system: NonNullable<ChatMessageMeta['system']>,
): NewMessage {
  return { roomId, senderNo: null, type: CHAT_MESSAGE_TYPES.system, body, meta: { system } };
}

/**
 * Rows → shared records, with each sender's nickname and picture. In open rooms people appear
 * under their per-room nickname and without a picture (open chat is anonymous by design).
 */
export async function toMessages(db: DbOrTx, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const senders = [...new Set(rows.map((r) => r.senderNo).filter((n): n is number => n !== null))];
  const people = new Map<number, { nickname: string; img: string | null; level?: number }>();
  const roomNicknames = new Map<string, string>();
  if (senders.length > 0) {
    const found = await db
      .select({ userNo: users.userNo, nickname: users.nickname, img: users.imgUrl, exp: profiles.exp })
      .from(users)
      .leftJoin(profiles, eq(profiles.userNo, users.userNo))
      .where(inArray(users.userNo, senders));
    for (const p of found) {
      const level = levelForExp(p.exp).level;
      people.set(p.userNo, { nickname: p.nickname ?? '(탈퇴한 회원)', img: p.img, level });
    }
    const roomIds = [...new Set(rows.map((r) => r.roomId))];
    const open = await db
      .select({ roomId: chatMembers.roomId, userNo: chatMembers.userNo, nick: chatMembers.roomNickname })
      .from(chatMembers)
      .where(
        and(
          inArray(chatMembers.roomId, roomIds),
          inArray(chatMembers.userNo, senders),
          sql`${chatMembers.roomNickname} is not null`,
        ),
      );
    for (const o of open) roomNicknames.set(`${o.roomId}:${o.userNo}`, o.nick!);
  }
  return rows.map((r) => {
    const roomNickname = r.senderNo === null ? undefined : roomNicknames.get(`${r.roomId}:${r.senderNo}`);
    const person =
      r.senderNo === null
        ? undefined
        : roomNickname !== undefined
          ? { nickname: roomNickname, img: null }
          : people.get(r.senderNo);
    return {
      _id: r.messageId,
      roomId: r.roomId,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      type: r.type,
      sender:
        r.senderNo === null
          ? null
          : {
              no: r.senderNo,
              nickname: person?.nickname ?? '',
              img: person?.img ?? null,
              ...(person?.level ? { level: person.level } : {}),
            },
      clientId: r.clientId,
      meta: r.meta ?? null,
    };
  });
}

/** An operator's chat ban still in force, or null. A banned person can read but not send. */
export async function activeBan(
  db: DbOrTx,
  userNo: number,
): Promise<{ reason: string; until: Date | null } | null> {
  const [ban] = await db
    .select({ reason: chatBans.reason, until: chatBans.until })
    .from(chatBans)
    .where(and(eq(chatBans.userNo, userNo), sql`(${chatBans.until} is null or ${chatBans.until} > now())`))
    .limit(1);
  return ban ?? null;
}
