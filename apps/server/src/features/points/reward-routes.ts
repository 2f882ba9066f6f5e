import { rewardsApi, SITE_NAME } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { getUserReward, loadUserReward } from './rewards.js';

/** A claim is one tap on the card; a loop of them is stopped early. */
const CLAIM_RATE_LIMIT = 30;

/** The claim card: what the member's activity earned and the one call that takes it. */
export async function rewardRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;
  registerContract(app, rewardsApi.loadUserReward, ({ user }) => loadUserReward(db, user.userNo));
  registerContract(app, rewardsApi.getUserReward, ({ user }) => getUserReward(db, events, user.userNo), {
    rateLimitPerMinute: CLAIM_RATE_LIMIT,
  });
  registerPageResolver('/points/guide', () => ({
    kind: 'index',
    title: `포인트 안내 | ${SITE_NAME}`,
    description: '커피 포인트와 활동 점수를 모으는 방법, 쓰는 곳, 충전과 환불을 한눈에 정리했어요.',
  }));
}
