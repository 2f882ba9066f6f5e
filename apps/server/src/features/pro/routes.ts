import { proApi, SITE_NAME } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { applyPro, decideApplication, listApplications, myProInfo } from './apply.js';
import { openDates, openHoursOn, saveOpenHours } from './hours.js';
import { accept, cancel, memberHistory, proInbox, refund, reject, reserve } from './reservations.js';
import { answerReview, listReviews, writeReview } from './reviews.js';
import { proPage, searchPros } from './search.js';
import { proTimeShiftEnabled, registerProTimeShift } from './test-shift.js';

/** Pro consultations: applying, searching, open hours, reservations and reviews (issue 16). */
export async function proRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; config: Config },
) {
  const { db, events, config } = opts;
  // Moving points (reserve, cancel, refund) and answering requests: a person does a few a minute.
  const money = { rateLimitPerMinute: Math.max(20, Math.floor(config.RATE_LIMIT_MAX / 15)) };
  const write = { rateLimitPerMinute: 30 };

  registerPageResolver('/pro', () => ({
    kind: 'index',
    title: `프로 상담 | ${SITE_NAME}`,
    description: '변리사, 세무사, 의사 같은 전문가에게 포인트로 1:1 상담을 예약해요.',
  }));
  // The member's own pro pages: titled, never indexed.
  for (const [path, title] of [
    ['/pro/apply', '프로 신청'],
    ['/pro/manage', '상담 관리'],
    ['/pro/reservations', '내 상담 예약'],
    ['/admin/pros', '프로 신청 심사'],
  ] as const) {
    registerPageResolver(path, () => ({ kind: 'index', title: `${title} | ${SITE_NAME}`, noindex: true }));
  }
  // A pro's page is /pro/@nickname (the web moves an old /pro/nickname link there).
  registerPageResolver('/pro/:handle', async ({ handle }, _query, pageDb) => {
    const nickname = (handle ?? '').replace(/^@/, '');
    const page = await proPage(pageDb, { nickname }, null).catch(() => null);
    if (!page) {
      return {
        kind: 'index',
        title: `프로를 찾을 수 없어요 | ${SITE_NAME}`,
        description: '프로 활동을 그만두었거나 없는 주소예요. 프로 상담에서 다른 전문가를 찾아보세요.',
        status: 404,
        noindex: true,
      };
    }
    return {
      kind: 'index',
      title: `${nickname} 프로 상담 | ${SITE_NAME}`,
      description: '전문가의 소개와 상담 가능한 시간을 보고 포인트로 1:1 상담을 예약해요.',
    };
  });

  // Browser journeys only (refused in production): see test-shift.ts.
  if (proTimeShiftEnabled()) registerProTimeShift(app, { db, events });

  registerContract(app, proApi.proInfo, ({ user }) => myProInfo(db, user.userNo));
  registerContract(app, proApi.bePro, ({ body, user }) => applyPro(db, user, body), write);
  registerContract(app, proApi.proApplications, ({ query, user }) =>
    listApplications(db, user.userNo, query),
  );
  registerContract(
    app,
    proApi.registerPro,
    ({ body, user }) => decideApplication(db, events, user.userNo, body),
    write,
  );
  registerContract(
    app,
    proApi.saveOpenHours,
    ({ body, user }) => saveOpenHours(db, user.userNo, body),
    write,
  );

  registerContract(app, proApi.searchPro, ({ query }) => searchPros(db, query));
  registerContract(app, proApi.loadProInfo, ({ query, user }) => proPage(db, query, user?.userNo ?? null));
  registerContract(app, proApi.loadProReviews, ({ query }) => listReviews(db, query.pro_no, query.before));
  registerContract(app, proApi.loadOpenDate, ({ query }) => openDates(db, query.pro_no, query.month));
  registerContract(app, proApi.loadOpenHour, ({ query }) => openHoursOn(db, query.pro_no, query.date));

  registerContract(app, proApi.reservePro, ({ body, user }) => reserve(db, events, user, body), money);
  registerContract(
    app,
    proApi.acceptPro,
    ({ body, user }) => accept(db, events, user, body.reservation_no),
    write,
  );
  registerContract(app, proApi.rejectPro, ({ body, user }) => reject(db, events, user, body), write);
  registerContract(
    app,
    proApi.cancelPro,
    ({ body, user }) => cancel(db, events, user, body.reservation_no),
    money,
  );
  registerContract(
    app,
    proApi.refundPro,
    ({ body, user }) => refund(db, events, user, body.reservation_no),
    money,
  );
  registerContract(app, proApi.loadProHistory, ({ query, user }) => memberHistory(db, user.userNo, query));
  registerContract(app, proApi.loadProReservation, ({ query, user }) => proInbox(db, user.userNo, query));

  registerContract(app, proApi.writeProReview, ({ body, user }) => writeReview(db, user, body), write);
  registerContract(app, proApi.answerProReview, ({ body, user }) => answerReview(db, user, body), write);
}
