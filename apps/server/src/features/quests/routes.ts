import { questsApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { claimQuest } from './claims.js';
import { questInfo } from './progress.js';
import { claimWeekly, weeklyChallenge, weeklyReport } from './weekly.js';

/** Claims pay exp or points: a person taps a few a day, a script is stopped early. */
const CLAIM_RATE_LIMIT = 30;

export async function questRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;

  registerContract(app, questsApi.questInfo, ({ user }) => questInfo(db, user.userNo));
  registerContract(
    app,
    questsApi.questClaim,
    ({ body, user }) => claimQuest(db, events, user.userNo, body.code),
    { rateLimitPerMinute: CLAIM_RATE_LIMIT },
  );
  registerContract(app, questsApi.loadWeeklyChallenge, ({ user }) => weeklyChallenge(db, user.userNo));
  registerContract(app, questsApi.weeklyChallengeClaim, ({ user }) => claimWeekly(db, user.userNo), {
    rateLimitPerMinute: CLAIM_RATE_LIMIT,
  });
  registerContract(app, questsApi.loadReportChallenge, ({ user }) => weeklyReport(db, user.userNo));
}
