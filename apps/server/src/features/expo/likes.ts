/** Liking a booth: a light vote anyone may take back; the ranking does not count raw likes. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.js';
import { refuseOwnBooth, socialBooth } from './social-access.js';
import { boothLikes } from './social-schema.js';
import { booths } from './schema.js';
import { stateOf } from './supports.js';

/**
 * Likes or unlikes. The counter moves only when a row was really added or removed, in the same
 * transaction, so double clicks keep it equal to the rows.
 */
export async function setBoothLike(db: Db, user: UserRow, boothNo: number, like: boolean) {
  const booth = await socialBooth(db, boothNo, user.userNo, 'act');
  refuseOwnBooth(booth, user.userNo);
  await db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(boothLikes)
          .values({ boothNo, userNo: user.userNo })
          .onConflictDoNothing()
          .returning({ n: boothLikes.boothNo })
      : await tx
          .delete(boothLikes)
          .where(and(eq(boothLikes.boothNo, boothNo), eq(boothLikes.userNo, user.userNo)))
          .returning({ n: boothLikes.boothNo });
    if (changed.length === 0) return;
    await tx
      .update(booths)
      .set({ likeCount: sql`greatest(${booths.likeCount} + ${like ? 1 : -1}, 0)` })
      .where(eq(booths.boothNo, boothNo));
  });
  return stateOf(db, boothNo, user.userNo, booth.teamNos);
}
