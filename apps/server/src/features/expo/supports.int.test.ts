import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth, SETTLED } from '../../../test/expo-social-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { pendingRewards } from '../points/reward-schema.js';
import { boothSupports } from './social-schema.js';
import { booths } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);
const state = (boothNo: number, who?: Parameters<typeof get>[1]) =>
  get(`/api/mgmt_expo/social_state?booth_no=${boothNo}`, who);

async function counters(boothNo: number) {
  const [row] = await ctx.database.db
    .select({ s: booths.supportCount, l: booths.likeCount })
    .from(booths)
    .where(eq(booths.boothNo, boothNo));
  return row!;
}

describe('support', () => {
  it('refuses anonymous, the owner and a teammate; counts another member once', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const fan = await buildMember(ctx, { profile: { exp: 600 } });
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no], approvedAt: SETTLED() });

    const anon = await post('/api/mgmt_expo/support', { booth_no: boothNo });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');

    for (const who of [owner, mate]) {
      const own = await post('/api/mgmt_expo/support', { booth_no: boothNo }, who);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ result: 'fail', code: 'EXPO_OWN_BOOTH' });
      expect(own.json().message).toContain('부스');
    }

    const ok = await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ SUPPORT_COUNT: 1, SUPPORTED: true, IS_TEAM: false });

    const twice = await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('EXPO_ALREADY_SUPPORTED');
    expect((await counters(boothNo)).s).toBe(1);

    // The vote remembers who gave it as they were then: level 4 at 600 exp.
    const [row] = await ctx.database.db
      .select()
      .from(boothSupports)
      .where(and(eq(boothSupports.boothNo, boothNo), eq(boothSupports.userNo, fan.user.no)));
    expect(row!.supporterLevel).toBe(4);
    expect(row!.supporterJoinedAt).toBeInstanceOf(Date);

    expect((await state(boothNo, owner)).json()).toMatchObject({
      SUPPORT_COUNT: 1,
      SUPPORTED: false,
      IS_TEAM: true,
    });
    expect((await state(boothNo)).json()).toMatchObject({
      SUPPORT_COUNT: 1,
      SUPPORTED: false,
      IS_TEAM: false,
    });

    // What the fan did here says nothing about another booth.
    await post('/api/mgmt_expo/like', { booth_no: boothNo, like: true }, fan);
    await post(
      '/api/mgmt_expo/review_write',
      { booth_no: boothNo, rating: 5, body: '정말 잘 쓰고 있어요!' },
      fan,
    );
    const other = await buildBooth(ctx, mate.user.no);
    expect((await state(other, fan)).json()).toMatchObject({
      SUPPORTED: false,
      LIKED: false,
      REVIEW_AVERAGE: null,
    });
  });

  it('pays the team 응원 받기 (D35) through the reward tables, once per support', async () => {
    const owner = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no], approvedAt: SETTLED() });
    const fan = await buildMember(ctx);
    await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);
    await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);
    for (const who of [owner, mate]) {
      const rows = await ctx.database.db
        .select({ code: pendingRewards.code })
        .from(pendingRewards)
        .where(and(eq(pendingRewards.userNo, who.user.no), eq(pendingRewards.code, 'D35')));
      expect(rows).toHaveLength(1);
    }
    const fanRows = await ctx.database.db
      .select()
      .from(pendingRewards)
      .where(eq(pendingRewards.userNo, fan.user.no));
    expect(fanRows.filter((r) => r.code === 'D35')).toHaveLength(0);
  });

  it('counts two supports sent at once as one', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { approvedAt: SETTLED() });
    const both = await Promise.all([
      post('/api/mgmt_expo/support', { booth_no: boothNo }, fan),
      post('/api/mgmt_expo/support', { booth_no: boothNo }, fan),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await counters(boothNo)).s).toBe(1);
  });

  it('answers E005 for a missing, unapproved or removed booth (the team still previews its own)', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const screening = await buildBooth(ctx, owner.user.no, { status: 'screening' });
    const removed = await buildBooth(ctx, owner.user.no, { removed: true });
    for (const boothNo of [99_999_999, screening, removed]) {
      const res = await post('/api/mgmt_expo/support', { booth_no: boothNo }, fan);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'E005' });
      expect((await state(boothNo, fan)).json().code).toBe('E005');
    }
    expect((await state(screening, owner)).json()).toMatchObject({ result: 'success', IS_TEAM: true });
    const bad = await post('/api/mgmt_expo/support', { booth_no: 2 ** 31 }, fan);
    expect(bad.statusCode).toBe(400);
  });
});

describe('like', () => {
  it('likes once, takes it back, and refuses anonymous and the team', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const boothNo = await buildBooth(ctx, owner.user.no, { approvedAt: SETTLED() });
    expect((await post('/api/mgmt_expo/like', { booth_no: boothNo, like: true })).json().code).toBe('E001');
    expect((await post('/api/mgmt_expo/like', { booth_no: boothNo, like: true }, owner)).json().code).toBe(
      'EXPO_OWN_BOOTH',
    );
    await post('/api/mgmt_expo/like', { booth_no: boothNo, like: true }, fan);
    const again = await post('/api/mgmt_expo/like', { booth_no: boothNo, like: true }, fan);
    expect(again.json()).toMatchObject({ LIKED: true, LIKE_COUNT: 1 });
    const off = await post('/api/mgmt_expo/like', { booth_no: boothNo, like: false }, fan);
    expect(off.json()).toMatchObject({ LIKED: false, LIKE_COUNT: 0 });
    const offAgain = await post('/api/mgmt_expo/like', { booth_no: boothNo, like: false }, fan);
    expect(offAgain.json()).toMatchObject({ LIKED: false, LIKE_COUNT: 0 });
    expect((await counters(boothNo)).l).toBe(0);
  });
});

describe('a script supporting in a loop', () => {
  it('is stopped by the rate limit', async () => {
    const fan = await buildMember(ctx);
    const ip = { ip: '10.30.40.50' };
    const codes: string[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await post('/api/mgmt_expo/support', { booth_no: 99_999_000 + i }, fan, ip);
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 30).every((c) => c === 'E005')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});
