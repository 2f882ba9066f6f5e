import {
  ZFindChatInfo,
  ZJoinOpenChat,
  ZLoadMessages,
  ZLoadMissed,
  ZReadMessage,
  ZTyping,
} from '@sidequest/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fail } from '../../lib/app-error.js';
import { activeMemberNos, requireMember } from './core.js';
import type { ChatDeps, ChatServerSocket } from './deps.js';
import { roomDetailFor, roomSummaries, roomSummary, unreadCounts } from './list.js';
import { loadMissed, loadPage, markRead, sendMessage } from './messages.js';
import { joinOpenRoom } from './open-rooms.js';
import { chatMembers, chatRooms } from './schema.js';
import { parsePayload, respond } from './socket-ack.js';

/**
 * The chat events of one connected member. The sender of everything is the socket's own member
 * (from the session at the handshake), never a field of the payload. Every payload is checked
 * with the shared schema; failures are acknowledged with the fail body and never thrown.
 */
export function registerChatHandlers(socket: ChatServerSocket, deps: ChatDeps): void {
  const { db, realtime } = deps;
  const me = socket.data.userNo;

  socket.on('joinOpenChat', (payload, ack) =>
    respond(ack, async () => {
      const input = parsePayload(ZJoinOpenChat!, payload);
      await joinOpenRoom(db, realtime, me, input.chatId, input.nickname);
      const room = await roomSummary(db, realtime, me, input.chatId);
      if (!room) throw fail('CHAT_ROOM_NOT_FOUND');
      return { room };
    }),
  );

  socket.on('findChatInfoOnly', (payload, ack) =>
    respond(ack, async () => {
      const input = parsePayload(ZFindChatInfo, payload);
      const { room } = await requireMember(db, input.roomId, me);
      const detail = await roomDetailFor(db, realtime, me, room);
      if (!detail) throw fail('CHAT_ROOM_NOT_FOUND');
      const page = await loadPage(db, me, room.roomId);
      socket.emit('joinChatResult', {
        result: 'success',
        new_chat: false,
        type: room.type,
        from: me,
        roomId: room.roomId,
      });
      socket.emit('loadMessageResult', { ...page, roomId: room.roomId });
      return { room: detail, ...page };
    }),
  );

  socket.on('getMessagesUnread', () =>
    respond(undefined, async () => {
      const { messageCount } = await unreadCounts(db, me);
      socket.emit('initialNotReadCount', { messageCount });
      socket.emit('chatListInitialized2', { chat_list: await roomSummaries(db, realtime, me) });
      return {};
    }),
  );

  // One person's messages from one tab are stored in the order they were sent: each send waits
  // for the previous one (respond never rejects), so a quick second message cannot overtake the first.
  let sending: Promise<void> = Promise.resolve();
  socket.on('sendMessage', (payload, ack) => {
    sending = sending.then(() => respond(ack, () => sendMessage(deps, me, payload)));
  });

  socket.on('loadMessages', (payload, ack) =>
    respond(ack, async () => {
      const input = parsePayload(ZLoadMessages, payload);
      return loadPage(db, me, input.roomId, input.before);
    }),
  );

  socket.on('loadMissed', (payload, ack) =>
    respond(ack, async () => {
      const input = parsePayload(ZLoadMissed, payload);
      return loadMissed(db, me, input.roomId, input.after);
    }),
  );

  socket.on('readMessage', (payload) =>
    respond(undefined, async () => {
      const input = parsePayload(ZReadMessage, payload);
      const { unread } = await markRead(db, realtime, me, input.roomId, input.messageId);
      // My other tabs lower their badge too.
      realtime.toUser(me, 'newNotReadMessagesCount', {
        messageCount: [{ _id: input.roomId, count: unread }],
      });
      return {};
    }),
  );

  socket.on('typing', (payload) =>
    respond(undefined, async () => {
      const input = parsePayload(ZTyping, payload);
      const { member } = await requireMember(db, input.roomId, me);
      const others = (await activeMemberNos(db, input.roomId)).filter((n) => n !== me);
      realtime.toUsers(others, 'chatTypingStatus', {
        roomId: input.roomId,
        userNo: me,
        nickname: member.roomNickname ?? socket.data.nickname,
        typing: input.typing,
      });
      return {};
    }),
  );

  void announcePresence(socket, deps, true);
  socket.on('disconnect', (reason) => {
    // The instance is shutting down: its members reconnect elsewhere, so they are not "offline".
    // Any other server-side end (a log-out, a withdrawal, a ban) does take them offline.
    if (socket.data.shuttingDown || reason === 'server shutting down') return;
    void announcePresence(socket, deps, false);
  });
}

/**
 * Tells my one-to-one and pro opponents that I came online (my first socket anywhere) or went
 * offline (my last socket anywhere closed). Sockets on other instances count through the adapter.
 */
async function announcePresence(socket: ChatServerSocket, deps: ChatDeps, connected: boolean): Promise<void> {
  const me = socket.data.userNo;
  try {
    const mine = await deps.io.in(`user:${me}`).fetchSockets();
    const others = mine.filter((s) => s.id !== socket.id).length;
    if (others > 0) return; // another tab already holds the state
    const mate = alias(chatMembers, 'mate');
    const rows = await deps.db
      .select({ roomId: chatMembers.roomId, opponentNo: mate.userNo })
      .from(chatMembers)
      .innerJoin(chatRooms, eq(chatRooms.roomId, chatMembers.roomId))
      .innerJoin(
        mate,
        and(eq(mate.roomId, chatMembers.roomId), ne(mate.userNo, me), eq(mate.status, 'active')),
      )
      .where(
        and(
          eq(chatMembers.userNo, me),
          eq(chatMembers.status, 'active'),
          inArray(chatRooms.kind, ['direct', 'pro']),
        ),
      );
    for (const r of rows) {
      deps.realtime.toUser(r.opponentNo, 'updateOnline', { roomId: r.roomId, userNo: me, status: connected });
    }
  } catch (err) {
    console.error('chat presence failed', err);
  }
}
