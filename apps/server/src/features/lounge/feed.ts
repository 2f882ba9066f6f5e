/**
 * The lounge feed (newest first, filtered by tag) and the 팔로잉 feed, paged with a keyset cursor:
 * the cursor is the last post number, and the next page continues below that row's
 * (published_at, post_no) exactly as stored, so nothing is skipped or repeated.
 */
import type { LoungePost } from '@sidequest/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { POST_NOT_FOUND } from './access.js';
import { selectPosts, toCards, visiblePost } from './cards.js';
import { loungePosts } from './schema.js';

export interface FeedQuery {
  tag?: string | undefined;
  cursor?: string | undefined;
  size: number;
}

function cursorFilter(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const no = Number(cursor);
  if (!Number.isInteger(no) || no <= 0 || no > 2_147_483_647) {
    throw fail('VALIDATION', '목록을 이어서 불러오지 못했어요. 새로고침해 주세요.');
  }
  return sql`(${loungePosts.publishedAt}, ${loungePosts.postNo}) <
    (select p.published_at, p.post_no from lounge_posts p where p.post_no = ${no})`;
}

/** `nulls last` matches the feed indexes exactly (drizzle writes `desc` indexes as nulls last). */
const FEED_ORDER = [
  sql`${loungePosts.publishedAt} desc nulls last`,
  sql`${loungePosts.postNo} desc nulls last`,
];

/**
 * Two steps: first the page's post numbers from lounge_posts alone (the planner walks the partial
 * feed index and stops after `size + 1` rows), then the cards for just those posts. Joined in one
 * query, PostgreSQL would rather hash-join every visible post with its author and sort them all.
 */
async function page(db: Db, viewerNo: number | null, q: FeedQuery, extra?: SQL) {
  const ids = await db
    .select({ postNo: loungePosts.postNo })
    .from(loungePosts)
    .where(and(visiblePost(), q.tag ? eq(loungePosts.tag, q.tag) : undefined, cursorFilter(q.cursor), extra))
    .orderBy(...FEED_ORDER)
    .limit(q.size + 1);
  const shownNos = ids.slice(0, q.size).map((r) => r.postNo);
  const rows =
    shownNos.length > 0 ? await selectPosts(db, viewerNo).where(inArray(loungePosts.postNo, shownNos)) : [];
  const order = new Map(shownNos.map((no, i) => [no, i]));
  rows.sort((a, b) => order.get(a.postNo)! - order.get(b.postNo)!);
  return {
    list: await toCards(db, rows, viewerNo),
    next_cursor: ids.length > q.size ? String(shownNos.at(-1)!) : null,
  };
}

export function feed(db: Db, viewerNo: number | null, q: FeedQuery) {
  return page(db, viewerNo, q);
}

/** Posts of the people the viewer follows (load_following_post). */
export function followingFeed(db: Db, viewerNo: number, q: FeedQuery) {
  return page(
    db,
    viewerNo,
    q,
    sql`${loungePosts.userNo} in (select f.followee_no from follows f where f.follower_no = ${viewerNo})`,
  );
}

export async function loadPost(db: Db, viewerNo: number | null, postNo: number): Promise<LoungePost> {
  const [row] = await selectPosts(db, viewerNo).where(eq(loungePosts.postNo, postNo)).limit(1);
  const [raw] = row
    ? await db
        .select({
          status: loungePosts.status,
          deletedAt: loungePosts.deletedAt,
          hiddenAt: loungePosts.hiddenAt,
        })
        .from(loungePosts)
        .where(eq(loungePosts.postNo, postNo))
    : [];
  if (!row || !raw || raw.status !== 'published') throw fail('NOT_FOUND', POST_NOT_FOUND);
  if (raw.deletedAt || raw.hiddenAt) throw fail('POST_DELETED');
  return (await toCards(db, [row], viewerNo))[0]!;
}
