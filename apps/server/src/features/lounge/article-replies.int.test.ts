import type { Reply } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An editor's article, for replies to hang under. */
async function article(): Promise<{ questNo: number; author: Member }> {
  const author = await buildMember(ctx, { operator: 'editor' });
  const { quest_no } = await buildArticle(ctx, author, {
    title: '라운지와 매거진에 댓글이 열렸어요',
    body: '<p>아티클 아래에서도 메이커들과 이야기를 나눌 수 있어요. 답글과 좋아요도 함께요.</p>',
  });
  return { questNo: quest_no, author };
}

const reply = (questNo: number, body: string, cookie?: string, parentNo?: number) =>
  api.post(
    '/api/mgmt_quest/reply_new',
    { quest_no: questNo, body, ...(parentNo ? { parent_no: parentNo } : {}) },
    cookie,
  );
const list = async (questNo: number, cookie?: string) =>
  (await api.post('/api/mgmt_quest/replies', { quest_no: questNo }, cookie)).json() as {
    list: Reply[];
    count: number;
  };

describe('article replies', () => {
  it('threads replies with one level of answers, tells the author and keeps post threads apart', async () => {
    const { questNo, author } = await article();
    const reader = await buildMember(ctx);
    const other = await buildMember(ctx);

    const first = await reply(
      questNo,
      '읽기 퀘스트 덕분에 끝까지 읽었어요.\n다음 편도 기대할게요!',
      reader.cookie,
    );
    expect(first.statusCode, first.body).toBe(200);
    const firstNo = first.json().reply.REPLY_NO as number;
    expect(first.json().reply.POST_NO).toBe(questNo);
    expect((await reply(questNo, '저도 같은 생각이에요', other.cookie, firstNo)).json().result).toBe(
      'success',
    );
    const answerNo = (await list(questNo)).list[0]!.ANSWERS![0]!.REPLY_NO;
    expect((await reply(questNo, '답글의 답글', other.cookie, answerNo)).json().code).toBe('REPLY_TOO_DEEP');

    const thread = await list(questNo, reader.cookie);
    expect(thread.count).toBe(2);
    expect(thread.list[0]!.BODY_HTML).toContain('<br>');
    expect(thread.list[0]!.IS_MINE).toBe(true);

    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, author.user.no), eq(notifications.kind, 'reply')));
    expect(told.some((n) => n.linkUrl === `/quest/${questNo}` && n.title.includes('아티클'))).toBe(true);

    // A reply of an article cannot be answered under a lounge post, and the other way round.
    const postNo = (
      await api.post(
        '/api/mgmt_lounge/new_upload',
        { post_type: '01', tag: '04', body: '<p>라운지 글이에요. 댓글은 따로 모여요.</p>' },
        reader.cookie,
      )
    ).json().post_no as number;
    const cross = await api.post(
      '/api/mgmt_lounge/reply_new',
      { post_no: postNo, parent_no: firstNo, body: '엇갈린 답글' },
      other.cookie,
    );
    expect(cross.json().code).toBe('VALIDATION');
    expect(
      (await api.post('/api/mgmt_lounge/replies', { post_no: postNo })).json().count,
      'article replies stay out of the post',
    ).toBe(0);
  });

  it('escapes reply text, limits it to 1000 characters and refuses anonymous, missing and hidden threads', async () => {
    const { questNo } = await article();
    const reader = await buildMember(ctx);
    expect((await reply(questNo, '익명 댓글')).json().code).toBe('E001');
    expect((await reply(questNo, 'ㄱ'.repeat(1001), reader.cookie)).json().code).toBe('VALIDATION');
    expect((await reply(questNo, '   ', reader.cookie)).json().code).toBe('VALIDATION');
    expect((await reply(2_000_000, '없는 글', reader.cookie)).json().code).toBe('NOT_FOUND');

    const xss = await reply(questNo, '<img src=x onerror=alert(1)><script>alert(1)</script>', reader.cookie);
    // Replies are plain text: the markup arrives as visible, escaped characters.
    const html = xss.json().reply.BODY_HTML as string;
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const operator = await buildMember(ctx, { operator: 'admin' });
    await api.post(
      '/api/admin/hide',
      { target_type: 'article', target_no: questNo, hidden: true },
      operator.cookie,
    );
    expect((await reply(questNo, '숨겨진 글에 댓글', reader.cookie)).json().code).toBe('POST_DELETED');
    expect((await api.post('/api/mgmt_quest/replies', { quest_no: questNo })).json().code).toBe(
      'POST_DELETED',
    );
  });

  it('removes only one’s own reply, and an operator can hide one (the count follows)', async () => {
    const { questNo } = await article();
    const reader = await buildMember(ctx);
    const other = await buildMember(ctx);
    const no = (await reply(questNo, '지울 댓글이에요', reader.cookie)).json().reply.REPLY_NO as number;
    const hideMe = (await reply(questNo, '숨겨질 댓글이에요', other.cookie)).json().reply.REPLY_NO as number;
    expect(
      (await api.post('/api/mgmt_lounge/reply_remove', { reply_no: no }, other.cookie)).json().code,
    ).toBe('FORBIDDEN');
    expect((await api.post('/api/mgmt_lounge/reply_remove', { reply_no: no })).json().code).toBe('E001');
    expect(
      (await api.post('/api/mgmt_lounge/reply_remove', { reply_no: no }, reader.cookie)).json().result,
    ).toBe('success');
    const operator = await buildMember(ctx, { operator: 'admin' });
    const hidden = await api.post(
      '/api/admin/hide',
      { target_type: 'reply', target_no: hideMe, hidden: true },
      operator.cookie,
    );
    expect(hidden.json().result, hidden.body).toBe('success');
    expect((await list(questNo)).count).toBe(0);
  });
});

describe('article likes', () => {
  it('likes an article once per person, says whether I liked it and refuses anonymous', async () => {
    const { questNo } = await article();
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const like = (cookie: string | undefined, on: boolean) =>
      api.post('/api/mgmt_lounge/likes', { target_type: 'article', target_no: questNo, like: on }, cookie);
    expect((await like(undefined, true)).json().code).toBe('E001');
    expect((await like(a.cookie, true)).json().like_count).toBe(1);
    expect((await like(a.cookie, true)).json().like_count).toBe(1);
    await Promise.all([like(b.cookie, true), like(b.cookie, true)]);
    const profile = (cookie?: string) =>
      api.post('/api/mgmt_lounge/like_profile', { target_type: 'article', target_no: questNo }, cookie);
    const seen = (await profile(a.cookie)).json();
    expect(seen.count).toBe(2);
    expect(seen.mine).toBe(true);
    expect((await profile()).json().mine).toBe(false);
    expect((await like(a.cookie, false)).json().like_count).toBe(1);
    expect((await profile(a.cookie)).json().mine).toBe(false);

    // A reply on the article is liked like any reply.
    const replyNo = (await reply(questNo, '좋은 글 감사해요', b.cookie)).json().reply.REPLY_NO as number;
    const liked = await api.post(
      '/api/mgmt_lounge/likes',
      { target_type: 'reply', target_no: replyNo, like: true },
      a.cookie,
    );
    expect(liked.json().like_count).toBe(1);
    expect((await list(questNo, a.cookie)).list[0]!.IS_LIKED).toBe(true);
    expect(
      (
        await api.post(
          '/api/mgmt_lounge/likes',
          { target_type: 'article', target_no: 2_000_000, like: true },
          a.cookie,
        )
      ).json().code,
    ).toBe('NOT_FOUND');
  });
});
