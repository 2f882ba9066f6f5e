import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { booths } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const api = http(() => ctx.app);
const { get } = api;
// Review writes are limited per address (10 a minute); each member writes from their own.
let addresses = 0;
const ipOf = new Map<unknown, string>();
const post = (url: string, body: unknown, who?: Parameters<typeof api.post>[2]) => {
  if (!ipOf.has(who)) ipOf.set(who, `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`);
  return api.post(url, body, who, { ip: ipOf.get(who)! });
};
const write = (boothNo: number, rating = 5, body = '온보딩이 깔끔하고 알림이 딱 필요한 만큼 와요.') => ({
  booth_no: boothNo,
  rating,
  body,
});
const reviewCount = async (boothNo: number) =>
  (
    await ctx.database.db.select({ n: booths.reviewCount }).from(booths).where(eq(booths.boothNo, boothNo))
  )[0]!.n;

describe('booth reviews', () => {
  it('writes once per member, edits in place, and lists newest first with the average', async () => {
    const owner = await buildMember(ctx);
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);

    expect((await post('/api/mgmt_expo/review_write', write(boothNo))).json().code).toBe('E001');
    const own = await post('/api/mgmt_expo/review_write', write(boothNo), owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('EXPO_OWN_BOOTH');

    const first = await post('/api/mgmt_expo/review_write', write(boothNo, 4), a);
    expect(first.statusCode).toBe(200);
    const reviewNo = first.json().review.REVIEW_NO;
    const edited = await post(
      '/api/mgmt_expo/review_write',
      write(boothNo, 2, '다시 써 보니 아쉬운 점이 있어요.'),
      a,
    );
    expect(edited.json().review).toMatchObject({ REVIEW_NO: reviewNo, RATING: 2, MINE: true });
    await post('/api/mgmt_expo/review_write', write(boothNo, 5), b);
    expect(await reviewCount(boothNo)).toBe(2);

    const list = (await get(`/api/mgmt_expo/reviews?booth_no=${boothNo}`, a)).json();
    expect(list.list.map((r: { AUTHOR: { USER_NO: number } }) => r.AUTHOR.USER_NO)).toEqual([
      b.user.no,
      a.user.no,
    ]);
    expect(list.mine).toMatchObject({ REVIEW_NO: reviewNo, BODY: '다시 써 보니 아쉬운 점이 있어요.' });
    const state = (await get(`/api/mgmt_expo/social_state?booth_no=${boothNo}`)).json();
    expect(state).toMatchObject({ REVIEW_COUNT: 2, REVIEW_AVERAGE: 3.5 });
  });

  it('refuses bad stars, too short text and NUL; E005 for a booth not approved', async () => {
    const owner = await buildMember(ctx);
    const a = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);
    const draft = await buildBooth(ctx, owner.user.no, { status: 'draft' });
    for (const body of [
      write(boothNo, 0),
      write(boothNo, 6),
      write(boothNo, 5, '좋아요'),
      write(boothNo, 5, 'a\u0000bcdef'),
    ]) {
      const res = await post('/api/mgmt_expo/review_write', body, a);
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBe('fail');
    }
    expect((await post('/api/mgmt_expo/review_write', write(draft), a)).json().code).toBe('E005');
    expect((await get(`/api/mgmt_expo/reviews?booth_no=${draft}`, a)).json().code).toBe('E005');
    expect(await reviewCount(boothNo)).toBe(0);
  });

  it('lets only the team answer, and only the author remove', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const a = await buildMember(ctx);
    const other = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no] });
    const reviewNo = (await post('/api/mgmt_expo/review_write', write(boothNo), a)).json().review.REVIEW_NO;
    const answer = { review_no: reviewNo, answer: '소중한 리뷰 고마워요! 다음 업데이트에 반영할게요.' };

    expect((await post('/api/mgmt_expo/review_answer', answer)).json().code).toBe('E001');
    for (const who of [a, other]) {
      const res = await post('/api/mgmt_expo/review_answer', answer, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('팀원');
    }
    const ok = await post('/api/mgmt_expo/review_answer', answer, mate);
    expect(ok.json().review).toMatchObject({ ANSWER: answer.answer });
    expect(ok.json().review.ANSWERED_AT).not.toBeNull();
    const missing = await post('/api/mgmt_expo/review_answer', { ...answer, review_no: 99_999_999 }, owner);
    expect(missing.statusCode).toBe(404);

    expect((await post('/api/mgmt_expo/review_remove', { review_no: reviewNo }, owner)).statusCode).toBe(403);
    expect((await post('/api/mgmt_expo/review_remove', { review_no: reviewNo })).json().code).toBe('E001');
    expect((await post('/api/mgmt_expo/review_remove', { review_no: reviewNo }, a)).statusCode).toBe(200);
    expect(await reviewCount(boothNo)).toBe(0);
  });

  it('pages by review number without repeating or skipping', async () => {
    const owner = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no);
    const writers = await Promise.all(Array.from({ length: 12 }, () => buildMember(ctx)));
    for (const w of writers) await post('/api/mgmt_expo/review_write', write(boothNo), w);
    const page1 = (await get(`/api/mgmt_expo/reviews?booth_no=${boothNo}`)).json();
    expect(page1.list).toHaveLength(10);
    expect(page1.has_more).toBe(true);
    const last = page1.list.at(-1).REVIEW_NO;
    const page2 = (await get(`/api/mgmt_expo/reviews?booth_no=${boothNo}&before=${last}`)).json();
    expect(page2.list).toHaveLength(2);
    expect(page2.has_more).toBe(false);
    const all = [...page1.list, ...page2.list].map((r: { REVIEW_NO: number }) => r.REVIEW_NO);
    expect(new Set(all).size).toBe(12);
  });
});
