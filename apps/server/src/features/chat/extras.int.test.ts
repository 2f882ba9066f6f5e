import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTo, buildMember, buildProject, buildRoom, type Member } from '../../../test/factories.js';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { CHAT } from '../../../test/chat-kit.js';
import { seedDemo } from '../../db/seed/demo.js';
import { DEMO_PASSWORD } from '../auth/demo.js';
import { users } from '../auth/schema.js';
import { DEMO_OPERATOR } from '../moderation/demo.js';
import { pointLedger } from '../points/schema.js';
import { projects } from '../project/schema.js';
import { pointBalance } from '../points/ledger.js';
import { banFromChat } from './bans.js';
import { insertRoom } from './core.js';
import { CHANNEL_AD_POINTS, CHANNEL_TITLE } from './extras-demo.js';
import { messagesOf } from '../../../test/chat-extras-kit.js';
import { postServerMessage } from './post.js';
import { createProRoom } from './pro.js';
import { findProjectRoom } from './project-room.js';
import { chatRooms } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** `leader`'s project with one pending applicant for slot 1. */
async function applied(leader: Member) {
  const p = await buildProject(ctx, leader);
  const applicant = await buildMember(ctx);
  const res = await applyTo(ctx, p, applicant);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, applicant };
}

describe('applications seen from a chat', () => {
  it('check_candidate shows the application between us; only the leader may decide', async () => {
    const leader = await buildMember(ctx);
    const p = await applied(leader);
    const stranger = await buildMember(ctx);

    const asLeader = await post(
      'check_candidate',
      { project_no: p.projectNo, opponent_no: p.applicant.user.no },
      leader.cookie,
    );
    expect(asLeader.statusCode, asLeader.body).toBe(200);
    expect(asLeader.json().candidate).toMatchObject({
      PROJECT_NO: p.projectNo,
      APPLICANT_NO: p.applicant.user.no,
      APPLICANT_STATUS: '99',
      CAN_DECIDE: true,
    });
    const asApplicant = await post(
      'check_candidate',
      { project_no: p.projectNo, opponent_no: leader.user.no },
      p.applicant.cookie,
    );
    expect(asApplicant.json().candidate).toMatchObject({
      APPLICANT_NO: p.applicant.user.no,
      CAN_DECIDE: false,
    });
    // A third person learns nothing about others' applications.
    const asStranger = await post(
      'check_candidate',
      { project_no: p.projectNo, opponent_no: p.applicant.user.no },
      stranger.cookie,
    );
    expect(asStranger.json().candidate).toBeNull();
    expect((await post('check_candidate', { project_no: p.projectNo, opponent_no: 1 })).json().code).toBe(
      'E001',
    );
    expect(
      (await post('check_candidate', { project_no: p.projectNo, opponent_no: leader.user.no }, leader.cookie))
        .statusCode,
    ).toBe(400);

    // Decided applications still show, no longer decidable.
    await post(
      '/api/mgmt_project/approval',
      { project_no: p.projectNo, user_no: p.applicant.user.no, approve: true },
      leader.cookie,
    );
    const after = await post(
      'check_candidate',
      { project_no: p.projectNo, opponent_no: p.applicant.user.no },
      leader.cookie,
    );
    expect(after.json().candidate).toMatchObject({ APPLICANT_STATUS: '02', CAN_DECIDE: false });
  });

  it('check_candidate2 lists applications both ways in a one-to-one room, pending first', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const pa = await buildProject(ctx, a);
    const pb = await buildProject(ctx, b);
    await applyTo(ctx, pa, b, 0);
    await applyTo(ctx, pb, a, 0);
    await post(
      '/api/mgmt_project/approval',
      { project_no: pb.projectNo, user_no: a.user.no, approve: false },
      b.cookie,
    );
    const roomId = await buildRoom(ctx, a, b);

    const res = await post('check_candidate2', { chatId: roomId }, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .candidates.map((c: { PROJECT_NO: number; APPLICANT_STATUS: string; CAN_DECIDE: boolean }) => [
          c.PROJECT_NO,
          c.APPLICANT_STATUS,
          c.CAN_DECIDE,
        ]),
    ).toEqual([
      [pa.projectNo, '99', true],
      [pb.projectNo, '03', false],
    ]);
    const stranger = await buildMember(ctx);
    expect((await post('check_candidate2', { chatId: roomId }, stranger.cookie)).json().code).toBe(
      'CHAT_ROOM_NOT_FOUND',
    );
    expect((await post('check_candidate2', { chatId: roomId })).json().code).toBe('E001');
    const pro = await createProRoom(ctx.database.db, { userNo: a.user.no, proNo: b.user.no, title: '상담' });
    expect((await post('check_candidate2', { chatId: pro.roomId }, a.cookie)).statusCode).toBe(400);
  });

  it('check_slot lists my recruiting projects with open seats and why the partner cannot be invited', async () => {
    const leader = await buildMember(ctx);
    const p = await applied(leader);
    const fresh = await buildMember(ctx);

    const forFresh = await post('check_slot', { opponent_no: fresh.user.no }, leader.cookie);
    expect(forFresh.statusCode, forFresh.body).toBe(200);
    const [project] = forFresh.json().projects;
    expect(project).toMatchObject({ PROJECT_NO: p.projectNo, BLOCKED_REASON: null });
    expect(project.OPEN_SLOTS.map((s: { LEFT: number }) => s.LEFT)).toEqual([1, 2]);
    expect(project.OPEN_SLOTS[0].LABEL).not.toBe('');

    const forApplicant = await post('check_slot', { opponent_no: p.applicant.user.no }, leader.cookie);
    expect(forApplicant.json().projects[0].BLOCKED_REASON).toContain('지원');
    await post(
      '/api/mgmt_project/invite',
      { project_no: p.projectNo, user_no: fresh.user.no, message: '' },
      leader.cookie,
    );
    expect(
      (await post('check_slot', { opponent_no: fresh.user.no }, leader.cookie)).json().projects[0]
        .BLOCKED_REASON,
    ).toContain('초대');
    await post(
      '/api/mgmt_project/approval',
      { project_no: p.projectNo, user_no: p.applicant.user.no, approve: true },
      leader.cookie,
    );
    const afterJoin = (await post('check_slot', { opponent_no: p.applicant.user.no }, leader.cookie)).json()
      .projects[0];
    expect(afterJoin.BLOCKED_REASON).toContain('팀원');
    expect(afterJoin.OPEN_SLOTS.map((s: { LEFT: number }) => s.LEFT)).toEqual([1, 1]);

    // Someone leading nothing gets an empty list; self and anonymous are refused.
    expect((await post('check_slot', { opponent_no: leader.user.no }, fresh.cookie)).json().projects).toEqual(
      [],
    );
    expect((await post('check_slot', { opponent_no: leader.user.no }, leader.cookie)).json().code).toBe(
      'CHAT_SELF',
    );
    expect((await post('check_slot', { opponent_no: fresh.user.no })).json().code).toBe('E001');
  });
});

