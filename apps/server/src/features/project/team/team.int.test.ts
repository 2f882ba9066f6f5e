import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answersTo,
  applyTo,
  buildMember,
  buildProject,
  joinProject,
  type ProjectOverrides,
} from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { notifications } from '../../notification/schema.js';
import { applications, projectFeed, projectMembers, projectSlots, projects } from '../schema.js';
import { http } from '../../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);

/** A new leader's published project. */
const setup = async (o: ProjectOverrides = {}) => buildProject(ctx, await buildMember(ctx), o);

async function slotRow(slotNo: number) {
  const [s] = await ctx.database.db.select().from(projectSlots).where(eq(projectSlots.slotNo, slotNo));
  return s!;
}

async function notesOf(userNo: number, kind?: string) {
  const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userNo, userNo));
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

async function feedCodes(projectNo: number) {
  const rows = await ctx.database.db.select().from(projectFeed).where(eq(projectFeed.projectNo, projectNo));
  return rows.map((r) => r.feedCode);
}

describe('apply and cancel', () => {
  it('applies with answers, notifies the leader and refuses the wrong cases', async () => {
    const p = await setup();
    const a = await buildMember(ctx);

    const anon = await post('/api/mgmt_project/apply', {
      project_no: p.projectNo,
      slot_no: p.slots[0],
      answers: [],
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');

    const own = await applyTo(ctx, p, p.leader, 0);
    expect(own.json().code).toBe('OWN_PROJECT');

    const unchanged = await post(
      '/api/mgmt_project/apply',
      {
        project_no: p.projectNo,
        slot_no: p.slots[0],
        answers: p.questions.map((q) => ({ question: q, answer: q })),
      },
      a.cookie,
    );
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().code).toBe('ANSWERS_REQUIRED');
    expect(unchanged.json().message).toContain('답');

    const empty = await post(
      '/api/mgmt_project/apply',
      { project_no: p.projectNo, slot_no: p.slots[0], answers: [] },
      a.cookie,
    );
    expect(empty.json().code).toBe('ANSWERS_REQUIRED');

    const otherSlot = await buildProject(ctx, p.leader);
    const wrongSlot = await applyTo(ctx, { ...p, slots: otherSlot.slots }, a, 0);
    expect(wrongSlot.statusCode).toBe(404);

    const ok = await applyTo(ctx, p, a, 0);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ result: 'success', APPLICANT_STATUS: '99' });
    const [stored] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.applicationNo, ok.json().APPLICATION_NO));
    expect(stored!.answers).toEqual(answersTo(p.questions));

    const leaderNotes = await notesOf(p.leader.user.no, 'apply');
    expect(leaderNotes).toHaveLength(1);
    expect(leaderNotes[0]!.actorNo).toBe(a.user.no);

    const twice = await applyTo(ctx, p, a, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_APPLIED');

    const info = (await get('/api/profile/project_info', a.cookie)).json();
    expect(info.applications).toHaveLength(1);
    expect(info.applications[0]).toMatchObject({
      PROJECT_NO: p.projectNo,
      PROJECT_NAME: '주말 스터디 팀원 모집',
      SLOT_JOB: '0101',
      APPLICANT_STATUS: '99',
    });
    expect((await get('/api/profile/project_info')).statusCode).toBe(401);
    const leaderInfo = (await get('/api/profile/project_info', p.leader.cookie)).json();
    expect(leaderInfo.leading.map((x: { PROJECT_NO: number }) => x.PROJECT_NO)).toContain(p.projectNo);

    expect((await post('/api/mgmt_project/cancel_apply', { project_no: p.projectNo })).statusCode).toBe(401);
    const otherCancel = await post(
      '/api/mgmt_project/cancel_apply',
      { project_no: p.projectNo },
      p.leader.cookie,
    );
    expect(otherCancel.json().code).toBe('NOT_PENDING');
    const cancel = await post('/api/mgmt_project/cancel_apply', { project_no: p.projectNo }, a.cookie);
    expect(cancel.json()).toMatchObject({ result: 'success', APPLICANT_STATUS: '04' });
    const again = await post('/api/mgmt_project/cancel_apply', { project_no: p.projectNo }, a.cookie);
    expect(again.json().code).toBe('NOT_PENDING');
    // After cancelling, applying again is allowed.
    expect((await applyTo(ctx, p, a, 1)).statusCode).toBe(200);
  });

  it('refuses drafts, deleted, complete projects, full slots and members', async () => {
    const a = await buildMember(ctx);
    const draft = await setup({ status: '99' });
    expect((await applyTo(ctx, draft, a, 0)).json().code).toBe('NOT_FOUND');
    const done = await setup({ status: '05' });
    expect((await applyTo(ctx, done, a, 0)).json().code).toBe('NOT_RECRUITING');
    const gone = await setup();
    await ctx.database.db
      .update(projects)
      .set({ deletedAt: new Date() })
      .where(eq(projects.projectNo, gone.projectNo));
    expect((await applyTo(ctx, gone, a, 0)).statusCode).toBe(404);

    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 0 }); // slot 0 has one seat: now full
    const full = await applyTo(ctx, p, a, 0);
    expect(full.json().code).toBe('SLOT_FULL');
    const asMember = await applyTo(ctx, p, m, 1);
    expect(asMember.json().code).toBe('ALREADY_MEMBER');
  });

  it('lets the same person apply only once when two submits race', async () => {
    const p = await setup();
    const a = await buildMember(ctx);
    const [r1, r2] = await Promise.all([applyTo(ctx, p, a, 0), applyTo(ctx, p, a, 1)]);
    const codes = [r1.json(), r2.json()].map((b) => b.code ?? b.result).sort();
    expect(codes).toEqual(['ALREADY_APPLIED', 'success']);
    const rows = await ctx.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.projectNo, p.projectNo), eq(applications.userNo, a.user.no)));
    expect(rows).toHaveLength(1);
  });
});

