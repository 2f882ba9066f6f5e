import type { DomainEvents } from '../../lib/domain-events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for profile events: a member hears of a review a teammate wrote them. */
export function notifyOnProfile(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('review.written', 'notification', async ({ reviewer, reviewee, body }) => {
    await notify(db, realtime, {
      userNo: reviewee.userNo,
      kind: 'review',
      actorNo: reviewer.userNo,
      title: `${reviewer.nickname}님이 리뷰를 남겼어요`,
      body: body.slice(0, 100),
      linkUrl: `/people/${encodeURIComponent(reviewee.nickname ?? '')}#reviews`,
    });
  });
}
