import type { LoungePost } from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPost, loungePostBody } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { follows } from '../profile/schema.js';
import { notifications } from '../notification/schema.js';
import { assertNoScript, XSS_PAYLOADS } from '../../../test/xss.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const load = async (postNo: number, cookie?: string) =>
  (await api.post('/api/mgmt_lounge/load', { post_no: postNo }, cookie)).json().post as LoungePost;

describe('publishing lounge posts', () => {
  it('publishes a tagged post with a mention that links and notifies', async () => {
    const author = await buildMember(ctx);
    const friend = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, author, {
      tag: '02',
      body: `<p>안녕하세요! @[${friend.nickname}]님 덕분에 라운지에 처음 글을 써요. @[없는사람]은 그대로 둬요.</p>`,
    });
    const post = await load(post_no);
    expect(post.POST_TAG).toBe('02');
    expect(post.AUTHOR.USER_NICKNAME).toBe(author.nickname);
    expect(post.AUTHOR.USER_LEVEL).toBe(1);
    expect(post.BODY_HTML).toContain(`href="/people/${encodeURIComponent(friend.nickname)}"`);
    expect(post.BODY_HTML).toContain(`>@${friend.nickname}</a>`);
    expect(post.BODY_HTML).toContain('@[없는사람]');
    // The card's text reads like the page: the member's name, not the typed token.
    expect(post.FEED_TEXT).toContain(`@${friend.nickname}님 덕분에`);
    expect(post.FEED_TEXT).not.toContain(`@[${friend.nickname}]`);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, friend.user.no), eq(notifications.kind, 'mention')));
    expect(told).toHaveLength(1);
    expect(told[0]!.linkUrl).toBe(`/lounge/${post_no}`);

    // An edit sends the stored HTML back: the mention survives, and nobody is told twice.
    const edit = await api.post(
      '/api/mgmt_lounge/update',
      { ...loungePostBody({ tag: '02', body: `${post.BODY_HTML}<p>덧붙여요.</p>` }), post_no },
      author.cookie,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await load(post_no);
    expect(edited.UPDATED).toBe(true);
    expect(edited.BODY_HTML).toContain(`data-user-no="${friend.user.no}"`);
    const again = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, friend.user.no), eq(notifications.kind, 'mention')));
    expect(again).toHaveLength(1);
  });

  it('refuses anonymous, other people and bad input with clear codes', async () => {
    const author = await buildMember(ctx);
    const other = await buildMember(ctx);
    expect((await api.post('/api/mgmt_lounge/new_upload', loungePostBody())).json().code).toBe('E001');
    const bad = await api.post('/api/mgmt_lounge/new_upload', loungePostBody({ tag: '99' }), author.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const empty = await api.post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({ body: '<p> </p>' }),
      author.cookie,
    );
    expect(empty.json().code).toBe('VALIDATION');
    const pollless = await api.post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({ post_type: '03' }),
      author.cookie,
    );
    expect(pollless.json().code).toBe('VALIDATION');

    const { post_no } = await buildPost(ctx, author);
    const edit = { ...loungePostBody({ body: '<p>남의 글을 고쳐 보려는 시도예요.</p>' }), post_no };
    expect((await api.post('/api/mgmt_lounge/update', edit)).json().code).toBe('E001');
    expect((await api.post('/api/mgmt_lounge/update', edit, other.cookie)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/mgmt_lounge/remove', { post_no })).json().code).toBe('E001');
    expect((await api.post('/api/mgmt_lounge/remove', { post_no }, other.cookie)).json().code).toBe(
      'FORBIDDEN',
    );
    const typeChange = await api.post(
      '/api/mgmt_lounge/update',
      { ...loungePostBody({ post_type: '03', poll: { options: ['가', '나'] } }), post_no },
      author.cookie,
    );
    expect(typeChange.json().code).toBe('CONFLICT');

    expect((await api.post('/api/mgmt_lounge/remove', { post_no }, author.cookie)).statusCode).toBe(200);
    const gone = await api.post('/api/mgmt_lounge/load', { post_no });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('POST_DELETED');
    const reply = await api.post(
      '/api/mgmt_lounge/reply_new',
      { post_no, body: '늦게 봤어요!' },
      other.cookie,
    );
    expect(reply.json().code).toBe('POST_DELETED');
    expect((await api.post('/api/mgmt_lounge/load', { post_no: 999999 })).json().code).toBe('NOT_FOUND');
  });

  it('strips every known XSS payload from posts and keeps only YouTube players', async () => {
    const author = await buildMember(ctx);
    // The player comes first: an unclosed <style> payload swallows whatever follows it (safely).
    const body = `<p>영상으로 정리했어요.</p><iframe src="https://youtu.be/dQw4w9WgXcQ?t=90"></iframe>${XSS_PAYLOADS.join('')}`;
    const { post_no } = await buildPost(ctx, author, { body });
    const html = (await load(post_no)).BODY_HTML;
    expect(assertNoScript(html)).toEqual([]);
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=90"');
    expect(html).not.toContain('evil.example');
  });
});

