import type { joinApi, PersonCard, ProjectCard, ResponseOf } from '@sidequest/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { carousels } from '../expo/leaderboard.js';
import { booths } from '../expo/schema.js';
import { type CardRow, cardFields, toPersonCard, visibleMember } from '../people/cards.js';
import { matchProfiles } from '../people/match.js';
import { favourites, profiles } from '../profile/schema.js';
import { recommendProjects } from '../project/find/recommend.js';
import { projects } from '../project/schema.js';

export type PickType = 'user' | 'project' | 'product';
type TutorialProduct = ResponseOf<typeof joinApi.tutorialProducts>['product_list'][number];

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
 * Projects to pick in the tutorial: the project list's recommendations for this member (open
 * slots for their jobs, their interests, region), or the newest recruiting ones when nothing in
 * their profile matches yet, so the step never says there are no projects while some recruit.
 */
export async function tutorialProjects(db: Db, viewer: UserRow): Promise<ProjectCard[]> {
  const mine = await recommendProjects(db, viewer);
  if (mine.projects.length > 0) return mine.projects;
  const newest = await recommendProjects(db, null);
  return newest.projects.filter((p) => p.LEADER_NICKNAME !== viewer.nickname);
}

/** Which of `nos` are projects anyone may see (published, not deleted). */
async function visibleProjectCount(db: Db, nos: number[]): Promise<number> {
  const rows = await db
    .select({ no: projects.projectNo })
    .from(projects)
    .where(and(inArray(projects.projectNo, nos), ne(projects.status, '99'), isNull(projects.deletedAt)));
  return rows.length;
}

/** How many booths the guide offers: the best carousel, then the new one, without repeats. */
const TUTORIAL_PRODUCTS_MAX = 8;

/**
 * Products to pick in the tutorial: the expo's best booths (last week's podium and beyond, or this
 * week's live list), then the newest approved ones — what the expo itself shows first.
 */
export async function tutorialProducts(db: Db): Promise<TutorialProduct[]> {
  const { best, fresh } = await carousels(db);
  const seen = new Set<number>();
  const out: TutorialProduct[] = [];
  for (const b of [...best, ...fresh]) {
    if (seen.has(b.booth_no) || out.length >= TUTORIAL_PRODUCTS_MAX) continue;
    seen.add(b.booth_no);
    out.push({
      PRODUCT_NO: b.booth_no,
      PRODUCT_NAME: b.name,
      PRODUCT_PITCH: b.pitch,
      PRODUCT_IMG_URL: b.logo_url,
    });
  }
  return out;
}

/** Which of `nos` are booths anyone may see (approved, not taken down). */
async function visibleBoothCount(db: Db, nos: number[]): Promise<number> {
  const rows = await db
    .select({ no: booths.boothNo })
    .from(booths)
    .where(and(inArray(booths.boothNo, nos), eq(booths.status, 'approved'), isNull(booths.removedAt)));
  return rows.length;
}

/**
 * Replaces the member's tutorial picks of one kind. Picks are favourites with source 'tutorial';
 * a target already favourited by hand stays a manual favourite (for a project that is its scrap).
 * Every target must exist and be public (a product is an approved booth); an empty list clears.
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
  } else if (type === 'project') {
    if (nos.length > 0 && (await visibleProjectCount(db, nos)) !== nos.length) {
      throw fail(
        'NOT_FOUND',
        '고른 프로젝트 중 찾을 수 없는 프로젝트가 있어요. 목록을 새로고침한 뒤 다시 골라 주세요.',
      );
    }
  } else if (nos.length > 0 && (await visibleBoothCount(db, nos)) !== nos.length) {
    throw fail(
      'NOT_FOUND',
      '고른 프로덕트 중 찾을 수 없는 프로덕트가 있어요. 목록을 새로고침한 뒤 다시 골라 주세요.',
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
