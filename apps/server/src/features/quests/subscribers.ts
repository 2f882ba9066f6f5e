/**
 * What counts towards the daily quests: each action a quest names arrives as the domain event of
 * the feature where it happens (after that feature's commit), and becomes one step here. Acting
 * on one's own post, project or board does not count: the quests ask to meet other makers.
 */
import { LOG_ARTICLE_CATEGORY } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type {} from '../auth/events.js';
import type {} from '../expo/social-events.js';
import type {} from '../lounge/events.js';
import type {} from '../magazine/events.js';
import type {} from '../people/events.js';
import type {} from '../project/events.js';
import { recordStep } from './progress.js';

/** The lounge tag of a log post (codes/content.ts); a log article's category is the same code. */
const LOG_POST_TAG = '21';
const NAME = 'quests';

export function subscribeQuests(events: DomainEvents, deps: { db: Db }): void {
  const { db } = deps;

  events.on('member.loggedIn', NAME, async (e) => {
    await recordStep(db, e.userNo, 'visit', 'visit');
  });

  events.on('reply.written', NAME, async (e) => {
    if (e.thread.kind !== 'post' || e.authorNo === e.threadOwnerNo) return;
    await recordStep(db, e.authorNo, 'lounge_comment', e.thread.no);
  });

  events.on('post.reacted', NAME, async (e) => {
    if (e.userNo === e.authorNo) return;
    await recordStep(db, e.userNo, 'reaction', e.postNo);
  });

  events.on('project.questionAsked', NAME, async (e) => {
    if (e.author.userNo === e.project.leaderNo) return;
    await recordStep(db, e.author.userNo, 'project_cheer', e.project.projectNo);
  });

  // Q5's other way: supporting a booth (never one's own team's; the expo refuses that itself).
  events.on('booth.supported', NAME, async (e) => {
    await recordStep(db, e.userNo, 'project_cheer', `booth:${e.boothNo}`);
  });

  events.on('project.viewed', NAME, async (e) => {
    if (e.viewerNo === e.leaderNo) return;
    await recordStep(db, e.viewerNo, 'project_view', e.projectNo);
  });

  events.on('post.published', NAME, async (e) => {
    if (e.tag !== LOG_POST_TAG) return;
    await recordStep(db, e.authorNo, 'log_write', `post:${e.postNo}`);
  });

  events.on('article.published', NAME, async (e) => {
    if (e.category !== LOG_ARTICLE_CATEGORY) return;
    await recordStep(db, e.authorNo, 'log_write', `article:${e.articleNo}`);
  });

  events.on('article.read', NAME, async (e) => {
    await recordStep(db, e.userNo, 'magazine_read', e.articleNo);
  });

  events.on('member.followed', NAME, async (e) => {
    await recordStep(db, e.followerNo, 'follow', e.followeeNo);
  });
}
