/**
 * The feed builds whole cards (author, like, reactions, poll) in one statement: a card in the feed
 * must say exactly what the single-post load and the poll load say, for a visitor and a member.
 */
import type { LoungePost, Poll } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, loungePostBody } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { resolvePage } from '../seo/resolve.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ok(url: string, body: object, cookie?: string) {
  const res = await api.post(url, body, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const feedPage = async (cookie?: string) =>
  (await ok('/api/mgmt_lounge/postings', { tag: '07', size: 5 }, cookie)) as {
    list: LoungePost[];
    next_cursor: string | null;
  };

describe('feed cards in one statement', () => {
  it('answers the same card, reactions and poll as the single loads, for a visitor and a member', async () => {
    const author = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const plain = (await ok('/api/mgmt_lounge/new_upload', loungePostBody({ tag: '07' }), author.cookie))
      .post_no;
    const pollNo = (
      await ok(
        '/api/mgmt_lounge/new_upload',
        loungePostBody({
          tag: '07',
          post_type: '03',
          body: '<p>회의는 언제가 좋을까요?</p>',
          poll: { options: ['평일 저녁', '토요일 오전', '일요일 오후'], multiple: true },
        }),
        author.cookie,
      )
    ).post_no as number;
    await ok('/api/mgmt_lounge/react', { post_no: plain, emote: '03' }, fan.cookie);
    await ok('/api/mgmt_lounge/react', { post_no: pollNo, emote: '03' }, author.cookie);
    const reacted = await ok('/api/mgmt_lounge/react', { post_no: plain, emote: '01' }, author.cookie);
    // Counted per post: the poll's reaction is not the plain post's.
    expect(reacted.reactions.filter((r: { COUNT: number }) => r.COUNT > 0)).toEqual([
      { EMOTE: '01', COUNT: 1, MINE: true },
      { EMOTE: '03', COUNT: 1, MINE: false },
    ]);
    await ok('/api/mgmt_lounge/likes', { target_type: 'post', target_no: plain, like: true }, fan.cookie);
    const before = (await ok('/api/mgmt_lounge/load_voting', { post_no: pollNo })).poll as Poll;
    expect(before.RESULTS_VISIBLE).toBe(false);
    expect(before.OPTIONS.map((o) => o.LABEL)).toEqual(['평일 저녁', '토요일 오전', '일요일 오후']);
    const [x, , z] = before.OPTIONS.map((o) => o.OPTION_NO) as [number, number, number];
    await ok('/api/mgmt_lounge/change_voting', { post_no: pollNo, option_nos: [x, z] }, fan.cookie);

    for (const who of [undefined, fan.cookie, author.cookie]) {
      const page = await feedPage(who);
      expect(page.list.map((p) => p.POST_NO)).toEqual([pollNo, plain]);
      expect(page.next_cursor).toBeNull();
      for (const card of page.list) {
        const single = (await ok('/api/mgmt_lounge/load', { post_no: card.POST_NO }, who)).post as LoungePost;
        expect(card).toEqual(single);
      }
      const poll = (await ok('/api/mgmt_lounge/load_voting', { post_no: pollNo }, who)).poll as Poll;
      expect(page.list[0]!.POLL).toEqual(poll);
      expect(page.list[1]!.POLL).toBeNull();
    }

    const asFan = await feedPage(fan.cookie);
    const [pollCard, plainCard] = asFan.list as [LoungePost, LoungePost];
    expect(plainCard.IS_LIKED).toBe(true);
    expect(plainCard.LIKE_COUNT).toBe(1);
    expect(plainCard.REACTIONS.filter((r) => r.COUNT > 0)).toEqual([
      { EMOTE: '01', COUNT: 1, MINE: false },
      { EMOTE: '03', COUNT: 1, MINE: true },
    ]);
    expect(plainCard.REACTIONS).toHaveLength(5);
    expect(pollCard.POLL).toMatchObject({
      VOTED: true,
      RESULTS_VISIBLE: true,
      VOTER_COUNT: 1,
      MULTIPLE: true,
    });
    expect(pollCard.POLL!.OPTIONS.map((o) => [o.VOTE_COUNT, o.MY_VOTE])).toEqual([
      [1, true],
      [0, false],
      [1, true],
    ]);
    const visitor = (await feedPage()).list[0]!.POLL!;
    expect(visitor).toMatchObject({
      VOTED: false,
      RESULTS_VISIBLE: false,
      VOTER_COUNT: null,
      HAS_VOTES: true,
    });
    expect(visitor.OPTIONS.every((o) => o.VOTE_COUNT === null && !o.MY_VOTE)).toBe(true);
  });

  it('pages by cursor and says when the last page is reached', async () => {
    const writer = await buildMember(ctx);
    const nos: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      nos.push(
        (await ok('/api/mgmt_lounge/new_upload', loungePostBody({ tag: '22' }), writer.cookie)).post_no,
      );
    }
    const first = await ok('/api/mgmt_lounge/postings', { tag: '22', size: 2 });
    expect(first.list.map((p: LoungePost) => p.POST_NO)).toEqual([nos[2], nos[1]]);
    expect(first.next_cursor).toBe(String(nos[1]));
    const second = await ok('/api/mgmt_lounge/postings', { tag: '22', size: 2, cursor: first.next_cursor });
    expect(second.list.map((p: LoungePost) => p.POST_NO)).toEqual([nos[0]]);
    expect(second.next_cursor).toBeNull();
    const exact = await ok('/api/mgmt_lounge/postings', { tag: '22', size: 3 });
    expect(exact.list).toHaveLength(3);
    expect(exact.next_cursor).toBeNull();
  });
});

describe("/lounge's first view", () => {
  const page = (query: string) =>
    resolvePage({
      segments: ['lounge'],
      query: new URLSearchParams(query),
      db: ctx.database.db,
      origin: 'https://sq.test',
    });

  it('carries the newest post as every reader sees it, and nothing for a filtered feed', async () => {
    const author = await buildMember(ctx);
    const no = (await ok('/api/mgmt_lounge/new_upload', loungePostBody({ tag: '05' }), author.cookie))
      .post_no;
    const html = (await page('')).firstView?.('/lounge') ?? '';
    expect(html).toContain('data-first-view="/lounge" data-first-view-record=""');
    expect(html).toContain(`data-post-no="${no}"`);
    expect(html).toContain(`>${author.user.nickname}</a>`);
    expect((await page('tag=05')).firstView).toBeUndefined();
    expect((await page('tab=following')).firstView).toBeUndefined();
  });
});
