/**
 * Turning lounge rows into the records the web shows: the author line, a feed card with the
 * viewer's like state, reactions and poll. A page of cards is one statement (`selectCards`).
 */
import {
  type Author,
  cutFeedText,
  levelForExp,
  type LoungePost,
  type LoungePostTagCode,
  type PostTypeCode,
  reactionEmotes,
} from '@sidequest/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import type { AttachmentSlots } from '../upload/attachments.js';
import { pollJson, type RawPoll, toPoll } from './polls.js';
import { loungePosts } from './schema.js';

/** Author columns for any select that joins users and left-joins profiles. */

/** A card's five FEED_ATTACHMENT_URL/NAME pairs, from the post's attachment columns (feed and drafts). */
export function feedAttachments(r: AttachmentSlots) {
  return {
    FEED_ATTACHMENT_URL1: r.attachUrl1,
    FEED_ATTACHMENT_NAME1: r.attachName1,
    FEED_ATTACHMENT_URL2: r.attachUrl2,
    FEED_ATTACHMENT_NAME2: r.attachName2,
    FEED_ATTACHMENT_URL3: r.attachUrl3,
    FEED_ATTACHMENT_NAME3: r.attachName3,
    FEED_ATTACHMENT_URL4: r.attachUrl4,
    FEED_ATTACHMENT_NAME4: r.attachName4,
    FEED_ATTACHMENT_URL5: r.attachUrl5,
    FEED_ATTACHMENT_NAME5: r.attachName5,
  };
}

export function authorFields(viewerNo: number | null, userNo: SQL | typeof users.userNo = users.userNo) {
  return {
    authorNo: users.userNo,
    authorNickname: sql<string | null>`case when ${users.status} = 'active' then ${users.nickname} end`,
    authorImg: sql<string | null>`case when ${users.status} = 'active' then ${users.imgUrl} end`,
    authorExp: sql<number>`coalesce(${profiles.exp}, 0)`.mapWith(Number),
    authorFollowed: sql<boolean>`exists(select 1 from follows f
      where f.follower_no = ${viewerNo ?? 0} and f.followee_no = ${userNo})`.mapWith(Boolean),
  };
}

export interface AuthorCols {
  authorNo: number;
  authorNickname: string | null;
  authorImg: string | null;
  authorExp: number;
  authorFollowed: boolean;
}

export function toAuthor(r: AuthorCols, viewerNo: number | null): Author {
  return {
    USER_NO: r.authorNo,
    USER_NICKNAME: r.authorNickname,
    USER_IMG_URL: r.authorImg,
    USER_LEVEL: levelForExp(r.authorExp).level,
    IS_FOLLOWING: viewerNo !== r.authorNo && r.authorFollowed,
  };
}

/** The post columns a card needs, with the viewer's like state. */
export function postFields(viewerNo: number | null) {
  return {
    ...authorFields(viewerNo),
    postNo: loungePosts.postNo,
    postType: loungePosts.postType,
    tag: loungePosts.tag,
    bodyHtml: loungePosts.bodyHtml,
    bodyText: loungePosts.bodyText,
    attachUrl1: loungePosts.attachUrl1,
    attachName1: loungePosts.attachName1,
    attachUrl2: loungePosts.attachUrl2,
    attachName2: loungePosts.attachName2,
    attachUrl3: loungePosts.attachUrl3,
    attachName3: loungePosts.attachName3,
    attachUrl4: loungePosts.attachUrl4,
    attachName4: loungePosts.attachName4,
    attachUrl5: loungePosts.attachUrl5,
    attachName5: loungePosts.attachName5,
    likeCount: loungePosts.likeCount,
    replyCount: loungePosts.replyCount,
    publishedAt: loungePosts.publishedAt,
    createdAt: loungePosts.createdAt,
    editedAt: loungePosts.editedAt,
    isLiked: sql<boolean>`exists(select 1 from lounge_likes l where l.target_type = 'post'
      and l.target_no = ${loungePosts.postNo} and l.user_no = ${viewerNo ?? 0})`.mapWith(Boolean),
  };
}

