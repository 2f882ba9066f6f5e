import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth, SETTLED } from '../../../test/expo-social-kit.js';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { booths } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);

async function inbox(who: Member, kind = 'booth') {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, who.user.no), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.notificationNo));
}

describe('the team tab: invitations and members', () => {
  it('lets only the owner cancel an invitation and remove a member, never themselves', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const guest = await buildMember(ctx);
    const other = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no] });
    const invite = await post(
      '/api/mgmt_expo/invitations',
      { booth_no: boothNo, nickname: guest.nickname },
      owner,
    );
    expect(invite.json().result).toBe('success');

    const cancel = (who: Member | null) =>
      post('/api/mgmt_expo/cancel_invitation', { booth_no: boothNo, nickname: guest.nickname }, who);
    expect((await cancel(null)).json().code).toBe('E001');
    expect((await cancel(other)).json().code).toBe('FORBIDDEN');
    expect((await cancel(mate)).json().code).toBe('FORBIDDEN');
    expect((await cancel(owner)).json().result).toBe('success');
    expect((await cancel(owner)).json().code).toBe('NOT_FOUND');
    const answer = await post('/api/mgmt_expo/answer_invitation', { booth_no: boothNo, accept: true }, guest);
    expect(answer.json().code).toBe('NOT_FOUND');

    const remove = (who: Member | null, userNo: number) =>
      post('/api/mgmt_expo/remove_member', { booth_no: boothNo, user_no: userNo }, who);
    expect((await remove(null, mate.user.no)).json().code).toBe('E001');
    expect((await remove(other, mate.user.no)).json().code).toBe('FORBIDDEN');
    expect((await remove(mate, owner.user.no)).json().code).toBe('FORBIDDEN');
    expect((await remove(owner, owner.user.no)).json().code).toBe('CONFLICT');
    expect((await remove(owner, 2_147_483_647)).json().code).toBe('NOT_FOUND');
    expect((await remove(owner, 2_147_483_648)).json().code).toBe('VALIDATION');
    expect((await remove(owner, mate.user.no)).json().result).toBe('success');
    const team = (await post('/api/expo/booth', { booth_no: boothNo }, owner)).json().booth.team;
    expect(team.map((m: { user_no: number }) => m.user_no)).toEqual([owner.user.no]);
  });
});

describe('messages to supporters', () => {
  it('reaches every supporter once a day, from the team only', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const fans = [await buildMember(ctx), await buildMember(ctx)];
    const other = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no], approvedAt: SETTLED() });
    const send = (who: Member | null, body: Record<string, unknown> = {}) =>
      post(
        '/api/mgmt_expo/messages',
        {
          booth_no: boothNo,
          title: '정식 버전이 나왔어요',
          body: '응원해 주셔서 고마워요. 새 기능을 써 보세요!',
          ...body,
        },
        who,
      );

    expect((await send(owner)).json().code).toBe('CONFLICT'); // nobody supported yet
    for (const fan of fans) await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);

    expect((await send(null)).json().code).toBe('E001');
    expect((await send(other)).json().code).toBe('FORBIDDEN');
    expect((await send(owner, { title: '' })).json().code).toBe('VALIDATION');
    expect((await send(owner, { body: 'x'.repeat(1001) })).json().code).toBe('VALIDATION');
    expect((await send(owner, { body: '안녕\u0000하세요 여러분' })).json().result).toBe('fail');

    const sent = await send(mate);
    expect(sent.json()).toMatchObject({ sent: 2 });
    const again = await send(owner);
    expect(again.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(again.json().message).toContain('하루에 한 번');

    for (const fan of fans) {
      const [note] = await inbox(fan);
      expect(note).toMatchObject({
        title: `[${(await booth(boothNo)).name}] 정식 버전이 나왔어요`,
        actorNo: mate.user.no,
        linkUrl: `/product/${boothNo}`,
      });
    }
    expect(await inbox(other)).toHaveLength(0);

    // A day later the gate opens again.
    await ctx.database.db
      .update(booths)
      .set({ messagedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(booths.boothNo, boothNo));
    expect((await send(owner)).json()).toMatchObject({ sent: 2 });
  });
});

async function booth(boothNo: number) {
  const [row] = await ctx.database.db.select().from(booths).where(eq(booths.boothNo, boothNo));
  return row!;
}

describe('the team hears of supports, reviews and threads', () => {
  it('folds a run of unread supports into one notification per booth', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no] });
    const fans = [await buildMember(ctx), await buildMember(ctx), await buildMember(ctx)];
    for (const fan of fans) await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);

    for (const who of [owner, mate]) {
      const notes = await inbox(who);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.title).toBe('내 부스에 새 응원이 3개 왔어요');
    }
    // Once read, the next support starts a new one.
    await ctx.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userNo, owner.user.no));
    await post('/api/mgmt_expo/support', { booth_no: boothNo }, await buildMember(ctx));
    const notes = await inbox(owner);
    expect(notes.map((n) => n.title)).toEqual([
      '내 부스에 새 응원이 왔어요',
      '내 부스에 새 응원이 3개 왔어요',
    ]);

    const fan = fans[0]!;
    await post(
      '/api/mgmt_expo/review_write',
      { booth_no: boothNo, rating: 5, body: '정말 잘 쓰고 있어요!' },
      fan,
    );
    // Editing the review tells nobody again.
    await post(
      '/api/mgmt_expo/review_write',
      { booth_no: boothNo, rating: 4, body: '잘 쓰고 있어요, 고쳐 씀' },
      fan,
    );
    await post(
      '/api/mgmt_expo/forum_thread_new',
      { booth_no: boothNo, title: '다크 모드 있나요?', body: '밤에 쓰기 좋게요' },
      fan,
    );
    const titles = (await inbox(mate)).map((n) => n.title);
    expect(titles.filter((t) => t.includes('리뷰'))).toHaveLength(1);
    expect(titles.some((t) => t.includes('포럼에 새 글이 올라왔어요'))).toBe(true);
    // A thread the team starts itself is no news to the team.
    await post(
      '/api/mgmt_expo/forum_thread_new',
      { booth_no: boothNo, title: '공지', body: '업데이트 예정' },
      owner,
    );
    const forum = (await inbox(mate)).filter((n) => n.title.includes('포럼'));
    expect(forum.map((n) => n.title)).toEqual([`'${(await booth(boothNo)).name}' 포럼에 새 글이 올라왔어요`]);
  });
});

