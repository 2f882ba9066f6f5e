import { moderationApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { registerPageResolver } from '../seo/resolve.js';
import { listReports, reportContent, resolveReport, setHidden } from './reports.js';
import {
  activeSuspension,
  assertAdmin,
  operatorRole,
  suspend,
  suspensionUntilLabel,
  unsuspend,
} from './sanctions.js';

/** Reporting (members) and the minimal admin calls (operators only; FORBIDDEN for everyone else). */
export async function moderationRoutes(
  app: FastifyInstance,
  opts: { db: Db; realtime: RealtimePublisher; events: DomainEvents },
) {
  const { db, realtime, events } = opts;

  // The operators' screen is a page of the SPA: answer it with index.html (200), never indexed.
  registerPageResolver('/admin/reports', () => ({
    kind: 'index',
    title: '신고 관리 | 사이드퀘스트',
    description: '신고된 글과 댓글을 확인하고 처리해요.',
    noindex: true,
  }));

  registerContract(
    app,
    moderationApi.report,
    async ({ body, user }) => ({ report_no: await reportContent(db, user, body) }),
    { rateLimitPerMinute: 20 },
  );

  registerContract(app, moderationApi.mySuspension, async ({ user }) => {
    const s = await activeSuspension(db, user.userNo);
    return {
      suspension: s
        ? { reason: s.reason, until: s.endsAt.toISOString(), until_label: suspensionUntilLabel(s.endsAt) }
        : null,
      is_operator: (await operatorRole(db, user.userNo)) !== null,
    };
  });

  registerContract(app, moderationApi.reports, async ({ body, user }) => {
    await assertAdmin(db, user.userNo);
    return listReports(db, body.status, body.before);
  });

  registerContract(app, moderationApi.resolve, async ({ body, user }) => {
    await assertAdmin(db, user.userNo);
    return { report: await resolveReport(db, events, user.userNo, body) };
  });

  registerContract(app, moderationApi.hide, async ({ body, user }) => {
    await assertAdmin(db, user.userNo);
    await setHidden(db, events, body.target_type, body.target_no, body.hidden);
    return { hidden: body.hidden };
  });

  registerContract(app, moderationApi.suspend, async ({ body, user }) => {
    await assertAdmin(db, user.userNo);
    const until = await suspend(db, realtime, events, user.userNo, body);
    return { user_no: body.user_no, until: until.toISOString() };
  });

  registerContract(app, moderationApi.unsuspend, async ({ body, user }) => {
    await assertAdmin(db, user.userNo);
    return { user_no: body.user_no, lifted: await unsuspend(db, body.user_no) };
  });
}
