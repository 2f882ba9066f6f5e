/**
 * Supporting a booth: a stronger vote than a like, once per member per booth, never for one's own
 * team. It is free for the supporter; the team earns 응원 받기 (D35) exp through the reward tables
 * (points subscriber on `booth.supported`, capped per day there). The supporter's account age and
 * level are written with the vote so the ranking can weigh it as it was given.
 */
import { levelForExp } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { countsHiddenUntil, refuseOwnBooth, socialBooth } from './social-access.js';
import type {} from './social-events.js';
import { boothLikes, boothReviews, boothSupports } from './social-schema.js';
import { booths } from './schema.js';

/** The booth's counters and the viewer's own state (supported, liked, on the team). */
export async function socialState(db: Db, boothNo: number, viewerNo: number | null) {
  const booth = await socialBooth(db, boothNo, viewerNo, 'read');
  return stateOf(db, boothNo, viewerNo, booth.teamNos);
}

/**
 * The subqueries name the booth by its number, not its column: inside them a bare booth_no would
 * be the inner table's own column and match every row.
 */
export async function stateOf(
  db: Pick<Db, 'select'>,
  boothNo: number,
  viewerNo: number | null,
  teamNos: number[],
) {
  const viewer = viewerNo ?? 0;
  const [row] = await db
    .select({
      supportCount: booths.supportCount,
      likeCount: booths.likeCount,
      reviewCount: booths.reviewCount,
      approvedAt: booths.approvedAt,
      average: sql<string | null>`(select round(avg(r.rating), 1) from ${boothReviews} r
        where r.booth_no = ${boothNo})`,
      supported: sql<boolean>`exists(select 1 from ${boothSupports} s
        where s.booth_no = ${boothNo} and s.user_no = ${viewer})`.mapWith(Boolean),
      liked: sql<boolean>`exists(select 1 from ${boothLikes} l
        where l.booth_no = ${boothNo} and l.user_no = ${viewer})`.mapWith(Boolean),
    })
    .from(booths)
    .where(eq(booths.boothNo, boothNo))
    .limit(1);
  if (!row) throw fail('E005');
  const onTeam = viewerNo !== null && teamNos.includes(viewerNo);
  const hiddenUntil = countsHiddenUntil(row.approvedAt);
  const hide = hiddenUntil !== null && !onTeam;
  return {
    SUPPORT_COUNT: hide ? null : row.supportCount,
    LIKE_COUNT: hide ? null : row.likeCount,
    COUNTS_HIDDEN_UNTIL: hiddenUntil?.toISOString() ?? null,
    REVIEW_COUNT: row.reviewCount,
    REVIEW_AVERAGE: row.average === null ? null : Number(row.average),
    SUPPORTED: row.supported,
    LIKED: row.liked,
    IS_TEAM: onTeam,
  };
}

/**
 * Supports the booth. The row and the counter commit together; a second support finds the unique
 * key taken and is refused (EXPO_ALREADY_SUPPORTED), however close the two requests come.
 */
export async function supportBooth(db: Db, events: DomainEvents, user: UserRow, boothNo: number) {
  const booth = await socialBooth(db, boothNo, user.userNo, 'act');
  refuseOwnBooth(booth, user.userNo);
  const supportNo = await db.transaction(async (tx) => {
    const [who] = await tx
      .select({ joinedAt: users.createdAt, exp: sql<number>`coalesce(${profiles.exp}, 0)`.mapWith(Number) })
      .from(users)
      .leftJoin(profiles, eq(profiles.userNo, users.userNo))
      .where(eq(users.userNo, user.userNo))
      .limit(1);
    if (!who) throw fail('E001');
    const [added] = await tx
      .insert(boothSupports)
      .values({
        boothNo,
        userNo: user.userNo,
        supporterJoinedAt: who.joinedAt,
        supporterLevel: levelForExp(who.exp).level,
      })
      .onConflictDoNothing()
      .returning({ supportNo: boothSupports.supportNo });
    if (!added) throw fail('EXPO_ALREADY_SUPPORTED');
    await tx
      .update(booths)
      .set({ supportCount: sql`${booths.supportCount} + 1` })
      .where(eq(booths.boothNo, boothNo));
    return added.supportNo;
  });
  await events.emit('booth.supported', { supportNo, boothNo, userNo: user.userNo, teamNos: booth.teamNos });
  return stateOf(db, boothNo, user.userNo, booth.teamNos);
}
