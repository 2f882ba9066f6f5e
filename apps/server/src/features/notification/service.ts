import type { NotificationItem } from '@sidequest/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { notificationSettings, notifications } from './schema.js';

export interface NotifyInput {
  userNo: number;
  /** A kind from NOTIFICATION_KINDS in @sidequest/shared. */
  kind: string;
  actorNo?: number | null;
  title: string;
  body?: string;
  linkUrl?: string | null;
  data?: Record<string, unknown>;
}

async function inAppEnabled(db: Db, userNo: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ inApp: notificationSettings.inApp })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userNo, userNo), eq(notificationSettings.kind, kind)))
    .limit(1);
  return row?.inApp ?? true;
}

export async function unreadCount(db: Db, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Writes an in-app notification (unless the member switched that kind off) and pushes it to
 * their open sockets. Every feature notifies through here. Returns null when switched off.
 */
export async function notify(db: Db, realtime: RealtimePublisher, input: NotifyInput) {
  if (input.actorNo === input.userNo) return null; // nobody is told about their own action
  if (!(await inAppEnabled(db, input.userNo, input.kind))) return null;
  const [row] = await db
    .insert(notifications)
    .values({
      userNo: input.userNo,
      kind: input.kind,
      actorNo: input.actorNo ?? null,
      title: input.title,
      body: input.body ?? '',
      linkUrl: input.linkUrl ?? null,
      data: input.data ?? null,
    })
    .returning();
  const actor = input.actorNo
    ? (
        await db
          .select({ nickname: users.nickname, imgUrl: users.imgUrl })
          .from(users)
          .where(eq(users.userNo, input.actorNo))
          .limit(1)
      )[0]
    : undefined;
  const item: NotificationItem = {
    NOTIFICATION_NO: row!.notificationNo,
    KIND: row!.kind,
    TITLE: row!.title,
    BODY: row!.body,
    LINK_URL: row!.linkUrl,
    ACTOR_NICKNAME: actor?.nickname ?? null,
    ACTOR_IMG_URL: actor?.imgUrl ?? null,
    IS_READ: false,
    CREATED_AT: row!.createdAt.toISOString(),
  };
  realtime.toUser(input.userNo, 'newNotification', {
    notification: item,
    unread: await unreadCount(db, input.userNo),
  });
  return item;
}
