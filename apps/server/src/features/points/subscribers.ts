/**
 * How the points feature reacts to what members do: each action of the reward tables (shared
 * `codes/rewards.ts`) records a pending reward, claimed later through `get_user_reward`; a first
 * identity verification credits the F01 gift at once. Handlers only read other features' tables
 * (their `schema.ts`) to decide; the ref of each reward names the action, so handling an event
 * twice records nothing new.
 */
import {
  CHEER_MIN_RATING,
  INSIGHT_LOUNGE_TAGS,
  LOG_ARTICLE_CATEGORY,
  MAGAZINE_RETROSPECTIVE,
  PROFILE_COMPLETE_INTRO_MIN,
} from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type {} from '../expo/events.js';
import type {} from '../expo/social-events.js';
import type {} from '../identity/events.js';
import { loungePosts } from '../lounge/schema.js';
import type {} from '../magazine/events.js';
import { profiles, reviews } from '../profile/schema.js';
import { creditVerification, recordReward } from './rewards.js';

/** Completed project status (reference 3.13 '05', 완료 (런칭)). */
const LAUNCHED = '05';

export function subscribePoints(events: DomainEvents, deps: { db: Db }): void {
  const { db } = deps;
  const name = 'points.rewards';

  events.on('member.verified', name, async (e) => {
    await creditVerification(db, e.userNo);
  });

  events.on('profile.updated', name, async (e) => {
    if (await profileComplete(db, e.userNo)) await recordReward(db, e.userNo, 'D28', `D28:${e.userNo}`);
  });

  // Once per member: the first project they publish (later ones find the ref taken).
  events.on('project.published', name, async (e) => {
    await recordReward(db, e.project.leaderNo, 'D29', `D29:${e.project.leaderNo}`);
  });

  events.on('project.statusChanged', name, async (e) => {
    if (e.to !== LAUNCHED) return;
    await recordReward(db, e.project.leaderNo, 'D30', `D30:project:${e.project.projectNo}`);
  });

  // 부스 등록: the owner, once per booth, when an operator approves it (drafts earn nothing).
  events.on('booth.approved', name, async (e) => {
    await recordReward(db, e.ownerNo, 'D31', `D31:booth:${e.boothNo}`);
  });

  events.on('article.published', name, async (e) => {
    await recordReward(db, e.authorNo, 'D32', `D32:article:${e.articleNo}`);
    if (e.category === LOG_ARTICLE_CATEGORY) {
      await recordReward(db, e.authorNo, 'C01', `C01:article:${e.articleNo}`);
    }
    if (e.category === MAGAZINE_RETROSPECTIVE) {
      await recordReward(db, e.authorNo, 'C02', `C02:article:${e.articleNo}`);
    }
  });

  // A post that repeats an earlier one of the same author earns nothing (it is flagged instead).
  events.on('post.published', name, async (e) => {
    if (e.repeatedOf) return;
    await recordReward(db, e.authorNo, 'D34', `D34:post:${e.postNo}`);
    const [post] = await db
      .select({ tag: loungePosts.tag })
      .from(loungePosts)
      .where(eq(loungePosts.postNo, e.postNo))
      .limit(1);
    if (post?.tag && INSIGHT_LOUNGE_TAGS.includes(post.tag)) {
      await recordReward(db, e.authorNo, 'C01', `C01:post:${e.postNo}`);
    }
  });

  // Replies under one's own post or article are conversation, not contribution: no reward.
  events.on('reply.written', name, async (e) => {
    if (e.authorNo === e.threadOwnerNo) return;
    await recordReward(db, e.authorNo, 'D33', `D33:reply:${e.replyNo}`);
  });

  events.on('review.written', name, async (e) => {
    const [review] = await db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.reviewNo, e.reviewNo))
      .limit(1);
    if (!review || review.rating < CHEER_MIN_RATING) return;
    await recordReward(db, e.reviewee.userNo, 'D35', `D35:review:${e.reviewNo}`);
  });

  // 응원 받기 also pays each member of a supported booth's team (docs/decisions/expo.md); the
  // rule's daily cap keeps a flood of supports from becoming a flood of exp.
  events.on('booth.supported', name, async (e) => {
    for (const userNo of e.teamNos) {
      await recordReward(db, userNo, 'D35', `D35:support:${e.supportNo}:${userNo}`);
    }
  });
}

/** 프로필 완성: a main job, a skill, an interest and an introduction worth reading. */
async function profileComplete(db: Db, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({
      mainJob: users.mainJobD,
      skills: profiles.skills,
      interests: profiles.interests,
      introduction: profiles.introduction,
    })
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  if (!row) return false;
  const introChars = [...row.introduction.replace(/\s/g, '')].length;
  return (
    Boolean(row.mainJob) &&
    row.skills.length > 0 &&
    row.interests.length > 0 &&
    introChars >= PROFILE_COMPLETE_INTRO_MIN
  );
}
