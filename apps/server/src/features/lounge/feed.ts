/**
 * The lounge feed (newest first, filtered by tag) and the 팔로잉 feed, paged with a keyset cursor:
 * the cursor is the last post number, and the next page continues below that row's
 * (published_at, post_no) exactly as stored, so nothing is skipped or repeated.
 */
import type { LoungePost } from '@sidequest/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { POST_NOT_FOUND } from './access.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { cardFields, selectCards, toCard, visiblePost } from './cards.js';
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
 * One statement: a CTE takes the page's post numbers from lounge_posts alone (the planner walks the
 * partial feed index and stops after `size + 1` rows), then the cards are built for just those
 * rows, their reactions and polls aggregated to JSON by correlated subqueries. Joined without
 * the CTE, PostgreSQL would rather hash-join every visible post with its author and sort them all.
 * The CTE is read twice (the page and its `size + 1` count), so PostgreSQL materialises it.
 */
async function page(db: Db, viewerNo: number | null, q: FeedQuery, extra?: SQL) {
  const ids = db.$with('ids').as(
    db
      .select({ postNo: sql<number>`${loungePosts.postNo}`.as('id_no') })
      .from(loungePosts)
      .where(
        and(visiblePost(), q.tag ? eq(loungePosts.tag, q.tag) : undefined, cursorFilter(q.cursor), extra),
      )
      .orderBy(...FEED_ORDER)
      .limit(q.size + 1),
  );
  const rows = await db
    .with(ids)
    .select({ ...cardFields(viewerNo), found: sql<number>`(select count(*) from ${ids})`.mapWith(Number) })
    .from(ids)
    .innerJoin(loungePosts, eq(loungePosts.postNo, ids.postNo))
    .innerJoin(users, eq(users.userNo, loungePosts.userNo))
    .leftJoin(profiles, eq(profiles.userNo, loungePosts.userNo))
    .orderBy(...FEED_ORDER)
    .limit(q.size);
  const now = Date.now();
  const list = rows.map((r) => toCard(r, viewerNo, now));
  return {
    list,
    next_cursor: (rows[0]?.found ?? 0) > q.size ? String(list.at(-1)!.POST_NO) : null,
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
  const [row] = await selectCards(db, viewerNo).where(eq(loungePosts.postNo, postNo)).limit(1);
  if (row?.status !== 'published') throw fail('NOT_FOUND', POST_NOT_FOUND);
  if (row.deletedAt || row.hiddenAt) throw fail('POST_DELETED');
  return toCard(row, viewerNo);
}
