import { mainApi } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemo } from '../../db/seed/demo.js';
import { DEMO_PASSWORD } from '../auth/demo.js';
import { questProgress } from '../quests/schema.js';
import { BriefValue } from './brief-value.js';
import { hasAllPublic } from './home-sections.js';

let ctx: TestContext;
let member: string;
const { get, post } = http(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db);
  const login = await post('/api/auth/login', { email: 'demo@sidequest.kr', password: DEMO_PASSWORD });
  member = cookieFrom(login);
}, 120_000);
afterAll(() => ctx.close());

const home = async (who?: string) => {
  const res = await get('/api/main/home', who);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.result).toBe('success');
  return mainApi.ZHome.parse(body);
};

describe('GET /api/main/home', () => {
  it('gives a visitor the public sections, none of a member’s own', async () => {
    const h = await home();
    expect(h.member).toBe(false);
    expect(h.quests).toBeNull();
    expect(h.points).toBeNull();
    expect(h.projects!.recommended).toEqual([]);
    expect(h.projects!.newest.length).toBeGreaterThan(0);
    // Only gatherings with a slot still open.
    for (const p of h.projects!.newest) expect(p.IS_RECRUITING).toBe(true);
    expect(h.people!.profiles.length).toBeGreaterThan(0);
    expect(h.people!.personalized).toBe(false);
    expect(h.expo!.best.length + h.expo!.fresh.length).toBeGreaterThan(0);
    expect(h.lounge!.length).toBeGreaterThan(0);
    expect(h.magazine!.length).toBeGreaterThan(0);
    for (const list of [h.projects!.newest, h.people!.profiles, h.lounge!, h.magazine!]) {
      expect(list.length).toBeLessThanOrEqual(mainApi.HOME_CARDS);
    }
  });

  it('gives a member recommendations with reasons, today’s quests and the balance', async () => {
    const h = await home(member);
    expect(h.member).toBe(true);
    expect(h.quests!.QUESTS).toHaveLength(3);
    expect(typeof h.points!.balance).toBe('number');
    expect(h.people!.personalized).toBe(true);
    for (const p of h.people!.profiles) expect(p.MATCH_REASON).toBeTruthy();
    for (const p of h.projects!.recommended) expect(p.MATCH_REASON).toBeTruthy();
    // The newest list does not repeat what is already recommended.
    const recommended = new Set(h.projects!.recommended.map((p) => p.PROJECT_NO));
    expect(h.projects!.newest.some((p) => recommended.has(p.PROJECT_NO))).toBe(false);
    // Nobody is recommended to themselves.
    expect(h.people!.profiles.map((p) => p.USER_NICKNAME)).not.toContain('데모메이커');
  });

  it('orders the lounge by this week’s likes and replies, without post bodies', async () => {
    const h = await home();
    const weights = h.lounge!.map((p) => p.LIKE_COUNT + p.REPLY_COUNT);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(h.lounge![0]).not.toHaveProperty('BODY_HTML');
  });

  it('reading the home records no quest step (the visit belongs to the start-up call)', async () => {
    const steps = () =>
      ctx.database.db
        .select({ n: sql<number>`count(*)::int`, p: sql<number>`max(${questProgress.progress})` })
        .from(questProgress);
    const before = await steps();
    await home(member);
    expect(await steps()).toEqual(before);
  });

  it('answers a failing section as null and keeps the rest', async () => {
    const db = ctx.database.db;
    await db.execute(sql`alter table lounge_posts rename to lounge_posts_away`);
    try {
      const h = await home(member);
      expect(h.lounge).toBeNull();
      expect(h.projects).not.toBeNull();
      expect(h.magazine).not.toBeNull();
      expect(h.quests).not.toBeNull();
    } finally {
      await db.execute(sql`alter table lounge_posts_away rename to lounge_posts`);
    }
    expect((await home()).lounge).not.toBeNull();
  });
});

describe('brief values', () => {
  const page = (lounge: mainApi.Home['lounge']): mainApi.Home => ({
    member: false,
    projects: { recommended: [], personalized: false, newest: [] },
    people: { profiles: [], personalized: false },
    expo: { best: [], fresh: [] },
    lounge,
    magazine: [],
    quests: null,
    points: null,
  });

  it('share one read among visitors until it expires', async () => {
    const cache = new BriefValue<mainApi.Home>(45_000, hasAllPublic);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return page([]);
    };
    await Promise.all([cache.get(load), cache.get(load), cache.get(load)]);
    expect(reads).toBe(1);
    await cache.get(load, Date.now() + 46_000);
    expect(reads).toBe(2);
  });

  it('do not keep a page with a failed section', async () => {
    const cache = new BriefValue<mainApi.Home>(45_000, hasAllPublic);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return page(reads === 1 ? null : []);
    };
    expect((await cache.get(load)).lounge).toBeNull();
    expect((await cache.get(load)).lounge).toEqual([]);
    expect(reads).toBe(2);
  });
});