/** One post's reactions as `[emote, count, mine]` triples (null when nobody reacted). */
function reactionsJson(postNo: SQL | typeof loungePosts.postNo, viewerNo: number | null) {
  return sql<[string, number, boolean][] | null>`(select json_agg(json_build_array(r.emote, r.n, r.mine))
    from (select x.emote, count(*)::int as n, bool_or(x.user_no = ${viewerNo ?? 0}) as mine
      from lounge_reactions x where x.post_no = ${postNo} group by x.emote) r)`;
}

export type ReactionCount = LoungePost['REACTIONS'][number];

/** Counts per emote (every emote listed, in catalogue order) and whether the viewer used it. */
function toReactions(raw: [string, number, boolean][] | null): ReactionCount[] {
  return reactionEmotes.codes.map((emote) => {
    const r = raw?.find((x) => x[0] === emote);
    return { EMOTE: emote, COUNT: r?.[1] ?? 0, MINE: r?.[2] ?? false };
  });
}

/** The reactions of some posts, in one query. */
export async function reactionCounts(db: Db, postNos: number[], viewerNo: number | null) {
  const out = new Map<number, ReactionCount[]>();
  if (postNos.length === 0) return out;
  const rows = await db
    // Qualified: a bare "post_no" inside the subquery would name the reactions' own column.
    .select({ postNo: loungePosts.postNo, reactions: reactionsJson(sql`${loungePosts}.post_no`, viewerNo) })
    .from(loungePosts)
    .where(inArray(loungePosts.postNo, postNos));
  const byNo = new Map(rows.map((r) => [r.postNo, r.reactions]));
  for (const no of postNos) out.set(no, toReactions(byNo.get(no) ?? null));
  return out;
}

/**
 * The columns of a whole card: the post with its author, the viewer's like, the reactions and
 * (type 03) the poll. The reactions and the poll are correlated subqueries aggregated to JSON, run
 * only for the rows returned, so a page of cards is one statement whatever its size.
 */
export function cardFields(viewerNo: number | null) {
  return {
    ...postFields(viewerNo),
    status: loungePosts.status,
    deletedAt: loungePosts.deletedAt,
    hiddenAt: loungePosts.hiddenAt,
    reactions: reactionsJson(loungePosts.postNo, viewerNo),
    poll: sql<RawPoll | null>`case when ${loungePosts.postType} = '03'
      then ${pollJson(loungePosts.postNo, viewerNo)} end`,
  };
}

/** A select of cards; profiles may be missing for half-registered authors. */
export function selectCards(db: Db, viewerNo: number | null) {
  return db
    .select(cardFields(viewerNo))
    .from(loungePosts)
    .innerJoin(users, eq(users.userNo, loungePosts.userNo))
    .leftJoin(profiles, eq(profiles.userNo, loungePosts.userNo));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** A row of `selectCards` → the card the web shows. */
export function toCard(r: CardRow, viewerNo: number | null, now = Date.now()): LoungePost {
  const cut = cutFeedText(r.bodyText);
  return {
    POST_NO: r.postNo,
    POST_TYPE: r.postType as PostTypeCode,
    POST_TAG: (r.tag ?? '09') as LoungePostTagCode,
    AUTHOR: toAuthor(r, viewerNo),
    CREATE_TIME: (r.publishedAt ?? r.createdAt).toISOString(),
    UPDATED: r.editedAt !== null,
    FEED_TEXT: cut,
    IS_CUT: cut !== r.bodyText.replace(/\s+/g, ' ').trim(),
    BODY_HTML: r.bodyHtml,
    ...feedAttachments(r),
    LIKE_COUNT: r.likeCount,
    REPLY_COUNT: r.replyCount,
    IS_LIKED: r.isLiked,
    IS_MINE: viewerNo === r.authorNo,
    REACTIONS: toReactions(r.reactions),
    POLL: r.poll ? toPoll(r.postNo, r.poll, now) : null,
  };
}

/** A published post everyone may see (not deleted, not hidden). */
export function visiblePost(): SQL {
  return and(
    eq(loungePosts.status, 'published'),
    sql`${loungePosts.deletedAt} is null`,
    sql`${loungePosts.hiddenAt} is null`,
  )!;
}
