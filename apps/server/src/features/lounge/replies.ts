/**
 * Replies (≤1000 characters) with one level of answers, on lounge posts and on magazine articles
 * alike (a Thread says which). A new reply is announced as `reply.written`.
 */
import type { Reply } from '@sidequest/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { assertCanPost } from '../moderation/sanctions.js';
import { profiles } from '../profile/schema.js';
import { liveReply, liveThread, type Thread, threadOf } from './access.js';
import { prepareReplyBody } from './body.js';
import { authorFields, toAuthor } from './cards.js';
import { loungePosts, loungeReplies } from './schema.js';

function replyFields(viewerNo: number | null) {
  return {
    ...authorFields(viewerNo),
    replyNo: loungeReplies.replyNo,
    postNo: loungeReplies.postNo,
    articleNo: loungeReplies.articleNo,
    parentNo: loungeReplies.parentNo,
    bodyHtml: loungeReplies.bodyHtml,
    likeCount: loungeReplies.likeCount,
    deletedAt: loungeReplies.deletedAt,
    hiddenAt: loungeReplies.hiddenAt,
    createdAt: loungeReplies.createdAt,
    isLiked: sql<boolean>`exists(select 1 from lounge_likes l where l.target_type = 'reply'
      and l.target_no = ${loungeReplies.replyNo} and l.user_no = ${viewerNo ?? 0})`.mapWith(Boolean),
  };
}

function selectReplies(db: Db, viewerNo: number | null) {
  return db
    .select(replyFields(viewerNo))
    .from(loungeReplies)
    .innerJoin(users, eq(users.userNo, loungeReplies.userNo))
    .leftJoin(profiles, eq(profiles.userNo, loungeReplies.userNo));
}

function threadWhere(thread: Thread) {
  return thread.kind === 'post'
    ? eq(loungeReplies.postNo, thread.no)
    : eq(loungeReplies.articleNo, thread.no);
}

/** A post keeps a reply counter for its feed card; an article page counts its replies when read. */
function moveReplyCount(tx: Pick<Db, 'update'>, thread: Thread, delta: 1 | -1) {
  if (thread.kind !== 'post') return;
  return tx
    .update(loungePosts)
    .set({ replyCount: sql`greatest(${loungePosts.replyCount} + ${delta}, 0)` })
    .where(eq(loungePosts.postNo, thread.no));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReplies>['execute']>>[number];

function toReply(r: Row, viewerNo: number | null): Reply {
  const gone = r.deletedAt !== null || r.hiddenAt !== null;
  return {
    REPLY_NO: r.replyNo,
    POST_NO: threadOf(r).no,
    PARENT_NO: r.parentNo,
    AUTHOR: toAuthor(r, viewerNo),
    BODY_HTML: gone ? '' : r.bodyHtml,
    DELETED: gone,
    CREATE_TIME: r.createdAt.toISOString(),
    LIKE_COUNT: r.likeCount,
    IS_LIKED: r.isLiked,
    IS_MINE: viewerNo === r.authorNo,
  };
}

/**
 * Top-level replies with their answers, oldest first. A removed reply that still has answers
 * stays as an empty "deleted" line so the answers keep their place; otherwise it disappears.
 */
export async function listReplies(db: Db, viewerNo: number | null, thread: Thread) {
  await liveThread(db, thread);
  const rows = await selectReplies(db, viewerNo)
    .where(threadWhere(thread))
    .orderBy(asc(loungeReplies.replyNo));
  const live = (r: Row) => r.deletedAt === null && r.hiddenAt === null;
  const answersOf = new Map<number, Reply[]>();
  for (const r of rows) {
    if (r.parentNo === null || !live(r)) continue;
    const list = answersOf.get(r.parentNo) ?? [];
    list.push(toReply(r, viewerNo));
    answersOf.set(r.parentNo, list);
  }
  const list: Reply[] = [];
  for (const r of rows) {
    if (r.parentNo !== null) continue;
    const answers = answersOf.get(r.replyNo) ?? [];
    if (!live(r) && answers.length === 0) continue;
    list.push({ ...toReply(r, viewerNo), ANSWERS: answers });
  }
  return { list, count: rows.filter(live).length };
}

export async function addReply(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { thread: Thread; parent_no?: number | undefined; body: string },
): Promise<Reply> {
  await assertCanPost(db, user.userNo);
  const thread = await liveThread(db, input.thread);
  let parent: Awaited<ReturnType<typeof liveReply>> | null = null;
  if (input.parent_no !== undefined) {
    parent = await liveReply(db, input.parent_no);
    const of = threadOf(parent);
    if (of.kind !== thread.kind || of.no !== thread.no) {
      throw fail('VALIDATION', '이 글의 댓글에만 답글을 달 수 있어요.');
    }
    if (parent.parentNo !== null) throw fail('REPLY_TOO_DEEP');
  }
  const body = await prepareReplyBody(db, input.body);
  const replyNo = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loungeReplies)
      .values({
        postNo: thread.kind === 'post' ? thread.no : null,
        articleNo: thread.kind === 'article' ? thread.no : null,
        parentNo: parent?.replyNo ?? null,
        userNo: user.userNo,
        body: input.body,
        bodyHtml: body.html,
      })
      .returning({ no: loungeReplies.replyNo });
    await moveReplyCount(tx, thread, 1);
    return row!.no;
  });
  await events.emit('reply.written', {
    replyNo,
    thread: { kind: thread.kind, no: thread.no },
    authorNo: user.userNo,
    authorNickname: user.nickname,
    body: input.body,
    parentAuthorNo: parent?.userNo ?? null,
    threadOwnerNo: thread.ownerNo,
    mentionedNos: body.mentioned.map((m) => m.userNo),
  });
  const [row] = await selectReplies(db, user.userNo).where(eq(loungeReplies.replyNo, replyNo));
  return { ...toReply(row!, user.userNo), ...(parent ? {} : { ANSWERS: [] }) };
}

export async function removeReply(db: Db, user: UserRow, replyNo: number): Promise<void> {
  const [row] = await db
    .select()
    .from(loungeReplies)
    .where(and(eq(loungeReplies.replyNo, replyNo), isNull(loungeReplies.deletedAt)))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 댓글이 없어요. 이미 지워졌을 수 있어요.');
  if (row.userNo !== user.userNo) throw fail('FORBIDDEN', '내가 쓴 댓글만 지울 수 있어요.');
  await db.transaction(async (tx) => {
    const done = await tx
      .update(loungeReplies)
      .set({ deletedAt: new Date() })
      .where(and(eq(loungeReplies.replyNo, replyNo), isNull(loungeReplies.deletedAt)))
      .returning({ no: loungeReplies.replyNo });
    // A hidden reply was already taken out of the count when it was hidden.
    if (done.length === 0 || row.hiddenAt) return;
    await moveReplyCount(tx, threadOf(row), -1);
  });
}
