import { randomUUID } from 'node:crypto';
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPES,
  type ChatMessage,
  type ChatMessageMeta,
  extractMentions,
  levelForExp,
  ZSendMessage,
} from '@sidequest/shared';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { ownUploads } from '../upload/ownership.js';
import {
  activeBan,
  activeMemberNos,
  insertMessage,
  type MessageRow,
  type RoomRow,
  requireMember,
  requireWritableMember,
  toMessages,
} from './core.js';
import { assertNotSuspendedInChat } from './bans.js';
import { linkPreview } from './link-preview.js';
import { isPlainText, type StoredText, storeTextMessage } from './text-messages.js';
import { unreadByRoom, unreadOfMembers } from './list.js';
import { chatMembers, chatMessages } from './schema.js';

/** What sending needs; `publicOrigin` tells our own links from outside ones. */
export interface MessageDeps {
  db: Db;
  realtime: RealtimePublisher;
  events: DomainEvents;
  publicOrigin?: string | undefined;
}

/**
 * After a message is stored: every active member receives it once (all their tabs, on any
 * instance), and everyone but the sender gets their new unread count for the room. Members who
 * blocked the room's alarm still get the count; they only miss notifications.
 */
export async function deliver(db: Db, realtime: RealtimePublisher, row: MessageRow): Promise<ChatMessage> {
  const [doc] = await toMessages(db, [row]);
  const members = await activeMemberNos(db, row.roomId);
  realtime.toUsers(members, 'addMessage', { result: 'success', _doc: doc!, ctx: { clientId: row.clientId } });
  if (row.type !== CHAT_MESSAGE_TYPES.system) {
    const unread = await unreadOfMembers(db, row.roomId);
    for (const no of members) {
      if (no === row.senderNo) continue;
      realtime.toUser(no, 'newNotReadMessagesCount', {
        messageCount: [{ _id: row.roomId, count: unread.get(no) ?? 0 }],
      });
    }
  }
  return doc!;
}

/** deliver() for a message stored by storeTextMessage, which returned the members and their counts. */
function deliverStored(realtime: RealtimePublisher, stored: StoredText, senderNo: number): void {
  const { doc, members } = stored;
  const clientId = doc.clientId;
  realtime.toUsers(
    members.map((m) => m.userNo),
    'addMessage',
    { result: 'success', _doc: doc, ctx: { clientId } },
  );
  for (const m of members) {
    if (m.userNo === senderNo) continue;
    realtime.toUser(m.userNo, 'newNotReadMessagesCount', {
      messageCount: [{ _id: doc.roomId, count: m.unread }],
    });
  }
}

/**
 * Per-person flood limit, counted in the database so it holds across instances: more than
 * floodMessages within floodWindowMs (in any room) is refused and nothing is stored or sent.
 */
async function assertNotFlooding(db: DbOrTx, userNo: number): Promise<void> {
  const since = new Date(Date.now() - CHAT_LIMITS.floodWindowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderNo, userNo), gt(chatMessages.createdAt, since)));
  if ((row?.n ?? 0) >= CHAT_LIMITS.floodMessages) throw fail('CHAT_FLOOD');
}

async function ownUpload(db: DbOrTx, userNo: number, url: string | undefined, purpose: string) {
  if (!url) throw fail('FILE_REQUIRED');
  const row = (await ownUploads(db, userNo, [url], [purpose])).get(url);
  if (!row) throw fail('FORBIDDEN', '직접 올린 파일만 보낼 수 있어요. 파일을 다시 올린 뒤 보내 주세요.');
  return row;
}