describe('members and approval', () => {
  it('shows applicant cards only to the leader, masks e-mail, and decides', async () => {
    const p = await setup();
    const a = await buildMember(ctx, { email: `mango${Date.now()}@naver.com` });
    const b = await buildMember(ctx);
    const outsider = await buildMember(ctx);
    await applyTo(ctx, p, a, 1);
    await applyTo(ctx, p, b, 1);

    const asLeader = (
      await post('/api/find_project/members', { project_no: p.projectNo }, p.leader.cookie)
    ).json();
    expect(asLeader.MY_ROLE).toBe('leader');
    expect(asLeader.members).toHaveLength(1);
    expect(asLeader.members[0]).toMatchObject({ USER_NO: p.leader.user.no, ROLE: '01' });
    expect(asLeader.applicants).toHaveLength(2);
    const card = asLeader.applicants.find((c: { USER_NO: number }) => c.USER_NO === a.user.no);
    expect(card).toMatchObject({
      USER_NICKNAME: a.nickname,
      APPLICANT_STATUS: '99',
      SLOT_JOB: '0201',
      CI_VERIFIED: '00',
      USER_PHONE: '00',
      QUEST_NO: p.projectNo,
      USER_EMAIL: 'ma***@naver.com',
    });
    expect(card.ANSWERS).toHaveLength(2);
    expect(typeof card.USER_LEVEL).toBe('number');

    const asAnon = (await post('/api/find_project/members', { project_no: p.projectNo })).json();
    expect(asAnon).toMatchObject({ result: 'success', applicants: [], MY_ROLE: 'outsider' });
    expect(asAnon.slots).toHaveLength(2);
    expect(asAnon).toMatchObject({ MY_APPLICATION: null, QUESTIONS: p.questions, STATUS: '01' });
    const asA = (await post('/api/find_project/members', { project_no: p.projectNo }, a.cookie)).json();
    expect(asA.MY_APPLICATION).toEqual({ APPLICANT_STATUS: '99', SLOT_NO: p.slots[1] });

    const approve = (user_no: number, approve: boolean, cookie?: string) =>
      post('/api/mgmt_project/approval', { project_no: p.projectNo, user_no, approve }, cookie);

    expect((await approve(a.user.no, true)).json().code).toBe('E001');
    expect((await approve(a.user.no, true, outsider.cookie)).json().code).toBe('FORBIDDEN');
    expect((await approve(a.user.no, true, b.cookie)).json().code).toBe('FORBIDDEN');

    const confirmed = await approve(a.user.no, true, p.leader.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().APPLICANT_STATUS).toBe('02');
    expect(confirmed.json().SLOTS.find((s: { SLOT_NO: number }) => s.SLOT_NO === p.slots[1]).FILLED).toBe(1);
    expect((await slotRow(p.slots[1]!)).filled).toBe(1);
    expect((await notesOf(a.user.no, 'apply')).length).toBe(1);
    expect(await feedCodes(p.projectNo)).toContain('P002');

    const asMember = (await post('/api/find_project/members', { project_no: p.projectNo }, a.cookie)).json();
    expect(asMember.MY_ROLE).toBe('member');
    expect(asMember.applicants).toEqual([]);
    expect(asMember.members).toHaveLength(2);
    // A member is not the leader: still FORBIDDEN.
    expect((await approve(b.user.no, true, a.cookie)).json().code).toBe('FORBIDDEN');

    expect((await approve(a.user.no, false, p.leader.cookie)).json().code).toBe('NOT_PENDING');
    expect((await approve(outsider.user.no, true, p.leader.cookie)).json().code).toBe('NOT_PENDING');

    const rejected = await approve(b.user.no, false, p.leader.cookie);
    expect(rejected.json().APPLICANT_STATUS).toBe('03');
    const bNotes = await notesOf(b.user.no, 'apply');
    expect(bNotes).toHaveLength(1);
    expect(bNotes[0]!.title).toContain('함께하지 못하게');
    expect((await slotRow(p.slots[1]!)).filled).toBe(1);
    const bInfo = (await get('/api/profile/project_info', b.cookie)).json();
    expect(bInfo.applications[0].APPLICANT_STATUS).toBe('03');
  });

  it('records 모집완료 (P012) when the last seat is taken', async () => {
    const p = await setup({ slots: [{ recruiting: '0101', type: 1 }] });
    await joinProject(ctx, p, { slot: 0 });
    expect(await feedCodes(p.projectNo)).toEqual(expect.arrayContaining(['P002', 'P012']));
  });

  it('gives the last seat to exactly one of two racing confirmations', async () => {
    const p = await setup({ slots: [{ recruiting: '0101', type: 2 }] });
    await joinProject(ctx, p, { slot: 0 }); // one seat left
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await applyTo(ctx, p, a, 0);
    await applyTo(ctx, p, b, 0);
    const [r1, r2] = (await Promise.all(
      [a, b].map((x) =>
        post(
          '/api/mgmt_project/approval',
          { project_no: p.projectNo, user_no: x.user.no, approve: true },
          p.leader.cookie,
        ),
      ),
    )) as [Awaited<ReturnType<typeof post>>, Awaited<ReturnType<typeof post>>];
    const codes = [r1.json(), r2.json()].map((x) => x.code ?? x.result).sort();
    expect(codes).toEqual(['SLOT_FULL', 'success']);
    expect((await slotRow(p.slots[0]!)).filled).toBe(2);
    const members = await ctx.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, p.projectNo));
    expect(members).toHaveLength(3);
    // The loser is still pending: the leader can reject it, or confirm once a seat reopens.
    const loser = r1.json().code ? a : b;
    const [app] = await ctx.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.projectNo, p.projectNo), eq(applications.userNo, loser.user.no)));
    expect(app!.status).toBe('99');
  });
});

