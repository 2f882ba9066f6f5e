import { chatApi } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { projectChat } from './coffee-chat.js';
import { activeMemberNos, isClosed, requireHost, requireMember, systemMessage } from './core.js';
import { pushRoomUpdated, roomDetailFor, roomParticipants, roomSummaries, unreadCounts } from './list.js';
import { loadMissed, loadPage, markRead, shareLink } from './messages.js';
import { createOpenRoom, joinOpenRoom, listOpenRooms } from './open-rooms.js';
import { postServerMessage } from './post.js';
import { reportMessage } from './reports.js';
import {
  createGroup,
  expelFromGroup,
  findDirectRoom,
  inviteToGroup,
  leaveRoom,
  openDirectRoom,
} from './rooms.js';
import { chatMembers, chatRooms } from './schema.js';
import { chatUploadRoutes } from './upload-routes.js';

export interface ChatRoutesOptions {
  db: Db;
  realtime: RealtimePublisher;
  events: DomainEvents;
  storage: Storage;
  config: Config;
}

/**
 * The chat calls under /api/sidequest_chat (contracts/chat.ts) except the to-do, team, pro and
 * project-candidate calls, which chat/extras-routes.ts registers. Every call needs a session;
 * every room call checks membership first (a room I am not in answers like a missing room).
 */
export async function chatRoutes(app: FastifyInstance, opts: ChatRoutesOptions) {
  const { db, realtime, events, config } = opts;
  const deps = { db, realtime, events, publicOrigin: config.PUBLIC_ORIGIN };

  registerContract(app, chatApi.chatList, async ({ user }) => ({
    chat_list: await roomSummaries(db, realtime, user.userNo),
  }));

  registerContract(app, chatApi.roomDetail, async ({ body, user }) => {
    const { room } = await requireMember(db, body.chatId, user.userNo);
    const detail = await roomDetailFor(db, realtime, user.userNo, room);
    if (!detail) throw fail('CHAT_ROOM_NOT_FOUND');
    return { room: detail, ...(await loadPage(db, user.userNo, room.roomId)) };
  });

  registerContract(app, chatApi.openChatRoom, ({ body, user }) =>
    openDirectRoom(db, realtime, user.userNo, body.opponent_no),
  );

  registerContract(app, chatApi.findChatRoom, async ({ body, user }) => ({
    roomId: await findDirectRoom(db, user.userNo, body.opponent_no),
  }));

  registerContract(app, chatApi.projectChat, ({ body, user }) =>
    projectChat(db, realtime, events, user, body.project_no, body.opponent_no),
  );

  registerContract(app, chatApi.createGroupChat, ({ body, user }) =>
    createGroup(db, realtime, events, user, body.title, body.user_nos),
  );

  registerContract(app, chatApi.inviteGroupChat, async ({ body, user }) => ({
    invited: await inviteToGroup(db, realtime, events, user, body.chatId, body.user_nos),
  }));

  registerContract(app, chatApi.expelGroupChat, async ({ body, user }) => {
    await expelFromGroup(db, realtime, user.userNo, body.chatId, body.user_no);
    return {};
  });

  registerContract(app, chatApi.leaveChat, ({ body, user }) =>
    leaveRoom(db, realtime, user.userNo, body.chatId, events),
  );

  registerContract(app, chatApi.openChatList, async ({ user }) => ({
    rooms: await listOpenRooms(db, user.userNo),
  }));

  registerContract(app, chatApi.createOpenChat, ({ body, user }) =>
    createOpenRoom(db, realtime, user.userNo, body.title, body.nickname),
  );

  registerContract(app, chatApi.joinOpenChat, async ({ body, user }) => {
    const { roomId } = await joinOpenRoom(db, realtime, user.userNo, body.chatId, body.nickname);
    return { roomId };
  });

  registerContract(app, chatApi.chatProfiles, async ({ body, user }) => {
    const { room } = await requireMember(db, body.chatId, user.userNo);
    return { profiles: await roomParticipants(db, realtime, room) };
  });

  registerContract(app, chatApi.alarmChange, async ({ body, user }) => {
    await requireMember(db, body.chatId, user.userNo);
    await db
      .update(chatMembers)
      .set({ alarmBlocked: body.is_alarm_blocked })
      .where(and(eq(chatMembers.roomId, body.chatId), eq(chatMembers.userNo, user.userNo)));
    return { is_alarm_blocked: body.is_alarm_blocked };
  });

  registerContract(app, chatApi.updateNotice, async ({ body, user }) => {
    const { room } = await requireHost(db, body.chatId, user.userNo);
    if (isClosed(room)) throw fail('CHAT_CLOSED', '종료된 채팅방이라 공지를 바꿀 수 없어요.');
    const notice = body.notice === '' ? null : body.notice;
    await db.update(chatRooms).set({ notice }).where(eq(chatRooms.roomId, room.roomId));
    const line = notice ? '방장이 공지를 바꿨어요.' : '방장이 공지를 내렸어요.';
    await postServerMessage(
      db,
      realtime,
      systemMessage(room.roomId, line, { event: 'notice', userNo: user.userNo, nickname: null }),
    );
    await pushRoomUpdated(db, realtime, room.roomId, await activeMemberNos(db, room.roomId));
    return { notice };
  });

  registerContract(app, chatApi.messageCount, ({ user }) => unreadCounts(db, user.userNo));

  registerContract(app, chatApi.reportMessage, async ({ body, user }) => {
    await reportMessage(db, user.userNo, {
      chatId: body.chat_id,
      messageId: body.message_id,
      opponentNo: body.opponent_no,
    });
    return {};
  });

  registerContract(app, chatApi.shareLink, async ({ body, user }) => ({
    _doc: (await shareLink(deps, user.userNo, body.chatId, body.url))._doc,
  }));

  registerContract(app, chatApi.readMessage, ({ body, user }) =>
    markRead(db, realtime, user.userNo, body.chatId, body.messageId),
  );

  registerContract(app, chatApi.loadMessages, async ({ body, user }) => {
    if (body.before && body.after) {
      throw fail('VALIDATION', '이전 메시지와 놓친 메시지는 따로 불러와 주세요.');
    }
    if (body.after) return loadMissed(db, user.userNo, body.chatId, body.after);
    return loadPage(db, user.userNo, body.chatId, body.before);
  });

  await app.register(chatUploadRoutes, { db, storage: opts.storage });
}
