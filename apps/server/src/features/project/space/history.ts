import { type FeedEntry, projectFeedText, SPACE_LIMITS } from '@sidequest/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { viewProject } from '../policy.js';
import { projectFeed } from '../schema.js';
import { iso } from './common.js';

// ---------------------------------------------------------------------------------------------
// History

export async function listHistory(
  db: Db,
  viewer: UserRow | null,
  input: { project_no: number; offset: number },
): Promise<{ list: FeedEntry[]; has_more: boolean }> {
  const { role } = await viewProject(db, input.project_no, viewer);
  const where = [eq(projectFeed.projectNo, input.project_no)];
  // Outsiders (and visitors) see the public entries only; to-do traffic stays inside the team.
  if (role === 'outsider') where.push(eq(projectFeed.isPublic, 1));
  const size = SPACE_LIMITS.historyPage;
  const rows = await db
    .select({ feed: projectFeed, nickname: users.nickname, imgUrl: users.imgUrl })
    .from(projectFeed)
    .leftJoin(users, eq(users.userNo, projectFeed.actorNo))
    .where(and(...where))
    .orderBy(desc(projectFeed.createdAt), desc(projectFeed.feedNo))
    .limit(size + 1)
    .offset(input.offset);
  const list = rows.slice(0, size).map(({ feed, nickname, imgUrl }) => {
    const actor =
      feed.actorNo === null
        ? null
        : { USER_NO: feed.actorNo, USER_NICKNAME: nickname ?? '', USER_IMG_URL: imgUrl };
    return {
      FEED_NO: feed.feedNo,
      FEED_CODE: feed.feedCode,
      FEED_TEXT: projectFeedText(feed.feedCode, {
        actor: actor?.USER_NICKNAME || '알 수 없는 멤버',
        ...feed.detail,
      }),
      IS_PUBLIC: feed.isPublic === 1,
      CREATED_AT: iso(feed.createdAt)!,
      ACTOR: actor,
    };
  });
  return { list, has_more: rows.length > size };
}
