import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund, suspend } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { users } from '../auth/schema.js';
import { notifications } from '../notification/schema.js';
import { pointBalance } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';

/** Point gifts through the API: one transaction, one notification, and every way to misuse it. */

let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const balance = (m: Member) => pointBalance(ctx.database.db, m.user.no);
const gift = (from: Member | null, body: Record<string, unknown>) =>
  post('/api/payment/gift', { message: '', requestId: randomUUID(), ...body }, from);

describe('gift', () => {
  it('moves the points in one go, writes both ledger rows and tells the receiver', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 10);
    const res = await gift(a, { to: b.nickname, points: 2, message: '고마워요!' });
    expect(res.json()).toMatchObject({
      result: 'success',
      BALANCE: 8,
      LEFT_TODAY: 28,
      gift: { DIRECTION: 'sent', POINTS: 2, MESSAGE: '고마워요!', OTHER: { USER_NICKNAME: b.nickname } },
    });
    expect(await balance(a)).toBe(8);
    expect(await balance(b)).toBe(2);
    const giftNo = res.json().gift.GIFT_NO as number;
    const rows = await ctx.database.db
      .select({ ref: pointLedger.ref, delta: pointLedger.delta, kind: pointLedger.kind })
      .from(pointLedger)
      .where(like(pointLedger.ref, `gift:${giftNo}:%`));
    expect(rows).toEqual(
      expect.arrayContaining([
        { ref: `gift:${giftNo}:out`, delta: -2, kind: 'gift' },
        { ref: `gift:${giftNo}:in`, delta: 2, kind: 'gift' },
      ]),
    );
    const [note] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, b.user.no), eq(notifications.kind, 'gift')));
    expect(note?.title).toBe(`${a.nickname}님이 2포인트를 선물했어요`);
    expect(note?.body).toBe('고마워요!');
  });

  it('finds the receiver by member number too', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 5);
    const res = await gift(a, { to: String(b.user.no), points: 1 });
    expect(res.json().gift.OTHER.USER_NO).toBe(b.user.no);
  });

  it('gifts once for a repeated requestId, even when both arrive at once', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 10);
    const body = { to: b.nickname, points: 3, message: '', requestId: randomUUID() };
    const [one, two] = await Promise.all([gift(a, body), gift(a, body)]);
    const three = await gift(a, body);
    expect(one.json().result).toBe('success');
    expect(two.json().gift.GIFT_NO).toBe(one.json().gift.GIFT_NO);
    expect(three.json().gift.GIFT_NO).toBe(one.json().gift.GIFT_NO);
    expect(await balance(a)).toBe(7);
    expect(await balance(b)).toBe(3);
  });

  it('refuses oneself, by nickname and by number', async () => {
    const a = await buildMember(ctx);
    await fund(ctx, a, 10);
    expect((await gift(a, { to: a.nickname, points: 1 })).json().code).toBe('GIFT_SELF');
    expect((await gift(a, { to: String(a.user.no), points: 1 })).json().code).toBe('GIFT_SELF');
    expect(await balance(a)).toBe(10);
  });

  it('refuses a withdrawn or sanctioned receiver and an unknown one', async () => {
    const a = await buildMember(ctx);
    const gone = await buildMember(ctx);
    const banned = await buildMember(ctx);
    await fund(ctx, a, 10);
    await ctx.database.db
      .update(users)
      .set({ status: 'withdrawn', nickname: null })
      .where(eq(users.userNo, gone.user.no));
    await suspend(ctx, banned);
    expect((await gift(a, { to: gone.nickname, points: 1 })).json().code).toBe('NOT_FOUND');
    expect((await gift(a, { to: String(gone.user.no), points: 1 })).json().code).toBe('NOT_FOUND');
    expect((await gift(a, { to: banned.nickname, points: 1 })).json().code).toBe('GIFT_RECEIVER_SUSPENDED');
    expect((await gift(a, { to: '없는메이커닉네임', points: 1 })).json().code).toBe('NOT_FOUND');
    expect((await gift(a, { to: '99999999999', points: 1 })).json().code).toBe('NOT_FOUND');
    expect(await balance(a)).toBe(10);
  });

  it('answers E003 when the sender holds too little, and moves nothing', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 1);
    const res = await gift(a, { to: b.nickname, points: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E003' });
    expect(await balance(a)).toBe(1);
    expect(await balance(b)).toBe(0);
    expect((await get('/api/payment/gifts?box=sent', a)).json().list).toEqual([]);
  });

  it('stops at the daily cap of 30 points', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 40);
    for (let i = 0; i < 6; i++) {
      expect((await gift(a, { to: b.nickname, points: 5 })).json().result).toBe('success');
    }
    const over = await gift(a, { to: b.nickname, points: 1 });
    expect(over.json().code).toBe('GIFT_DAILY_LIMIT');
    expect(await balance(a)).toBe(10);
    expect(await balance(b)).toBe(30);
    expect((await get('/api/payment/gifts?box=sent', a)).json().LEFT_TODAY).toBe(0);
  });

  it('lets two members gift each other at the same moment, both going through', async () => {
    // Each gift locks both balances; taken in member order, crossed gifts queue instead of
    // deadlocking (PostgreSQL would fail one of them with a 500).
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 10);
    await fund(ctx, b, 10);
    for (let round = 0; round < 5; round++) {
      const both = await Promise.all([
        gift(a, { to: b.nickname, points: 1 }),
        gift(b, { to: a.nickname, points: 2 }),
      ]);
      expect(both.map((r) => r.json().result)).toEqual(['success', 'success']);
    }
    expect(await balance(a)).toBe(15);
    expect(await balance(b)).toBe(5);
  });

  it('lets only one of three gifts at once through when together they pass the cap', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 40);
    for (let i = 0; i < 5; i++) await gift(a, { to: b.nickname, points: 5 });
    const racing = await Promise.all([1, 2, 3].map(() => gift(a, { to: b.nickname, points: 5 })));
    expect(racing.map((r) => r.json().result).sort()).toEqual(['fail', 'fail', 'success']);
    expect(racing.filter((r) => r.json().code === 'GIFT_DAILY_LIMIT')).toHaveLength(2);
    expect(await balance(a)).toBe(10);
    expect(await balance(b)).toBe(30);
  });

  it.each([0, 6, 1.5, -1, '2'])('refuses %s points by the contract', async (points) => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 10);
    const res = await gift(a, { to: b.nickname, points });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await balance(a)).toBe(10);
  });

  it('refuses a message over 100 characters and a missing requestId', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fund(ctx, a, 10);
    expect((await gift(a, { to: b.nickname, points: 1, message: '가'.repeat(101) })).json().code).toBe(
      'VALIDATION',
    );
    const noId = await post('/api/payment/gift', { to: b.nickname, points: 1 }, a);
    expect(noId.json().code).toBe('VALIDATION');
    expect(await balance(a)).toBe(10);
  });

  it('asks a visitor to log in', async () => {
    const b = await buildMember(ctx);
    expect((await gift(null, { to: b.nickname, points: 1 })).json().code).toBe('E001');
    expect((await get('/api/payment/gifts')).json().code).toBe('E001');
  });
});

