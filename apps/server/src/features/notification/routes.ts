import { notificationApi, SOCIAL_NOTIFICATION_KINDS } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { changeSetting, listNotifications, loadSettings, markRead, unreadCount } from './inbox.js';

export interface NotificationRoutesOptions {
  db: Db;
  /** Not used by the calls themselves; kept so features that notify share one wiring. */
  realtime: RealtimePublisher;
}

/** Toggling switches is cheap but should not be scriptable into a write storm. */
const SETTINGS_RATE_LIMIT_PER_MINUTE = 60;

export async function notificationRoutes(app: FastifyInstance, opts: NotificationRoutesOptions) {
  const { db } = opts;

  // A member's own inbox: give it a real title, and keep it out of search engines.
  registerPageResolver('/notifications', () => ({
    kind: 'index',
    title: '알림 | 사이드퀘스트',
    description: '팔로우, 프로젝트 초대, 인증 결과 같은 내 소식을 한곳에서 확인해요.',
    noindex: true,
  }));

  registerContract(app, notificationApi.alarmInfo, ({ user, query }) =>
    listNotifications(db, user.userNo, { scope: query.scope, cursor: query.cursor, limit: query.limit }),
  );

  registerContract(app, notificationApi.alarmSocialInfo, async ({ user, query }) => {
    const page = await listNotifications(db, user.userNo, {
      scope: 'social',
      cursor: query.cursor,
      limit: query.limit,
    });
    return { ...page, unread_social: await unreadCount(db, user.userNo, SOCIAL_NOTIFICATION_KINDS) };
  });

  registerContract(app, notificationApi.alarmCount, async ({ user }) => ({
    unread: await unreadCount(db, user.userNo),
  }));

  registerContract(app, notificationApi.changeAlarmRead, ({ user, body }) =>
    markRead(db, user.userNo, body.all === true ? { all: true } : { notificationNo: body.notification_no! }),
  );

  registerContract(app, notificationApi.loadUserNoti, async ({ user }) => ({
    noti_settings: await loadSettings(db, user.userNo),
  }));

  registerContract(
    app,
    notificationApi.changeUserNoti,
    async ({ user, body }) => ({
      noti_settings: await changeSetting(db, user.userNo, {
        kind: body.kind,
        inApp: body.in_app,
        email: body.email,
      }),
    }),
    { rateLimitPerMinute: SETTINGS_RATE_LIMIT_PER_MINUTE },
  );
}
