import { pointsApi, profileApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { expInfo, pointInfo } from './history.js';
import { pointCheck } from './affordability.js';
import { pointSummary } from './summary.js';

/** A person checks a price when they open something that costs points; a loop is stopped early. */
const CHECK_RATE_LIMIT = 120;

/**
 * The member's own points and exp: histories, the weekly chart and "can I afford it". The paths
 * keep the seed's `/api/profile/…` names; the rules live in the points feature with the ledger.
 */
export async function pointsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  registerContract(app, profileApi.pointInfo, ({ query, user }) => pointInfo(db, user.userNo, query));
  registerContract(app, profileApi.expInfo, ({ query, user }) => expInfo(db, user.userNo, query));
  registerContract(app, pointsApi.pointSummarize, ({ user }) => pointSummary(db, user.userNo));
  registerContract(app, pointsApi.pointCheck, ({ body, user }) => pointCheck(db, user.userNo, body.price), {
    rateLimitPerMinute: CHECK_RATE_LIMIT,
  });
}