describe('resign, remove, change leader', () => {
  it('reopens the slot when a member resigns; the leader cannot resign', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 1 });
    const outsider = await buildMember(ctx);
    expect((await post('/api/mgmt_project/resign', { project_no: p.projectNo })).json().code).toBe('E001');
    expect(
      (await post('/api/mgmt_project/resign', { project_no: p.projectNo }, outsider.cookie)).json().code,
    ).toBe('FORBIDDEN');
    const leaderTry = await post('/api/mgmt_project/resign', { project_no: p.projectNo }, p.leader.cookie);
    expect(leaderTry.json().code).toBe('LEADER_CANNOT_RESIGN');
    expect((await slotRow(p.slots[1]!)).filled).toBe(1);
    const ok = await post('/api/mgmt_project/resign', { project_no: p.projectNo }, m.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await slotRow(p.slots[1]!)).filled).toBe(0);
    expect(await feedCodes(p.projectNo)).toContain('P003');
    expect((await notesOf(p.leader.user.no, 'system')).length).toBeGreaterThan(0);
  });

  it('lets only the leader remove a member, and the seat reopens', async () => {
    const p = await setup({ slots: [{ recruiting: '0101', type: 1 }] });
    const m = await joinProject(ctx, p, { slot: 0 });
    const m2 = await buildMember(ctx);
    const outsider = await buildMember(ctx);
    const remove = (user_no: number, cookie?: string) =>
      post('/api/mgmt_project/remove_member', { project_no: p.projectNo, user_no }, cookie);
    expect((await remove(m.user.no)).json().code).toBe('E001');
    expect((await remove(m.user.no, outsider.cookie)).json().code).toBe('FORBIDDEN');
    expect((await remove(p.leader.user.no, m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await remove(outsider.user.no, p.leader.cookie)).statusCode).toBe(404);
    expect((await remove(p.leader.user.no, p.leader.cookie)).json().code).toBe('LEADER_CANNOT_RESIGN');
    expect((await applyTo(ctx, p, m2, 0)).json().code).toBe('SLOT_FULL');
    const ok = await remove(m.user.no, p.leader.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await slotRow(p.slots[0]!)).filled).toBe(0);
    expect((await notesOf(m.user.no, 'system')).length).toBe(1);
    // The seat is open again.
    expect((await applyTo(ctx, p, m2, 0)).statusCode).toBe(200);
  });

  it('hands leadership to a member: roles swap, leader_no changes, feed P010', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 1 });
    const outsider = await buildMember(ctx);
    const change = (user_no: number, cookie?: string) =>
      post('/api/mgmt_project/change_leader', { project_no: p.projectNo, user_no }, cookie);
    expect((await change(m.user.no)).json().code).toBe('E001');
    expect((await change(m.user.no, m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await change(m.user.no, outsider.cookie)).json().code).toBe('FORBIDDEN');
    expect((await change(outsider.user.no, p.leader.cookie)).statusCode).toBe(404);
    const ok = await change(m.user.no, p.leader.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.projectNo, p.projectNo));
    expect(row!.leaderNo).toBe(m.user.no);
    const list = (await post('/api/find_project/members', { project_no: p.projectNo }, m.cookie)).json();
    expect(list.MY_ROLE).toBe('leader');
    const roles = Object.fromEntries(
      list.members.map((x: { USER_NO: number; ROLE: string }) => [x.USER_NO, x.ROLE]),
    );
    expect(roles).toEqual({ [m.user.no]: '01', [p.leader.user.no]: '02' });
    expect(await feedCodes(p.projectNo)).toContain('P010');
    // The former leader may now leave.
    expect(
      (await post('/api/mgmt_project/resign', { project_no: p.projectNo }, p.leader.cookie)).statusCode,
    ).toBe(200);
  });
});

