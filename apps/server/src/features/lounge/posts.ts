/** Writing lounge posts: publishing (new or from a draft), editing, deleting and the repeated-body check. */
import { LOUNGE_LIMITS, type LoungePostInput } from '@sidequest/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { assertCanPost } from '../moderation/sanctions.js';
import { projects } from '../project/schema.js';
import { attachmentColumns, slotAttachments } from '../upload/attachments.js';
import { assertOwnUploads } from '../upload/ownership.js';
import { newMentions, type PreparedBody, prepareRichBody } from './body.js';
import type { RepeatedBody } from './events.js';
import { checkPollInput, createPoll, pollEnd, replacePoll } from './polls.js';
import { loungePosts } from './schema.js';

type PostRow = typeof loungePosts.$inferSelect;

/** `uploads.purpose` of lounge files: attachments and pictures inside a body. */
export const LOUNGE_PURPOSE = { attachment: 'feed_attachment', note: 'note_image' } as const;

export const DRAFT_NOT_FOUND = '찾는 임시 저장 글이 없어요. 삭제되었거나 다른 사람의 글일 수 있어요.';

/** Attachments must be the writer's own feed uploads (or already on the post being edited). */
export async function checkAttachments(
  db: Db,
  userNo: number,
  list: { url: string }[] | undefined,
  existing: PostRow | null,
): Promise<void> {
  if (!list || list.length === 0) return;
  const kept = existing ? slotAttachments(existing).map((a) => a.url) : [];
  await assertOwnUploads(
    db,
    userNo,
    list.map((a) => a.url),
    [LOUNGE_PURPOSE.attachment],
    kept,
  );
}

/** The author's own post for writing; someone else's draft does not exist for them. */
export async function ownPost(db: DbOrTx, userNo: number, postNo: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(loungePosts)
    .where(and(eq(loungePosts.postNo, postNo), isNull(loungePosts.deletedAt)))
    .limit(1);
  if (!row || (row.status === 'draft' && row.userNo !== userNo)) throw fail('NOT_FOUND', DRAFT_NOT_FOUND);
  if (row.userNo !== userNo) throw fail('FORBIDDEN', '내가 쓴 글만 고치거나 지울 수 있어요.');
  return row;
}

async function checkPost(db: Db, user: UserRow, input: LoungePostInput, existing: PostRow | null) {
  await assertCanPost(db, user.userNo);
  if (input.post_type === '03' && !input.poll) {
    throw fail('VALIDATION', '투표 글에는 투표 항목을 2개 이상 만들어 주세요.', {
      poll: '투표 항목을 만들어 주세요.',
    });
  }
  if (input.post_type === '01' && input.poll) {
    throw fail('VALIDATION', '일반 글에는 투표를 넣을 수 없어요. 글 종류를 투표로 바꿔 주세요.', {
      poll: '일반 글이에요.',
    });
  }
  if (input.poll) {
    // A published post's poll keeps its end through an edit (drafts have no poll row yet).
    const keptEnd = existing?.status === 'published' ? await pollEnd(db, existing.postNo) : null;
    checkPollInput(input.poll, keptEnd);
  }
  const body = await prepareRichBody(db, input.body);
  if (
    [...body.text.replace(/\s/g, '')].length < LOUNGE_LIMITS.bodyMinChars &&
    !/<(img|iframe)\b/i.test(body.html)
  ) {
    throw fail('VALIDATION', '내용을 입력해 주세요.', { body: '내용을 입력해 주세요.' });
  }
  await checkAttachments(db, user.userNo, input.attachments, existing);
  return body;
}

/** An earlier live lounge post or project post of the same person with the same normalised body. */
async function findRepeat(
  db: DbOrTx,
  userNo: number,
  hash: string | null,
  postNo: number,
): Promise<RepeatedBody | null> {
  if (!hash) return null;
  const [post] = await db
    .select({ no: loungePosts.postNo })
    .from(loungePosts)
    .where(
      and(
        eq(loungePosts.userNo, userNo),
        eq(loungePosts.bodyHash, hash),
        eq(loungePosts.status, 'published'),
        isNull(loungePosts.deletedAt),
        ne(loungePosts.postNo, postNo),
      ),
    )
    .orderBy(asc(loungePosts.postNo))
    .limit(1);
  if (post) return { kind: 'post', no: post.no };
  const [project] = await db
    .select({ no: projects.projectNo })
    .from(projects)
    .where(
      and(
        eq(projects.leaderNo, userNo),
        eq(projects.bodyHash, hash),
        ne(projects.status, '99'),
        isNull(projects.deletedAt),
      ),
    )
    .limit(1);
  return project ? { kind: 'project', no: project.no } : null;
}

