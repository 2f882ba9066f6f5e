import { RETROSPECTIVE_QUESTIONS, rewardRules } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildMember, buildPost, buildProject, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { profiles } from '../profile/schema.js';
import { pointBalance } from './ledger.js';
import { pendingRewards } from './reward-schema.js';
import { recordReward } from './rewards.js';
import { seedDemoRewards } from './rewards-demo.js';
import { expLedger, pointLedger } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);
const db = () => ctx.database.db;

const load = async (m: Member) => (await get('/api/profile/load_user_reward', m)).json();
const claim = async (m: Member) => (await post('/api/profile/get_user_reward', {}, m)).json();
/** The codes of the member's pending rewards, sorted. */
const codes = async (m: Member) =>
  (await db().select().from(pendingRewards).where(eq(pendingRewards.userNo, m.user.no)))
    .map((r) => r.code)
    .sort();
const exp = rewardRules.get;
let bodies = 0;
/** A lounge post body no earlier post repeats (a repeated body earns nothing). */
const freshBody = () =>
  `<p>오늘 배운 것을 나눠요. 작은 배포를 자주 하면 피드백이 빨라져요. 기록 번호 ${++bodies}-${Date.now()}.</p>`;

describe('get_user_reward and load_user_reward', () => {
  it('refuse anonymous callers with E001', async () => {
    for (const res of [
      await get('/api/profile/load_user_reward'),
      await post('/api/profile/get_user_reward', {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    }
  });

  it('list a lounge post’s rewards, claim them once, and move exp through the ledger', async () => {
    const m = await buildMember(ctx);
    expect(await load(m)).toEqual({ result: 'success', COUNT: 0, EXP: 0, POINTS: 0, rewards: [] });
    await buildPost(ctx, m, { tag: '04', body: freshBody() });
    const listed = await load(m);
    expect(listed).toMatchObject({ COUNT: 2, EXP: exp('D34').exp + exp('C01').exp, POINTS: 0 });
    expect(listed.rewards.map((r: { LABEL: string }) => r.LABEL).sort()).toEqual(
      ['라운지 글 작성', '인사이트·로그 작성'].sort(),
    );

    const first = await claim(m);
    expect(first).toMatchObject({ result: 'success', CLAIMED: 2, EXP: 150, EXP_TOTAL: 150, REMAINING: 0 });
    // 150 exp crosses level 2 (100).
    expect(first.LEVEL_UP).toMatchObject({ FROM: 1, TO: 2 });
    expect(await claim(m)).toMatchObject({ CLAIMED: 0, EXP: 0, EXP_TOTAL: 150, LEVEL_UP: null });
    expect((await load(m)).COUNT).toBe(0);

    const rows = await db().select().from(expLedger).where(eq(expLedger.userNo, m.user.no));
    expect(rows.map((r) => [r.reason, r.kind, r.delta]).sort()).toEqual([
      ['C01', 'reward', 50],
      ['D34', 'reward', 100],
    ]);
    const [p] = await db().select({ exp: profiles.exp }).from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(p?.exp).toBe(150);
  });

  it('credits concurrent claims once', async () => {
    const m = await buildMember(ctx);
    await buildPost(ctx, m, { tag: '01', body: freshBody() });
    await buildPost(ctx, m, { tag: '21', body: freshBody() });
    // Another member's claim takes nothing of this member's.
    expect(await claim(await buildMember(ctx))).toMatchObject({ CLAIMED: 0, EXP: 0 });
    expect((await load(m)).COUNT).toBe(3);
    const all = await Promise.all(Array.from({ length: 6 }, () => claim(m)));
    expect(all.every((r) => r.result === 'success')).toBe(true);
    expect(all.reduce((n, r) => n + r.CLAIMED, 0)).toBe(3);
    expect(all.reduce((n, r) => n + r.EXP, 0)).toBe(250);
    const rows = await db().select().from(expLedger).where(eq(expLedger.userNo, m.user.no));
    expect(rows).toHaveLength(3);
  });
});

describe('rewards recorded where their actions happen', () => {
  it('caps lounge posts at 3 a day and skips a repeated body', async () => {
    const m = await buildMember(ctx);
    for (let i = 0; i < 4; i++) await buildPost(ctx, m, { tag: '01', body: freshBody() });
    const body = freshBody();
    const other = await buildMember(ctx);
    await buildPost(ctx, other, { tag: '01', body });
    await buildPost(ctx, other, { tag: '01', body });
    expect(await codes(m)).toEqual(['D34', 'D34', 'D34']);
    expect(await codes(other)).toEqual(['D34']);
  });

  it('rewards replies on someone else’s thread, at most 5 a day, never on one’s own', async () => {
    const author = await buildMember(ctx);
    const replier = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, author, { tag: '01', body: freshBody() });
    await post('/api/mgmt_lounge/reply_new', { post_no, body: '제 글에 남기는 댓글이에요.' }, author);
    for (let i = 0; i < 6; i++) {
      const res = await post('/api/mgmt_lounge/reply_new', { post_no, body: `좋은 글이에요 ${i}` }, replier);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await codes(author)).toEqual(['D34']);
    expect(await codes(replier)).toEqual(['D33', 'D33', 'D33', 'D33', 'D33']);
  });

  it('holds a cap when one member’s events are handled at the same moment', async () => {
    const m = await buildMember(ctx);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordReward(db(), m.user.no, 'D33', `D33:test:${m.user.no}:${i}`)),
    );
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'capped')).toHaveLength(3);
    // Which five win is up to the database's scheduling: repeat one that did, and one that did not.
    const won = outcomes.indexOf('recorded');
    const lost = outcomes.indexOf('capped');
    expect(await recordReward(db(), m.user.no, 'D33', `D33:test:${m.user.no}:${won}`)).toBe('duplicate');
    expect(await recordReward(db(), m.user.no, 'D33', `D33:test:${m.user.no}:${lost}`)).toBe('capped');
  });

  it('rewards a complete profile once', async () => {
    const m = await buildMember(ctx);
    const profile = {
      introduction: '주말마다 사이드 프로젝트를 하는 프론트엔드 개발자예요.',
      skills: ['react'],
      interests: ['05'],
      main_job_d: '0401',
    };
    const partial = await post('/api/profile/make_resume', { ...profile, skills: [] }, m);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await codes(m)).toEqual([]);
    await post('/api/profile/make_resume', profile, m);
    await post(
      '/api/profile/make_resume',
      { ...profile, introduction: `${profile.introduction} 반가워요.` },
      m,
    );
    expect(await codes(m)).toEqual(['D28']);
  });

  it('rewards the first project once and each launch once, only for the leader', async () => {
    const leader = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const first = await buildProject(ctx, leader, { members: [mate] });
    await buildProject(ctx, leader);
    expect(await codes(leader)).toEqual(['D29']);

    const status = (s: string, who: Member = leader) =>
      post('/api/mgmt_project/change_status', { project_no: first.projectNo, status: s }, who);
    expect((await status('05', mate)).json().code).toBe('FORBIDDEN');
    expect((await status('05')).statusCode).toBe(200);
    await status('02');
    await status('05');
    expect(await codes(leader)).toEqual(['D29', 'D30']);
    expect(await codes(mate)).toEqual([]);
  });

  it('rewards magazine logs and retrospectives, one article reward a day', async () => {
    const m = await buildMember(ctx);
    await buildArticle(ctx, m, { category: '21', title: '이번 주 개발 로그' });
    const answered = RETROSPECTIVE_QUESTIONS.map(
      (q) => `<h2>${q.heading}</h2><p>직접 적은 답이 충분히 길게 들어 있어요.</p>`,
    ).join('');
    await buildArticle(ctx, m, {
      category: '22',
      title: '습관 앱 회고',
      body: answered,
      retro_product: '하루한줄',
      retro_start: '2026-01-01',
      retro_end: '2026-03-01',
    });
    expect(await codes(m)).toEqual(['C01', 'C02', 'D32']);
  });

  it('counts a teammate’s good review as 응원 for the member reviewed', async () => {
    const leader = await buildMember(ctx);
    const mate = await buildMember(ctx);
    const p = await buildProject(ctx, leader, { members: [mate] });
    const review = (to: Member, rating: number, from: Member) =>
      post(
        '/api/profile/review_new',
        { user_no: to.user.no, project_no: p.projectNo, rating, body: '함께 일하기 정말 좋은 팀원이었어요.' },
        from,
      );
    expect((await review(mate, 5, leader)).statusCode).toBe(200);
    expect((await review(leader, 2, mate)).statusCode).toBe(200);
    expect(await codes(mate)).toEqual(['D35']);
    expect(await codes(leader)).toEqual(['D29']);
  });
});

