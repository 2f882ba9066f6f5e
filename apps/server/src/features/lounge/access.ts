/** Finding a post or reply someone acts on, with the clear codes of issue 6 for the dead ones. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { loungePosts, loungeReplies } from './schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const POST_NOT_FOUND = '찾는 글이 없어요. 주소를 다시 확인해 주세요.';

/**
 * A published post that is still up. A draft is not found for anyone but its author's own calls;
 * a deleted or hidden post answers POST_DELETED so the client can say so rather than "not found".
 */
export async function livePost(db: Db | Tx, postNo: number) {
  const [row] = await db.select().from(loungePosts).where(eq(loungePosts.postNo, postNo)).limit(1);
  if (row?.status !== 'published') throw fail('NOT_FOUND', POST_NOT_FOUND);
  if (row.deletedAt || row.hiddenAt) throw fail('POST_DELETED');
  return row;
}

/** A reply that is still up, on a post that is still up. */
export async function liveReply(db: Db | Tx, replyNo: number) {
  const [row] = await db.select().from(loungeReplies).where(eq(loungeReplies.replyNo, replyNo)).limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 댓글이 없어요. 새로고침한 뒤 다시 확인해 주세요.');
  if (row.deletedAt || row.hiddenAt) {
    throw fail('POST_DELETED', '삭제되었거나 숨겨진 댓글이에요. 새로고침한 뒤 다시 확인해 주세요.');
  }
  await livePost(db, row.postNo);
  return row;
}
