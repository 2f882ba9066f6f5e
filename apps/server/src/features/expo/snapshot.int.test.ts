import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { users } from '../auth/schema.js';
import { pointBalance } from '../points/ledger.js';
import { pointLedger } from '../points/schema.js';
import { addDays, pastWeekWindow, scoreBooths } from './ranking.js';
import { expoBadgeAwards, expoHallOfFame, expoWeekRanks } from './rank-schema.js';
import { boothMembers, booths } from './schema.js';
import { dueWeeks, runDueSnapshots, snapshotWeek } from './snapshot.js';
import { boothSupports } from './social-schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OLD = new Date('2024-01-01T00:00:00Z');
/** Mondays (Seoul) of the weeks these tests rank; each test keeps to its own week. */
const W1 = '2025-03-03';
const W2 = '2025-03-10';
const W3 = '2025-03-17';
/** Noon (Seoul) on a day of the week starting `week`. */
const during = (week: string, day = 2) => new Date(`${addDays(week, day)}T03:00:00Z`);

async function booth(ownerNo: number, o: { createdAt?: Date; approvedAt?: Date; members?: number[] } = {}) {
  const [row] = await ctx.database.db
    .insert(booths)
    .values({
      ownerNo,
      status: 'approved',
      name: `랭킹 부스 ${ownerNo}`,
      pitch: '작은 도구',
      introText: '한 줄 소개보다 조금 긴 소개'.repeat(20),
      domain: '01',
      createdAt: o.createdAt ?? OLD,
      approvedAt: o.approvedAt ?? OLD,
    })
    .returning({ boothNo: booths.boothNo });
  const boothNo = row!.boothNo;
  await ctx.database.db
    .insert(boothMembers)
    .values([
      { boothNo, userNo: ownerNo, role: 'owner' },
      ...(o.members ?? []).map((userNo) => ({ boothNo, userNo, role: 'member' })),
    ]);
  return boothNo;
}

/** `n` supports on `boothNo` at `at`, from new people whose accounts began `joined`, at `level`. */
async function supports(boothNo: number, n: number, at: Date, o: { joined?: Date; level?: number } = {}) {
  for (let i = 0; i < n; i++) {
    const p = await buildPerson(ctx);
    await ctx.database.db.insert(boothSupports).values({
      boothNo,
      userNo: p.userNo,
      supporterJoinedAt: o.joined ?? OLD,
      supporterLevel: o.level ?? 1,
      createdAt: at,
    });
  }
}

async function owner() {
  const p = await buildPerson(ctx);
  await ctx.database.db.update(users).set({ createdAt: OLD }).where(eq(users.userNo, p.userNo));
  return p.userNo;
}

