/**
 * The demo member's 받을 보상 card: rewards for what the demo member really did in the seeded
 * lounge and projects, left unclaimed so the card has something to take. Each ref names the
 * action exactly as the subscribers would (`D34:post:12`), so a re-run — or the subscriber having
 * recorded it already while the lounge was seeded — adds nothing twice.
 */
import { INSIGHT_LOUNGE_TAGS } from '@sidequest/shared';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { loungePosts, loungeReplies } from '../lounge/schema.js';
import { projects } from '../project/schema.js';
import { recordReward } from './rewards.js';

const DEMO_EMAIL = 'demo@sidequest.kr';

export async function seedDemoRewards(db: Db): Promise<void> {
  const [demo] = await db.select({ userNo: users.userNo }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!demo) return;
  const me = demo.userNo;

  const [project] = await db
    .select({ no: projects.projectNo })
    .from(projects)
    .where(and(eq(projects.leaderNo, me), ne(projects.status, '99'), isNull(projects.deletedAt)))
    .limit(1);
  if (project) await recordReward(db, me, 'D29', `D29:${me}`);

  const posts = await db
    .select({ no: loungePosts.postNo, tag: loungePosts.tag })
    .from(loungePosts)
    .where(
      and(eq(loungePosts.userNo, me), eq(loungePosts.status, 'published'), isNull(loungePosts.deletedAt)),
    )
    .orderBy(desc(loungePosts.postNo))
    .limit(2);
  for (const post of posts) {
    await recordReward(db, me, 'D34', `D34:post:${post.no}`);
    if (post.tag && INSIGHT_LOUNGE_TAGS.includes(post.tag)) {
      await recordReward(db, me, 'C01', `C01:post:${post.no}`);
    }
  }

  // Replies under other members' posts only, as the reply rule says.
  const replies = await db
    .select({ no: loungeReplies.replyNo })
    .from(loungeReplies)
    .innerJoin(loungePosts, eq(loungePosts.postNo, loungeReplies.postNo))
    .where(and(eq(loungeReplies.userNo, me), ne(loungePosts.userNo, me), isNull(loungeReplies.deletedAt)))
    .orderBy(desc(loungeReplies.replyNo))
    .limit(3);
  for (const reply of replies) await recordReward(db, me, 'D33', `D33:reply:${reply.no}`);
}
