import type { PersonPage } from '@sidequest/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { memberByNickname, type SummaryRow, summaryColumns, toPersonSummary } from './members.js';
import { favourites, follows, profiles } from './schema.js';

export interface Paging {
  page: number;
  size: number;
}

function pageOf(rows: SummaryRow[], total: number, paging: Paging, viewerNo: number | null): PersonPage {
  return {
    list: rows.map((r) => toPersonSummary(r, viewerNo)),
    total,
    page: paging.page,
    has_more: paging.page * paging.size < total,
  };
}

/**
 * Followers (`direction: 'followers'`) or followings of a member, newest relation first. Withdrawn
 * members drop out of the list and the count alike, so the two always agree.
 */
export async function loadRelations(
  db: Db,
  nickname: string,
  direction: 'followers' | 'followings',
  paging: Paging,
  viewerNo: number | null,
): Promise<PersonPage> {
  const { user } = await memberByNickname(db, nickname);
  // followers: the people whose follow points at this member; followings: the other way round.
  const other = direction === 'followers' ? follows.followerNo : follows.followeeNo;
  const self = direction === 'followers' ? follows.followeeNo : follows.followerNo;
  const where = and(eq(self, user.userNo), eq(users.status, 'active'));
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns(viewerNo))
      .from(follows)
      .innerJoin(users, eq(users.userNo, other))
      .innerJoin(profiles, eq(profiles.userNo, users.userNo))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(users.userNo))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .innerJoin(users, eq(users.userNo, other))
      .where(where),
  ]);
  return pageOf(rows, count?.n ?? 0, paging, viewerNo);
}

/** The people a member keeps in their favourites (manual and tutorial picks), newest first. */
export async function loadFavouritePeople(db: Db, userNo: number, paging: Paging): Promise<PersonPage> {
  const where = and(
    eq(favourites.userNo, userNo),
    eq(favourites.targetType, 'user'),
    eq(users.status, 'active'),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns(userNo))
      .from(favourites)
      .innerJoin(users, eq(users.userNo, favourites.targetNo))
      .innerJoin(profiles, eq(profiles.userNo, users.userNo))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(users.userNo))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .innerJoin(users, eq(users.userNo, favourites.targetNo))
      .where(where),
  ]);
  return pageOf(rows, count?.n ?? 0, paging, userNo);
}
