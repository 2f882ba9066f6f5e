import type { Poll, Reply } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPost, loungePostBody } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { loungePolls } from './schema.js';
import { assertNoScript } from '../../../test/xss.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const pollPost = async (cookie: string, poll: Record<string, unknown>) =>
  (
    await buildPost(ctx, cookie, {
      post_type: '03',
      tag: '08',
      body: '<p>사이드 프로젝트 회의, 언제가 좋을까요?</p>',
      poll: { options: ['평일 저녁', '토요일 오전', '일요일 오후'], ...poll },
    })
  ).post_no;
const vote = (postNo: number, optionNos: number[], cookie?: string) =>
  api.post('/api/mgmt_lounge/change_voting', { post_no: postNo, option_nos: optionNos }, cookie);

describe('polls', () => {
  it('hides results until one votes, counts one vote per person, lets it change and closes at the end', async () => {
    const author = await buildMember(ctx);
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const postNo = await pollPost(author.cookie, {});
    const before = (await api.post('/api/mgmt_lounge/load_voting', { post_no: postNo }, a.cookie)).json()
      .poll as Poll;
    expect(before.RESULTS_VISIBLE).toBe(false);
    expect(before.OPTIONS.every((o) => o.VOTE_COUNT === null)).toBe(true);
    const [first, second, third] = before.OPTIONS.map((o) => o.OPTION_NO) as [number, number, number];

    expect((await vote(postNo, [first])).json().code).toBe('E001');
    expect((await vote(postNo, [first, second], a.cookie)).json().code).toBe('VALIDATION');
    expect((await vote(postNo, [999999], a.cookie)).json().code).toBe('VALIDATION');
    const voted = (await vote(postNo, [first], a.cookie)).json().poll as Poll;
    expect(voted.RESULTS_VISIBLE).toBe(true);
    expect(voted.OPTIONS.map((o) => o.VOTE_COUNT)).toEqual([1, 0, 0]);
    const twice = await vote(postNo, [first], a.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_VOTED');
    const changed = (await vote(postNo, [third], a.cookie)).json().poll as Poll;
    expect(changed.OPTIONS.map((o) => o.VOTE_COUNT)).toEqual([0, 0, 1]);
    const withB = (await vote(postNo, [third], b.cookie)).json().poll as Poll;
    expect(withB.VOTER_COUNT).toBe(2);
    expect(withB.OPTIONS[2]!.VOTE_COUNT).toBe(2);
    expect(withB.OPTIONS[2]!.MY_VOTE).toBe(true);

    // Once someone voted, the author cannot swap the options underneath them.
    const swap = await api.post(
      '/api/mgmt_lounge/update',
      {
        ...loungePostBody({ post_type: '03', tag: '08', poll: { options: ['아무 때나', '안 해요'] } }),
        post_no: postNo,
      },
      author.cookie,
    );
    expect(swap.json().code).toBe('CONFLICT');

    await ctx.database.db
      .update(loungePolls)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(loungePolls.postNo, postNo));
    const closed = await vote(postNo, [second], b.cookie);
    expect(closed.json().code).toBe('VOTING_CLOSED');
    const anonymous = (await api.post('/api/mgmt_lounge/load_voting', { post_no: postNo })).json()
      .poll as Poll;
    expect(anonymous.CLOSED).toBe(true);
    expect(anonymous.OPTIONS.map((o) => o.VOTE_COUNT)).toEqual([0, 0, 2]);
    expect(anonymous.HAS_VOTES).toBe(true);

    // The ended poll's post can still be edited when its end stays; the end cannot reopen it.
    const ended = (await api.post('/api/mgmt_lounge/load', { post_no: postNo }, author.cookie)).json().post;
    const labels = ended.POLL.OPTIONS.map((o: { LABEL: string }) => o.LABEL);
    const edit = (ends_at: string | null) =>
      api.post(
        '/api/mgmt_lounge/update',
        {
          ...loungePostBody({ post_type: '03', tag: '08', body: '<p>회의 시간 투표, 결과 고마워요!</p>' }),
          poll: { options: labels, multiple: ended.POLL.MULTIPLE, ends_at },
          post_no: postNo,
        },
        author.cookie,
      );
    const kept = await edit(ended.POLL.ENDS_AT);
    expect(kept.json().result, kept.body).toBe('success');
    expect((await edit(null)).json().code).toBe('VOTING_CLOSED');
    expect((await edit(new Date(Date.now() + 86_400_000).toISOString())).json().code).toBe('VOTING_CLOSED');

    const plain = (await buildPost(ctx, author)).post_no;
    expect((await api.post('/api/mgmt_lounge/load_voting', { post_no: plain })).json().code).toBe(
      'NOT_A_POLL',
    );
    const past = await api.post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({
        post_type: '03',
        poll: { options: ['가', '나'], ends_at: '2020-01-01T00:00:00+09:00' },
      }),
      author.cookie,
    );
    expect(past.json().code).toBe('VALIDATION');
    const one = await api.post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({ post_type: '03', poll: { options: ['혼자'] } }),
      author.cookie,
    );
    expect(one.json().code).toBe('VALIDATION');
  });

  it('keeps exact counts when many people vote at the same moment', async () => {
    const author = await buildMember(ctx);
    const postNo = await pollPost(author.cookie, { multiple: true });
    const poll = (await api.post('/api/mgmt_lounge/load_voting', { post_no: postNo })).json().poll as Poll;
    const [x, y] = poll.OPTIONS.map((o) => o.OPTION_NO) as [number, number];
    const voters = await Promise.all(Array.from({ length: 16 }, () => buildMember(ctx)));
    const results = await Promise.all(
      voters.map((v, i) => vote(postNo, i % 2 === 0 ? [x, y] : [y], v.cookie)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    const after = (
      await api.post('/api/mgmt_lounge/load_voting', { post_no: postNo }, voters[0]!.cookie)
    ).json().poll as Poll;
    expect(after.VOTER_COUNT).toBe(16);
    expect(after.OPTIONS.slice(0, 2).map((o) => o.VOTE_COUNT)).toEqual([8, 16]);
  });
});