describe('gift lists', () => {
  it('shows each member only their own sent and received gifts, a page at a time', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const stranger = await buildMember(ctx);
    await fund(ctx, a, 30);
    for (let i = 0; i < 22; i++) await gift(a, { to: b.nickname, points: 1, message: `선물 ${i}` });

    const sent = (await get('/api/payment/gifts?box=sent', a)).json();
    expect(sent.list).toHaveLength(20);
    expect(sent.has_more).toBe(true);
    expect(sent.list[0].MESSAGE).toBe('선물 21');
    const last = sent.list.at(-1).GIFT_NO;
    const next = (await get(`/api/payment/gifts?box=sent&before=${last}`, a)).json();
    expect(next.list.map((g: { MESSAGE: string }) => g.MESSAGE)).toEqual(['선물 1', '선물 0']);
    expect(next.has_more).toBe(false);

    const received = (await get('/api/payment/gifts?box=received', b)).json();
    expect(received.list[0]).toMatchObject({ DIRECTION: 'received', OTHER: { USER_NICKNAME: a.nickname } });
    expect((await get('/api/payment/gifts?box=received', a)).json().list).toEqual([]);
    expect((await get('/api/payment/gifts?box=sent', stranger)).json().list).toEqual([]);
    expect((await get('/api/payment/gifts?box=received', stranger)).json().list).toEqual([]);
  });
});
