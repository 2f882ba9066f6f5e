import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildMember, buildPost, buildProject, type Member } from '../../../test/factories.js';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { dayWith, quest, travelTo, useQuestDays } from '../../../test/quest-kit.js';
import { magazineReadTokens } from '../magazine/schema.js';
import { addDays, type Day } from './daily.js';
import { questProgress, questSteps } from './schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
useQuestDays();

/** The member's progress row of a quest on a day, straight from the table (null when none). */
async function row(m: Member, day: Day, code: string) {
  const [r] = await ctx.database.db
    .select()
    .from(questProgress)
    .where(
      and(eq(questProgress.userNo, m.user.no), eq(questProgress.day, day), eq(questProgress.code, code)),
    );
  return r ?? null;
}

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

describe('attendance (Q1)', () => {
  it('is the day’s log-in or first quest_info, counted once a day', async () => {
    const day = dayWith('Q1');
    travelTo(day);
    const m = await buildMember(ctx);
    // Signing up logged the member in: attendance is done before anything is asked.
    expect(await row(m, day, 'Q1')).toMatchObject({ progress: 1, target: 1 });
    expect(await quest(api, m, 'Q1')).toMatchObject({ PROGRESS: 1, TARGET: 1, DONE: true, CLAIMED: false });

    // The next day, with the session still open, opening the app counts the visit.
    const next = addDays(day, 1);
    travelTo(next);
    expect(await row(m, next, 'Q1')).toBeNull();
    expect(await quest(api, m, 'Q1')).toMatchObject({ PROGRESS: 1, DONE: true });
    ok(await api.post('/api/auth/login', { email: m.email, password: m.password }));
    await quest(api, m, 'Q1');
    const steps = await ctx.database.db.select().from(questSteps).where(eq(questSteps.userNo, m.user.no));
    expect(steps.map((s) => s.day).sort()).toEqual([day, next]);
  });

  it('counts a log-in on its own, without the app asking', async () => {
    const day = dayWith('Q1');
    const m = await buildMember(ctx);
    travelTo(addDays(day, 1));
    ok(await api.post('/api/auth/login', { email: m.email, password: m.password }));
    expect(await row(m, addDays(day, 1), 'Q1')).toMatchObject({ progress: 1 });
  });
});

