/**
 * Turning lounge rows into the records the web shows: the author line, a feed card with the
 * viewer's like state, reactions and poll. Everything for a page is loaded in a fixed number of
 * queries (correlated subqueries and one batched query per kind), whatever the page size.
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
import { pollViews } from './polls.js';
import { loungePosts, loungeReactions } from './schema.js';

/** Author columns for any select that joins users and left-joins profiles. */
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

/** A select of post cards: posts with their author (profiles may be missing for half-registered ones). */
export function selectPosts(db: Db, viewerNo: number | null) {
  return db
    .select(postFields(viewerNo))
    .from(loungePosts)
    .innerJoin(users, eq(users.userNo, loungePosts.userNo))
    .leftJoin(profiles, eq(profiles.userNo, loungePosts.userNo));
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export type ReactionCount = LoungePost['REACTIONS'][number];

/** Counts per emote (every emote listed, in catalogue order) and whether the viewer used it. */
export async function reactionCounts(db: Db, postNos: number[], viewerNo: number | null) {
  const out = new Map<number, ReactionCount[]>();
  if (postNos.length === 0) return out;
  const rows = await db
    .select({
      postNo: loungeReactions.postNo,
      emote: loungeReactions.emote,
      n: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${loungeReactions.userNo} = ${viewerNo ?? 0})`,
    })
    .from(loungeReactions)
    .where(inArray(loungeReactions.postNo, postNos))
    .groupBy(loungeReactions.postNo, loungeReactions.emote);
  for (const no of postNos) {
    out.set(
      no,
      reactionEmotes.codes.map((emote) => {
        const r = rows.find((x) => x.postNo === no && x.emote === emote);
        return { EMOTE: emote, COUNT: r?.n ?? 0, MINE: r?.mine ?? false };
      }),
    );
  }
  return out;
}

/** Rows of one page → cards, with reactions and polls loaded in one batch each. */
export async function toCards(db: Db, rows: PostRow[], viewerNo: number | null): Promise<LoungePost[]> {
  const nos = rows.map((r) => r.postNo);
  const [reactions, polls] = await Promise.all([
    reactionCounts(db, nos, viewerNo),
    pollViews(
      db,
      rows.filter((r) => r.postType === '03').map((r) => r.postNo),
      viewerNo,
    ),
  ]);
  return rows.map((r) => {
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
      LIKE_COUNT: r.likeCount,
      REPLY_COUNT: r.replyCount,
      IS_LIKED: r.isLiked,
      IS_MINE: viewerNo === r.authorNo,
      REACTIONS: reactions.get(r.postNo) ?? [],
      POLL: polls.get(r.postNo) ?? null,
    };
  });
}

/** A published post everyone may see (not deleted, not hidden). */
export function visiblePost(): SQL {
  return and(
    eq(loungePosts.status, 'published'),
    sql`${loungePosts.deletedAt} is null`,
    sql`${loungePosts.hiddenAt} is null`,
  )!;
}
