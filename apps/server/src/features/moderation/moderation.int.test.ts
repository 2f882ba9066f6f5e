import { formatDate, type ReportItem } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPost, loungePostBody } from '../../../test/factories.js';
import { createTestApp, SIGNUP_CONSENT, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const admin = () => buildMember(ctx, { operator: 'admin' });

describe('reports', () => {
  it('takes one report per person per item and lets only admins list, resolve and hide', async () => {
    const op = await admin();
    const author = await buildMember(ctx);
    const reporter = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, author);
    const report = (body: Record<string, unknown>, cookie?: string) =>
      api.post('/api/mgmt_lounge/report', body, cookie);
    const target = { target_type: 'post', target_no: post_no, reason: '01', detail: '홍보 링크만 반복해요' };
    expect((await report(target)).json().code).toBe('E001');
    expect((await report(target, author.cookie)).json().code).toBe('VALIDATION');
    expect((await report(target, reporter.cookie)).statusCode).toBe(200);
    const twice = await report(target, reporter.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REPORTED');
    expect((await report({ ...target, target_no: 999999 }, reporter.cookie)).json().code).toBe('NOT_FOUND');

    expect((await api.post('/api/admin/reports', {})).json().code).toBe('E001');
    const member = await api.post('/api/admin/reports', {}, reporter.cookie);
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('FORBIDDEN');
    const list = (await api.post('/api/admin/reports', {}, op.cookie)).json().list as ReportItem[];
    const mine = list.find((r) => r.TARGET_NO === post_no)!;
    expect(mine).toMatchObject({
      AUTHOR_NO: author.user.no,
      REPORTER_NICKNAME: reporter.nickname,
      STATUS: 'open',
    });

    const resolveBody = { report_no: mine.REPORT_NO, status: 'resolved', hide: true };
    expect((await api.post('/api/admin/resolve', resolveBody, reporter.cookie)).json().code).toBe(
      'FORBIDDEN',
    );
    const resolved = (await api.post('/api/admin/resolve', resolveBody, op.cookie)).json()
      .report as ReportItem;
    expect(resolved).toMatchObject({ STATUS: 'resolved', AUTHOR_CONFIRMED: 1 });
    expect((await api.post('/api/mgmt_lounge/load', { post_no })).json().code).toBe('POST_DELETED');
    const hideBody = { target_type: 'post', target_no: post_no, hidden: false };
    expect((await api.post('/api/admin/hide', hideBody, author.cookie)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/admin/hide', hideBody, op.cookie)).statusCode).toBe(200);
    expect((await api.post('/api/mgmt_lounge/load', { post_no })).statusCode).toBe(200);
  });

  it('flags the same body posted again and tells the admins', async () => {
    const op = await admin();
    const author = await buildMember(ctx);
    const other = await buildMember(ctx);
    const body = '<p>안녕하세요, 백엔드 개발자예요. 주말에 함께 사이드 프로젝트 하실 분을 찾고 있어요!</p>';
    expect((await buildPost(ctx, author, { tag: '02', body })).flagged).toBe(false);
    // Someone else's identical text is not a repeat of theirs.
    expect((await buildPost(ctx, other, { tag: '02', body })).flagged).toBe(false);
    const again = await buildPost(ctx, author, {
      tag: '03',
      body: body.replace('안녕하세요,', '안녕하세요 !'),
    });
    expect(again.flagged).toBe(true);
    const list = (await api.post('/api/admin/reports', {}, op.cookie)).json().list as ReportItem[];
    const system = list.find((r) => r.TARGET_NO === again.post_no)!;
    expect(system).toMatchObject({ REPORTER_NO: null, REASON: '05', AUTHOR_NO: author.user.no });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, op.user.no), eq(notifications.kind, 'system')));
    expect(told.length).toBeGreaterThanOrEqual(1);
  });
});