async function profileCard(db: DbOrTx, userNo: number | undefined): Promise<ChatMessageMeta['profile']> {
  if (!userNo) throw fail('VALIDATION', '공유할 회원을 골라 주세요.');
  const [p] = await db
    .select({
      no: users.userNo,
      nickname: users.nickname,
      img: users.imgUrl,
      job: users.mainJobD,
      exp: profiles.exp,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(and(eq(users.userNo, userNo), eq(users.status, 'active')))
    .limit(1);
  if (!p) throw fail('NOT_FOUND', '공유할 회원을 찾을 수 없어요. 탈퇴했을 수 있어요.');
  return { no: p.no, nickname: p.nickname ?? '', img: p.img, job: p.job, level: levelForExp(p.exp).level };
}

/** `@[nickname]` tokens that name active members of the room (their room nickname in open chat). */
async function resolveMentions(db: DbOrTx, room: RoomRow, body: string, senderNo: number) {
  const names = extractMentions(body).slice(0, 20);
  if (names.length === 0) return [];
  const open = room.kind === 'open';
  const rows = await db
    .select({ no: chatMembers.userNo, nickname: open ? chatMembers.roomNickname : users.nickname })
    .from(chatMembers)
    .innerJoin(users, eq(users.userNo, chatMembers.userNo))
    .where(
      and(
        eq(chatMembers.roomId, room.roomId),
        eq(chatMembers.status, 'active'),
        inArray(open ? chatMembers.roomNickname : users.nickname, names),
      ),
    );
  return rows
    .filter((r) => r.no !== senderNo && r.nickname)
    .map((r) => ({ no: r.no, nickname: r.nickname as string }));
}

/** The checked body and the extras the server builds for each sendable type. */
async function buildContent(
  deps: MessageDeps,
  userNo: number,
  room: RoomRow,
  input: {
    type: string;
    body: string;
    ref?: { url?: string | undefined; userNo?: number | undefined } | undefined;
  },
): Promise<{ body: string; meta: ChatMessageMeta | null }> {
  const { db } = deps;
  const body = input.body.trim();
  switch (input.type) {
    case CHAT_MESSAGE_TYPES.image: {
      const up = await ownUpload(db, userNo, input.ref?.url, 'chat_image');
      return { body: '', meta: { image: { url: up.url, name: up.name } } };
    }
    case CHAT_MESSAGE_TYPES.files: {
      const up = await ownUpload(db, userNo, input.ref?.url, 'chat_file');
      return { body: up.name, meta: { file: { url: up.url, name: up.name, bytes: up.bytes } } };
    }
    case CHAT_MESSAGE_TYPES.profile:
      return { body: '', meta: { profile: await profileCard(db, input.ref?.userNo) } };
    case CHAT_MESSAGE_TYPES.link: {
      const target = input.ref?.url ?? body;
      if (!target) throw fail('E002');
      return { body, meta: { link: await linkPreview(db, target, deps.publicOrigin) } };
    }
    default: {
      if (!body) throw fail('E002');
      const mentions = await resolveMentions(db, room, body, userNo);
      return { body, meta: mentions.length > 0 ? { mentions } : null };
    }
  }
}

/**
 * A member sends a message. The sender is always the authenticated person (any sender field in
 * the payload is dropped by the schema). Order: size, ban, membership and open room, a repeat of
 * the same clientId (answered with the stored message, not sent again), flood, content checks,
 * store, deliver, then `chat.mentioned` for the members it mentions.
 * Plain text (most messages) first tries storeTextMessage, the same checks and the store in one
 * statement; only when it stored nothing do the steps below run, to answer exactly why.
 */
export async function sendMessage(
  deps: MessageDeps,
  userNo: number,
  raw: unknown,
): Promise<{ _doc: ChatMessage; duplicate: boolean }> {
  const rawBody = (raw as { body?: unknown } | null)?.body;
  if (typeof rawBody === 'string' && rawBody.trim().length > CHAT_LIMITS.body) throw fail('CHAT_TOO_LONG');
  const parsed = ZSendMessage.safeParse(raw);
  if (!parsed.success) throw fail('VALIDATION');
  const input = parsed.data;
  const { db, realtime, events } = deps;
  if (isPlainText(input)) {
    const stored = await storeTextMessage(db, userNo, input);
    if (stored) {
      deliverStored(realtime, stored, userNo);
      return { _doc: stored.doc, duplicate: false };
    }
    // Nothing stored: a refusal or a resend, answered exactly by the checks below.
  }
  if (await activeBan(db, userNo)) throw fail('CHAT_BANNED');
  // Checked here, not in the socket handler, so link cards sent over HTTP (share_link) obey it too.
  await assertNotSuspendedInChat(db, userNo);
  const { room } = await requireWritableMember(db, input.roomId, userNo);

  const [repeat] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, room.roomId),
        eq(chatMessages.senderNo, userNo),
        eq(chatMessages.clientId, input.clientId),
      ),
    )
    .limit(1);
  if (repeat) return { _doc: (await toMessages(db, [repeat]))[0]!, duplicate: true };

  await assertNotFlooding(db, userNo);
  const content = await buildContent(deps, userNo, room, input);
  const { row, duplicate } = await insertMessage(db, {
    roomId: room.roomId,
    senderNo: userNo,
    type: input.type,
    body: content.body,
    meta: content.meta,
    clientId: input.clientId,
  });
  if (duplicate) return { _doc: (await toMessages(db, [row]))[0]!, duplicate: true };
  const doc = await deliver(db, realtime, row);
  await announceMentions(db, events, room, doc);
  return { _doc: doc, duplicate: false };
}

