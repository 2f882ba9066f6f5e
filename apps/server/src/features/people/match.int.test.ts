import type { PersonCard } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { favourites, follows } from '../profile/schema.js';
import type { PersonOverrides } from './demo.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
const { get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
/** Hand-made people share an activity time unless a case is about activity. */
const person = (o: PersonOverrides) =>
  buildPerson(ctx, { lastActiveAt: hoursAgo(2), availableTime: '03', ...o });

/** A logged-in viewer whose profile is set straight in the database. */
const viewer = (u: { mainJob: string; mainJobD: string }, p: PersonOverrides) =>
  buildMember(ctx, { account: u, profile: { joinStep: null, ...p } });

async function match(cookie?: string, limit = 30) {
  const res = await get(`/api/profile/load_profiles_match?limit=${limit}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { profiles: PersonCard[]; personalized: boolean };
}
const rank = (cards: PersonCard[], no: number) => cards.findIndex((c) => c.USER_NO === no);

describe('recommendations for a planner', () => {
  let me: Awaited<ReturnType<typeof viewer>>;
  const p: Record<string, { userNo: number; nickname: string }> = {};

  beforeAll(async () => {
    me = await viewer(
      { mainJob: '02', mainJobD: '0201' },
      { region: 'KR01', meetingMode: '00', interests: ['13', '21'], skills: ['notion', 'figma'] },
    );
    p.designerShared = await person({
      nickname: '같은관심디자이너',
      mainJob: '03',
      mainJobD: '0301',
      interests: ['13', '21'],
      region: 'KR01',
    });
    p.devSeoul = await person({
      nickname: '서울프론트',
      mainJob: '04',
      mainJobD: '0401',
      interests: ['13'],
      region: 'KR01',
    });
    p.backendFar = await person({
      nickname: '부산백엔드',
      mainJob: '05',
      mainJobD: '0501',
      region: 'KR03',
      meetingMode: '02',
    });
    p.plannerSame = await person({
      nickname: '같은직무기획',
      mainJob: '02',
      mainJobD: '0201',
      interests: ['13', '21'],
      region: 'KR01',
    });
    p.plannerFar = await person({
      nickname: '먼기획자',
      mainJob: '02',
      mainJobD: '0202',
      region: 'KR03',
      meetingMode: '02',
    });
    p.designerAsleep = await person({
      nickname: '잠든디자이너',
      mainJob: '03',
      mainJobD: '0302',
      interests: ['13'],
      region: 'KR01',
      lastActiveAt: hoursAgo(24 * 90),
    });
    p.noJob = await person({ nickname: '직무없음', region: 'KR01' });
    p.followed = await person({ nickname: '이미팔로우', mainJob: '04', mainJobD: '0401', region: 'KR01' });
    p.favourited = await person({
      nickname: '이미즐겨찾기',
      mainJob: '03',
      mainJobD: '0301',
      region: 'KR01',
    });
    p.withdrawn = await person({
      nickname: '탈퇴디자이너',
      mainJob: '03',
      mainJobD: '0301',
      status: 'withdrawn',
    });
    p.half = await person({ nickname: '가입중디자이너', mainJob: '03', mainJobD: '0301', joinStep: 3 });
    await ctx.database.db.insert(follows).values({ followerNo: me.user.no, followeeNo: p.followed.userNo });
    await ctx.database.db
      .insert(favourites)
      .values({ userNo: me.user.no, targetType: 'user', targetNo: p.favourited.userNo, source: 'manual' });
  });

  it('puts complementary makers with shared interests in the same region first', async () => {
    const { profiles: cards, personalized } = await match(me.cookie);
    expect(personalized).toBe(true);
    expect(cards[0]!.USER_NO).toBe(p.designerShared!.userNo);
    expect(cards[1]!.USER_NO).toBe(p.devSeoul!.userNo);
  });

  it('ranks someone with the same job lower than complementary makers', async () => {
    const { profiles: cards } = await match(me.cookie);
    const same = rank(cards, p.plannerSame!.userNo);
    expect(same).toBeGreaterThan(rank(cards, p.designerShared!.userNo));
    expect(same).toBeGreaterThan(rank(cards, p.devSeoul!.userNo));
    // Same job, far away, nothing shared: the bottom of these people.
    expect(rank(cards, p.plannerFar!.userNo)).toBeGreaterThan(same);
    expect(rank(cards, p.plannerFar!.userNo)).toBeGreaterThan(rank(cards, p.backendFar!.userNo));
  });

  it('orders the whole hand-made set the way a planner would', async () => {
    const { profiles: cards } = await match(me.cookie);
    const r = (k: string) => rank(cards, p[k]!.userNo);
    expect(r('designerShared')).toBeLessThan(r('devSeoul'));
    expect(r('devSeoul')).toBeLessThan(r('designerAsleep'));
    expect(r('designerAsleep')).toBeLessThan(r('backendFar'));
    expect(r('designerAsleep')).toBeLessThan(r('plannerSame'));
    expect(r('backendFar')).toBeLessThan(r('noJob'));
    expect(r('plannerSame')).toBeLessThan(r('noJob'));
    expect(r('noJob')).toBeLessThan(r('plannerFar'));
  });

  it('prefers a recently active maker over an equal one who has been away', async () => {
    const { profiles: cards } = await match(me.cookie);
    expect(rank(cards, p.designerAsleep!.userNo)).toBeGreaterThan(rank(cards, p.devSeoul!.userNo));
  });

  it('never shows the viewer, people already followed or favourited, withdrawn or unfinished members', async () => {
    const { profiles: cards } = await match(me.cookie);
    const shown = cards.map((c) => c.USER_NO);
    for (const no of [
      me.user.no,
      p.followed!.userNo,
      p.favourited!.userNo,
      p.withdrawn!.userNo,
      p.half!.userNo,
    ]) {
      expect(shown).not.toContain(no);
    }
    expect(shown).toContain(p.noJob!.userNo);
  });

  it('says in one Korean line why each person was recommended', async () => {
    const { profiles: cards } = await match(me.cookie);
    for (const c of cards) {
      expect(c.MATCH_REASON).toBeTruthy();
      expect(c.MATCH_REASON).toMatch(/[가-힣]/);
      expect(c.MATCH_REASON!.length).toBeLessThan(80);
    }
    const designer = cards.find((c) => c.USER_NO === p.designerShared!.userNo)!;
    expect(designer.MATCH_REASON).toBe(
      '기획 직군과 잘 맞는 UI/UX 디자인 메이커예요 · 관심 분야 금융·핀테크, AI',
    );
    const same = cards.find((c) => c.USER_NO === p.plannerSame!.userNo)!;
    expect(same.MATCH_REASON).toMatch(/^관심 분야가 같아요: 금융·핀테크, AI/);
    const dev = cards.find((c) => c.USER_NO === p.devSeoul!.userNo)!;
    expect(dev.MATCH_REASON).toMatch(
      /^기획 직군과 잘 맞는 웹 프론트엔드 메이커예요 · 서울에서 만날 수 있어요$/,
    );
  });

  it('respects the limit', async () => {
    expect((await match(me.cookie, 3)).profiles).toHaveLength(3);
    const bad = await get('/api/profile/load_profiles_match?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });
});

describe('favourites and tutorial picks shape recommendations', () => {
  it('scores people like the ones you picked higher, and names the pick', async () => {
    const me = await viewer({ mainJob: '03', mainJobD: '0301' }, { region: 'KR00', meetingMode: '01' });
    const picked = await person({
      nickname: '고른AI개발자',
      mainJob: '05',
      mainJobD: '0505',
      skills: ['python', 'pytorch'],
    });
    const alike = await person({
      nickname: '닮은AI개발자',
      mainJob: '05',
      mainJobD: '0505',
      skills: ['python'],
    });
    const other = await person({ nickname: '자바백엔드', mainJob: '05', mainJobD: '0501', skills: ['java'] });
    const before = await match(me.cookie);
    // Without picks the two back-end makers are equal; ties go to the newer member.
    expect(rank(before.profiles, other.userNo)).toBeLessThan(rank(before.profiles, alike.userNo));

    await ctx.database.db
      .insert(favourites)
      .values({ userNo: me.user.no, targetType: 'user', targetNo: picked.userNo, source: 'tutorial' });
    const after = await match(me.cookie);
    expect(rank(after.profiles, alike.userNo)).toBeLessThan(rank(after.profiles, other.userNo));
    expect(rank(after.profiles, picked.userNo)).toBe(-1);
    const card = after.profiles.find((c) => c.USER_NO === alike.userNo)!;
    expect(card.MATCH_REASON).toContain('고른AI개발자님과 비슷');
  });
});

describe('visitors', () => {
  it('get a fallback ranking (active, verified, followed makers) with reasons, not E001', async () => {
    const star = await person({
      nickname: '인기메이커',
      ciVerifiedAt: new Date(),
      introduction: '안녕하세요',
      lastActiveAt: hoursAgo(1),
    });
    const quiet = await person({ nickname: '조용한메이커', lastActiveAt: hoursAgo(24 * 60) });
    for (let i = 0; i < 15; i++) {
      const fan = await person({});
      await ctx.database.db.insert(follows).values({ followerNo: fan.userNo, followeeNo: star.userNo });
    }
    const { profiles: cards, personalized } = await match(undefined, 30);
    expect(personalized).toBe(false);
    expect(cards[0]!.USER_NO).toBe(star.userNo);
    expect(cards[0]!.MATCH_REASON).toBe('팔로워 15명이 지켜보는 메이커예요 · 최근 활동');
    const quietRank = rank(cards, quiet.userNo);
    if (quietRank !== -1) expect(quietRank).toBeGreaterThan(0);
    for (const c of cards) expect(c.MATCH_REASON).toBeTruthy();
  });
});
