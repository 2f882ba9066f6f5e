import type { PersonCard } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { users } from '../auth/schema.js';
import { notificationSettings, notifications } from '../notification/schema.js';
import { favourites } from '../profile/schema.js';

// Following and favourites: people.int.test.ts covers the directory itself.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

async function list(query: string, cookie?: string) {
  const res = await get(`/api/profile/load_profiles?limit=48&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { profiles: PersonCard[] };
}

describe('follow', () => {
  it('follows and unfollows idempotently, with counts, and notifies once', async () => {
    const target = await buildPerson(ctx, { nickname: '팔로우대상' });
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);

    const f1 = await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    expect(f1.statusCode).toBe(200);
    expect(f1.json()).toMatchObject({ result: 'success', IS_FOLLOWING: true, FOLLOWER_COUNT: 1 });
    const f2 = await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    expect(f2.json()).toMatchObject({ IS_FOLLOWING: true, FOLLOWER_COUNT: 1 });
    const f3 = await post('/api/profile/follow', { user_no: target.userNo, follow: true }, b.cookie);
    expect(f3.json()).toMatchObject({ FOLLOWER_COUNT: 2 });

    // The card shows the count and the viewer's own state.
    const asA = await list(`keyword=${encodeURIComponent('팔로우대상')}`, a.cookie);
    expect(asA.profiles[0]).toMatchObject({ FOLLOWER_COUNT: 2, IS_FOLLOWING: true });
    const anon = await list(`keyword=${encodeURIComponent('팔로우대상')}`);
    expect(anon.profiles[0]).toMatchObject({ FOLLOWER_COUNT: 2, IS_FOLLOWING: false });

    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, target.userNo), eq(notifications.kind, 'follow')));
    expect(notes).toHaveLength(2);
    const fromA = notes.find((n) => n.actorNo === a.user.no)!;
    expect(fromA.title).toBe(`${a.nickname}님이 회원님을 팔로우했어요`);
    expect(fromA.linkUrl).toBe(`/people/${encodeURIComponent(a.nickname)}`);

    const u1 = await post('/api/profile/follow', { user_no: target.userNo, follow: false }, a.cookie);
    expect(u1.json()).toMatchObject({ IS_FOLLOWING: false, FOLLOWER_COUNT: 1 });
    const u2 = await post('/api/profile/follow', { user_no: target.userNo, follow: false }, a.cookie);
    expect(u2.json()).toMatchObject({ IS_FOLLOWING: false, FOLLOWER_COUNT: 1 });

    // Follow again right away: no second notification (toggling is not spam).
    await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    const again = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, target.userNo), eq(notifications.actorNo, a.user.no)));
    expect(again).toHaveLength(1);
  });

  it('does not notify a member who switched follow notifications off', async () => {
    const target = await buildPerson(ctx, {});
    const a = await buildMember(ctx);
    await ctx.database.db
      .insert(notificationSettings)
      .values({ userNo: target.userNo, kind: 'follow', inApp: false });
    await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userNo, target.userNo));
    expect(notes).toHaveLength(0);
  });

  it('refuses following yourself', async () => {
    const a = await buildMember(ctx);
    const res = await post('/api/profile/follow', { user_no: a.user.no, follow: true }, a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'SELF_TARGET' });
    expect(res.json().message).toMatch(/자기 자신/);
  });

  it('refuses a missing, withdrawn or half-registered member with NOT_FOUND', async () => {
    const a = await buildMember(ctx);
    const gone = await buildPerson(ctx, { status: 'withdrawn' });
    const half = await buildPerson(ctx, { joinStep: 2 });
    for (const no of [99_999_999, gone.userNo, half.userNo]) {
      const res = await post('/api/profile/follow', { user_no: no, follow: true }, a.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    }
    // Unfollowing someone who has since withdrawn still works.
    const ok = await post('/api/profile/follow', { user_no: gone.userNo, follow: false }, a.cookie);
    expect(ok.json()).toMatchObject({ result: 'success', IS_FOLLOWING: false });
  });

  it('counts only active followers', async () => {
    const target = await buildPerson(ctx, {});
    const a = await buildMember(ctx);
    await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    await ctx.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, a.user.no));
    const b = await buildMember(ctx);
    const res = await post('/api/profile/follow', { user_no: target.userNo, follow: true }, b.cookie);
    expect(res.json().FOLLOWER_COUNT).toBe(1);
  });

  it('asks anonymous visitors to log in (E001) and rejects bad bodies', async () => {
    const target = await buildPerson(ctx, {});
    const res = await post('/api/profile/follow', { user_no: target.userNo, follow: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    const a = await buildMember(ctx);
    for (const body of [
      { user_no: 'abc', follow: true },
      { user_no: target.userNo },
      { user_no: -1, follow: true },
    ]) {
      const bad = await post('/api/profile/follow', body, a.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().result).toBe('fail');
    }
  });
});

describe('favourites', () => {
  it('toggles a favourite with counts, shows the heart on cards, and counts per kind', async () => {
    const target = await buildPerson(ctx, { nickname: '즐겨찾기대상' });
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const like = (cookie: string, favourite: boolean, no = target.userNo) =>
      post('/api/profile/like', { target_type: 'user', target_no: no, favourite }, cookie);

    expect((await like(a.cookie, true)).json()).toMatchObject({
      result: 'success',
      IS_FAVOURITE: true,
      FAVOURITE_COUNT: 1,
    });
    expect((await like(a.cookie, true)).json()).toMatchObject({ IS_FAVOURITE: true, FAVOURITE_COUNT: 1 });
    expect((await like(b.cookie, true)).json()).toMatchObject({ FAVOURITE_COUNT: 2 });

    const card = (await list(`keyword=${encodeURIComponent('즐겨찾기대상')}`, a.cookie)).profiles[0]!;
    expect(card.IS_FAVOURITE).toBe(true);

    const count = await get('/api/profile/load_favorite_count', a.cookie);
    expect(count.json()).toMatchObject({
      result: 'success',
      USER_COUNT: 1,
      PROJECT_COUNT: 0,
      PRODUCT_COUNT: 0,
    });

    expect((await like(a.cookie, false)).json()).toMatchObject({ IS_FAVOURITE: false, FAVOURITE_COUNT: 1 });
    expect((await like(a.cookie, false)).json()).toMatchObject({ IS_FAVOURITE: false, FAVOURITE_COUNT: 1 });
    expect((await get('/api/profile/load_favorite_count', a.cookie)).json().USER_COUNT).toBe(0);
  });

  it('keeps a tutorial pick marked as a tutorial pick, and stops counting withdrawn people', async () => {
    const target = await buildPerson(ctx, {});
    const gone = await buildPerson(ctx, {});
    const a = await buildMember(ctx);
    await ctx.database.db.insert(favourites).values([
      { userNo: a.user.no, targetType: 'user', targetNo: target.userNo, source: 'tutorial' },
      { userNo: a.user.no, targetType: 'user', targetNo: gone.userNo, source: 'manual' },
    ]);
    await ctx.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, gone.userNo));
    await post(
      '/api/profile/like',
      { target_type: 'user', target_no: target.userNo, favourite: true },
      a.cookie,
    );
    const [row] = await ctx.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userNo, a.user.no), eq(favourites.targetNo, target.userNo)));
    expect(row!.source).toBe('tutorial');
    expect((await get('/api/profile/load_favorite_count', a.cookie)).json().USER_COUNT).toBe(1);
  });

  it('refuses a missing member, yourself, and kinds that do not exist yet', async () => {
    const a = await buildMember(ctx);
    const missing = await post(
      '/api/profile/like',
      { target_type: 'user', target_no: 99_999_999, favourite: true },
      a.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    const self = await post(
      '/api/profile/like',
      { target_type: 'user', target_no: a.user.no, favourite: true },
      a.cookie,
    );
    expect(self.json()).toMatchObject({ result: 'fail', code: 'SELF_TARGET' });
    const project = await post(
      '/api/profile/like',
      { target_type: 'project', target_no: 1, favourite: true },
      a.cookie,
    );
    expect(project.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    const bad = await post(
      '/api/profile/like',
      { target_type: 'booth', target_no: 1, favourite: true },
      a.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('asks anonymous visitors to log in (E001)', async () => {
    const target = await buildPerson(ctx, {});
    const res = await post('/api/profile/like', {
      target_type: 'user',
      target_no: target.userNo,
      favourite: true,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('E001');
    const count = await get('/api/profile/load_favorite_count');
    expect(count.statusCode).toBe(401);
    expect(count.json().code).toBe('E001');
  });

  it("one member's favourites and follows are invisible to another", async () => {
    const target = await buildPerson(ctx, { nickname: '비밀대상' });
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await post(
      '/api/profile/like',
      { target_type: 'user', target_no: target.userNo, favourite: true },
      a.cookie,
    );
    await post('/api/profile/follow', { user_no: target.userNo, follow: true }, a.cookie);
    const asB = (await list(`keyword=${encodeURIComponent('비밀대상')}`, b.cookie)).profiles[0]!;
    expect(asB).toMatchObject({ IS_FAVOURITE: false, IS_FOLLOWING: false, FOLLOWER_COUNT: 1 });
    expect((await get('/api/profile/load_favorite_count', b.cookie)).json().USER_COUNT).toBe(0);
    // b un-favouriting what only a favourited changes nothing for a.
    await post(
      '/api/profile/like',
      { target_type: 'user', target_no: target.userNo, favourite: false },
      b.cookie,
    );
    expect((await get('/api/profile/load_favorite_count', a.cookie)).json().USER_COUNT).toBe(1);
  });
});