describe('each quest counts its own action', () => {
  it('Q2: an article read past half', async () => {
    const day = dayWith('Q2');
    travelTo(day);
    const [editor, reader] = [await buildMember(ctx, { operator: 'editor' }), await buildMember(ctx)];
    const { quest_no } = await buildArticle(ctx, editor);
    const start = await api.post('/api/mgmt_quest/read_start', { quest_no }, reader);
    ok(start);
    const { token } = start.json() as { token: string };
    await ctx.database.db
      .update(magazineReadTokens)
      .set({ startedAt: new Date(Date.now() - 6000) })
      .where(eq(magazineReadTokens.userNo, reader.user.no));
    const progress = (ratio: number) =>
      api.post('/api/mgmt_quest/read_progress', { quest_no, token, ratio }, reader);
    ok(await progress(0.3));
    expect(await quest(api, reader, 'Q2')).toMatchObject({ PROGRESS: 0, DONE: false });
    ok(await progress(0.6));
    expect(await quest(api, reader, 'Q2')).toMatchObject({ PROGRESS: 1, TARGET: 1, DONE: true });
  });

  it('Q3: a reply under someone else’s lounge post', async () => {
    const day = dayWith('Q3');
    travelTo(day);
    const [author, fan] = [await buildMember(ctx), await buildMember(ctx)];
    const { post_no } = await buildPost(ctx, author);
    ok(await api.post('/api/mgmt_lounge/reply_new', { post_no, body: '잘 읽었어요!' }, author));
    expect(await quest(api, author, 'Q3')).toMatchObject({ PROGRESS: 0, DONE: false });
    ok(await api.post('/api/mgmt_lounge/reply_new', { post_no, body: '응원해요!' }, fan));
    expect(await quest(api, fan, 'Q3')).toMatchObject({ PROGRESS: 1, TARGET: 1, DONE: true });
  });

  it('Q4: reactions on three different posts, one post counted once', async () => {
    const day = dayWith('Q4');
    travelTo(day);
    const [author, fan] = [await buildMember(ctx), await buildMember(ctx)];
    const posts = [];
    for (let i = 0; i < 3; i += 1)
      posts.push((await buildPost(ctx, author, { body: `<p>글 ${i}번</p>` })).post_no);
    const react = (post_no: number, emote: string, who: Member) =>
      api.post('/api/mgmt_lounge/react', { post_no, emote }, who);
    ok(await react(posts[0]!, '01', fan));
    ok(await react(posts[0]!, '02', fan));
    ok(await react(posts[1]!, '01', fan));
    ok(await react(posts[1]!, '01', author));
    expect(await quest(api, fan, 'Q4')).toMatchObject({ PROGRESS: 2, TARGET: 3, DONE: false });
    expect(await quest(api, author, 'Q4')).toMatchObject({ PROGRESS: 0 });
    ok(await react(posts[2]!, '03', fan));
    expect(await quest(api, fan, 'Q4')).toMatchObject({ PROGRESS: 3, DONE: true });
  });

  it('Q5: a cheer on another maker’s project board', async () => {
    const day = dayWith('Q5');
    travelTo(day);
    const [leader, fan] = [await buildMember(ctx), await buildMember(ctx)];
    const p = await buildProject(ctx, leader);
    const cheer = (who: Member) =>
      api.post(
        '/api/find_project/question_new',
        { project_no: p.projectNo, body: '멋진 프로젝트예요!' },
        who,
      );
    ok(await cheer(leader));
    expect(await quest(api, leader, 'Q5')).toMatchObject({ PROGRESS: 0 });
    ok(await cheer(fan));
    expect(await quest(api, fan, 'Q5')).toMatchObject({ PROGRESS: 1, DONE: true });
  });

  it('Q5: or a support of another team’s expo booth', async () => {
    const day = dayWith('Q5');
    travelTo(day);
    const [owner, fan] = [await buildMember(ctx), await buildMember(ctx)];
    const boothNo = await buildBooth(ctx, owner.user.no);
    const support = (who: Member) => api.post('/api/mgmt_expo/support', { booth_no: boothNo }, who);
    expect((await support(owner)).json().code).toBe('EXPO_OWN_BOOTH');
    expect(await quest(api, owner, 'Q5')).toMatchObject({ PROGRESS: 0 });
    ok(await support(fan));
    expect(await quest(api, fan, 'Q5')).toMatchObject({ PROGRESS: 1, DONE: true });
  });

  it('Q6: three different projects of others looked at', async () => {
    const day = dayWith('Q6');
    travelTo(day);
    const [leader, viewer] = [await buildMember(ctx), await buildMember(ctx)];
    const ps = [
      await buildProject(ctx, leader),
      await buildProject(ctx, leader),
      await buildProject(ctx, leader),
    ];
    const view = (project_no: number, who: Member) =>
      api.post('/api/find_project/views', { project_no }, who);
    ok(await view(ps[0]!.projectNo, viewer));
    ok(await view(ps[0]!.projectNo, viewer));
    ok(await view(ps[1]!.projectNo, viewer));
    ok(await view(ps[0]!.projectNo, leader));
    expect(await quest(api, viewer, 'Q6')).toMatchObject({ PROGRESS: 2, TARGET: 3, DONE: false });
    expect(await quest(api, leader, 'Q6')).toMatchObject({ PROGRESS: 0 });
    ok(await view(ps[2]!.projectNo, viewer));
    expect(await quest(api, viewer, 'Q6')).toMatchObject({ PROGRESS: 3, DONE: true });
  });

  it('Q7: a log post, not any post', async () => {
    const day = dayWith('Q7');
    travelTo(day);
    const m = await buildMember(ctx);
    await buildPost(ctx, m, { tag: '04' });
    expect(await quest(api, m, 'Q7')).toMatchObject({ PROGRESS: 0 });
    await buildPost(ctx, m, { tag: '21', body: '<p>오늘은 결제 화면을 붙였어요. 내일은 테스트를 써요.</p>' });
    expect(await quest(api, m, 'Q7')).toMatchObject({ PROGRESS: 1, DONE: true });
  });

  it('Q7: a log article in the magazine counts as well', async () => {
    travelTo(dayWith('Q7'));
    const m = await buildMember(ctx);
    await buildArticle(ctx, m, { category: '21', title: '오늘의 개발 로그', tags: ['로그'] });
    expect(await quest(api, m, 'Q7')).toMatchObject({ PROGRESS: 1, DONE: true });
  });

  it('Q8: following a maker', async () => {
    const day = dayWith('Q8');
    travelTo(day);
    const [m, maker] = [await buildMember(ctx), await buildMember(ctx, { profile: { joinStep: null } })];
    ok(await api.post('/api/profile/follow', { user_no: maker.user.no, follow: true }, m));
    expect(await quest(api, m, 'Q8')).toMatchObject({ PROGRESS: 1, DONE: true });
  });

  it('an action counts nothing on a day whose set lacks its quest', async () => {
    const day = dayWith('Q8', false);
    travelTo(day);
    const [m, maker] = [await buildMember(ctx), await buildMember(ctx, { profile: { joinStep: null } })];
    ok(await api.post('/api/profile/follow', { user_no: maker.user.no, follow: true }, m));
    expect(await row(m, day, 'Q8')).toBeNull();
    const steps = await ctx.database.db
      .select()
      .from(questSteps)
      .where(and(eq(questSteps.userNo, m.user.no), eq(questSteps.code, 'Q8')));
    expect(steps).toEqual([]);
  });
});

describe('quest_info', () => {
  it('answers today’s set with the time to the next Seoul midnight, and E001 to nobody', async () => {
    const day = dayWith('Q1');
    travelTo(day, 21);
    const m = await buildMember(ctx);
    const res = await api.get('/api/profile/quest_info', m);
    ok(res);
    const info = res.json();
    expect(info).toMatchObject({ DAY: day, DONE_COUNT: 1, CLAIMED_COUNT: 0, BONUS_CLAIMED: false });
    expect(info.QUESTS).toHaveLength(3);
    expect(info.SECONDS_LEFT).toBe(3 * 3600);
    expect(info.RESETS_AT).toBe(new Date(Date.parse(`${addDays(day, 1)}T00:00:00+09:00`)).toISOString());
    expect((await api.get('/api/profile/quest_info')).json()).toMatchObject({ result: 'fail', code: 'E001' });
  });
});
