import type { PersonCard } from '@sidequest/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { type CardRow, cardFields, toPersonCard, visibleMember } from '../people/cards.js';
import { matchProfiles } from '../people/match.js';
import { favourites, profiles } from '../profile/schema.js';

export type PickType = 'user' | 'project' | 'product';

/** The line on a card the member already picked (the ranking leaves favourites out). */
const PICKED_REASON = '시작 가이드에서 고른 메이커예요';

async function tutorialUserPicks(db: Db, userNo: number): Promise<number[]> {
  const rows = await db
    .select({ no: favourites.targetNo })
    .from(favourites)
    .where(
      and(
        eq(favourites.userNo, userNo),
        eq(favourites.targetType, 'user'),
        eq(favourites.source, 'tutorial'),
      ),
    )
    .orderBy(favourites.createdAt, favourites.targetNo);
  return rows.map((r) => r.no);
}

/**
 * People to pick in the tutorial: the people feature's recommendation ranking (complementary job,
 * shared interests and skills, region, availability …). That ranking leaves out people already
 * favourited, so the member's earlier tutorial picks are put back in front: coming back to the
 * step shows them, still selected.
 */
export async function tutorialUsers(db: Db, viewer: UserRow, limit: number): Promise<PersonCard[]> {
  const pickedNos = await tutorialUserPicks(db, viewer.userNo);
  const ranked = await matchProfiles(db, viewer.userNo, limit);
  let picked: PersonCard[] = [];
  if (pickedNos.length > 0) {
    const rows = (await db
      .select(cardFields(viewer.userNo))
      .from(profiles)
      .innerJoin(users, eq(users.userNo, profiles.userNo))
      .where(and(inArray(users.userNo, pickedNos), visibleMember()))) as unknown as CardRow[];
    const byNo = new Map(rows.map((r) => [r.userNo, r]));
    picked = pickedNos
      .map((no) => byNo.get(no))
      .filter((r): r is CardRow => Boolean(r))
      .map((r) => toPersonCard(r, PICKED_REASON));
  }
  const pickedSet = new Set(picked.map((p) => p.USER_NO));
  return [...picked, ...ranked.profiles.filter((p) => !pickedSet.has(p.USER_NO))];
}

/**
 * Replaces the member's tutorial picks of one kind. Picks are favourites with source 'tutorial';
 * a target already favourited by hand stays a manual favourite. Every target must exist: projects
 * and products do not exist yet, so any pick of those is NOT_FOUND (an empty list clears).
 */
export async function saveTutorialPicks(
  db: Db,
  viewer: UserRow,
  type: PickType,
  targetNos: number[],
): Promise<number[]> {
  const nos = [...new Set(targetNos)];
  if (type === 'user') {
    if (nos.includes(viewer.userNo)) throw fail('SELF_TARGET');
    if (nos.length > 0) {
      const found = await db
        .select({ no: users.userNo })
        .from(users)
        .innerJoin(profiles, eq(profiles.userNo, users.userNo))
        .where(and(inArray(users.userNo, nos), visibleMember()));
      if (found.length !== nos.length) {
        throw fail(
          'NOT_FOUND',
          '고른 메이커 중 찾을 수 없는 사람이 있어요. 목록을 새로고침한 뒤 다시 골라 주세요.',
        );
      }
    }
  } else if (nos.length > 0) {
    throw fail(
      'NOT_FOUND',
      type === 'project'
        ? '아직 고를 수 있는 프로젝트가 없어요. 프로젝트가 올라오면 다시 골라 주세요.'
        : '아직 고를 수 있는 프로덕트가 없어요. 프로덕트가 올라오면 다시 골라 주세요.',
    );
  }

  await db.transaction(async (tx) => {
    await tx
      .delete(favourites)
      .where(
        and(
          eq(favourites.userNo, viewer.userNo),
          eq(favourites.targetType, type),
          eq(favourites.source, 'tutorial'),
        ),
      );
    if (nos.length > 0) {
      await tx
        .insert(favourites)
        .values(
          nos.map((targetNo) => ({
            userNo: viewer.userNo,
            targetType: type,
            targetNo,
            source: 'tutorial' as const,
          })),
        )
        .onConflictDoNothing();
    }
  });
  return nos;
}