describe('drafts', () => {
  it('saves a partial draft only its author sees and publishes it', async () => {
    const author = await buildMember(ctx);
    const other = await buildMember(ctx);
    const saved = await api.post('/api/mgmt_lounge/temp', { body: '<p>쓰다 만 글</p>' }, author.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const postNo = saved.json().post_no as number;
    const more = await api.post(
      '/api/mgmt_lounge/temp',
      { post_no: postNo, post_type: '03', tag: '08', poll: { options: ['리액트', '스벨트'] } },
      author.cookie,
    );
    expect(more.statusCode, more.body).toBe(200);
    const drafts = (await api.get('/api/mgmt_lounge/temp', author.cookie)).json().drafts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0].POLL.options).toEqual(['리액트', '스벨트']);
    expect((await api.get('/api/mgmt_lounge/temp', other.cookie)).json().drafts).toHaveLength(0);
    expect((await api.post('/api/mgmt_lounge/load', { post_no: postNo })).json().code).toBe('NOT_FOUND');
    const steal = await api.post(
      '/api/mgmt_lounge/temp',
      { post_no: postNo, body: '<p>내 거</p>' },
      other.cookie,
    );
    expect(steal.json().code).toBe('NOT_FOUND');
    const stealPublish = await api.post(
      '/api/mgmt_lounge/new_upload',
      { ...loungePostBody(), post_no: postNo },
      other.cookie,
    );
    expect(stealPublish.json().code).toBe('NOT_FOUND');

    const pub = await api.post(
      '/api/mgmt_lounge/new_upload',
      {
        post_no: postNo,
        post_type: '03',
        tag: '08',
        body: '<p>새 프로젝트 프론트엔드, 무엇으로 할까요?</p>',
        poll: { options: ['리액트', '스벨트'] },
      },
      author.cookie,
    );
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().post_no).toBe(postNo);
    expect((await api.get('/api/mgmt_lounge/temp', author.cookie)).json().drafts).toHaveLength(0);
    expect((await load(postNo)).POLL?.OPTIONS).toHaveLength(2);
  });
});

