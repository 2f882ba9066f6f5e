import {
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationKind,
  type NotificationSetting,
  notificationDefaults,
  SOCIAL_NOTIFICATION_KINDS,
} from '@sidequest/shared';
import { and, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { notificationEmails, notificationSettings, notifications } from './schema.js';

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

async function channelsFor(
  db: Db,
  userNo: number,
  kind: string,
): Promise<{ inApp: boolean; email: boolean }> {
  const [row] = await db
    .select({ inApp: notificationSettings.inApp, email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userNo, userNo), eq(notificationSettings.kind, kind)))
    .limit(1);
  return row ?? notificationDefaults(kind);
}

export async function unreadCount(db: Db, userNo: number, kinds?: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userNo, userNo),
        isNull(notifications.readAt),
        kinds ? inArray(notifications.kind, [...kinds]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Writes an in-app notification (unless the member switched that kind off) and pushes it to
 * their open sockets, and queues an e-mail when the member wants that kind by e-mail (the
 * e-mail job sends it). Every feature notifies through here. Returns null when in-app is off.
 */
export async function notify(db: Db, realtime: RealtimePublisher, input: NotifyInput) {
  if (input.actorNo === input.userNo) return null; // nobody is told about their own action
  const channels = await channelsFor(db, input.userNo, input.kind);
  if (channels.email) {
    await db.insert(notificationEmails).values({
      userNo: input.userNo,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      linkUrl: input.linkUrl ?? null,
    });
  }
  if (!channels.inApp) return null;
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

/** Which kinds a list shows: every kind, the social ones, or everything but the social ones. */
export type NotificationScope = 'all' | 'social' | 'activity';

export interface ListOptions {
  scope: NotificationScope;
  /** NOTIFICATION_NO of the last item the client already has. */
  cursor?: number | undefined;
  limit: number;
}

function scopeFilter(scope: NotificationScope): SQL | undefined {
  const social = [...SOCIAL_NOTIFICATION_KINDS];
  if (scope === 'social') return inArray(notifications.kind, social);
  // Activity is "not social" rather than a fixed list, so kinds added later show up somewhere.
  if (scope === 'activity') return notInArray(notifications.kind, social);
  return undefined;
}

/**
 * A page of the member's notifications, newest first. The cursor is a notification number; the
 * page continues from that row's (created_at, notification_no) as the database stores it, so
 * rows created in the same millisecond are neither skipped nor repeated.
 */
export async function listNotifications(db: Db, userNo: number, opts: ListOptions) {
  const filters: (SQL | undefined)[] = [eq(notifications.userNo, userNo), scopeFilter(opts.scope)];
  if (opts.cursor !== undefined) {
    filters.push(
      sql`(${notifications.createdAt}, ${notifications.notificationNo}) < (select n.created_at, n.notification_no from notifications n where n.notification_no = ${opts.cursor})`,
    );
  }
  // Keyset paging (notifications_user_idx), so a deep page costs what the first does. The cursor's
  // ownership check, the page and the unread count go out together: one round trip of waiting.
  const [own, rows, unread] = await Promise.all([
    opts.cursor === undefined
      ? Promise.resolve([{ no: 0 }])
      : db
          .select({ no: notifications.notificationNo })
          .from(notifications)
          .where(and(eq(notifications.notificationNo, opts.cursor), eq(notifications.userNo, userNo)))
          .limit(1),
    db
      .select({
        no: notifications.notificationNo,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        linkUrl: notifications.linkUrl,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        actorNickname: users.nickname,
        actorImgUrl: users.imgUrl,
      })
      .from(notifications)
      .leftJoin(users, eq(users.userNo, notifications.actorNo))
      .where(and(...filters))
      .orderBy(desc(notifications.createdAt), desc(notifications.notificationNo))
      .limit(opts.limit + 1),
    unreadCount(db, userNo),
  ]);
  // Another member's number reads as missing, so numbers say nothing about other accounts.
  if (own.length === 0) throw fail('NOT_FOUND', '이어서 불러올 알림을 찾지 못했어요. 새로고침해 주세요.');

  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  const items: NotificationItem[] = page.map((r) => ({
    NOTIFICATION_NO: r.no,
    KIND: r.kind,
    TITLE: r.title,
    BODY: r.body,
    LINK_URL: r.linkUrl,
    ACTOR_NICKNAME: r.actorNickname ?? null,
    ACTOR_IMG_URL: r.actorImgUrl ?? null,
    IS_READ: r.readAt !== null,
    CREATED_AT: r.createdAt.toISOString(),
  }));
  return {
    alarm_list: items,
    unread,
    has_more: hasMore,
    next_cursor: hasMore ? (page.at(-1)?.no ?? null) : null,
  };
}

export type MarkReadTarget = { notificationNo: number } | { all: true };

/**
 * Marks one of the member's notifications, or all of them, as read. Marking an already read
 * one again is a no-op, not an error (two tabs may both click it).
 */
export async function markRead(db: Db, userNo: number, target: MarkReadTarget) {
  let changed: number;
  if ('all' in target) {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userNo, userNo), isNull(notifications.readAt)))
      .returning({ no: notifications.notificationNo });
    changed = rows.length;
  } else {
    const mine = and(
      eq(notifications.notificationNo, target.notificationNo),
      eq(notifications.userNo, userNo),
    );
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ no: notifications.notificationNo });
    changed = rows.length;
    if (changed === 0) {
      const [exists] = await db
        .select({ no: notifications.notificationNo })
        .from(notifications)
        .where(mine)
        .limit(1);
      // NOT_FOUND (not FORBIDDEN) for another member's notification: ids must not leak.
      if (!exists) throw fail('NOT_FOUND', '알림을 찾지 못했어요. 이미 지워졌을 수 있어요.');
    }
  }
  return { changed, unread: await unreadCount(db, userNo) };
}

/** Every catalogue kind with the member's switches, their own where they changed them. */
export async function loadSettings(db: Db, userNo: number): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      inApp: notificationSettings.inApp,
      email: notificationSettings.email,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userNo, userNo));
  const own = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = own.get(kind);
    const d = notificationDefaults(kind);
    return {
      KIND: kind,
      IN_APP: row?.inApp ?? d.inApp,
      EMAIL: row?.email ?? d.email,
      CUSTOMIZED: row !== undefined,
    };
  });
}

export async function changeSetting(
  db: Db,
  userNo: number,
  input: { kind: NotificationKind; inApp: boolean; email: boolean },
): Promise<NotificationSetting[]> {
  await db
    .insert(notificationSettings)
    .values({ userNo, kind: input.kind, inApp: input.inApp, email: input.email })
    .onConflictDoUpdate({
      target: [notificationSettings.userNo, notificationSettings.kind],
      set: { inApp: input.inApp, email: input.email, updatedAt: sql`now()` },
    });
  return loadSettings(db, userNo);
}
