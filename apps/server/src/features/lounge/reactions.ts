/** Likes on posts, replies and articles, reactions on posts, and who did them. */
import { levelForExp, LOUNGE_LIMITS, reactionEmotes } from '@sidequest/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { liveArticle, livePost, liveReply } from './access.js';
import { reactionCounts } from './cards.js';
import { loungeLikes, loungePosts, loungeReactions, loungeReplies } from './schema.js';

type LikeTarget = 'post' | 'reply' | 'article';

async function assertLive(db: Db, type: LikeTarget, no: number) {
  if (type === 'post') await livePost(db, no);
  else if (type === 'reply') await liveReply(db, no);
  else await liveArticle(db, no);
}

/** Posts and replies keep a like counter for their lists; an article's likes are counted. */
function counter(type: Exclude<LikeTarget, 'article'>, no: number, delta: 1 | -1) {
  return type === 'post'
    ? {
        table: loungePosts,
        set: { likeCount: sql`greatest(${loungePosts.likeCount} + ${delta}, 0)` },
        where: eq(loungePosts.postNo, no),
      }
    : {
        table: loungeReplies,
        set: { likeCount: sql`greatest(${loungeReplies.likeCount} + ${delta}, 0)` },
        where: eq(loungeReplies.replyNo, no),
      };
}

/**
 * Like or unlike. The counter moves only when a row was really added or removed, in the same
 * transaction, so double clicks and races keep it equal to the number of rows.
 */
export async function setLike(
  db: Db,
  user: UserRow,
  input: { target_type: LikeTarget; target_no: number; like: boolean },
): Promise<{ liked: boolean; like_count: number }> {
  await assertLive(db, input.target_type, input.target_no);
  return db.transaction(async (tx) => {
    const key = and(
      eq(loungeLikes.targetType, input.target_type),
      eq(loungeLikes.targetNo, input.target_no),
      eq(loungeLikes.userNo, user.userNo),
    );
    const changed = input.like
      ? await tx
          .insert(loungeLikes)
          .values({ targetType: input.target_type, targetNo: input.target_no, userNo: user.userNo })
          .onConflictDoNothing()
          .returning({ n: loungeLikes.targetNo })
      : await tx.delete(loungeLikes).where(key).returning({ n: loungeLikes.targetNo });
    if (changed.length > 0 && input.target_type !== 'article') {
      const c = counter(input.target_type, input.target_no, input.like ? 1 : -1);
      await tx.update(c.table).set(c.set).where(c.where);
    }
    const [count] =
      input.target_type === 'article'
        ? await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(loungeLikes)
            .where(and(eq(loungeLikes.targetType, 'article'), eq(loungeLikes.targetNo, input.target_no)))
        : input.target_type === 'post'
          ? await tx
              .select({ n: loungePosts.likeCount })
              .from(loungePosts)
              .where(eq(loungePosts.postNo, input.target_no))
          : await tx
              .select({ n: loungeReplies.likeCount })
              .from(loungeReplies)
              .where(eq(loungeReplies.replyNo, input.target_no));
    return { liked: input.like, like_count: count?.n ?? 0 };
  });
}

const personLine = {
  USER_NO: users.userNo,
  USER_NICKNAME: sql<string | null>`case when ${users.status} = 'active' then ${users.nickname} end`,
  USER_IMG_URL: sql<string | null>`case when ${users.status} = 'active' then ${users.imgUrl} end`,
  exp: sql<number>`coalesce(${profiles.exp}, 0)`.mapWith(Number),
};

function toLine(r: {
  USER_NO: number;
  USER_NICKNAME: string | null;
  USER_IMG_URL: string | null;
  exp: number;
}) {
  return {
    USER_NO: r.USER_NO,
    USER_NICKNAME: r.USER_NICKNAME,
    USER_IMG_URL: r.USER_IMG_URL,
    USER_LEVEL: levelForExp(r.exp).level,
  };
}

/** Who liked (like_profile), most recent first, and whether the viewer is among them. */
export async function likers(
  db: Db,
  input: { target_type: LikeTarget; target_no: number },
  viewerNo: number | null,
) {
  await assertLive(db, input.target_type, input.target_no);
  const where = and(eq(loungeLikes.targetType, input.target_type), eq(loungeLikes.targetNo, input.target_no));
  const [rows, [total], mine] = await Promise.all([
    db
      .select(personLine)
      .from(loungeLikes)
      .innerJoin(users, eq(users.userNo, loungeLikes.userNo))
      .leftJoin(profiles, eq(profiles.userNo, loungeLikes.userNo))
      .where(where)
      .orderBy(desc(loungeLikes.createdAt))
      .limit(LOUNGE_LIMITS.likersPageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(loungeLikes).where(where),
    viewerNo === null
      ? []
      : db
          .select({ n: loungeLikes.userNo })
          .from(loungeLikes)
          .where(and(where, eq(loungeLikes.userNo, viewerNo)))
          .limit(1),
  ]);
  return { list: rows.map(toLine), count: total?.n ?? 0, mine: mine.length > 0 };
}

export async function react(db: Db, events: DomainEvents, user: UserRow, postNo: number, emote: string) {
  const post = await livePost(db, postNo);
  const added = await db
    .insert(loungeReactions)
    .values({ postNo, emote, userNo: user.userNo })
    .onConflictDoNothing()
    .returning({ n: loungeReactions.postNo });
  if (added.length === 0) throw fail('ALREADY_REACTED');
  await events.emit('post.reacted', { postNo, userNo: user.userNo, authorNo: post.userNo, emote });
  return (await reactionCounts(db, [postNo], user.userNo)).get(postNo)!;
}

export async function unreact(db: Db, user: UserRow, postNo: number, emote: string) {
  await livePost(db, postNo);
  const removed = await db
    .delete(loungeReactions)
    .where(
      and(
        eq(loungeReactions.postNo, postNo),
        eq(loungeReactions.emote, emote),
        eq(loungeReactions.userNo, user.userNo),
      ),
    )
    .returning({ n: loungeReactions.postNo });
  if (removed.length === 0)
    throw fail('NOT_FOUND', '거둘 리액션이 없어요. 새로고침한 뒤 다시 확인해 주세요.');
  return (await reactionCounts(db, [postNo], user.userNo)).get(postNo)!;
}

/** Who reacted, per emote (every emote listed, newest first within each). */
export async function reactors(db: Db, postNo: number) {
  await livePost(db, postNo);
  const rows = await db
    .select({ ...personLine, emote: loungeReactions.emote })
    .from(loungeReactions)
    .innerJoin(users, eq(users.userNo, loungeReactions.userNo))
    .leftJoin(profiles, eq(profiles.userNo, loungeReactions.userNo))
    .where(eq(loungeReactions.postNo, postNo))
    .orderBy(desc(loungeReactions.createdAt))
    .limit(500);
  return reactionEmotes.codes.map((emote) => ({
    EMOTE: emote,
    PEOPLE: rows.filter((r) => r.emote === emote).map(toLine),
  }));
}