describe('the weekly snapshot', () => {
  it('ranks a finished week once under two concurrent runners, pays and badges once, then never changes', async () => {
    const [o1, o2, o3, o4, mate] = [
      await owner(),
      await owner(),
      await owner(),
      await owner(),
      await owner(),
    ];
    const first = await booth(o1, { members: [mate] });
    const second = await booth(o2);
    const third = await booth(o3);
    const fourth = await booth(o4);
    await supports(first, 4, during(W1));
    await supports(second, 3, during(W1));
    await supports(third, 2, during(W1));
    await supports(fourth, 1, during(W1));
    // Next week's supports are not this week's.
    await supports(fourth, 5, during(W2));

    const runs = await Promise.all([snapshotWeek(ctx.database.db, W1), snapshotWeek(ctx.database.db, W1)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.find((r) => r.ran)!.ranked).toBe(4);

    const frozen = async () =>
      (
        await ctx.database.db
          .select({ boothNo: expoWeekRanks.boothNo, rank: expoWeekRanks.rank, score: expoWeekRanks.score })
          .from(expoWeekRanks)
          .where(eq(expoWeekRanks.weekStart, W1))
          .orderBy(expoWeekRanks.rank)
      ).map((r) => [r.boothNo, r.rank, r.score]);
    const before = await frozen();
    expect(before).toEqual([
      [first, 1, 40],
      [second, 2, 30],
      [third, 3, 20],
      [fourth, 4, 10],
    ]);

    // Points per team member of the podium, exactly once; the fourth gets nothing.
    expect(await pointBalance(ctx.database.db, o1)).toBe(30);
    expect(await pointBalance(ctx.database.db, mate)).toBe(30);
    expect(await pointBalance(ctx.database.db, o3)).toBe(10);
    expect(await pointBalance(ctx.database.db, o4)).toBe(0);

    // Late activity and a second run change nothing.
    await supports(fourth, 10, during(W1, 6));
    expect((await snapshotWeek(ctx.database.db, W1)).ran).toBe(false);
    expect(await frozen()).toEqual(before);
    const paid = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(like(pointLedger.ref, `expo-podium:${W1}:%`));
    expect(paid).toHaveLength(4);

    const badges = await ctx.database.db
      .select({ badge: expoBadgeAwards.badge, userNo: expoBadgeAwards.userNo })
      .from(expoBadgeAwards)
      .where(eq(expoBadgeAwards.boothNo, first));
    expect(badges.map((b) => b.badge).sort()).toEqual([
      'hall_of_fame',
      'podium',
      'podium_maker',
      'podium_maker',
    ]);
    const [hall] = await ctx.database.db
      .select()
      .from(expoHallOfFame)
      .where(eq(expoHallOfFame.weekStart, W1));
    expect(hall?.boothNo).toBe(first);

    // What the product page reads: the frozen week, the filter and the hall of fame.
    const week = await api.post('/api/mgmt_expo/rankings', { period: 'weekly', week: W1 });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().live).toBe(false);
    expect(week.json().weeks).toContain(W1);
    expect(week.json().list.map((b: { booth_no: number }) => b.booth_no)).toEqual([
      first,
      second,
      third,
      fourth,
    ]);
    expect([...week.json().list[0].intro].length).toBeLessThanOrEqual(101);
    const fame = await api.post('/api/mgmt_expo/hall_of_fame', {});
    expect(fame.json().list.map((h: { booth_no: number }) => h.booth_no)).toContain(first);
    const badgeList = await api.post('/api/mgmt_expo/badges', { booth_no: first });
    expect(
      badgeList
        .json()
        .list.map((b: { badge: string }) => b.badge)
        .sort(),
    ).toEqual(['hall_of_fame', 'podium']);
    const makerList = await api.post('/api/mgmt_expo/maker_badges', { user_no: mate });
    expect(makerList.json().list).toMatchObject([{ badge: 'podium_maker', booth_no: first, detail: W1 }]);
  });

  it('weighs supports by account age and level and ignores accounts made after the booth', async () => {
    const boothMade = new Date('2025-01-01T00:00:00Z');
    const ring = await booth(await owner(), { createdAt: boothMade });
    const honest = await booth(await owner(), { createdAt: new Date('2025-03-01T00:00:00Z') });
    const veteran = await booth(await owner(), { createdAt: boothMade });
    // Ten fresh accounts (made after the booth) support the ring booth: they weigh nothing.
    await supports(ring, 10, during(W2), { joined: new Date('2025-03-01T00:00:00Z') });
    await supports(ring, 1, during(W2));
    // An account a day older than the booth, 12 days old when it supports, weighs 0.6.
    await supports(honest, 1, during(W2), { joined: new Date('2025-02-28T00:00:00Z') });
    await supports(honest, 1, during(W2));
    // A level-6 supporter weighs 1.5.
    await supports(veteran, 1, during(W2), { level: 6 });

    const scored = await scoreBooths(ctx.database.db, pastWeekWindow(W2));
    const score = (b: number) => scored.find((s) => s.booth_no === b)?.score;
    expect(score(ring)).toBe(10);
    expect(score(veteran)).toBe(15);
    expect(score(honest)).toBe(16);
  });

  it('hides booths approved in the last hours from the live ranking', async () => {
    const fresh = await booth(await owner(), { approvedAt: new Date() });
    const seasoned = await booth(await owner(), { approvedAt: new Date(Date.now() - 48 * 3_600_000) });
    await supports(fresh, 3, new Date());
    await supports(seasoned, 1, new Date());
    const res = await api.post('/api/mgmt_expo/rankings', { period: 'daily' });
    expect(res.statusCode, res.body).toBe(200);
    const nos = res.json().list.map((b: { booth_no: number }) => b.booth_no);
    expect(nos).toContain(seasoned);
    expect(nos).not.toContain(fresh);
    const carousels = await api.post('/api/mgmt_expo/carousels', {});
    const card = carousels.json().fresh.find((b: { booth_no: number }) => b.booth_no === fresh);
    expect(card).toMatchObject({ supporters: null, score: null });
  });

  it('after a restart, ranks every finished week it missed, oldest first, and then has nothing due', async () => {
    const now = new Date(`${addDays(W3, 15)}T03:00:00Z`); // the week after next
    expect(await dueWeeks(ctx.database.db, now)).toEqual([W2, W3, addDays(W3, 7)]);
    const ran = await runDueSnapshots(ctx.database.db, now);
    expect(ran.map((r) => [r.week, r.ran])).toEqual([
      [W2, true],
      [W3, true],
      [addDays(W3, 7), true],
    ]);
    expect(await runDueSnapshots(ctx.database.db, now)).toEqual([]);
  });

  it('refuses a malformed week and an unknown period without a 500', async () => {
    for (const body of [{ period: 'weekly', week: '2025-13-40' }, { period: 'monthly' }]) {
      const res = await api.post('/api/mgmt_expo/rankings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBe('fail');
    }
  });

  it('anonymous members cannot reach the team calls', async () => {
    const m = await buildMember(ctx);
    const boothNo = await booth(m.user.no);
    const res = await api.post('/api/mgmt_expo/promo_list', { booth_no: boothNo }, null);
    expect(res.json().code).toBe('E001');
    const own = await api.post('/api/mgmt_expo/promo_list', { booth_no: boothNo }, m);
    expect(own.statusCode, own.body).toBe(200);
  });
});