describe('fresh booths hide their live counts', () => {
  it('omits supports and likes for everyone but the team until the hidden hours pass', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);
    await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);

    const asFan = (await post('/api/expo/booth', { booth_no: boothNo }, fan)).json().booth;
    expect(asFan).toMatchObject({ support_count: null, like_count: null });
    expect(Date.parse(asFan.counts_hidden_until)).toBeGreaterThan(Date.now());
    expect((await post('/api/expo/booth', { booth_no: boothNo })).json().booth.support_count).toBeNull();
    expect((await post('/api/expo/booth', { booth_no: boothNo }, owner)).json().booth.support_count).toBe(1);
    const state = (who: Member | null) => get(`/api/mgmt_expo/social_state?booth_no=${boothNo}`, who);
    expect((await state(fan)).json()).toMatchObject({
      SUPPORT_COUNT: null,
      LIKE_COUNT: null,
      SUPPORTED: true,
    });
    expect((await state(owner)).json()).toMatchObject({ SUPPORT_COUNT: 1 });

    await ctx.database.db.update(booths).set({ approvedAt: SETTLED() }).where(eq(booths.boothNo, boothNo));
    expect((await post('/api/expo/booth', { booth_no: boothNo })).json().booth).toMatchObject({
      support_count: 1,
      counts_hidden_until: null,
    });
    expect((await state(null)).json()).toMatchObject({ SUPPORT_COUNT: 1, COUNTS_HIDDEN_UNTIL: null });
  });
});

describe('forum delete and hide', () => {
  it('lets the author delete, the team or an operator hide, and nobody else', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const other = await buildMember(ctx);
    const op = await buildMember(ctx, { operator: 'admin' });
    const boothNo = await buildBooth(ctx, owner.user.no);
    const t = (
      await post(
        '/api/mgmt_expo/forum_thread_new',
        { booth_no: boothNo, title: '질문 있어요', body: '내보내기는 어떻게 하나요?' },
        fan,
      )
    ).json().thread;
    expect(t).toMatchObject({ STATE: 'live', CAN_DELETE: true, CAN_HIDE: false });
    const r = (
      await post('/api/mgmt_expo/forum_reply', { thread_no: t.THREAD_NO, body: '저도 궁금해요' }, other)
    ).json().reply;

    const del = (who: Member | null, type: string, no: number) =>
      post('/api/mgmt_expo/forum_delete', { target_type: type, target_no: no }, who);
    const hide = (who: Member | null, type: string, no: number, hidden = true) =>
      post('/api/mgmt_expo/forum_hide', { target_type: type, target_no: no, hidden }, who);

    expect((await del(null, 'reply', r.REPLY_NO)).json().code).toBe('E001');
    expect((await del(fan, 'reply', r.REPLY_NO)).json().code).toBe('FORBIDDEN');
    expect((await del(owner, 'reply', r.REPLY_NO)).json().code).toBe('FORBIDDEN');
    expect((await hide(other, 'thread', t.THREAD_NO)).json().code).toBe('FORBIDDEN');
    expect((await hide(null, 'thread', t.THREAD_NO)).json().code).toBe('E001');
    expect((await del(fan, 'post', t.THREAD_NO)).json().code).toBe('VALIDATION');

    expect((await hide(owner, 'reply', r.REPLY_NO)).json().result).toBe('success');
    const replies = (who: Member | null) => get(`/api/mgmt_expo/forum_replies?thread_no=${t.THREAD_NO}`, who);
    expect((await replies(null)).json().list[0]).toMatchObject({
      STATE: 'hidden',
      BODY: '',
      CAN_HIDE: false,
    });
    expect((await replies(owner)).json().list[0]).toMatchObject({
      STATE: 'hidden',
      BODY: '저도 궁금해요',
      CAN_HIDE: true,
    });
    expect((await hide(op, 'reply', r.REPLY_NO, false)).json().result).toBe('success');
    expect((await replies(null)).json().list[0]).toMatchObject({ STATE: 'live', BODY: '저도 궁금해요' });

    expect((await del(fan, 'thread', t.THREAD_NO)).json().result).toBe('success');
    expect((await del(fan, 'thread', t.THREAD_NO)).json().code).toBe('NOT_FOUND');
    const list = (await get(`/api/mgmt_expo/forum_threads?booth_no=${boothNo}`, fan)).json().list;
    expect(list[0]).toMatchObject({ STATE: 'deleted', TITLE: '', BODY: '', CAN_DELETE: false });
    // Its replies still read; it takes no new ones.
    expect((await replies(null)).json().list).toHaveLength(1);
    const late = await post(
      '/api/mgmt_expo/forum_reply',
      { thread_no: t.THREAD_NO, body: '늦었네요' },
      other,
    );
    expect(late.json().code).toBe('NOT_FOUND');
  });
});