describe('the feed', () => {
  it('pages newest first with a cursor, filters by tag, cuts text at 120 and shows the following feed', async () => {
    const writer = await buildMember(ctx);
    const reader = await buildMember(ctx);
    const long = '오늘은 배포 자동화를 붙였어요. '.repeat(12);
    const mine: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      mine.push((await buildPost(ctx, writer, { tag: '21', body: `<p>${i}번째 로그. ${long}</p>` })).post_no);
    }
    const first = await api.post('/api/mgmt_lounge/postings', { tag: '21', size: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { list: LoungePost[]; next_cursor: string };
    expect(page1.list.map((p) => p.POST_NO)).toEqual([mine[4], mine[3]]);
    expect(page1.list[0]!.IS_CUT).toBe(true);
    expect([...page1.list[0]!.FEED_TEXT.replace('…', '')].length).toBeLessThanOrEqual(120);
    const page2 = (
      await api.post('/api/mgmt_lounge/postings', { tag: '21', size: 2, cursor: page1.next_cursor })
    ).json();
    expect(page2.list.map((p: LoungePost) => p.POST_NO)).toEqual([mine[2], mine[1]]);
    const bad = await api.post('/api/mgmt_lounge/postings', { cursor: 'abc' });
    expect(bad.json().code).toBe('VALIDATION');

    expect((await api.post('/api/profile/load_following_post', {})).json().code).toBe('E001');
    const none = (await api.post('/api/profile/load_following_post', {}, reader.cookie)).json();
    expect(none.list).toHaveLength(0);
    await ctx.database.db.insert(follows).values({ followerNo: reader.user.no, followeeNo: writer.user.no });
    const following = (await api.post('/api/profile/load_following_post', { size: 3 }, reader.cookie)).json();
    expect(following.list.map((p: LoungePost) => p.POST_NO)).toEqual([mine[4], mine[3], mine[2]]);
    expect(following.list[0].AUTHOR.IS_FOLLOWING).toBe(true);
  });
});

describe('attachments', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#12845a' } })
      .png()
      .toBuffer();
  const form = (data: Buffer, name: string, type: string, fields: Record<string, string> = {}) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    fd.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return fd;
  };

  it('attaches own uploads (up to 5), refuses someone else’s file, and appends with feedUpdate', async () => {
    const author = await buildMember(ctx);
    const other = await buildMember(ctx);
    expect(
      (await api.post('/api/upload/feedUpload', form(await png(), 'a.png', 'image/png'))).json().code,
    ).toBe('E001');
    const up = await api.post(
      '/api/upload/feedUpload',
      form(await png(), '화면.png', 'image/png'),
      author.cookie,
    );
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json() as { FILE_URL: string; FILE_NAME: string };
    const theirs = await api.post(
      '/api/mgmt_lounge/new_upload',
      loungePostBody({ attachments: [{ url: file.FILE_URL, name: file.FILE_NAME }] }),
      other.cookie,
    );
    expect(theirs.json().code).toBe('FORBIDDEN');
    const { post_no } = await buildPost(ctx, author, {
      attachments: [{ url: file.FILE_URL, name: '화면.png' }],
    });
    const post = await load(post_no);
    expect(post.FEED_ATTACHMENT_URL1).toBe(file.FILE_URL);
    expect(post.FEED_ATTACHMENT_NAME1).toBe('화면.png');

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const add = await api.post(
      '/api/upload/feedUpdate',
      form(pdf, '기획서.pdf', 'application/pdf', { post_no: String(post_no) }),
      author.cookie,
    );
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().post.FEED_ATTACHMENT_NAME2).toBe('기획서.pdf');
    const notMine = await api.post(
      '/api/upload/feedUpdate',
      form(pdf, 'x.pdf', 'application/pdf', { post_no: String(post_no) }),
      other.cookie,
    );
    expect(notMine.json().code).toBe('FORBIDDEN');
    for (let i = 0; i < 3; i += 1) {
      await api.post(
        '/api/upload/feedUpdate',
        form(pdf, `${i}.pdf`, 'application/pdf', { post_no: String(post_no) }),
        author.cookie,
      );
    }
    const sixth = await api.post(
      '/api/upload/feedUpdate',
      form(pdf, '6.pdf', 'application/pdf', { post_no: String(post_no) }),
      author.cookie,
    );
    expect(sixth.json().code).toBe('TOO_MANY_ATTACHMENTS');

    const note = await api.post(
      '/api/upload/noteUpload',
      form(await png(), '본문.png', 'image/png'),
      author.cookie,
    );
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().FILE_URL).toMatch(/^\/uploads\//);
  });
});

describe('the post page', () => {
  it('previews a post link with its tag and first words, and answers 404 for a deleted one', async () => {
    const author = await buildMember(ctx);
    const { post_no } = await buildPost(ctx, author, {
      tag: '05',
      body: '<p>드디어 첫 출시를 했어요! 함께해 준 팀원들에게 고마워요.</p>',
    });
    const page = await api.get(`/lounge/${post_no}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>[성과 공유] 드디어 첫 출시를 했어요! 함께해 준 팀원들에게 고마워요. | 사이드퀘스트 라운지</title>',
    );
    await api.post('/api/mgmt_lounge/remove', { post_no }, author.cookie);
    expect((await api.get(`/lounge/${post_no}`)).statusCode).toBe(404);
  });
});
