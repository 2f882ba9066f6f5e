import { and, eq, gt } from 'drizzle-orm';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { MemberFollowed } from '../people/events.js';
import { notifications } from './schema.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** A second "follow" from the same person within this window does not notify again (toggle spam). */
const FOLLOW_NOTIFY_QUIET_MS = 24 * 60 * 60 * 1000;

async function toldLately({ db }: NotifyDeps, e: MemberFollowed): Promise<boolean> {
  const since = new Date(Date.now() - FOLLOW_NOTIFY_QUIET_MS);
  const recent = await db
    .select({ n: notifications.notificationNo })
    .from(notifications)
    .where(
      and(
        eq(notifications.userNo, e.followeeNo),
        eq(notifications.kind, 'follow'),
        eq(notifications.actorNo, e.followerNo),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return recent.length > 0;
}

/** Notifications for people events: a member hears who started following them. */
export function notifyOnPeople(events: DomainEvents, deps: NotifyDeps): void {
  events.on('member.followed', 'notification', async (e) => {
    if (await toldLately(deps, e)) return;
    const nickname = e.followerNickname ?? '';
    await notify(deps.db, deps.realtime, {
      userNo: e.followeeNo,
      kind: 'follow',
      actorNo: e.followerNo,
      title: `${nickname}님이 회원님을 팔로우했어요`,
      body: '프로필을 둘러보고 맞팔로우해 보세요.',
      linkUrl: `/people/${encodeURIComponent(nickname)}`,
    });
  });
}
