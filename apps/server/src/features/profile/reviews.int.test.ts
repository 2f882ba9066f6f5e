import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { notifications } from '../notification/schema.js';
import { reviews } from './schema.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);

const review = (userNo: number, body = '마감 직전까지 꼼꼼하게 챙겨 줘서 든든했어요.', projectNo = 7) => ({
  user_no: userNo,
  project_no: projectNo,
  rating: 5,
  body,
});

describe('review_new between people who were never teammates', () => {
  it('refuses with NOT_TEAMMATES after the log-in and self checks', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);

    const anon = await post('/api/profile/review_new', review(b.user.no));
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');

    const self = await post('/api/profile/review_new', review(a.user.no), a.cookie);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('FORBIDDEN');

    const missing = await post('/api/profile/review_new', review(99_999_999), a.cookie);
    expect(missing.statusCode).toBe(404);

    const refused = await post('/api/profile/review_new', review(b.user.no), a.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ result: 'fail', code: 'NOT_TEAMMATES' });
    expect(refused.json().message).toContain('팀원');

    const badRating = await post('/api/profile/review_new', { ...review(b.user.no), rating: 6 }, a.cookie);
    expect(badRating.statusCode).toBe(400);
    const short = await post('/api/profile/review_new', review(b.user.no, '좋아요'), a.cookie);
    expect(short.statusCode).toBe(400);

    const list = (await get(`/api/profile/reviewInfo?user_no=${b.user.no}`)).json();
    expect(list).toEqual({ result: 'success', AVERAGE: null, COUNT: 0, list: [], has_more: false });
  });
});

describe('reviews between teammates of a project', () => {
  it('creates, lists, notifies and lets only the author edit', async () => {
    // Level 4 (600 exp): the review shows the reviewer's level icon.
    const author = await buildMember(ctx, { profile: { exp: 600 } });
    const teammate = await buildMember(ctx);
    const stranger = await buildMember(ctx);
    const projectNo = (
      await buildProject(ctx, author, { title: '주말 회고 도구 만들기', members: [teammate] })
    ).projectNo;
    // Another project of the author's, which the teammate never joined.
    const elsewhere = await buildProject(ctx, author);
    const ours = (body?: string) => review(teammate.user.no, body, projectNo);

    const created = await post('/api/profile/review_new', ours(), author.cookie);
    expect(created.statusCode, created.body).toBe(200);
    const r = created.json().review;
    expect(r).toMatchObject({
      RATING: 5,
      PROJECT_NAME: '주말 회고 도구 만들기',
      IS_MINE: true,
      REVIEWER_NO: author.user.no,
      REVIEWER_LEVEL: 4,
    });

    const again = await post('/api/profile/review_new', ours(), author.cookie);
    expect(again.statusCode).toBe(409);
    const otherProject = await post(
      '/api/profile/review_new',
      review(teammate.user.no, undefined, elsewhere.projectNo),
      author.cookie,
    );
    expect(otherProject.json().code).toBe('NOT_TEAMMATES');

    const notes = await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'review'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userNo: teammate.user.no, kind: 'review', actorNo: author.user.no });

    // A second review from someone else, stored directly (the teammate rule is checked above).
    await ctx.database.db.insert(reviews).values({
      reviewerNo: stranger.user.no,
      revieweeNo: teammate.user.no,
      projectNo: 9,
      rating: 4,
      body: '함께해서 즐거웠어요. 다음에도 같이 해요!',
    });
    const list = (await get(`/api/profile/reviewInfo?user_no=${teammate.user.no}`, author.cookie)).json();
    expect(list).toMatchObject({ AVERAGE: 4.5, COUNT: 2, has_more: false });
    expect(list.list.map((x: { IS_MINE: boolean }) => x.IS_MINE).sort()).toEqual([false, true]);

    const resume = (
      await get(`/api/profile/load_resume?nickname=${encodeURIComponent(teammate.nickname)}`)
    ).json().resume;
    expect(resume).toMatchObject({ REVIEW_AVERAGE: 4.5, REVIEW_COUNT: 2 });

    const edit = {
      review_no: r.REVIEW_NO,
      rating: 4,
      body: '꼼꼼하고 배려 깊은 팀원이었어요. 또 함께하고 싶어요.',
    };
    const notMine = await post('/api/profile/updateReview', edit, stranger.cookie);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('FORBIDDEN');
    const anon = await post('/api/profile/updateReview', edit);
    expect(anon.json().code).toBe('E001');
    const missing = await post(
      '/api/profile/updateReview',
      { ...edit, review_no: 99_999_999 },
      author.cookie,
    );
    expect(missing.statusCode).toBe(404);

    const edited = await post('/api/profile/updateReview', edit, author.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review).toMatchObject({ RATING: 4, BODY: edit.body });
  });
});
