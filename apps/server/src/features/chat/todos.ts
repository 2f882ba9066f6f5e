import type { ChatTodo, Todo } from '@sidequest/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { todos as projectTodos } from '../project/schema.js';
import { todoMissing } from '../project/space/common.js';
import { createTodo, listTodos, updateTodo } from '../project/space/todos.js';
import { activeBan, loadMember, requireMember, requireWritableMember, type RoomRow } from './core.js';
import { postServerMessage } from './post.js';
import { announceTodoChanged, type ChatTodoCard, todoMessage } from './project-bot.js';
import { chatTodos } from './schema.js';

/**
 * To-dos in chat. A team room shares the project's own to-dos (the same list as the project space,
 * through the space's functions and rules); other rooms keep a small list of their own. Adding,
 * assigning and checking off leave a to-do card in the room from the person who did it.
 */

const MAX_ROOM_TODOS = 200;
type RoomTodoRow = typeof chatTodos.$inferSelect;

const projectRoom = (room: RoomRow) => room.kind === 'project' && room.projectNo !== null;

async function peopleByNo(db: DbOrTx, nos: (number | null)[]) {
  const wanted = [...new Set(nos.filter((n): n is number => n !== null))];
  if (wanted.length === 0) return new Map<number, { nickname: string; img: string | null }>();
  const rows = await db
    .select({ no: users.userNo, nickname: users.nickname, img: users.imgUrl })
    .from(users)
    .where(inArray(users.userNo, wanted));
  return new Map(rows.map((r) => [r.no, { nickname: r.nickname ?? '(탈퇴한 회원)', img: r.img }]));
}

async function fromRoomRows(db: DbOrTx, rows: RoomTodoRow[]): Promise<ChatTodo[]> {
  const people = await peopleByNo(
    db,
    rows.flatMap((r) => [r.assigneeNo, r.createdBy]),
  );
  return rows.map((r) => {
    const assignee = r.assigneeNo === null ? undefined : people.get(r.assigneeNo);
    return {
      TODO_NO: r.todoNo,
      SOURCE: 'room',
      TITLE: r.title,
      DONE: r.doneAt !== null,
      ASSIGNEE: assignee
        ? { USER_NO: r.assigneeNo!, USER_NICKNAME: assignee.nickname, USER_IMG_URL: assignee.img }
        : null,
      CREATED_AT: r.createdAt.toISOString(),
      CREATED_BY: r.createdBy === null ? null : (people.get(r.createdBy)?.nickname ?? null),
    };
  });
}

/** The project's to-dos in the chat shape; who created each comes from the rows themselves. */
async function fromProjectTodos(db: Db, list: Todo[]): Promise<ChatTodo[]> {
  const creators =
    list.length === 0
      ? []
      : await db
          .select({ todoNo: projectTodos.todoNo, createdBy: projectTodos.createdBy })
          .from(projectTodos)
          .where(
            inArray(
              projectTodos.todoNo,
              list.map((t) => t.TODO_NO),
            ),
          );
  const byTodo = new Map(creators.map((c) => [c.todoNo, c.createdBy]));
  const people = await peopleByNo(db, [...byTodo.values()]);
  return list.map((t) => {
    const creator = byTodo.get(t.TODO_NO) ?? null;
    return {
      TODO_NO: t.TODO_NO,
      SOURCE: 'project',
      TITLE: t.TITLE,
      DONE: t.STATE === '03',
      ASSIGNEE: t.ASSIGNEE,
      CREATED_AT: t.CREATED_AT,
      CREATED_BY: creator === null ? null : (people.get(creator)?.nickname ?? null),
    };
  });
}

const cardOf = (t: ChatTodo, action: ChatTodoCard['action']): ChatTodoCard => ({
  todoNo: t.TODO_NO,
  title: t.TITLE,
  state: t.DONE ? '03' : '01',
  assignee: t.ASSIGNEE?.USER_NICKNAME ?? null,
  source: t.SOURCE,
  action,
});

/** Posts the card as the person who did it and tells the to-do panels to reload. */
async function tellRoom(
  db: Db,
  realtime: RealtimePublisher,
  room: RoomRow,
  user: UserRow,
  card: ChatTodoCard,
) {
  await postServerMessage(db, realtime, todoMessage(room.roomId, user.userNo, card));
  await announceTodoChanged(db, realtime, room.roomId);
}

/** Writing in a room: an active member of a room that is still open, and not under a chat ban. */
async function requireWriter(db: Db, roomId: string, user: UserRow) {
  const found = await requireWritableMember(db, roomId, user.userNo);
  if (await activeBan(db, user.userNo)) throw fail('CHAT_BANNED');
  return found;
}

async function assertRoomAssignee(db: Db, roomId: string, assigneeNo: number | null | undefined) {
  if (assigneeNo === null || assigneeNo === undefined) return;
  const m = await loadMember(db, roomId, assigneeNo);
  if (m?.status !== 'active') {
    throw fail('VALIDATION', '담당자는 이 채팅방에 있는 사람 중에서 골라 주세요.', {
      assignee_no: '채팅방 참여자가 아니에요.',
    });
  }
}