describe('ad points in the news channel', () => {
  async function channel() {
    const operator = await buildMember(ctx);
    const readers = [await buildMember(ctx), await buildMember(ctx)];
    const room = await insertRoom(
      ctx.database.db,
      { type: '02', kind: 'group', title: '사이드퀘스트 소식', hostNo: operator.user.no },
      [
        { userNo: operator.user.no, role: 'host' },
        ...readers.map((r) => ({ userNo: r.user.no, role: 'guest' as const })),
      ],
    );
    const ad = await postServerMessage(ctx.database.db, ctx.realtime, {
      roomId: room.roomId,
      senderNo: operator.user.no,
      type: '01',
      body: '이번 주 추천 프로젝트를 확인하고 10포인트를 받아 가세요!',
      meta: { ad: { points: 10 } },
    });
    const plain = await postServerMessage(ctx.database.db, ctx.realtime, {
      roomId: room.roomId,
      senderNo: operator.user.no,
      type: '01',
      body: '공지: 점검 안내',
    });
    return { operator, readers, roomId: room.roomId, adId: ad._id, plainId: plain._id };
  }

  it('pays once per person per message, even when two claims race', async () => {
    const c = await channel();
    const [first, second] = c.readers as [Member, Member];
    const paid = await post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, first.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ result: 'success', points: 10, balance: 10 });
    const again = await post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, first.cookie);
    expect(again.statusCode).toBe(409);

    const race = await Promise.all([
      post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, second.cookie),
      post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, second.cookie),
      post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, second.cookie),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await pointBalance(ctx.database.db, second.user.no)).toBe(10);
    const entries = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userNo, second.user.no));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ delta: 10, reason: 'ad' });
  });

  it('refuses plain messages, outsiders, the sender and anonymous callers', async () => {
    const c = await channel();
    const stranger = await buildMember(ctx);
    const plain = await post(
      'get_ad_point',
      { chatId: c.roomId, messageId: c.plainId },
      c.readers[0]!.cookie,
    );
    expect(plain.statusCode).toBe(404);
    expect(
      (await post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, stranger.cookie)).json().code,
    ).toBe('CHAT_ROOM_NOT_FOUND');
    expect(
      (await post('get_ad_point', { chatId: c.roomId, messageId: c.adId }, c.operator.cookie)).statusCode,
    ).toBe(403);
    expect((await post('get_ad_point', { chatId: c.roomId, messageId: c.adId })).json().code).toBe('E001');
    expect(
      (await post('get_ad_point', { chatId: c.roomId, messageId: 'zz' }, c.readers[0]!.cookie)).statusCode,
    ).toBe(400);
    expect(await pointBalance(ctx.database.db, stranger.user.no)).toBe(0);
  });
});

