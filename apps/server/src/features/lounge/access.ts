/** Finding a post, article or reply someone acts on, with the clear codes of issue 6 for the dead ones. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { magazineArticles } from '../magazine/schema.js';
import { loungePosts, loungeReplies } from './schema.js';

export const POST_NOT_FOUND = '찾는 글이 없어요. 주소를 다시 확인해 주세요.';

/** What replies hang under: a lounge post or a magazine article. */
export type Thread = { kind: 'post'; no: number } | { kind: 'article'; no: number };

export interface LiveThread {
  kind: Thread['kind'];
  no: number;
  /** Who wrote the post or article (and is told about replies). */
  ownerNo: number;
}

/**
 * A published post that is still up. A draft is not found for anyone but its author's own calls;
 * a deleted or hidden post answers POST_DELETED so the client can say so rather than "not found".
 */
export async function livePost(db: DbOrTx, postNo: number) {
  const [row] = await db.select().from(loungePosts).where(eq(loungePosts.postNo, postNo)).limit(1);
  if (row?.status !== 'published') throw fail('NOT_FOUND', POST_NOT_FOUND);
  if (row.deletedAt || row.hiddenAt) throw fail('POST_DELETED');
  return row;
}

/** A published article that is still up (the same rule as posts). */
export async function liveArticle(db: DbOrTx, articleNo: number) {
  const [row] = await db
    .select({
      userNo: magazineArticles.userNo,
      status: magazineArticles.status,
      deletedAt: magazineArticles.deletedAt,
      hiddenAt: magazineArticles.hiddenAt,
    })
    .from(magazineArticles)
    .where(eq(magazineArticles.articleNo, articleNo))
    .limit(1);
  if (row?.status !== 'published')
    throw fail('NOT_FOUND', '찾는 아티클이 없어요. 주소를 다시 확인해 주세요.');
  if (row.deletedAt || row.hiddenAt) {
    throw fail('POST_DELETED', '삭제되었거나 숨겨진 아티클이에요. 다른 글을 둘러봐 주세요.');
  }
  return row;
}

export async function liveThread(db: DbOrTx, thread: Thread): Promise<LiveThread> {
  if (thread.kind === 'post') {
    const post = await livePost(db, thread.no);
    return { ...thread, ownerNo: post.userNo };
  }
  const article = await liveArticle(db, thread.no);
  return { ...thread, ownerNo: article.userNo };
}

/** The thread a reply row belongs to (exactly one of the two columns is set: a CHECK says so). */
export function threadOf(row: { postNo: number | null; articleNo: number | null }): Thread {
  return row.postNo !== null ? { kind: 'post', no: row.postNo } : { kind: 'article', no: row.articleNo! };
}

/** A reply that is still up, in a thread that is still up. */
export async function liveReply(db: DbOrTx, replyNo: number) {
  const [row] = await db.select().from(loungeReplies).where(eq(loungeReplies.replyNo, replyNo)).limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 댓글이 없어요. 새로고침한 뒤 다시 확인해 주세요.');
  if (row.deletedAt || row.hiddenAt) {
    throw fail('POST_DELETED', '삭제되었거나 숨겨진 댓글이에요. 새로고침한 뒤 다시 확인해 주세요.');
  }
  await liveThread(db, threadOf(row));
  return row;
}
