import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { pendingRewards } from '../points/reward-schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
let op: Member;
let owner: Member;
let other: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await buildMember(ctx, { operator: 'admin' });
  owner = await buildMember(ctx);
  other = await buildMember(ctx);
});
afterAll(() => ctx.close());

const FULL = {
  name: '동네책방 지도',
  pitch: '가까운 독립서점을 지도에서 찾아요',
  introduction: '<p>전국 독립서점 600곳의 위치와 영업시간, 이번 주 행사를 한 화면에서 볼 수 있어요.</p>',
  domain: '01',
  platform: '01',
  launch_status: '01',
  web_url: 'https://bookmap.example.kr',
  industry_tags: ['05'],
};

const detail = (no: number, who?: Member | null) => api.post('/api/expo/booth', { booth_no: no }, who);

async function draft(who: Member, body: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post('/api/mgmt_expo/init', body, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().booth_no;
}

async function approved(who: Member): Promise<number> {
  const no = await draft(who);
  const sent = await api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL }, who);
  expect(sent.statusCode, sent.body).toBe(200);
  const ok = await api.post('/api/mgmt_promotion/screen_booth', { booth_no: no, approve: true }, op);
  expect(ok.statusCode, ok.body).toBe(200);
  return no;
}

describe('registration and screening', () => {
  it('saves a draft, checks links on submit, and shows the booth only after approval', async () => {
    const no = await draft(owner);
    const saved = await api.post('/api/mgmt_expo/save', { booth_no: no, name: '동네' }, owner);
    expect(saved.json()).toMatchObject({ result: 'success', booth_no: no });

    const badLink = await api.post(
      '/api/mgmt_expo/upload',
      { booth_no: no, ...FULL, play_store_url: 'https://play.google.com/store/apps' },
      owner,
    );
    expect(badLink.json().code).toBe('VALIDATION');
    const noLink = await api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL, web_url: '' }, owner);
    expect(noLink.json().code).toBe('VALIDATION');

    // Not public yet: the team sees it, others cannot tell it exists.
    expect((await detail(no, owner)).json().booth.status).toBe('draft');
    expect((await detail(no, other)).json().code).toBe('E005');
    expect((await detail(no, null)).json().code).toBe('E005');

    const sent = await api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL }, owner);
    expect(sent.json().booth).toMatchObject({ status: 'screening', name: FULL.name });
    expect((await detail(no, op)).json().booth.status).toBe('screening');

    const opInbox = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userNo, op.user.no));
    expect(opInbox.map((n) => n.linkUrl)).toContain('/admin/booths');

    const queue = (await api.post('/api/mgmt_promotion/register_screening', {}, op)).json().list;
    expect(queue.map((b: { booth_no: number }) => b.booth_no)).toContain(no);
    expect((await api.post('/api/mgmt_promotion/register_screening', {}, owner)).json().code).toBe(
      'FORBIDDEN',
    );
    expect((await api.post('/api/mgmt_promotion/register_screening', {})).json().code).toBe('E001');

    const screen = (who: Member | null) =>
      api.post('/api/mgmt_promotion/screen_booth', { booth_no: no, approve: true }, who);
    expect((await screen(owner)).json().code).toBe('FORBIDDEN');
    expect((await screen(null)).json().code).toBe('E001');
    expect((await screen(op)).json().result).toBe('success');
    expect((await screen(op)).json().code).toBe('CONFLICT');

    const pub = (await detail(no, null)).json().booth;
    expect(pub).toMatchObject({ status: 'approved', slug: '동네책방-지도', me: { role: null } });
    expect(pub.team).toEqual([expect.objectContaining({ nickname: owner.nickname, role: 'owner' })]);

    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userNo, owner.user.no));
    expect(told.map((n) => n.title)).toContain('부스가 승인됐어요');
    const d31 = await ctx.database.db
      .select()
      .from(pendingRewards)
      .where(and(eq(pendingRewards.userNo, owner.user.no), eq(pendingRewards.code, 'D31')));
    expect(d31).toHaveLength(1);
  });

  it('refuses with a reason only the team reads, and lets the team fix and resubmit', async () => {
    const no = await draft(owner);
    await api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL }, owner);
    const short = await api.post('/api/mgmt_promotion/screen_booth', { booth_no: no, approve: false }, op);
    expect(short.json().code).toBe('VALIDATION');
    const reason = '스크린샷을 한 장 이상 올려 주세요.';
    await api.post('/api/mgmt_promotion/screen_booth', { booth_no: no, approve: false, reason }, op);
    expect((await detail(no, owner)).json().booth).toMatchObject({
      status: 'refused',
      refusal_reason: reason,
    });
    expect((await detail(no, other)).json().code).toBe('E005');
    const again = await api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL }, owner);
    expect(again.json().booth).toMatchObject({ status: 'screening', refusal_reason: null });
  });

  it('lets only the owner edit or take a booth down; a missing booth is E005', async () => {
    const no = await approved(owner);
    const edit = (who: Member | null) =>
      api.post('/api/mgmt_expo/update', { booth_no: no, ...FULL, pitch: '새 한 줄 소개예요' }, who);
    expect((await edit(other)).json().code).toBe('FORBIDDEN');
    expect((await edit(null)).json().code).toBe('E001');
    expect((await edit(owner)).json().booth.pitch).toBe('새 한 줄 소개예요');
    expect((await api.post('/api/mgmt_expo/save', { booth_no: no, name: '초안' }, owner)).json().code).toBe(
      'CONFLICT',
    );

    expect((await api.post('/api/mgmt_expo/remove', { booth_no: no }, other)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/mgmt_expo/remove', { booth_no: no }, owner)).json().result).toBe('success');
    expect((await detail(no, owner)).json().code).toBe('E005');
    expect((await detail(2_000_000_000, null)).json().code).toBe('E005');
    expect((await edit(owner)).json().code).toBe('E005');
  });

  it('keeps a draft to its owner: others get E005, anonymous E001', async () => {
    const no = await draft(owner);
    expect((await api.post('/api/mgmt_expo/init', {})).json().code).toBe('E001');
    const save = (who: Member | null) =>
      api.post('/api/mgmt_expo/save', { booth_no: no, name: '남의 초안' }, who);
    expect((await save(other)).json().code).toBe('E005');
    expect((await save(null)).json().code).toBe('E001');
    const send = (who: Member | null) => api.post('/api/mgmt_expo/upload', { booth_no: no, ...FULL }, who);
    expect((await send(other)).json().code).toBe('E005');
    expect((await api.post('/api/mgmt_expo/remove', { booth_no: no }, other)).json().code).toBe('E005');
    expect((await api.post('/api/expo/updates', { booth_no: no }, other)).json().code).toBe('E005');
    expect(
      (await api.post('/api/mgmt_expo/invitations', { booth_no: no, nickname: owner.nickname })).json().code,
    ).toBe('E001');
    expect((await api.post('/api/mgmt_expo/leave', { booth_no: no }, other)).json().code).toBe('E005');
    expect((await api.post('/api/mgmt_expo/mine', {}, other)).json().booths).toEqual([]);
  });

  it('refuses pictures the owner did not upload', async () => {
    const no = await draft(owner);
    const res = await api.post(
      '/api/mgmt_expo/save',
      { booth_no: no, screenshots: ['https://evil.example.com/x.png'] },
      owner,
    );
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('from a project, the team and updates', () => {
  it('carries a project for its leader only and invites its team, who accept or decline', async () => {
    const mate = await buildMember(ctx);
    const project = await buildProject(ctx, owner, { title: '동네 재고 지도 만들기', members: [mate] });
    expect((await api.post('/api/mgmt_expo/init', { project_no: project.projectNo }, mate)).json().code).toBe(
      'FORBIDDEN',
    );
    const no = await draft(owner, { project_no: project.projectNo });
    const mine = (await detail(no, owner)).json().booth;
    expect(mine).toMatchObject({
      name: '동네 재고 지도 만들기',
      project_no: project.projectNo,
      domain: '01',
    });
    expect(mine.invited).toEqual([mate.nickname]);
    expect(mine.pitch.length).toBeGreaterThan(0);

    // The invitee sees the draft's invitation and joins.
    const theirs = (await api.post('/api/mgmt_expo/mine', {}, mate)).json();
    expect(theirs.invitations).toEqual([
      expect.objectContaining({ booth_no: no, invited_by: owner.nickname }),
    ]);
    expect((await detail(no, mate)).json().booth.me).toEqual({ role: null, invited: true });
    const answer = (who: Member, accept: boolean) =>
      api.post('/api/mgmt_expo/answer_invitation', { booth_no: no, accept }, who);
    expect((await answer(other, true)).json().code).toBe('E005');
    expect((await answer(mate, true)).json().result).toBe('success');
    expect((await answer(mate, true)).json().code).toBe('NOT_FOUND');
    expect((await detail(no, mate)).json().booth.me.role).toBe('member');

    // Only the owner invites; a member may leave, the owner may not.
    const invite = (who: Member, nickname: string) =>
      api.post('/api/mgmt_expo/invitations', { booth_no: no, nickname }, who);
    expect((await invite(mate, other.nickname)).json().code).toBe('FORBIDDEN');
    expect((await invite(owner, mate.nickname)).json().code).toBe('CONFLICT');
    expect((await invite(owner, other.nickname)).json().result).toBe('success');
    expect((await invite(owner, other.nickname)).json().code).toBe('CONFLICT');
    expect((await answer(other, false)).json().result).toBe('success');
    expect((await invite(owner, other.nickname)).json().result).toBe('success');
    expect((await invite(owner, '없는닉네임xyz')).json().code).toBe('NOT_FOUND');

    expect((await api.post('/api/mgmt_expo/leave', { booth_no: no }, owner)).json().code).toBe('CONFLICT');
    expect((await api.post('/api/mgmt_expo/leave', { booth_no: no }, mate)).json().result).toBe('success');
    expect((await detail(no, mate)).json().code).toBe('E005');
  });

  it('lets the team post updates that anyone reads once public', async () => {
    const no = await approved(owner);
    const post = (who: Member | null, body: string) =>
      api.post('/api/mgmt_expo/post_update', { booth_no: no, body }, who);
    expect((await post(other, '남의 부스')).json().code).toBe('FORBIDDEN');
    expect((await post(null, '익명')).json().code).toBe('E001');
    expect((await post(owner, '   ')).json().code).toBe('VALIDATION');
    const made = (await post(owner, 'v1.2: 지도에서 북카페도 보여요')).json().update;
    expect(made).toMatchObject({ author_nickname: owner.nickname });

    const list = (await api.post('/api/expo/updates', { booth_no: no })).json();
    expect(list.list.map((u: { body: string }) => u.body)).toEqual(['v1.2: 지도에서 북카페도 보여요']);
    expect((await detail(no, null)).json().booth.update_count).toBe(1);

    const del = (who: Member) =>
      api.post('/api/mgmt_expo/delete_update', { booth_no: no, update_no: made.update_no }, who);
    expect((await del(other)).json().code).toBe('FORBIDDEN');
    expect((await del(owner)).json().result).toBe('success');
    expect((await del(owner)).json().code).toBe('NOT_FOUND');
  });
});
