import { expoBoothsApi, pageTitle, SITE_NAME, ZId } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { assertAdmin, operatorRole } from '../moderation/sanctions.js';
import { type PageInfo, registerPageResolver } from '../seo/resolve.js';
import { IMAGE_MAX_DIMENSION } from '../upload/files.js';
import { imageUploadRoute } from '../upload/image-route.js';
import { readBooth } from './booths.js';
import {
  BOOTH_IMAGE_PURPOSE,
  initBooth,
  myBooths,
  removeBooth,
  saveDraft,
  submitBooth,
  updateBooth,
} from './registration.js';
import { screenBooth, screeningQueue } from './screening.js';
import { messageSupporters } from './messages.js';
import { answerInvitation, cancelInvitation, inviteMember, leaveBooth, removeMember } from './team.js';
import { deleteUpdate, listUpdates, postUpdate } from './updates.js';

/** Autosave sends a save every few seconds while typing; other changes are rarer. */
const SAVE_LIMIT = { rateLimitPerMinute: 60 };
const CHANGE_LIMIT = { rateLimitPerMinute: 20 };
const ADMIN_LIMIT = { rateLimitPerMinute: 60 };

/** The public page's meta: a removed, hidden or missing booth is a 404 to crawlers. */
async function boothPage(params: Record<string, string>, db: Db): Promise<PageInfo | null> {
  const no = ZId.safeParse(params.id);
  if (!no.success) return null;
  const booth = await readBooth(db, no.data, null).catch(() => null);
  if (!booth) return null;
  return {
    kind: 'booth_detail',
    title: pageTitle('booth_detail', { name: booth.name }),
    description: `${booth.pitch} ${booth.intro_short}`.trim(),
    image: booth.logo_url ?? booth.screenshots[0] ?? null,
    path: `/product/${booth.booth_no}/${encodeURIComponent(booth.slug)}`,
  };
}

/** Booths: registration, screening, the booth page, team and updates (the rest of the expo has its own plugins). */
export async function expoBoothRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; storage: Storage },
) {
  const { db, events, storage } = opts;
  const isOperator = async (userNo: number | undefined) => (await operatorRole(db, userNo)) !== null;

  registerPageResolver('/product/new', () => ({
    kind: 'product',
    title: `부스 등록 | ${SITE_NAME}`,
    description: '완성한 프로덕트를 엑스포 부스로 등록해요.',
    noindex: true,
  }));
  registerPageResolver('/product/:id', (params, _q, pageDb) => boothPage(params, pageDb));
  registerPageResolver('/product/:id/:slug', (params, _q, pageDb) => boothPage(params, pageDb));
  registerPageResolver('/product/:id/edit', () => ({
    kind: 'product',
    title: `부스 고치기 | ${SITE_NAME}`,
    noindex: true,
  }));
  registerPageResolver('/admin/booths', () => ({
    kind: 'index',
    title: `부스 심사 | ${SITE_NAME}`,
    description: '심사를 기다리는 부스를 승인하거나 반려해요.',
    noindex: true,
  }));

  registerContract(app, expoBoothsApi.detail, async ({ body, user }) => ({
    booth: await readBooth(db, body.booth_no, user?.userNo ?? null, await isOperator(user?.userNo)),
  }));
  registerContract(app, expoBoothsApi.updates, async ({ body, user }) =>
    listUpdates(db, user?.userNo ?? null, await isOperator(user?.userNo), body),
  );
  registerContract(app, expoBoothsApi.mine, ({ user }) => myBooths(db, user.userNo));

  registerContract(
    app,
    expoBoothsApi.init,
    ({ body, user }) => initBooth(db, user.userNo, body.project_no),
    CHANGE_LIMIT,
  );
  registerContract(app, expoBoothsApi.save, ({ body, user }) => saveDraft(db, user.userNo, body), SAVE_LIMIT);
  registerContract(
    app,
    expoBoothsApi.submit,
    ({ body, user }) => submitBooth(db, events, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.update,
    ({ body, user }) => updateBooth(db, events, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.remove,
    ({ body, user }) => removeBooth(db, events, user.userNo, body.booth_no),
    CHANGE_LIMIT,
  );

  registerContract(
    app,
    expoBoothsApi.postUpdate,
    ({ body, user }) => postUpdate(db, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.deleteUpdate,
    ({ body, user }) => deleteUpdate(db, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.invite,
    ({ body, user }) => inviteMember(db, events, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.answerInvitation,
    ({ body, user }) => answerInvitation(db, events, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.cancelInvitation,
    ({ body, user }) => cancelInvitation(db, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.removeMember,
    ({ body, user }) => removeMember(db, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.messageSupporters,
    ({ body, user }) => messageSupporters(db, events, user.userNo, body),
    CHANGE_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.leave,
    ({ body, user }) => leaveBooth(db, user.userNo, body.booth_no),
    CHANGE_LIMIT,
  );

  registerContract(
    app,
    expoBoothsApi.screeningList,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return screeningQueue(db, body.after);
    },
    ADMIN_LIMIT,
  );
  registerContract(
    app,
    expoBoothsApi.screen,
    async ({ body, user }) => {
      await assertAdmin(db, user.userNo);
      return screenBooth(db, events, body);
    },
    ADMIN_LIMIT,
  );

  // Logo and screenshots: multipart is parsed only inside this plugin.
  await app.register(
    imageUploadRoute(expoBoothsApi.imageUpload, BOOTH_IMAGE_PURPOSE, IMAGE_MAX_DIMENSION.cover),
    {
      db,
      storage,
    },
  );
}
