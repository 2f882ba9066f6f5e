import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { users } from '../auth/schema.js';
import { moveExp, movePoints } from '../points/ledger.js';
import { favourites, follows } from './schema.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { get } = http(() => ctx.app);

async function follow(from: Member, to: Member, at: Date) {
  await ctx.database.db
    .insert(follows)
    .values({ followerNo: from.user.no, followeeNo: to.user.no, createdAt: at });
}

describe('load_followers / load_followings', () => {
  it('pages the followers newest first and agrees with the profile counts', async () => {
    const star = await buildMember(ctx);
    const fans: Member[] = [];
    for (let i = 0; i < 5; i++) {
      const fan = await buildMember(ctx);
      fans.push(fan);
      await follow(fan, star, new Date(Date.UTC(2025, 0, 1 + i)));
    }
    // The star follows one fan back; a withdrawn fan leaves the list and the count.
    await follow(star, fans[0]!, new Date());
    await ctx.database.db
      .update(users)
      .set({ status: 'withdrawn' })
      .where(eq(users.userNo, fans[1]!.user.no));

    const q = (page: number) =>
      get(
        `/api/profile/load_followers?nickname=${encodeURIComponent(star.nickname)}&page=${page}&size=2`,
        fans[0]!.cookie,
      );
    const first = (await q(1)).json();
    expect(first).toMatchObject({ result: 'success', total: 4, page: 1, has_more: true });
    expect(first.list.map((p: { USER_NO: number }) => p.USER_NO)).toEqual([
      fans[4]!.user.no,
      fans[3]!.user.no,
    ]);
    const second = (await q(2)).json();
    expect(second.list.map((p: { USER_NO: number }) => p.USER_NO)).toEqual([
      fans[2]!.user.no,
      fans[0]!.user.no,
    ]);
    expect(second.has_more).toBe(false);
    // The viewer (fans[0]) sees themselves marked, and whom they follow.
    expect(second.list[1]).toMatchObject({ IS_ME: true, USER_LEVEL: 1 });
    expect(second.list[0]).toMatchObject({ IS_ME: false, IS_FOLLOWING: false });
    expect(JSON.stringify(first)).not.toContain('@');

    const followings = (
      await get(`/api/profile/load_followings?nickname=${encodeURIComponent(star.nickname)}`)
    ).json();
    expect(followings).toMatchObject({ total: 1, has_more: false });
    expect(followings.list[0].USER_NO).toBe(fans[0]!.user.no);

    const resume = (
      await get(`/api/profile/load_resume?nickname=${encodeURIComponent(star.nickname)}`, fans[0]!.cookie)
    ).json().resume;
    expect(resume.ACTIVITY).toMatchObject({ FOLLOWER_COUNT: 4, FOLLOWING_COUNT: 1 });
    expect(resume.IS_FOLLOWING).toBe(true);
  });

  it('answers 404 for an unknown member and refuses silly paging', async () => {
    expect((await get('/api/profile/load_followers?nickname=nobody_here')).statusCode).toBe(404);
    const u = await buildMember(ctx);
    const bad = await get(`/api/profile/load_followings?nickname=${encodeURIComponent(u.nickname)}&size=500`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the My page calls', () => {
  it('reads the point balance and exp the ledger keeps, and lists favourite people', async () => {
    const me = await buildMember(ctx);
    const liked = await buildMember(ctx);
    const db = ctx.database.db;
    const n = me.user.no;
    await movePoints(db, { userNo: n, delta: 10, kind: 'reward', reason: 'F01', ref: `F01:${n}` });
    await movePoints(db, { userNo: n, delta: 20, kind: 'topup', reason: 'P03', ref: `pay-${n}` });
    await movePoints(db, { userNo: n, delta: -3, kind: 'spend', reason: 'spend:gift', ref: `spend-${n}` });
    await moveExp(db, { userNo: n, delta: 300, kind: 'reward', reason: 'D28', ref: `D28:${n}` });
    await db.insert(favourites).values({ userNo: me.user.no, targetType: 'user', targetNo: liked.user.no });

    const info = (await get('/api/profile/my_info', me.cookie)).json();
    expect(info).toMatchObject({
      USER_NO: me.user.no,
      EMAIL: me.email,
      POINT_BALANCE: 27,
      EXP: 300,
      USER_LEVEL: 3,
      FAVOURITE_COUNT: 1,
      PROJECT_COUNT: 0,
    });
    // The point and exp histories are tested with the ledger (points/history.int.test.ts).

    const favs = (await get('/api/profile/favorite_info', me.cookie)).json();
    expect(favs).toMatchObject({ total: 1, has_more: false });
    expect(favs.list[0]).toMatchObject({ USER_NO: liked.user.no, USER_NICKNAME: liked.nickname });

    const theirs = (await get('/api/profile/my_info', liked.cookie)).json();
    expect(theirs).toMatchObject({ POINT_BALANCE: 0 });

    for (const url of ['/api/profile/my_info', '/api/profile/favorite_info']) {
      const anon = await get(url);
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json().code).toBe('E001');
    }
  });
});