describe('reporting replies and articles', () => {
  it('reports a reply and an article once each, and hides them on request', async () => {
    const op = await admin();
    const author = await buildMember(ctx);
    const reporter = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, author);
    const reply = (
      await api.post(
        '/api/mgmt_lounge/reply_new',
        { post_no, body: '광고 링크만 남기는 댓글' },
        author.cookie,
      )
    ).json().reply;
    const article = await api.post(
      '/api/mgmt_quest/post',
      {
        category: '21',
        title: '이번 주 개발 로그예요',
        body: '<p>이번 주에는 로그인 화면과 회원가입 흐름을 끝냈어요.</p>',
      },
      author.cookie,
    );
    expect(article.statusCode, article.body).toBe(200);
    const questNo = article.json().quest_no as number;
    for (const [type, no] of [
      ['reply', reply.REPLY_NO],
      ['article', questNo],
    ] as const) {
      const body = { target_type: type, target_no: no, reason: '02' };
      expect((await api.post('/api/mgmt_lounge/report', body, reporter.cookie)).statusCode).toBe(200);
      expect((await api.post('/api/mgmt_lounge/report', body, reporter.cookie)).json().code).toBe(
        'ALREADY_REPORTED',
      );
      const hide = await api.post(
        '/api/admin/hide',
        { target_type: type, target_no: no, hidden: true },
        op.cookie,
      );
      expect(hide.statusCode).toBe(200);
    }
    // The queue links each item to the page that shows it (a reply: its post's page).
    const queue = (await api.post('/api/admin/reports', {}, op.cookie)).json().list as {
      TARGET_TYPE: string;
      CONTENT_URL: string | null;
      AUTHOR_SUSPENDED_UNTIL: string | null;
      AUTHOR_NO: number | null;
    }[];
    expect(queue.find((r) => r.TARGET_TYPE === 'reply')?.CONTENT_URL).toBe(`/lounge/${post_no}#replies`);
    expect(queue.find((r) => r.TARGET_TYPE === 'article')?.CONTENT_URL).toBe(`/quest/${questNo}`);
    const mine = (list: typeof queue) => list.filter((r) => r.AUTHOR_NO === author.user.no);
    expect(mine(queue).map((r) => r.AUTHOR_SUSPENDED_UNTIL)).toEqual([null, null]);
    await api.post(
      '/api/admin/suspend',
      { user_no: author.user.no, days: 3, reason: '광고 댓글 반복' },
      op.cookie,
    );
    const after = (await api.post('/api/admin/reports', {}, op.cookie)).json().list as typeof queue;
    const until = mine(after).map((r) => r.AUTHOR_SUSPENDED_UNTIL);
    expect(until).toHaveLength(2);
    expect(until.every((u) => /^\d{2}\.\d{2}\.\d{2}$/.test(u ?? ''))).toBe(true);
    const replies = (await api.post('/api/mgmt_lounge/replies', { post_no })).json();
    expect(replies.list).toHaveLength(0);
    expect((await api.post('/api/mgmt_lounge/load', { post_no })).json().post.REPLY_COUNT).toBe(0);
    expect((await api.post('/api/mgmt_quest/load', { quest_no: questNo })).json().code).toBe('POST_DELETED');
    expect((await api.get(`/quest/${questNo}/x`)).statusCode).toBe(404);
  });
});

describe('suspensions', () => {
  it('refuses every posting call with the reason and the end date until lifted', async () => {
    const op = await admin();
    const member = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, member);
    const body = { user_no: member.user.no, days: 7, reason: '같은 홍보글 반복 게시' };
    expect((await api.post('/api/admin/suspend', body)).json().code).toBe('E001');
    expect((await api.post('/api/admin/suspend', body, member.cookie)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/admin/suspend', { ...body, days: 2 }, op.cookie)).json().code).toBe(
      'VALIDATION',
    );
    const res = await api.post('/api/admin/suspend', body, op.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const until = formatDate(new Date(new Date(res.json().until).getTime() - 1));
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, member.user.no), eq(notifications.kind, 'system')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '글쓰기가 제한되었어요', linkUrl: null });
    expect(told[0]?.body).toContain(`운영 정책 위반(같은 홍보글 반복 게시)으로 ${until}까지`);

    const calls: [string, object][] = [
      ['/api/mgmt_lounge/new_upload', loungePostBody()],
      ['/api/mgmt_lounge/update', { ...loungePostBody(), post_no }],
      ['/api/mgmt_lounge/temp', { body: '<p>임시</p>' }],
      ['/api/mgmt_lounge/reply_new', { post_no, body: '댓글' }],
      ['/api/mgmt_quest/save', { title: '임시 아티클' }],
      ['/api/mgmt_quest/series_new', { title: '새 시리즈' }],
    ];
    for (const [url, payload] of calls) {
      const refused = await api.post(url, payload, member.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('POSTING_SUSPENDED');
      expect(refused.json().message).toContain('같은 홍보글 반복 게시');
      expect(refused.json().message).toContain(`${until}까지`);
    }
    const status = (await api.get('/api/mgmt_lounge/my_suspension', member.cookie)).json();
    expect(status.suspension).toMatchObject({ reason: '같은 홍보글 반복 게시', until_label: until });
    expect(status.is_operator).toBe(false);
    // Reading, liking and reacting stay open.
    expect(
      (await api.post('/api/mgmt_lounge/react', { post_no, emote: '02' }, member.cookie)).statusCode,
    ).toBe(200);

    expect(
      (await api.post('/api/admin/unsuspend', { user_no: member.user.no }, member.cookie)).json().code,
    ).toBe('FORBIDDEN');
    expect(
      (await api.post('/api/admin/unsuspend', { user_no: member.user.no }, op.cookie)).json().lifted,
    ).toBe(true);
    expect((await api.post('/api/mgmt_lounge/new_upload', loungePostBody(), member.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('nicknames', () => {
  it('never lets markup into a nickname, so author lines cannot carry a script', async () => {
    for (const nickname of ['<script>', '<img src=x>', '"onmouseover=', 'a&b']) {
      const res = await api.post('/api/auth/register', {
        email: `x${Math.random().toString(36).slice(2, 8)}@sidequest.kr`,
        password: 'sidequest123!',
        nickname,
        ...SIGNUP_CONSENT,
      });
      expect(res.statusCode, nickname).toBe(400);
    }
  });
});

describe('the admin page', () => {
  it('answers /admin/reports with the web app (200, not indexed)', async () => {
    const res = await api.get('/admin/reports');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<title>신고 관리 | 사이드퀘스트</title>');
  });
});
