import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, buildRoom } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { CHAT } from '../../../test/chat-kit.js';
import { todos as projectTodos } from '../project/schema.js';
import { banFromChat } from './bans.js';
import { liveGateway, messagesOf } from '../../../test/chat-extras-kit.js';
import { findProjectRoom, syncProjectRoom } from './project-room.js';
import { chatRooms } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const todoCards = async (roomId: string) => (await messagesOf(ctx, roomId)).filter((m) => m.type === '04');

async function directPair() {
  const a = await buildMember(ctx);
  const b = await buildMember(ctx);
  return { a, b, roomId: await buildRoom(ctx, a, b) };
}

/** A project with its leader and one member, both in the team room. */
async function team() {
  const leader = await buildMember(ctx);
  const member = await buildMember(ctx);
  const { projectNo } = await buildProject(ctx, leader, { members: [member] });
  const room = (await findProjectRoom(ctx.database.db, projectNo))!;
  return { leader, member, projectNo, roomId: room.roomId };
}

describe('to-dos in a one-to-one room', () => {
  it('adds, assigns, checks off and reopens, leaving a card each time and telling the panels', async () => {
    const { a, b, roomId } = await directPair();
    const live = await liveGateway(ctx);
    try {
      const bSocket = await live.client(b.cookie);
      const empty = await post('todo_list', { chatId: roomId }, a.cookie);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toMatchObject({ todos: [], source: 'room' });

      const added = await post(
        'todo_add',
        { chatId: roomId, title: '회의록 정리하기', assignee_no: b.user.no },
        a.cookie,
      );
      expect(added.statusCode, added.body).toBe(200);
      const todo = added.json().todo;
      expect(todo).toMatchObject({
        SOURCE: 'room',
        TITLE: '회의록 정리하기',
        DONE: false,
        CREATED_BY: a.user.nickname,
      });
      expect(todo.ASSIGNEE.USER_NO).toBe(b.user.no);
      expect((await bSocket.next('chatTodoChanged')).roomId).toBe(roomId);
      const card = await bSocket.next('addMessage', (e) => e._doc.type === '04');
      expect(card._doc.sender?.no).toBe(a.user.no);
      expect(card._doc.meta?.todo).toMatchObject({
        action: 'added',
        source: 'room',
        assignee: b.user.nickname,
      });

      const done = await post('todo_update', { chatId: roomId, todo_no: todo.TODO_NO, done: true }, b.cookie);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().todo.DONE).toBe(true);
      // Checking off again changes nothing and leaves no second card.
      await post('todo_update', { chatId: roomId, todo_no: todo.TODO_NO, done: true }, b.cookie);
      const reopened = await post(
        'todo_update',
        { chatId: roomId, todo_no: todo.TODO_NO, done: false },
        a.cookie,
      );
      expect(reopened.json().todo.DONE).toBe(false);
      const assigned = await post(
        'todo_update',
        { chatId: roomId, todo_no: todo.TODO_NO, assignee_no: a.user.no },
        a.cookie,
      );
      expect(assigned.json().todo.ASSIGNEE.USER_NO).toBe(a.user.no);
      const actions = (await todoCards(roomId)).map((m) => m.meta?.todo?.action);
      expect(actions).toEqual(['added', 'done', 'reopened', 'assigned']);

      const list = await post('todo_list', { chatId: roomId }, b.cookie);
      expect(list.json().todos).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it('refuses outsiders, anonymous callers, assignees outside the room and foreign to-dos', async () => {
    const { a, roomId } = await directPair();
    const other = await directPair();
    const stranger = await buildMember(ctx);

    const byStranger = await post('todo_add', { chatId: roomId, title: '몰래 추가' }, stranger.cookie);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().code).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await post('todo_list', { chatId: roomId }, stranger.cookie)).statusCode).toBe(404);
    const anon = await post('todo_add', { chatId: roomId, title: '익명' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');
    expect((await post('todo_list', { chatId: roomId })).json().code).toBe('E001');

    const outside = await post(
      'todo_add',
      { chatId: roomId, title: '담당자 확인', assignee_no: stranger.user.no },
      a.cookie,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('VALIDATION');
    const blank = await post('todo_add', { chatId: roomId, title: '   ' }, a.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().result).toBe('fail');
    expect((await post('todo_add', { chatId: 'nope', title: 'x' }, a.cookie)).statusCode).toBe(400);

    const theirs = await post('todo_add', { chatId: other.roomId, title: '다른 방 할 일' }, other.a.cookie);
    const foreign = await post(
      'todo_update',
      { chatId: roomId, todo_no: theirs.json().todo.TODO_NO, done: true },
      a.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
  });

  it('keeps a banned member and a closed room from writing', async () => {
    const { a, b, roomId } = await directPair();
    await banFromChat(ctx.database.db, a.user.no, '도배', new Date(Date.now() + 3600_000));
    const banned = await post('todo_add', { chatId: roomId, title: '할 일' }, a.cookie);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('CHAT_BANNED');
    // Reading is still allowed.
    expect((await post('todo_list', { chatId: roomId }, a.cookie)).statusCode).toBe(200);

    await ctx.database.db
      .update(chatRooms)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(chatRooms.roomId, roomId));
    const closed = await post('todo_add', { chatId: roomId, title: '할 일' }, b.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CHAT_CLOSED');
  });
});

describe('to-dos in a team room', () => {
  it("shares the project's own to-dos both ways", async () => {
    const t = await team();
    const added = await post(
      'todo_add',
      { chatId: t.roomId, title: '랜딩 페이지 시안', assignee_no: t.member.user.no },
      t.leader.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const todo = added.json().todo;
    expect(todo).toMatchObject({ SOURCE: 'project', DONE: false, CREATED_BY: t.leader.user.nickname });
    const [row] = await ctx.database.db
      .select()
      .from(projectTodos)
      .where(eq(projectTodos.todoNo, todo.TODO_NO));
    expect(row).toMatchObject({ projectNo: t.projectNo, assigneeNo: t.member.user.no, state: '01' });
    // Added from chat: one card from the person, no second one from the bot.
    const cards = await todoCards(t.roomId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.senderNo).toBe(t.leader.user.no);

    const done = await post(
      'todo_update',
      { chatId: t.roomId, todo_no: todo.TODO_NO, done: true },
      t.member.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await ctx.database.db
      .select()
      .from(projectTodos)
      .where(eq(projectTodos.todoNo, todo.TODO_NO));
    expect(after!.state).toBe('03');
    await post('todo_update', { chatId: t.roomId, todo_no: todo.TODO_NO, done: false }, t.member.cookie);
    const [reopened] = await ctx.database.db
      .select()
      .from(projectTodos)
      .where(eq(projectTodos.todoNo, todo.TODO_NO));
    expect(reopened!.state).toBe('01');

    // A to-do made in the project space shows in the chat's list.
    const space = await post(
      '/api/mgmt_project/todo_new',
      { project_no: t.projectNo, title: 'API 명세 쓰기' },
      t.member.cookie,
    );
    expect(space.statusCode, space.body).toBe(200);
    const list = await post('todo_list', { chatId: t.roomId }, t.member.cookie);
    expect(list.json().source).toBe('project');
    expect(
      list
        .json()
        .todos.map((x: { TITLE: string }) => x.TITLE)
        .sort(),
    ).toEqual(['API 명세 쓰기', '랜딩 페이지 시안']);

    // Assignees must be on the team; another project's to-do is not in this room.
    const stranger = await buildMember(ctx);
    const badAssignee = await post(
      'todo_add',
      { chatId: t.roomId, title: '외부인', assignee_no: stranger.user.no },
      t.leader.cookie,
    );
    expect(badAssignee.statusCode).toBe(400);
    const other = await team();
    const theirs = await post('todo_add', { chatId: other.roomId, title: '남의 할 일' }, other.leader.cookie);
    const foreign = await post(
      'todo_update',
      { chatId: t.roomId, todo_no: theirs.json().todo.TODO_NO, done: true },
      t.leader.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('project news bot', () => {
  it('posts to-do and milestone news from the project space until the host turns it off', async () => {
    const t = await team();
    const live = await liveGateway(ctx);
    try {
      const memberSocket = await live.client(t.member.cookie);
      const todo = await post(
        '/api/mgmt_project/todo_new',
        { project_no: t.projectNo, title: '디자인 시스템 정리' },
        t.leader.cookie,
      );
      expect(todo.statusCode, todo.body).toBe(200);
      const news = await memberSocket.next('addMessage', (e) => e._doc.type === '04');
      expect(news._doc.sender).toBeNull();
      expect(news._doc.meta?.todo).toMatchObject({
        action: 'added',
        source: 'project',
        title: '디자인 시스템 정리',
      });
      await memberSocket.next('chatTodoChanged', (e) => e.roomId === t.roomId);
      // News counts as unread, like any message from someone else.
      const badge = await memberSocket.next(
        'newNotReadMessagesCount',
        (e) => e.messageCount[0]?._id === t.roomId,
      );
      expect(badge.messageCount[0]!.count).toBeGreaterThanOrEqual(1);

      const todoNo = todo.json().todo.TODO_NO;
      await post('/api/mgmt_project/todo_update', { todo_no: todoNo, state: '03' }, t.leader.cookie);
      // Saving a finished to-do again is not news.
      await post(
        '/api/mgmt_project/todo_update',
        { todo_no: todoNo, state: '03', title: '디자인 시스템 정리 v2' },
        t.leader.cookie,
      );
      const ms = await post(
        '/api/mgmt_project/milestone_new',
        { project_no: t.projectNo, title: '베타 출시', due_date: '2026-12-24' },
        t.member.cookie,
      );
      expect(ms.statusCode, ms.body).toBe(200);
      await post(
        '/api/mgmt_project/milestone_done',
        { milestone_no: ms.json().milestone.MILESTONE_NO, done: true },
        t.leader.cookie,
      );
      const milestone = await memberSocket.next('addMessage', (e) => e._doc.type === '05');
      expect(milestone._doc.meta?.milestone).toMatchObject({ title: '베타 출시', dueDate: '2026-12-24' });
    } finally {
      await live.close();
    }
    const bot = (await messagesOf(ctx, t.roomId)).filter((m) => m.senderNo === null && m.type !== '10');
    expect(bot.map((m) => [m.type, m.meta?.todo?.action ?? null])).toEqual([
      ['04', 'added'],
      ['04', 'done'],
      ['05', null],
      ['05', null],
    ]);

    const byMember = await post('bot_change', { chatId: t.roomId, is_alarm_blocked: true }, t.member.cookie);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('CHAT_HOST_ONLY');
    expect((await post('bot_change', { chatId: t.roomId, is_alarm_blocked: true })).json().code).toBe('E001');
    const stranger = await buildMember(ctx);
    expect(
      (await post('bot_change', { chatId: t.roomId, is_alarm_blocked: true }, stranger.cookie)).statusCode,
    ).toBe(404);

    const off = await post('bot_change', { chatId: t.roomId, is_alarm_blocked: true }, t.leader.cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().is_alarm_blocked).toBe(true);
    expect((await findProjectRoom(ctx.database.db, t.projectNo))!.botEnabled).toBe(false);
    const before = (await messagesOf(ctx, t.roomId)).length;
    await post(
      '/api/mgmt_project/todo_new',
      { project_no: t.projectNo, title: '조용히 추가' },
      t.leader.cookie,
    );
    expect((await messagesOf(ctx, t.roomId)).length).toBe(before);

    // bot_change is for team rooms only.
    const { a, roomId } = await directPair();
    expect((await post('bot_change', { chatId: roomId, is_alarm_blocked: true }, a.cookie)).statusCode).toBe(
      403,
    );
  });

  it('stays quiet while the project has no room yet, and the room sync is harmless to repeat', async () => {
    const t = await team();
    await ctx.database.db.delete(chatRooms).where(eq(chatRooms.roomId, t.roomId));
    const res = await post(
      '/api/mgmt_project/todo_new',
      { project_no: t.projectNo, title: '방 없이' },
      t.leader.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const a = await syncProjectRoom(ctx.database.db, ctx.realtime, t.projectNo);
    const b = await syncProjectRoom(ctx.database.db, ctx.realtime, t.projectNo);
    expect(b!.roomId).toBe(a!.roomId);
    expect(b!.participantsSize).toBe(2);
  });
});
