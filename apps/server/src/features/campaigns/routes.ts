import { campaignsApi, SITE_NAME, ZId } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { assertAdmin } from '../moderation/sanctions.js';
import { registerPageResolver } from '../seo/resolve.js';
import { IMAGE_MAX_DIMENSION } from '../upload/files.js';
import { imageUploadRoute } from '../upload/image-route.js';
import { adminEventList, closeEvent, createEvent, eventDetail, listEvents, loadEvent } from './campaigns.js';
import { enterEvent, PROOF_PURPOSE } from './entries.js';
import { drawLottery } from './lottery.js';
import { reviewEntry, reviewQueue } from './review.js';

/** Entering guards codes against guessing; operators' calls are few. */
const ENTER_LIMIT = { rateLimitPerMinute: 20 };
const ADMIN_LIMIT = { rateLimitPerMinute: 60 };

/** Events: members list, open and enter them; operators (admins) run them. */
export async function campaignRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; storage: Storage },
) {
  const { db, events, storage } = opts;

  registerPageResolver('/events', () => ({
    kind: 'index',
    title: `이벤트 | ${SITE_NAME}`,
    description: '출석 체크, 프로모션 코드, 인증 이벤트에 참여하고 포인트와 활동 점수를 받아 보세요.',
  }));
  registerPageResolver('/events/:id', async ({ id }, _query, pageDb) => {
    const no = ZId.safeParse(id);
    if (!no.success) return null;
    const ev = await loadEvent(pageDb, no.data).catch(() => null);
    return ev
      ? { kind: 'index', title: `${ev.title} | 이벤트 | ${SITE_NAME}`, description: ev.body.slice(0, 140) }
      : null;
  });
  registerPageResolver('/admin/events', () => ({
    kind: 'index',
    title: `이벤트 관리 | ${SITE_NAME}`,
    description: '이벤트를 만들고 인증을 검토하고 추첨해요.',
    noindex: true,
  }));

  registerContract(app, campaignsApi.list, ({ body }) => listEvents(db, body.status, body.before));
  registerContract(app, campaignsApi.detail, ({ body, user }) =>
    eventDetail(db, body.event_no, user?.userNo ?? null),
  );
  registerContract(
    app,
    campaignsApi.enter,
    ({ body, user }) => enterEvent(db, events, user.userNo, body),
    ENTER_LIMIT,
  );

  registerContract(
    app,
    campaignsApi.adminList,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return adminEventList(db, body.before);
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    campaignsApi.create,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return { event: await createEvent(db, user.userNo, body) };
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    campaignsApi.close,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return { event: await closeEvent(db, body.event_no) };
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    campaignsApi.entries,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return reviewQueue(db, body);
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    campaignsApi.review,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return { entry: await reviewEntry(db, events, user.userNo, body) };
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    campaignsApi.draw,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return drawLottery(db, events, user.userNo, body.event_no);
    },
    ADMIN_LIMIT,
  );

  // The proof picture: multipart is parsed only inside this plugin.
  await app.register(imageUploadRoute(campaignsApi.proofUpload, PROOF_PURPOSE, IMAGE_MAX_DIMENSION.cover), {
    db,
    storage,
  });
}