export async function todoList(db: Db, user: UserRow, chatId: string) {
  const { room } = await requireMember(db, chatId, user.userNo);
  if (projectRoom(room)) {
    const list = await listTodos(db, user, { project_no: room.projectNo! });
    return { todos: await fromProjectTodos(db, list), source: 'project' as const };
  }
  const rows = await db
    .select()
    .from(chatTodos)
    .where(eq(chatTodos.roomId, room.roomId))
    .orderBy(asc(chatTodos.todoNo))
    .limit(MAX_ROOM_TODOS);
  return { todos: await fromRoomRows(db, rows), source: 'room' as const };
}

export async function todoAdd(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: { chatId: string; title: string; assignee_no?: number | null | undefined },
): Promise<{ todo: ChatTodo }> {
  const { room } = await requireWriter(db, input.chatId, user);
  let todo: ChatTodo;
  if (projectRoom(room)) {
    const created = await createTodo(db, user, {
      project_no: room.projectNo!,
      title: input.title,
      assignee: input.assignee_no ?? null,
    });
    [todo] = (await fromProjectTodos(db, [created])) as [ChatTodo];
  } else {
    await assertRoomAssignee(db, room.roomId, input.assignee_no);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatTodos)
      .where(eq(chatTodos.roomId, room.roomId));
    if (Number(count?.n ?? 0) >= MAX_ROOM_TODOS) {
      throw fail(
        'VALIDATION',
        `할 일은 한 채팅방에 ${MAX_ROOM_TODOS}개까지 만들 수 있어요. 끝난 할 일을 정리해 주세요.`,
      );
    }
    const [row] = await db
      .insert(chatTodos)
      .values({
        roomId: room.roomId,
        title: input.title,
        assigneeNo: input.assignee_no ?? null,
        createdBy: user.userNo,
      })
      .returning();
    [todo] = (await fromRoomRows(db, [row!])) as [ChatTodo];
  }
  await tellRoom(db, realtime, room, user, cardOf(todo, 'added'));
  return { todo };
}

/** What changed, for the card: checking off or reopening wins over a new assignee. */
function actionOf(before: { done: boolean; assignee: number | null }, after: ChatTodo) {
  if (before.done !== after.DONE) return after.DONE ? 'done' : 'reopened';
  if (before.assignee !== (after.ASSIGNEE?.USER_NO ?? null)) return 'assigned';
  return null;
}

export async function todoUpdate(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  input: {
    chatId: string;
    todo_no: number;
    done?: boolean | undefined;
    assignee_no?: number | null | undefined;
  },
): Promise<{ todo: ChatTodo }> {
  const { room } = await requireWriter(db, input.chatId, user);
  let before: { done: boolean; assignee: number | null };
  let todo: ChatTodo;
  if (projectRoom(room)) {
    // A to-do of another project is not in this room, whoever asks (and does not say it exists).
    const [current] = await db
      .select()
      .from(projectTodos)
      .where(and(eq(projectTodos.todoNo, input.todo_no), eq(projectTodos.projectNo, room.projectNo!)))
      .limit(1);
    if (!current) throw todoMissing();
    before = { done: current.state === '03', assignee: current.assigneeNo };
    const updated = await updateTodo(db, user, {
      todo_no: input.todo_no,
      ...(input.done === undefined ? {} : { state: input.done ? '03' : '01' }),
      ...(input.assignee_no === undefined ? {} : { assignee: input.assignee_no }),
    });
    [todo] = (await fromProjectTodos(db, [updated])) as [ChatTodo];
  } else {
    await assertRoomAssignee(db, room.roomId, input.assignee_no);
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(chatTodos)
        .where(and(eq(chatTodos.todoNo, input.todo_no), eq(chatTodos.roomId, room.roomId)))
        .for('update');
      if (!current) throw todoMissing();
      before = { done: current.doneAt !== null, assignee: current.assigneeNo };
      const set: Partial<typeof chatTodos.$inferInsert> = {};
      // Checking off twice keeps the first time it was done.
      if (input.done !== undefined && input.done !== (current.doneAt !== null)) {
        set.doneAt = input.done ? new Date() : null;
      }
      if (input.assignee_no !== undefined) set.assigneeNo = input.assignee_no;
      if (Object.keys(set).length === 0) return current;
      const [updated] = await tx
        .update(chatTodos)
        .set(set)
        .where(eq(chatTodos.todoNo, current.todoNo))
        .returning();
      return updated!;
    });
    [todo] = (await fromRoomRows(db, [row])) as [ChatTodo];
  }
  const action = actionOf(before!, todo);
  if (action) await tellRoom(db, realtime, room, user, cardOf(todo, action));
  return { todo };
}
