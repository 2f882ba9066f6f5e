import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, joinProject } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { CHAT } from '../../../test/chat-kit.js';
import { projects } from '../project/schema.js';
import { liveGateway, membersOf, messagesOf } from '../../../test/chat-extras-kit.js';
import { unreadByRoom } from './list.js';
import { findProjectRoom, syncProjectRoom } from './project-room.js';
import { leaveRoom } from './rooms.js';
import { chatRooms } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A new leader's published project, its team room opened. */
const setup = async () => buildProject(ctx, await buildMember(ctx));

const room = async (projectNo: number) => (await findProjectRoom(ctx.database.db, projectNo))!;
const activeNos = async (roomId: string) =>
  (await membersOf(ctx, roomId))
    .filter((m) => m.status === 'active')
    .map((m) => m.userNo)
    .sort((a, b) => a - b);

describe('project team room follows the team', () => {
  it('is opened when the project is published, with the leader as host', async () => {
    const p = await setup();
    const r = await room(p.projectNo);
    expect(r).toMatchObject({ kind: 'project', type: '02', hostNo: p.leader.user.no, participantsSize: 1 });
    const [me] = await membersOf(ctx, r.roomId);
    expect(me).toMatchObject({ userNo: p.leader.user.no, role: 'host', status: 'active' });
    const lines = await messagesOf(ctx, r.roomId);
    expect(lines.map((m) => m.meta?.system?.event)).toEqual(['created']);
  });

  it('adds confirmed applicants and accepted invitees, and announces them live', async () => {
    const p = await setup();
    const live = await liveGateway(ctx);
    try {
      const leaderSocket = await live.client(p.leader.cookie);
      const m = await joinProject(ctx, p);
      const r = await room(p.projectNo);
      expect(await activeNos(r.roomId)).toEqual([p.leader.user.no, m.user.no].sort((a, b) => a - b));
      expect(r.participantsSize).toBe(2);
      const joined = await leaderSocket.next('join', (e) => e.roomId === r.roomId);
      expect(joined.userNo).toBe(m.user.no);
      const line = await leaderSocket.next('addMessage', (e) => e._doc.meta?.system?.event === 'join');
      expect(line._doc.body).toContain(m.user.nickname);

      const invitee = await buildMember(ctx);
      const inviteeSocket = await live.client(invitee.cookie);
      const inv = await post(
        '/api/mgmt_project/invite',
        { project_no: p.projectNo, user_no: invitee.user.no, slot_no: p.slots[0], message: '함께해요' },
        p.leader.cookie,
      );
      expect(inv.statusCode, inv.body).toBe(200);
      const acc = await post(
        '/api/mgmt_project/accept_invite',
        { invitation_no: inv.json().INVITATION_NO },
        invitee.cookie,
      );
      expect(acc.statusCode, acc.body).toBe(200);
      expect(await activeNos(r.roomId)).toContain(invitee.user.no);
      expect((await room(p.projectNo)).participantsSize).toBe(3);
      expect((await inviteeSocket.next('joinChat')).roomId).toBe(r.roomId);
      // A newcomer's badge starts at zero.
      const unread = await unreadByRoom(ctx.database.db, invitee.user.no, [r.roomId]);
      expect(unread.get(r.roomId) ?? 0).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('takes out people who resign or are removed (guestLeavedGroupChat, -1 each)', async () => {
    const p = await setup();
    const a = await joinProject(ctx, p);
    const b = await joinProject(ctx, p);
    const r = await room(p.projectNo);
    expect(r.participantsSize).toBe(3);
    const live = await liveGateway(ctx);
    try {
      const aSocket = await live.client(a.cookie);
      expect((await post('/api/mgmt_project/resign', { project_no: p.projectNo }, a.cookie)).statusCode).toBe(
        200,
      );
      // The person who left hears it too, so their list drops the room.
      expect((await aSocket.next('guestLeavedGroupChat')).userNo).toBe(a.user.no);
    } finally {
      await live.close();
    }
    const removed = await post(
      '/api/mgmt_project/remove_member',
      { project_no: p.projectNo, user_no: b.user.no },
      p.leader.cookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await activeNos(r.roomId)).toEqual([p.leader.user.no]);
    expect((await room(p.projectNo)).participantsSize).toBe(1);
    const left = (await membersOf(ctx, r.roomId)).filter((m) => m.status === 'left').map((m) => m.userNo);
    expect(left.sort()).toEqual([a.user.no, b.user.no].sort());
    const events = (await messagesOf(ctx, r.roomId)).map((m) => m.meta?.system?.event);
    expect(events.filter((e) => e === 'guestLeavedGroupChat')).toHaveLength(2);
    // A second look changes nothing: the sync is idempotent.
    const again = await post('team_chat', { project_no: p.projectNo }, p.leader.cookie);
    expect(again.statusCode).toBe(200);
    expect((await room(p.projectNo)).participantsSize).toBe(1);
  });

  it('moves the host role with the leadership', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p);
    const res = await post(
      '/api/mgmt_project/change_leader',
      { project_no: p.projectNo, user_no: m.user.no },
      p.leader.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = await room(p.projectNo);
    expect(r.hostNo).toBe(m.user.no);
    const roles = new Map((await membersOf(ctx, r.roomId)).map((x) => [x.userNo, x.role]));
    expect(roles.get(m.user.no)).toBe('host');
    expect(roles.get(p.leader.user.no)).toBe('guest');
  });

  it("follows the project's name", async () => {
    const p = await setup();
    await ctx.database.db
      .update(projects)
      .set({ title: '이름을 바꾼 프로젝트' })
      .where(eq(projects.projectNo, p.projectNo));
    await syncProjectRoom(ctx.database.db, ctx.realtime, p.projectNo);
    expect((await room(p.projectNo)).title).toBe('이름을 바꾼 프로젝트');
  });

  it('closes the room when the project is deleted', async () => {
    const p = await setup();
    const res = await post('/api/mgmt_project/delete_project', { project_no: p.projectNo }, p.leader.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const r = await room(p.projectNo);
    expect(r.closedAt).not.toBeNull();
    expect(r.endDate!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('leaving the team chat by choice', () => {
  it('keeps the person out on later syncs until they open the team chat again', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p);
    const r = await room(p.projectNo);
    await leaveRoom(ctx.database.db, ctx.realtime, m.user.no, r.roomId);
    expect(await activeNos(r.roomId)).toEqual([p.leader.user.no]);
    // Another confirmation syncs the room: the one who left stays out.
    const n = await joinProject(ctx, p, { slot: 0 });
    expect(await activeNos(r.roomId)).toEqual([p.leader.user.no, n.user.no].sort((a, b) => a - b));
    const back = await post('team_chat', { project_no: p.projectNo }, m.cookie);
    expect(back.statusCode, back.body).toBe(200);
    expect(await activeNos(r.roomId)).toContain(m.user.no);
    expect((await room(p.projectNo)).participantsSize).toBe(3);
  });

  it('brings back someone removed from the team once they are confirmed again', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p);
    await post(
      '/api/mgmt_project/remove_member',
      { project_no: p.projectNo, user_no: m.user.no },
      p.leader.cookie,
    );
    const r = await room(p.projectNo);
    expect(await activeNos(r.roomId)).toEqual([p.leader.user.no]);
    const again = await post(
      '/api/mgmt_project/apply',
      {
        project_no: p.projectNo,
        slot_no: p.slots[1],
        answers: p.questions!.map((q) => ({ question: q, answer: '다시 함께하고 싶어요' })),
      },
      m.cookie,
    );
    expect(again.statusCode, again.body).toBe(200);
    await post(
      '/api/mgmt_project/approval',
      { project_no: p.projectNo, user_no: m.user.no, approve: true },
      p.leader.cookie,
    );
    expect(await activeNos(r.roomId)).toContain(m.user.no);
  });
});

describe('team_chat', () => {
  it('answers a member with the room, refuses others, and makes the room for older projects', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p);
    const stranger = await buildMember(ctx);
    const r = await room(p.projectNo);

    const mine = await post('team_chat', { project_no: p.projectNo }, m.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().roomId).toBe(r.roomId);

    const other = await post('team_chat', { project_no: p.projectNo }, stranger.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    const anon = await post('team_chat', { project_no: p.projectNo });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');
    const bad = await post('team_chat', { project_no: 'abc' }, m.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toBe('fail');

    // A project published before chat existed has no room: the first call makes it with the whole team.
    await ctx.database.db.delete(chatRooms).where(eq(chatRooms.roomId, r.roomId));
    const lazy = await post('team_chat', { project_no: p.projectNo }, m.cookie);
    expect(lazy.statusCode, lazy.body).toBe(200);
    const made = await room(p.projectNo);
    expect(made.roomId).toBe(lazy.json().roomId);
    expect(made.participantsSize).toBe(2);
    expect(await activeNos(made.roomId)).toEqual([p.leader.user.no, m.user.no].sort((a, b) => a - b));
  });
});