describe('replies', () => {
  it('replies with one level of answers, notifies, and refuses deeper answers, long text and others’ removal', async () => {
    const author = await buildMember(ctx);
    const replier = await buildMember(ctx);
    const answerer = await buildMember(ctx);
    const postNo = (await buildPost(ctx, author)).post_no;
    const say = (body: Record<string, unknown>, cookie?: string) =>
      api.post('/api/mgmt_lounge/reply_new', body, cookie);

    expect((await say({ post_no: postNo, body: '좋은 글이에요' })).json().code).toBe('E001');
    expect((await say({ post_no: postNo, body: '가'.repeat(1001) }, replier.cookie)).json().code).toBe(
      'VALIDATION',
    );
    const top = await say(
      { post_no: postNo, body: `<script>alert(1)</script>\n정말 공감해요 @[${answerer.nickname}]` },
      replier.cookie,
    );
    expect(top.statusCode, top.body).toBe(200);
    const reply = top.json().reply as Reply;
    expect(assertNoScript(reply.BODY_HTML)).toEqual([]);
    expect(reply.BODY_HTML).toContain('&lt;script&gt;');
    expect(reply.BODY_HTML).toContain('<br>');
    expect(reply.BODY_HTML).toContain(`data-user-no="${answerer.user.no}"`);
    const answer = await say(
      { post_no: postNo, parent_no: reply.REPLY_NO, body: '저도요!' },
      answerer.cookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const deeper = await say(
      { post_no: postNo, parent_no: answer.json().reply.REPLY_NO, body: '더 깊이' },
      author.cookie,
    );
    expect(deeper.json().code).toBe('REPLY_TOO_DEEP');

    const list = (await api.post('/api/mgmt_lounge/replies', { post_no: postNo })).json();
    expect(list.count).toBe(2);
    expect(list.list).toHaveLength(1);
    expect(list.list[0].ANSWERS).toHaveLength(1);
    const kinds = async (userNo: number) =>
      (
        await ctx.database.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(and(eq(notifications.userNo, userNo)))
      ).map((n) => n.kind);
    expect(await kinds(author.user.no)).toEqual(['reply', 'reply']);
    expect(await kinds(replier.user.no)).toEqual(['reply']);
    expect(await kinds(answerer.user.no)).toEqual(['mention']);

    const rm = (no: number, cookie?: string) =>
      api.post('/api/mgmt_lounge/reply_remove', { reply_no: no }, cookie);
    expect((await rm(reply.REPLY_NO)).json().code).toBe('E001');
    expect((await rm(reply.REPLY_NO, author.cookie)).json().code).toBe('FORBIDDEN');
    expect((await rm(reply.REPLY_NO, replier.cookie)).statusCode).toBe(200);
    const afterRm = (await api.post('/api/mgmt_lounge/replies', { post_no: postNo })).json();
    expect(afterRm.count).toBe(1);
    expect(afterRm.list[0].DELETED).toBe(true);
    expect(afterRm.list[0].BODY_HTML).toBe('');
    expect(afterRm.list[0].ANSWERS).toHaveLength(1);
    const card = (await api.post('/api/mgmt_lounge/load', { post_no: postNo })).json().post;
    expect(card.REPLY_COUNT).toBe(1);
  });
});

describe('reactions and likes', () => {
  it('counts reactions per emote, refuses the same emote twice, and lists who reacted and liked', async () => {
    const author = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const postNo = (await buildPost(ctx, author)).post_no;
    const react = (emote: string, cookie?: string) =>
      api.post('/api/mgmt_lounge/react', { post_no: postNo, emote }, cookie);
    expect((await react('01')).json().code).toBe('E001');
    expect((await react('09', fan.cookie)).json().code).toBe('VALIDATION');
    const ok = (await react('03', fan.cookie)).json().reactions;
    expect(ok.find((r: { EMOTE: string }) => r.EMOTE === '03')).toEqual({
      EMOTE: '03',
      COUNT: 1,
      MINE: true,
    });
    expect((await react('01', fan.cookie)).statusCode).toBe(200);
    const twice = await react('03', fan.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REACTED');
    const who = (await api.post('/api/mgmt_lounge/reaction_profile', { post_no: postNo })).json().list;
    expect(who.find((r: { EMOTE: string }) => r.EMOTE === '03').PEOPLE[0].USER_NICKNAME).toBe(fan.nickname);
    const un = await api.post('/api/mgmt_lounge/unreact', { post_no: postNo, emote: '03' }, fan.cookie);
    expect(un.json().reactions.find((r: { EMOTE: string }) => r.EMOTE === '03').COUNT).toBe(0);
    expect(
      (await api.post('/api/mgmt_lounge/unreact', { post_no: postNo, emote: '03' }, fan.cookie)).json().code,
    ).toBe('NOT_FOUND');

    const like = (body: Record<string, unknown>, cookie?: string) =>
      api.post('/api/mgmt_lounge/likes', body, cookie);
    expect((await like({ target_type: 'post', target_no: postNo, like: true })).json().code).toBe('E001');
    await like({ target_type: 'post', target_no: postNo, like: true }, fan.cookie);
    const again = (await like({ target_type: 'post', target_no: postNo, like: true }, fan.cookie)).json();
    expect(again).toMatchObject({ liked: true, like_count: 1 });
    const likers = (
      await api.post('/api/mgmt_lounge/like_profile', { target_type: 'post', target_no: postNo })
    ).json();
    expect(likers.count).toBe(1);
    expect(likers.list[0].USER_NICKNAME).toBe(fan.nickname);
    const card = (await api.post('/api/mgmt_lounge/load', { post_no: postNo }, fan.cookie)).json().post;
    expect(card.LIKE_COUNT).toBe(1);
    expect(card.IS_LIKED).toBe(true);
    const off = (await like({ target_type: 'post', target_no: postNo, like: false }, fan.cookie)).json();
    expect(off).toMatchObject({ liked: false, like_count: 0 });

    const reply = (
      await api.post(
        '/api/mgmt_lounge/reply_new',
        { post_no: postNo, body: '좋아요를 받아 볼 댓글' },
        author.cookie,
      )
    ).json().reply as Reply;
    const onReply = (
      await like({ target_type: 'reply', target_no: reply.REPLY_NO, like: true }, fan.cookie)
    ).json();
    expect(onReply).toMatchObject({ liked: true, like_count: 1 });
    const missing = await like({ target_type: 'reply', target_no: 999999, like: true }, fan.cookie);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