describe('invitations', () => {
  it('invites, lists, accepts into the slot and declines', async () => {
    const p = await setup({
      slots: [
        { recruiting: '0101', type: 1 },
        { recruiting: '0201', type: 2 },
      ],
    });
    const m = await joinProject(ctx, p, { slot: 1 });
    const guest = await buildMember(ctx);
    const guest2 = await buildMember(ctx);
    const inv = (user_no: number, cookie?: string, slot_no?: number) =>
      post(
        '/api/mgmt_project/invite',
        { project_no: p.projectNo, user_no, slot_no, message: '함께해요!' },
        cookie,
      );

    expect((await inv(guest.user.no)).json().code).toBe('E001');
    expect((await inv(guest.user.no, m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await inv(guest.user.no, guest2.cookie)).json().code).toBe('FORBIDDEN');
    expect((await inv(m.user.no, p.leader.cookie)).json().code).toBe('ALREADY_MEMBER');
    expect((await inv(99_999_999, p.leader.cookie)).statusCode).toBe(404);

    const sent = await inv(guest.user.no, p.leader.cookie, p.slots[0]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await inv(guest.user.no, p.leader.cookie)).json().code).toBe('ALREADY_INVITED');
    const notes = await notesOf(guest.user.no, 'invite');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.linkUrl).toBe('/my?tab=projects');

    const list = (await get('/api/mgmt_project/invitation_list', guest.cookie)).json();
    expect(list.invitations[0]).toMatchObject({
      PROJECT_NO: p.projectNo,
      SLOT_NO: p.slots[0],
      SLOT_JOB: '0101',
      STATUS: 'pending',
      MESSAGE: '함께해요!',
    });
    expect((await get('/api/mgmt_project/invitation_list')).statusCode).toBe(401);

    const invitationNo = sent.json().INVITATION_NO;
    // Somebody else's invitation is not theirs to answer.
    expect(
      (await post('/api/mgmt_project/accept_invite', { invitation_no: invitationNo }, guest2.cookie))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/mgmt_project/accept_invite', { invitation_no: invitationNo })).statusCode).toBe(
      401,
    );
    const accepted = await post(
      '/api/mgmt_project/accept_invite',
      { invitation_no: invitationNo },
      guest.cookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await slotRow(p.slots[0]!)).filled).toBe(1);
    expect((await notesOf(p.leader.user.no, 'invite')).length).toBe(1);
    expect(
      (await post('/api/mgmt_project/accept_invite', { invitation_no: invitationNo }, guest.cookie))
        .statusCode,
    ).toBe(404);

    // An invitation without a slot: the invitee picks one; a full one is refused.
    const sent2 = await inv(guest2.user.no, p.leader.cookie);
    const no2 = sent2.json().INVITATION_NO;
    const noSlot = await post('/api/mgmt_project/accept_invite', { invitation_no: no2 }, guest2.cookie);
    expect(noSlot.json().code).toBe('VALIDATION');
    const fullSlot = await post(
      '/api/mgmt_project/accept_invite',
      { invitation_no: no2, slot_no: p.slots[0] },
      guest2.cookie,
    );
    expect(fullSlot.json().code).toBe('SLOT_FULL');
    const declined = await post('/api/mgmt_project/decline_invite', { invitation_no: no2 }, guest2.cookie);
    expect(declined.statusCode).toBe(200);
    const after = (await get('/api/mgmt_project/invitation_list', guest2.cookie)).json();
    expect(after.invitations[0].STATUS).toBe('declined');
  });
});

