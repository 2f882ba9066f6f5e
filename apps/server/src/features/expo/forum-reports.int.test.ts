import type { ReportItem } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);
const report = (target_type: string, target_no: number) => ({
  target_type,
  target_no,
  reason: '01',
  detail: '같은 홍보 링크만 올려요',
});

/** A booth with a fan's thread and a team reply under it. */
async function forum() {
  const owner = await buildMember(ctx);
  const fan = await buildMember(ctx);
  const boothNo = await buildBooth(ctx, owner.user.no);
  const thread = (
    await post(
      '/api/mgmt_expo/forum_thread_new',
      { booth_no: boothNo, title: '할인 코드 받아 가세요', body: '여기로 오세요 http://spam.example' },
      fan,
    )
  ).json().thread;
  const reply = (
    await post('/api/mgmt_expo/forum_reply', { thread_no: thread.THREAD_NO, body: '홍보는 안 돼요' }, owner)
  ).json().reply;
  return { owner, fan, boothNo, threadNo: thread.THREAD_NO as number, replyNo: reply.REPLY_NO as number };
}

describe('reporting booth forum posts', () => {
  it('takes one report per member, refuses visitors, the author and missing posts', async () => {
    const { owner, fan, threadNo, replyNo } = await forum();
    const other = await buildMember(ctx);
    const send = (body: unknown, who?: { cookie: string }) => post('/api/mgmt_lounge/report', body, who);

    expect((await send(report('booth_thread', threadNo))).json().code).toBe('E001');
    expect((await send(report('booth_thread', threadNo), fan)).json().code).toBe('VALIDATION');
    expect((await send(report('booth_thread', threadNo), other)).statusCode).toBe(200);
    const twice = await send(report('booth_thread', threadNo), other);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REPORTED');
    expect((await send(report('booth_reply', replyNo), other)).statusCode).toBe(200);
    expect((await send(report('booth_reply', replyNo), owner)).json().code).toBe('VALIDATION');

    const missing = await send(report('booth_thread', 99_999_999), other);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect(missing.json().message).toBe('신고할 포럼 글을 찾을 수 없어요. 이미 지워졌을 수 있어요.');
    expect((await send(report('booth_reply', 99_999_999), other)).json().code).toBe('NOT_FOUND');
    // A post its author deleted is gone for reporting too.
    await post('/api/mgmt_expo/forum_delete', { target_type: 'reply', target_no: replyNo }, owner);
    expect((await send(report('booth_reply', replyNo), fan)).json().code).toBe('NOT_FOUND');
    expect((await send(report('booth_forum', threadNo), other)).statusCode).toBe(400);
  });

  it('lists forum reports for operators and hides the post when one is upheld', async () => {
    const { fan, boothNo, threadNo, replyNo } = await forum();
    const op = await buildMember(ctx, { operator: 'admin' });
    const other = await buildMember(ctx);
    await post('/api/mgmt_lounge/report', report('booth_thread', threadNo), other);
    await post('/api/mgmt_lounge/report', report('booth_reply', replyNo), other);

    expect((await post('/api/admin/reports', {}, other)).json().code).toBe('FORBIDDEN');
    const list = (await post('/api/admin/reports', {}, op)).json().list as ReportItem[];
    const onThread = list.find((r) => r.TARGET_TYPE === 'booth_thread' && r.TARGET_NO === threadNo)!;
    expect(onThread).toMatchObject({
      AUTHOR_NO: fan.user.no,
      EXCERPT: '할인 코드 받아 가세요 — 여기로 오세요 http://spam.example',
      CONTENT_URL: `/product/${boothNo}?tab=forum`,
      HIDDEN: false,
    });
    expect(list.find((r) => r.TARGET_TYPE === 'booth_reply')).toMatchObject({
      TARGET_NO: replyNo,
      EXCERPT: '홍보는 안 돼요',
    });

    const resolve = { report_no: onThread.REPORT_NO, status: 'resolved', hide: true };
    expect((await post('/api/admin/resolve', resolve, fan)).json().code).toBe('FORBIDDEN');
    const resolved = (await post('/api/admin/resolve', resolve, op)).json().report as ReportItem;
    expect(resolved).toMatchObject({ STATUS: 'resolved', HIDDEN: true });
    const threads = (await get(`/api/mgmt_expo/forum_threads?booth_no=${boothNo}`, other)).json();
    expect(threads.list[0]).toMatchObject({ THREAD_NO: threadNo, STATE: 'hidden' });

    // The queue's own hide switch works on a reply and shows it again.
    const hide = { target_type: 'booth_reply', target_no: replyNo, hidden: true };
    expect((await post('/api/admin/hide', hide, other)).json().code).toBe('FORBIDDEN');
    expect((await post('/api/admin/hide', hide)).json().code).toBe('E001');
    expect((await post('/api/admin/hide', hide, op)).statusCode).toBe(200);
    const replies = () => get(`/api/mgmt_expo/forum_replies?thread_no=${threadNo}`, other);
    expect((await replies()).json().list[0]).toMatchObject({ REPLY_NO: replyNo, STATE: 'hidden' });
    await post('/api/admin/hide', { ...hide, hidden: false }, op);
    expect((await replies()).json().list[0]).toMatchObject({ STATE: 'live' });
    const gone = await post('/api/admin/hide', { ...hide, target_no: 99_999_999 }, op);
    expect(gone.json().code).toBe('NOT_FOUND');
  });
});
