/** Views, likes and scraps of one project. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { setFavourite } from '../../people/follows.js';
import { favourites } from '../../profile/schema.js';
import { viewProject } from '../policy.js';
import { projectLikes, projects } from '../schema.js';

/**
 * Visitors are counted by a hash of their address with a salt that lives in this process only:
 * the address is never stored, and a restart at worst counts a visitor once more that day.
 */
const VISITOR_SALT = randomBytes(16).toString('hex');

export function viewerKey(viewer: UserRow | null, ip: string): string {
  if (viewer) return `u:${viewer.userNo}`;
  return `v:${createHash('sha256').update(`${VISITOR_SALT}:${ip}`).digest('hex').slice(0, 32)}`;
}

/**
 * One view per viewer per project per day; the counter moves only when the row is new. One
 * statement (the project page calls this on every visit): the project as `viewProject` sees it,
 * the view row inserted only for a published project, and the counter moved only when it was.
 */
export async function recordView(
  db: Db,
  events: DomainEvents,
  viewer: UserRow | null,
  ip: string,
  projectNo: number,
) {
  const result = await db.execute(sql`with p as (
      select project_no, status, leader_no, views from projects
      where project_no = ${projectNo} and deleted_at is null
    ), counted as (
      insert into project_views (project_no, viewer_key, day)
      select project_no, ${viewerKey(viewer, ip)}, current_date from p where status <> '99'
      on conflict do nothing returning project_no
    ), moved as (
      update projects set views = views + 1 where project_no in (select project_no from counted)
      returning views
    )
    select p.status, p.leader_no as "leaderNo", p.views, (select views from moved) as "newViews" from p`);
  // Both drivers answer `{ rows }` (node-postgres and PGlite).
  const [row] = (
    result as unknown as {
      rows: { status: string; leaderNo: number; views: number; newViews: number | null }[];
    }
  ).rows;
  // A draft exists only for its leader (as in viewProject); for anyone else nothing was written.
  if (!row || (row.status === '99' && row.leaderNo !== viewer?.userNo)) {
    throw fail('NOT_FOUND', '찾는 프로젝트가 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.');
  }
  // Every signed-in look at a published project, counted or not: the counter's day is the
  // database's, the daily quests' day is Seoul's, and they decide for themselves what counts.
  if (viewer && row.status !== '99') {
    await events.emit('project.viewed', { projectNo, viewerNo: viewer.userNo, leaderNo: row.leaderNo });
  }
  // A leader looking at their own draft is not a reader.
  if (row.newViews == null) return { VIEWS: Number(row.views), COUNTED: false };
  return { VIEWS: Number(row.newViews), COUNTED: true };
}

/** A published project anyone may like or scrap; drafts and deleted ones are NOT_FOUND. */
async function publishedProject(db: Db, projectNo: number, viewer: UserRow) {
  const { project } = await viewProject(db, projectNo, viewer);
  if (project.status === '99') {
    throw fail('NOT_FOUND', '작성 중인 모집글은 구독하거나 스크랩할 수 없어요. 먼저 글을 올려 주세요.');
  }
  return project;
}

/**
 * Like (subscribe) or un-like; without `like` the current state flips. The counter is recounted
 * from the rows in the same transaction, so it always equals them.
 */
export async function toggleLike(db: Db, viewer: UserRow, projectNo: number, like?: boolean) {
  await publishedProject(db, projectNo, viewer);
  return db.transaction(async (tx) => {
    const mine = and(eq(projectLikes.projectNo, projectNo), eq(projectLikes.userNo, viewer.userNo));
    let want = like;
    if (want === undefined) {
      const existing = await tx.select({ n: projectLikes.userNo }).from(projectLikes).where(mine).limit(1);
      want = existing.length === 0;
    }
    if (want) {
      await tx.insert(projectLikes).values({ projectNo, userNo: viewer.userNo }).onConflictDoNothing();
    } else {
      await tx.delete(projectLikes).where(mine);
    }
    const [row] = await tx
      .update(projects)
      .set({
        likes: sql`(select count(*)::int from project_likes l where l.project_no = ${projectNo})`,
      })
      .where(eq(projects.projectNo, projectNo))
      .returning({ likes: projects.likes });
    return { IS_LIKED: want, LIKES: row?.likes ?? 0 };
  });
}

/** Scrap = favourite with target 'project' (the same row `POST /api/profile/like` writes). */
export async function toggleMark(db: Db, viewer: UserRow, projectNo: number, mark?: boolean) {
  await publishedProject(db, projectNo, viewer);
  let want = mark;
  if (want === undefined) {
    const existing = await db
      .select({ n: favourites.targetNo })
      .from(favourites)
      .where(
        and(
          eq(favourites.userNo, viewer.userNo),
          eq(favourites.targetType, 'project'),
          eq(favourites.targetNo, projectNo),
        ),
      )
      .limit(1);
    want = existing.length === 0;
  }
  const res = await setFavourite(db, viewer, {
    target_type: 'project',
    target_no: projectNo,
    favourite: want,
  });
  return { IS_MARKED: res.IS_FAVOURITE };
}