describe('delete project', () => {
  it('lets only the leader delete; members are told; the project is gone', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 1 });
    const outsider = await buildMember(ctx);
    const del = (cookie?: string) =>
      post('/api/mgmt_project/delete_project', { project_no: p.projectNo }, cookie);
    expect((await del()).json().code).toBe('E001');
    expect((await del(m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await del(outsider.cookie)).json().code).toBe('FORBIDDEN');
    expect((await del(p.leader.cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.projectNo, p.projectNo));
    expect(row!.deletedAt).not.toBeNull();
    expect((await notesOf(m.user.no, 'system')).some((n) => n.title.includes('삭제'))).toBe(true);
    expect((await post('/api/find_project/members', { project_no: p.projectNo })).statusCode).toBe(404);
    expect((await del(p.leader.cookie)).statusCode).toBe(404);
  });
});

describe('Q&A board', () => {
  it('takes questions from anyone logged in, replies from the leader, deletes by author or leader', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 1 });
    // A level-5 asker: the board shows each author's level icon.
    const asker = await buildMember(ctx, { profile: { exp: 1000 } });
    const other = await buildMember(ctx);
    const ask = (body: string, cookie?: string) =>
      post('/api/find_project/question_new', { project_no: p.projectNo, body }, cookie);

    expect((await ask('응원해요!')).json().code).toBe('E001');
    expect((await ask('', asker.cookie)).statusCode).toBe(400);
    expect((await ask('가'.repeat(1001), asker.cookie)).statusCode).toBe(400);
    // Counted as people count (code points): 1000 emoji fit, as the web's counter says.
    const emoji = await ask('🎉'.repeat(1000), other.cookie);
    expect(emoji.statusCode, emoji.body).toBe(200);
    await post(
      '/api/find_project/question_delete',
      { project_no: p.projectNo, qna_no: emoji.json().QNA_NO },
      other.cookie,
    );
    const q = await ask('가'.repeat(1000), asker.cookie);
    expect(q.statusCode, q.body).toBe(200);
    const q2 = await ask('디자이너도 지원할 수 있나요?', other.cookie);
    const qnaNo = q2.json().QNA_NO;
    expect((await notesOf(p.leader.user.no, 'reply')).length).toBe(3);

    const reply = (body: string, cookie?: string) =>
      post('/api/mgmt_project/question_reply', { project_no: p.projectNo, qna_no: qnaNo, body }, cookie);
    expect((await reply('네!')).json().code).toBe('E001');
    expect((await reply('네!', m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await reply('네!', asker.cookie)).json().code).toBe('FORBIDDEN');
    expect((await reply('가'.repeat(501), p.leader.cookie)).statusCode).toBe(400);
    const r = await reply('네, 환영해요!', p.leader.cookie);
    expect(r.statusCode, r.body).toBe(200);
    expect((await notesOf(other.user.no, 'reply')).length).toBe(1);

    const list = (await get(`/api/find_project/questions?project_no=${p.projectNo}`)).json();
    expect(list.IS_LEADER).toBe(false);
    expect(list.questions).toHaveLength(2);
    const withReply = list.questions.find((x: { QNA_NO: number }) => x.QNA_NO === qnaNo);
    expect(withReply.REPLIES[0]).toMatchObject({ BODY: '네, 환영해요!', AUTHOR_NO: p.leader.user.no });
    const fromAsker = list.questions.find((x: { AUTHOR_NO: number }) => x.AUTHOR_NO === asker.user.no);
    expect(fromAsker).toMatchObject({ AUTHOR_LEVEL: 5 });
    expect(withReply).toMatchObject({ AUTHOR_LEVEL: 1 });
    expect(withReply.CAN_DELETE).toBe(false);

    const del = (no: number, cookie?: string) =>
      post('/api/find_project/question_delete', { project_no: p.projectNo, qna_no: no }, cookie);
    expect((await del(qnaNo)).json().code).toBe('E001');
    expect((await del(qnaNo, asker.cookie)).json().code).toBe('FORBIDDEN');
    expect((await del(qnaNo, m.cookie)).json().code).toBe('FORBIDDEN');
    expect((await del(q.json().QNA_NO, asker.cookie)).statusCode).toBe(200);
    expect((await del(qnaNo, p.leader.cookie)).statusCode).toBe(200);
    const empty = (
      await get(`/api/find_project/questions?project_no=${p.projectNo}`, p.leader.cookie)
    ).json();
    expect(empty).toMatchObject({ questions: [], IS_LEADER: true });

    const draft = await setup({ status: '99' });
    expect((await get(`/api/find_project/questions?project_no=${draft.projectNo}`)).statusCode).toBe(404);
  });
});

describe('reviews between teammates', () => {
  it('lets members of the same project review each other, and nobody else', async () => {
    const p = await setup();
    const m = await joinProject(ctx, p, { slot: 1 });
    const stranger = await buildMember(ctx);
    const body = (user_no: number) => ({
      user_no,
      project_no: p.projectNo,
      rating: 5,
      body: '마감 직전까지 꼼꼼하게 챙겨 줘서 든든했어요.',
    });
    const ok = await post('/api/profile/review_new', body(p.leader.user.no), m.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().review.PROJECT_NAME).toBe('주말 스터디 팀원 모집');
    const no = await post('/api/profile/review_new', body(p.leader.user.no), stranger.cookie);
    expect(no.json().code).toBe('NOT_TEAMMATES');
    // A member who left is still a past teammate.
    await post('/api/mgmt_project/resign', { project_no: p.projectNo }, m.cookie);
    const past = await post('/api/profile/review_new', body(m.user.no), p.leader.cookie);
    expect(past.statusCode, past.body).toBe(200);
  });
});
