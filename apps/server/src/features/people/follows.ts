import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { favourites, follows, profiles } from '../profile/schema.js';
import { projects } from '../project/schema.js';
import { visibleMember } from './cards.js';

export type FavouriteTarget = 'user' | 'project' | 'product';

/** Someone who can be followed or favourited: an active member who finished sign-up. */
async function findVisibleMember(db: Db, userNo: number) {
  const [row] = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(and(eq(users.userNo, userNo), visibleMember()))
    .limit(1);
  return row ?? null;
}

async function memberExists(db: Db, userNo: number): Promise<boolean> {
  const rows = await db.select({ n: users.userNo }).from(users).where(eq(users.userNo, userNo)).limit(1);
  return rows.length > 0;
}

async function followerCount(db: Db, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(follows)
    .innerJoin(users, eq(users.userNo, follows.followerNo))
    .where(and(eq(follows.followeeNo, userNo), eq(users.status, 'active')));
  return row?.n ?? 0;
}

/** Following and favouriting count as activity for "recently active" (at most every 10 minutes). */
async function touchActivity(db: Db, userNo: number): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(profiles.userNo, userNo), sql`${profiles.lastActiveAt} < now() - interval '10 minutes'`));
}

/**
 * Follow (follow=true) or unfollow. Both are idempotent: following twice keeps one row and says
 * `member.followed` once; unfollowing someone not followed succeeds. Only a visible member can be
 * newly followed; unfollowing also works for a member who has since withdrawn.
 */
export async function setFollow(
  db: Db,
  events: DomainEvents,
  viewer: UserRow,
  targetNo: number,
  follow: boolean,
): Promise<{ IS_FOLLOWING: boolean; FOLLOWER_COUNT: number }> {
  if (targetNo === viewer.userNo) {
    throw fail('SELF_TARGET', '자기 자신은 팔로우할 수 없어요. 함께할 다른 메이커를 찾아보세요.');
  }
  if (follow) {
    const target = await findVisibleMember(db, targetNo);
    if (!target) throw fail('NOT_FOUND', '팔로우할 메이커를 찾을 수 없어요. 탈퇴했거나 없는 회원이에요.');
    const inserted = await db
      .insert(follows)
      .values({ followerNo: viewer.userNo, followeeNo: targetNo })
      .onConflictDoNothing()
      .returning({ n: follows.followeeNo });
    if (inserted.length > 0) {
      await events.emit('member.followed', {
        followerNo: viewer.userNo,
        followerNickname: viewer.nickname,
        followeeNo: targetNo,
      });
    }
  } else {
    if (!(await memberExists(db, targetNo))) {
      throw fail('NOT_FOUND', '팔로우를 취소할 메이커를 찾을 수 없어요.');
    }
    await db
      .delete(follows)
      .where(and(eq(follows.followerNo, viewer.userNo), eq(follows.followeeNo, targetNo)));
  }
  await touchActivity(db, viewer.userNo);
  return { IS_FOLLOWING: follow, FOLLOWER_COUNT: await followerCount(db, targetNo) };
}

/** How many active members favourited a target. */
async function favouriteCountOf(db: Db, targetType: FavouriteTarget, targetNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(favourites)
    .innerJoin(users, eq(users.userNo, favourites.userNo))
    .where(
      and(
        eq(favourites.targetType, targetType),
        eq(favourites.targetNo, targetNo),
        eq(users.status, 'active'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Projects: only published ones (not drafts, not deleted) can be favourited (scrapped); removing
 * works for any project that ever existed, so a deleted one can still be cleared from the list.
 */
async function setProjectFavourite(db: Db, viewer: UserRow, targetNo: number, favourite: boolean) {
  const [project] = await db
    .select({ status: projects.status, deletedAt: projects.deletedAt })
    .from(projects)
    .where(eq(projects.projectNo, targetNo))
    .limit(1);
  if (!project || (favourite && (project.status === '99' || project.deletedAt))) {
    throw fail('NOT_FOUND', '스크랩할 모임을 찾을 수 없어요. 삭제되었거나 아직 올라오지 않은 글이에요.');
  }
  const mine = and(
    eq(favourites.userNo, viewer.userNo),
    eq(favourites.targetType, 'project'),
    eq(favourites.targetNo, targetNo),
  );
  if (favourite) {
    await db
      .insert(favourites)
      .values({ userNo: viewer.userNo, targetType: 'project', targetNo, source: 'manual' })
      .onConflictDoNothing();
  } else {
    await db.delete(favourites).where(mine);
  }
  await touchActivity(db, viewer.userNo);
  return { IS_FAVOURITE: favourite, FAVOURITE_COUNT: await favouriteCountOf(db, 'project', targetNo) };
}

/**
 * Favourite (bookmark) or un-favourite a person, project or product. Favourites are private: the
 * target is not notified. A tutorial pick stays marked as such when favourited again by hand.
 * Projects must be published (setProjectFavourite); products are NOT_FOUND until their feature adds a check.
 */
export async function setFavourite(
  db: Db,
  viewer: UserRow,
  input: { target_type: FavouriteTarget; target_no: number; favourite: boolean },
): Promise<{ IS_FAVOURITE: boolean; FAVOURITE_COUNT: number }> {
  const { target_type: targetType, target_no: targetNo, favourite } = input;
  if (targetType === 'project') return setProjectFavourite(db, viewer, targetNo, favourite);
  if (targetType !== 'user') {
    throw fail('NOT_FOUND', '즐겨찾기할 대상을 찾을 수 없어요. 주소를 다시 확인해 주세요.');
  }
  if (targetNo === viewer.userNo) {
    throw fail('SELF_TARGET', '자기 자신은 즐겨찾기할 수 없어요.');
  }
  if (favourite) {
    if (!(await findVisibleMember(db, targetNo))) {
      throw fail('NOT_FOUND', '즐겨찾기할 메이커를 찾을 수 없어요. 탈퇴했거나 없는 회원이에요.');
    }
    await db
      .insert(favourites)
      .values({ userNo: viewer.userNo, targetType, targetNo, source: 'manual' })
      .onConflictDoNothing();
  } else {
    if (!(await memberExists(db, targetNo))) {
      throw fail('NOT_FOUND', '즐겨찾기에서 뺄 메이커를 찾을 수 없어요.');
    }
    await db
      .delete(favourites)
      .where(
        and(
          eq(favourites.userNo, viewer.userNo),
          eq(favourites.targetType, targetType),
          eq(favourites.targetNo, targetNo),
        ),
      );
  }
  await touchActivity(db, viewer.userNo);
  return { IS_FAVOURITE: favourite, FAVOURITE_COUNT: await favouriteCountOf(db, targetType, targetNo) };
}

/**
 * The viewer's favourites per kind. People count only while they are still visible, so the number
 * matches the list a member would see.
 */
export async function favouriteCounts(db: Db, viewerNo: number) {
  const rows = await db
    .select({
      type: favourites.targetType,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(favourites)
    .leftJoin(users, and(eq(favourites.targetType, 'user'), eq(users.userNo, favourites.targetNo)))
    .leftJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(
      and(
        eq(favourites.userNo, viewerNo),
        sql`(${favourites.targetType} <> 'user' or (${users.status} = 'active' and ${profiles.joinStep} is null))`,
      ),
    )
    .groupBy(favourites.targetType);
  const of = (t: FavouriteTarget) => rows.find((r) => r.type === t)?.n ?? 0;
  return { USER_COUNT: of('user'), PROJECT_COUNT: of('project'), PRODUCT_COUNT: of('product') };
}
