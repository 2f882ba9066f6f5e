import { z } from 'zod';
import { ZId, zLimit } from './primitives.js';
import { NOTIFICATION_KINDS } from '../codes/notifications.js';
import type { NotificationItem } from '../realtime/events.js';
import { defineContract } from './contract.js';

/** One notification as the bell, the list page and the socket's `newNotification` carry it. */
export const ZNotificationItem = z.object({
  NOTIFICATION_NO: z.number().int(),
  /** A kind code (`notificationKinds`); kept a plain string so rows of newer kinds still load. */
  KIND: z.string(),
  TITLE: z.string(),
  BODY: z.string(),
  /** A site path (`/people/김지우`) to what happened, or null when there is nothing to open. */
  LINK_URL: z.string().nullable(),
  ACTOR_NICKNAME: z.string().nullable(),
  ACTOR_IMG_URL: z.string().nullable(),
  IS_READ: z.boolean(),
  /** ISO 8601 with offset (UTC); the web groups by Seoul day. */
  CREATED_AT: z.string(),
  // The socket event map declares the same shape by hand; `satisfies` fails to compile if they drift.
}) satisfies z.ZodType<NotificationItem>;

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

const ZPageQuery = z.object({
  /** The NOTIFICATION_NO of the last item already shown; the next page starts after it. */
  cursor: ZId.optional(),
  limit: zLimit(NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_DEFAULT),
});

const ZPage = z.object({
  alarm_list: z.array(ZNotificationItem),
  /** Unread notifications of every kind: the bell's badge. */
  unread: z.number().int(),
  has_more: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof ZPage>;

export const alarmInfo = defineContract({
  method: 'GET',
  path: '/api/profile/alarm_info',
  summary:
    '내 알림을 최신순으로 불러옵니다. scope=activity면 소셜 알림(팔로우·즐겨찾기·후기)을 뺀 활동 알림만 보여요.',
  tags: ['profile', 'notification'],
  auth: true,
  query: ZPageQuery.extend({ scope: z.enum(['all', 'activity']).default('all') }),
  response: ZPage,
});

export const alarmSocialInfo = defineContract({
  method: 'GET',
  path: '/api/profile/alarm_social_info',
  summary: '팔로우·즐겨찾기·팀원 후기 같은 소셜 알림만 최신순으로 불러옵니다.',
  tags: ['profile', 'notification'],
  auth: true,
  query: ZPageQuery,
  response: ZPage.extend({
    /** Unread social notifications, for the 소셜 tab's count. */
    unread_social: z.number().int(),
  }),
});

export const alarmCount = defineContract({
  method: 'GET',
  path: '/api/profile/alarm_count',
  summary: '읽지 않은 알림 수를 불러옵니다.',
  tags: ['profile', 'notification'],
  auth: true,
  response: z.object({ unread: z.number().int() }),
});

export const changeAlarmRead = defineContract({
  method: 'POST',
  path: '/api/profile/change_alarm_read',
  summary: '알림 하나(notification_no) 또는 전체(all=true)를 읽음으로 바꿉니다.',
  tags: ['profile', 'notification'],
  auth: true,
  body: z
    .object({
      notification_no: ZId.optional(),
      all: z.boolean().optional(),
    })
    .refine((b) => (b.notification_no !== undefined) !== (b.all === true), {
      message: '읽음으로 바꿀 알림 번호(notification_no)나 all=true 중 하나만 보내 주세요.',
      path: ['notification_no'],
    }),
  response: z.object({
    /** How many notifications this call turned from unread to read. */
    changed: z.number().int(),
    unread: z.number().int(),
  }),
});

export const ZNotificationSetting = z.object({
  KIND: z.enum(NOTIFICATION_KINDS),
  IN_APP: z.boolean(),
  EMAIL: z.boolean(),
  /** False while the member keeps the kind's default switches. */
  CUSTOMIZED: z.boolean(),
});
export type NotificationSetting = z.infer<typeof ZNotificationSetting>;

const ZSettings = z.object({ noti_settings: z.array(ZNotificationSetting) });

export const loadUserNoti = defineContract({
  method: 'GET',
  path: '/api/profile/load_user_noti',
  summary: '알림 종류마다 앱 알림과 이메일을 받을지 설정한 내용을 불러옵니다.',
  tags: ['profile', 'notification'],
  auth: true,
  response: ZSettings,
});

export const changeUserNoti = defineContract({
  method: 'POST',
  path: '/api/profile/change_user_noti',
  summary: '알림 종류 하나의 앱 알림·이메일 수신을 바꿉니다. 끈 종류의 새 알림은 쌓이지 않아요.',
  tags: ['profile', 'notification'],
  auth: true,
  body: z.object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), email: z.boolean() }),
  response: ZSettings,
});
