import { expoSocialApi as api } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { addReply, listReplies, listThreads, newThread, react } from './forum.js';
import { registerReportTarget } from '../moderation/targets.js';
import { deleteForumPost, forumReportTargets, hideForumPost } from './forum-moderation.js';
import { setBoothLike } from './likes.js';
import { answerReview, listReviews, removeReview, writeReview } from './reviews.js';
import { socialState, supportBooth } from './supports.js';

/**
 * Per address per minute. Fixed, not scaled by the site's general limit: a support or a review is
 * a deliberate act, and a loop of them is what ring voting looks like.
 */
export const EXPO_SOCIAL_RATE = { vote: 30, write: 10, reply: 20, react: 60 } as const;

/** Supports, likes, reviews and booth forums (issue 15, item 3). */
export async function expoSocialRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;
  const vote = { rateLimitPerMinute: EXPO_SOCIAL_RATE.vote };
  const write = { rateLimitPerMinute: EXPO_SOCIAL_RATE.write };
  // Members report forum posts through moderation's 신고하기; moderation asks us what they are.
  registerReportTarget('booth_thread', forumReportTargets.booth_thread);
  registerReportTarget('booth_reply', forumReportTargets.booth_reply);

  registerContract(app, api.socialState, ({ query, user }) =>
    socialState(db, query.booth_no, user?.userNo ?? null),
  );
  registerContract(app, api.support, ({ body, user }) => supportBooth(db, events, user, body.booth_no), vote);
  registerContract(app, api.like, ({ body, user }) => setBoothLike(db, user, body.booth_no, body.like), vote);

  registerContract(app, api.reviews, ({ query, user }) => listReviews(db, user?.userNo ?? null, query));
  registerContract(
    app,
    api.reviewWrite,
    async ({ body, user }) => ({ review: await writeReview(db, events, user, body) }),
    write,
  );
  registerContract(app, api.reviewRemove, ({ body, user }) => removeReview(db, user, body.review_no), write);
  registerContract(
    app,
    api.reviewAnswer,
    async ({ body, user }) => ({ review: await answerReview(db, user, body) }),
    write,
  );

  registerContract(app, api.forumThreads, ({ query, user }) => listThreads(db, user?.userNo ?? null, query));
  registerContract(app, api.forumThreadNew, ({ body, user }) => newThread(db, events, user, body), write);
  registerContract(app, api.forumReplies, ({ query, user }) => listReplies(db, user?.userNo ?? null, query));
  registerContract(app, api.forumReply, ({ body, user }) => addReply(db, user, body), {
    rateLimitPerMinute: EXPO_SOCIAL_RATE.reply,
  });
  registerContract(app, api.forumDelete, ({ body, user }) => deleteForumPost(db, user, body), write);
  registerContract(app, api.forumHide, ({ body, user }) => hideForumPost(db, user, body), write);
  registerContract(app, api.forumReact, ({ body, user }) => react(db, user, body), {
    rateLimitPerMinute: EXPO_SOCIAL_RATE.react,
  });
}
