import { CHAT_MESSAGE_TYPES, type ChatMessageMeta, type Milestone, type Todo } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import type { UserRow } from '../auth/sessions.js';
import { activeMemberNos, isClosed, type NewMessage, requireHost } from './core.js';
import { pushRoomUpdated } from './list.js';
import { postServerMessage } from './post.js';
import { findProjectRoom } from './project-room.js';
import { chatRooms } from './schema.js';

/**
 * Project news in the team room: when a to-do or a milestone is added or finished in the project
 * space, a card appears in the team chat, unless the host switched the bot off (`bot_change`).
 * The bot speaks without a sender: it is the project talking, not a person.
 */

export type ChatTodoCard = NonNullable<ChatMessageMeta['todo']>;

const TODO_LINES: Record<ChatTodoCard['action'], (t: ChatTodoCard) => string> = {
  added: (t) => `할 일을 추가했어요: ${t.title}`,
  assigned: (t) =>
    t.assignee ? `${t.assignee}님이 할 일을 맡았어요: ${t.title}` : `할 일의 담당자를 비웠어요: ${t.title}`,
  done: (t) => `할 일을 끝냈어요: ${t.title}`,
  reopened: (t) => `할 일을 다시 열었어요: ${t.title}`,
};

/** A to-do card message; the body is what previews and notifications show. */
export function todoMessage(roomId: string, senderNo: number | null, todo: ChatTodoCard): NewMessage {
  return {
    roomId,
    senderNo,
    type: CHAT_MESSAGE_TYPES.todo,
    body: TODO_LINES[todo.action](todo),
    meta: { todo },
  };
}

/** Tells the members' to-do panels to reload. */
export async function announceTodoChanged(
  db: Db,
  realtime: RealtimePublisher,
  roomId: string,
): Promise<void> {
  realtime.toUsers(await activeMemberNos(db, roomId), 'chatTodoChanged', { roomId });
}

/** The team room the bot may speak in now, or null (no room yet, bot off, room closed). */
async function botRoom(db: Db, projectNo: number) {
  const room = await findProjectRoom(db, projectNo);
  return room?.botEnabled && !isClosed(room) ? room : null;
}

export async function projectTodoNews(
  db: Db,
  realtime: RealtimePublisher,
  todo: Todo,
  action: 'added' | 'done',
): Promise<void> {
  const room = await botRoom(db, todo.PROJECT_NO);
  if (!room) return;
  const card: ChatTodoCard = {
    todoNo: todo.TODO_NO,
    title: todo.TITLE,
    state: todo.STATE,
    assignee: todo.ASSIGNEE?.USER_NICKNAME ?? null,
    source: 'project',
    action,
  };
  await postServerMessage(db, realtime, todoMessage(room.roomId, null, card));
  await announceTodoChanged(db, realtime, room.roomId);
}

export async function projectMilestoneNews(
  db: Db,
  realtime: RealtimePublisher,
  milestone: Milestone,
  action: 'added' | 'done',
): Promise<void> {
  const room = await botRoom(db, milestone.PROJECT_NO);
  if (!room) return;
  await postServerMessage(db, realtime, {
    roomId: room.roomId,
    senderNo: null,
    type: CHAT_MESSAGE_TYPES.milestone,
    body:
      action === 'added'
        ? `새 마일스톤이 생겼어요: ${milestone.TITLE}`
        : `마일스톤을 달성했어요: ${milestone.TITLE}`,
    meta: {
      milestone: { milestoneNo: milestone.MILESTONE_NO, title: milestone.TITLE, dueDate: milestone.DUE_DATE },
    },
  });
}

/** `bot_change`: the host turns the team room's project news off (`is_alarm_blocked: true`) or on. */
export async function botChange(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { chatId: string; is_alarm_blocked: boolean },
): Promise<{ is_alarm_blocked: boolean }> {
  const { room } = await requireHost(db, input.chatId, user.userNo);
  if (room.kind !== 'project') {
    throw fail('VALIDATION', '프로젝트 소식 알림은 팀 채팅방에서만 켜고 끌 수 있어요.');
  }
  await db
    .update(chatRooms)
    .set({ botEnabled: !input.is_alarm_blocked })
    .where(and(eq(chatRooms.roomId, room.roomId), eq(chatRooms.kind, 'project')));
  await pushRoomUpdated(db, realtime, room.roomId, await activeMemberNos(db, room.roomId));
  return { is_alarm_blocked: input.is_alarm_blocked };
}