describe('the identity gift (F01)', () => {
  it('is offered and credited once when the verification outran its handler', async () => {
    const m = await buildMember(ctx);
    // Verified, but the process stopped before the points handler ran: no ledger row.
    await db().update(profiles).set({ ciVerifiedAt: new Date() }).where(eq(profiles.userNo, m.user.no));
    expect(await load(m)).toMatchObject({ COUNT: 1, POINTS: 10, rewards: [{ CODE: 'F01', POINTS: 10 }] });
    const both = await Promise.all([claim(m), claim(m)]);
    expect(both.reduce((n, r) => n + r.POINTS, 0)).toBe(10);
    expect(await pointBalance(db(), m.user.no)).toBe(10);
    const gift = await db()
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userNo, m.user.no), eq(pointLedger.ref, `F01:${m.user.no}`)));
    expect(gift).toHaveLength(1);
    expect((await load(m)).COUNT).toBe(0);
  });
});

describe('seedDemoRewards', () => {
  it('leaves the demo member’s real posts and replies unclaimed, once however often it runs', async () => {
    const demo = await buildMember(ctx, { email: 'demo@sidequest.kr' });
    const other = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, other, { tag: '01', body: freshBody() });
    await post('/api/mgmt_lounge/reply_new', { post_no, body: '데모 댓글이에요.' }, demo);
    await buildPost(ctx, demo, { tag: '21', body: freshBody() });
    await db().delete(pendingRewards).where(eq(pendingRewards.userNo, demo.user.no));
    await seedDemoRewards(db());
    await seedDemoRewards(db());
    expect(await codes(demo)).toEqual(['C01', 'D33', 'D34']);
    expect((await load(demo)).COUNT).toBe(3);
  });
});