function postValues(input: LoungePostInput, body: PreparedBody) {
  return {
    postType: input.post_type,
    tag: input.tag,
    bodyHtml: body.html,
    bodyText: body.text,
    bodyHash: body.hash,
    ...(input.attachments ? attachmentColumns(input.attachments) : {}),
    draftPoll: null,
  };
}

/**
 * After the post is stored: notes a repeated body and whom the body mentions, then says what
 * happened (moderation queues a repeat, the newly mentioned are notified). `mentionedBefore` are
 * the members an earlier version already mentioned; they are not told again.
 */
async function afterWrite(
  db: Db,
  events: DomainEvents,
  event: 'post.published' | 'post.edited',
  user: UserRow,
  postNo: number,
  body: PreparedBody,
  mentionedBefore: number[],
  tag: string,
): Promise<boolean> {
  const repeatedOf = await findRepeat(db, user.userNo, body.hash, postNo);
  const mentioned = newMentions(body.mentioned, user.userNo, mentionedBefore);
  await db
    .update(loungePosts)
    .set({
      repeatedOf: repeatedOf ? `${repeatedOf.kind}:${repeatedOf.no}` : null,
      mentionedNos: [...new Set([...mentionedBefore, ...mentioned])],
    })
    .where(eq(loungePosts.postNo, postNo));
  await events.emit(event, { postNo, authorNo: user.userNo, tag, repeatedOf });
  if (mentioned.length > 0) {
    await events.emit('member.mentioned', {
      actorNo: user.userNo,
      actorNickname: user.nickname,
      userNos: mentioned,
      in: { kind: 'post', postNo },
    });
  }
  return repeatedOf !== null;
}

export async function publish(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: LoungePostInput & { post_no?: number | undefined },
): Promise<{ postNo: number; flagged: boolean }> {
  const draft = input.post_no ? await ownPost(db, user.userNo, input.post_no) : null;
  if (draft && draft.status !== 'draft')
    throw fail('CONFLICT', '이미 게시된 글이에요. 고치려면 수정에서 해 주세요.');
  const body = await checkPost(db, user, input, draft);
  const postNo = await db.transaction(async (tx) => {
    const now = new Date();
    let no: number;
    if (draft) {
      const done = await tx
        .update(loungePosts)
        .set({ ...postValues(input, body), status: 'published', publishedAt: now, updatedAt: now })
        .where(and(eq(loungePosts.postNo, draft.postNo), eq(loungePosts.status, 'draft')))
        .returning({ no: loungePosts.postNo });
      if (done.length === 0) throw fail('CONFLICT', '이미 게시된 글이에요.');
      no = draft.postNo;
    } else {
      const [row] = await tx
        .insert(loungePosts)
        .values({ ...postValues(input, body), userNo: user.userNo, status: 'published', publishedAt: now })
        .returning({ no: loungePosts.postNo });
      no = row!.no;
    }
    if (input.poll) await createPoll(tx, no, input.poll);
    return no;
  });
  const flagged = await afterWrite(db, events, 'post.published', user, postNo, body, [], input.tag);
  return { postNo, flagged };
}

export async function update(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: LoungePostInput & { post_no: number },
): Promise<{ postNo: number; flagged: boolean }> {
  const existing = await ownPost(db, user.userNo, input.post_no);
  if (existing.status === 'draft') throw fail('CONFLICT', '아직 게시하지 않은 글이에요. 먼저 게시해 주세요.');
  if (existing.hiddenAt) throw fail('POST_DELETED', '운영 정책에 따라 숨겨진 글이라 고칠 수 없어요.');
  if (existing.postType !== input.post_type) {
    throw fail('CONFLICT', '게시한 뒤에는 글 종류(일반 글·투표)를 바꿀 수 없어요. 새 글로 써 주세요.');
  }
  const body = await checkPost(db, user, input, existing);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(loungePosts)
      .set({ ...postValues(input, body), editedAt: now, updatedAt: now })
      .where(eq(loungePosts.postNo, existing.postNo));
    if (input.poll) await replacePoll(tx, existing.postNo, input.poll);
  });
  const flagged = await afterWrite(
    db,
    events,
    'post.edited',
    user,
    existing.postNo,
    body,
    existing.mentionedNos,
    input.tag,
  );
  return { postNo: existing.postNo, flagged };
}

export async function remove(db: Db, events: DomainEvents, user: UserRow, postNo: number): Promise<void> {
  const row = await ownPost(db, user.userNo, postNo);
  await db.update(loungePosts).set({ deletedAt: new Date() }).where(eq(loungePosts.postNo, row.postNo));
  await events.emit('post.deleted', { postNo: row.postNo, authorNo: user.userNo });
}