describe('user_banned', () => {
  it('tells me whether a ban is in force, why and until when', async () => {
    const me = await buildMember(ctx);
    expect((await post('user_banned', {}, me.cookie)).json()).toMatchObject({
      banned: false,
      until: null,
      reason: null,
    });
    const until = new Date(Date.now() + 86_400_000);
    await banFromChat(ctx.database.db, me.user.no, '반복된 광고성 메시지', until);
    const banned = (await post('user_banned', {}, me.cookie)).json();
    expect(banned).toMatchObject({
      banned: true,
      reason: '반복된 광고성 메시지',
      until: until.toISOString(),
    });
    // An expired ban is no ban.
    await banFromChat(ctx.database.db, me.user.no, '지난 제한', new Date(Date.now() - 1000));
    expect((await post('user_banned', {}, me.cookie)).json().banned).toBe(false);
    expect((await post('user_banned', {})).json().code).toBe('E001');
  });
});

describe('demo chat', () => {
  it('seeds team rooms, a pro room and the news channel with a claimable ad, once', async () => {
    const db = ctx.database.db;
    await seedDemo(db);
    await seedDemo(db);
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@sidequest.kr'));
    const login = await post('/api/auth/login', { email: 'demo@sidequest.kr', password: DEMO_PASSWORD });
    const cookie = cookieFrom(login);

    const published = await db
      .select({ projectNo: projects.projectNo })
      .from(projects)
      .where(and(isNull(projects.deletedAt), ne(projects.status, '99')));
    const teamRooms = await db.select().from(chatRooms).where(eq(chatRooms.kind, 'project'));
    expect(teamRooms.length).toBe(published.length);

    const [mine] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.leaderNo, demo!.userNo), isNull(projects.deletedAt)));
    const team = (await findProjectRoom(db, mine!.projectNo))!;
    expect(team.participantsSize).toBe(2);
    const talk = await messagesOf(ctx, team.roomId);
    expect(talk.filter((m) => m.type === '04')).toHaveLength(1);
    expect(talk.filter((m) => m.type === '01').length).toBeGreaterThanOrEqual(3);

    const pro = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, 'pro'), eq(chatRooms.hostNo, demo!.userNo)));
    expect(pro).toHaveLength(1);

    const [operator] = await db.select().from(users).where(eq(users.email, DEMO_OPERATOR.email));
    const channels = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.title, CHANNEL_TITLE), eq(chatRooms.hostNo, operator!.userNo)));
    expect(channels).toHaveLength(1);
    const ad = (await messagesOf(ctx, channels[0]!.roomId)).find((m) => m.meta?.ad);
    expect(ad!.meta!.ad!.points).toBe(CHANNEL_AD_POINTS);
    const claim = await post(
      'get_ad_point',
      { chatId: channels[0]!.roomId, messageId: ad!.messageId },
      cookie,
    );
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().points).toBe(10);
  });
});
