import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);
const thread = (boothNo: number) => ({
  booth_no: boothNo,
  title: '안드로이드 위젯도 나오나요?',
  body: '홈 화면에서 바로 보고 싶어요.',
});

describe('booth forum', () => {
  it('posts a thread and replies, marks the team, counts replies', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);

    expect((await post('/api/mgmt_expo/forum_thread_new', thread(boothNo))).json().code).toBe('E001');
    const made = await post('/api/mgmt_expo/forum_thread_new', thread(boothNo), fan);
    expect(made.statusCode).toBe(200);
    const t = made.json().thread;
    expect(t).toMatchObject({ TITLE: '안드로이드 위젯도 나오나요?', BY_TEAM: false, REPLY_COUNT: 0 });
    expect(t.REACTIONS).toHaveLength(5);

    const reply = await post(
      '/api/mgmt_expo/forum_reply',
      { thread_no: t.THREAD_NO, body: '다음 달에 나와요!' },
      owner,
    );
    expect(reply.json().reply).toMatchObject({ BY_TEAM: true, BODY: '다음 달에 나와요!' });
    await post('/api/mgmt_expo/forum_reply', { thread_no: t.THREAD_NO, body: '기대할게요' }, fan);

    const threads = (await get(`/api/mgmt_expo/forum_threads?booth_no=${boothNo}`)).json();
    expect(threads.list[0]).toMatchObject({ THREAD_NO: t.THREAD_NO, REPLY_COUNT: 2 });
    const replies = (await get(`/api/mgmt_expo/forum_replies?thread_no=${t.THREAD_NO}`)).json();
    expect(replies.list.map((r: { BODY: string }) => r.BODY)).toEqual(['다음 달에 나와요!', '기대할게요']);
    const after = (
      await get(`/api/mgmt_expo/forum_replies?thread_no=${t.THREAD_NO}&after=${replies.list[0].REPLY_NO}`)
    ).json();
    expect(after.list.map((r: { BODY: string }) => r.BODY)).toEqual(['기대할게요']);
  });

  it('reacts with the five emotes on threads and replies, once each', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);
    const t = (await post('/api/mgmt_expo/forum_thread_new', thread(boothNo), fan)).json().thread;
    const r = (
      await post('/api/mgmt_expo/forum_reply', { thread_no: t.THREAD_NO, body: '저도요' }, owner)
    ).json().reply;

    const on = { target_type: 'thread', target_no: t.THREAD_NO, emote: '03', on: true };
    expect((await post('/api/mgmt_expo/forum_react', on)).json().code).toBe('E001');
    await post('/api/mgmt_expo/forum_react', on, fan);
    const twice = await post('/api/mgmt_expo/forum_react', on, fan);
    expect(twice.json().reactions.find((x: { EMOTE: string }) => x.EMOTE === '03')).toEqual({
      EMOTE: '03',
      COUNT: 1,
      MINE: true,
    });
    const off = await post('/api/mgmt_expo/forum_react', { ...on, on: false }, fan);
    expect(off.json().reactions.every((x: { COUNT: number }) => x.COUNT === 0)).toBe(true);

    const onReply = await post(
      '/api/mgmt_expo/forum_react',
      { target_type: 'reply', target_no: r.REPLY_NO, emote: '01', on: true },
      fan,
    );
    expect(onReply.json().reactions[0]).toEqual({ EMOTE: '01', COUNT: 1, MINE: true });
    const badEmote = await post('/api/mgmt_expo/forum_react', { ...on, emote: '09' }, fan);
    expect(badEmote.statusCode).toBe(400);
    const missing = await post(
      '/api/mgmt_expo/forum_react',
      { ...on, target_type: 'reply', target_no: 99_999_999 },
      fan,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is closed (E005) on a booth in screening or taken down, and refuses empty text', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const screening = await buildBooth(ctx, owner.user.no, { status: 'screening' });
    const removed = await buildBooth(ctx, owner.user.no, { removed: true });
    for (const boothNo of [screening, removed, 99_999_999]) {
      expect((await post('/api/mgmt_expo/forum_thread_new', thread(boothNo), fan)).json().code).toBe('E005');
      expect((await get(`/api/mgmt_expo/forum_threads?booth_no=${boothNo}`, fan)).json().code).toBe('E005');
    }
    const live = await buildBooth(ctx, owner.user.no);
    const empty = await post('/api/mgmt_expo/forum_thread_new', { ...thread(live), title: '  ' }, fan);
    expect(empty.statusCode).toBe(400);
    const t = (await post('/api/mgmt_expo/forum_thread_new', thread(live), fan)).json().thread;
    expect(
      (await post('/api/mgmt_expo/forum_reply', { thread_no: t.THREAD_NO, body: '' }, fan)).statusCode,
    ).toBe(400);
    const gone = await post('/api/mgmt_expo/forum_reply', { thread_no: 99_999_999, body: '안녕하세요' }, fan);
    expect(gone.statusCode).toBe(404);
  });
});
