import type { DomainEvents } from '../../lib/domain-events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** The receiver of a point gift hears who gave how much, with the sender's message. */
export function notifyOnGifts(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('points.gifted', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.receiverNo,
      kind: 'gift',
      actorNo: e.senderNo,
      title: `${e.senderNickname ?? '탈퇴한 메이커'}님이 ${e.points}포인트를 선물했어요`,
      body: e.message,
      linkUrl: '/cafeteria/coupons#gifts',
      data: { giftNo: e.giftNo, points: e.points },
    });
  });
}