/** Members who muted the room's alarm still see the mention in the room; they only miss the notification. */
async function announceMentions(db: Db, events: DomainEvents, room: RoomRow, doc: ChatMessage) {
  const mentioned = doc.meta?.mentions ?? [];
  if (mentioned.length === 0) return;
  const blocked = await db
    .select({ no: chatMembers.userNo })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, room.roomId), eq(chatMembers.alarmBlocked, true)));
  const muted = new Set(blocked.map((b) => b.no));
  const userNos = mentioned.map((m) => m.no).filter((no) => !muted.has(no));
  if (userNos.length === 0) return;
  await events.emit('chat.mentioned', {
    roomId: room.roomId,
    messageId: doc._id,
    senderNo: room.kind === 'open' ? null : (doc.sender?.no ?? null),
    senderName: doc.sender?.nickname ?? '',
    body: doc.body,
    userNos,
  });
}

/** A link card sent over HTTP (share_link): the same checks as any message. */
export function shareLink(deps: MessageDeps, userNo: number, chatId: string, url: string) {
  return sendMessage(deps, userNo, {
    roomId: chatId,
    type: CHAT_MESSAGE_TYPES.link,
    body: '',
    clientId: randomUUID(),
    ref: { url },
  });
}

async function seqOf(db: DbOrTx, roomId: string, messageId: string): Promise<number> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.messageId, messageId)))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '메시지를 찾을 수 없어요. 대화방을 다시 열어 주세요.');
  return row.seq;
}

/** One page of history: the newest page, or the page before a message. Oldest first. */
export async function loadPage(db: Db, userNo: number, roomId: string, before?: string) {
  await requireMember(db, roomId, userNo);
  const beforeSeq = before ? await seqOf(db, roomId, before) : undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), beforeSeq ? lt(chatMessages.seq, beforeSeq) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(CHAT_LIMITS.page + 1);
  const hasMore = rows.length > CHAT_LIMITS.page;
  const page = rows.slice(0, CHAT_LIMITS.page).reverse();
  return { messages: await toMessages(db, page), hasMore };
}

/** What came after a message (missed while offline), oldest first, at most ten pages. */
export async function loadMissed(db: Db, userNo: number, roomId: string, after: string) {
  await requireMember(db, roomId, userNo);
  const afterSeq = await seqOf(db, roomId, after);
  const cap = CHAT_LIMITS.page * 10;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(cap + 1);
  return { messages: await toMessages(db, rows.slice(0, cap)), hasMore: rows.length > cap };
}

/**
 * I have read up to this message. The read position only moves forward; when it moved, the
 * room's members are told (their unread marks on bubbles go down). Returns my unread in the room.
 */
export async function markRead(
  db: Db,
  realtime: RealtimePublisher,
  userNo: number,
  roomId: string,
  messageId: string,
): Promise<{ unread: number }> {
  await requireMember(db, roomId, userNo);
  const seq = await seqOf(db, roomId, messageId);
  const moved = await db
    .update(chatMembers)
    .set({ lastReadSeq: seq })
    .where(
      and(eq(chatMembers.roomId, roomId), eq(chatMembers.userNo, userNo), lt(chatMembers.lastReadSeq, seq)),
    )
    .returning({ userNo: chatMembers.userNo });
  if (moved.length > 0) {
    realtime.toUsers(await activeMemberNos(db, roomId), 'readUpdated', { roomId, userNo, messageId });
  }
  const unread = await unreadByRoom(db, userNo, [roomId]);
  return { unread: unread.get(roomId) ?? 0 };
}
