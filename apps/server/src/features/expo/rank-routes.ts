import { expoRankApi, SITE_NAME } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { boothBadges, makerBadges } from './badges.js';
import { claimCode, createCode, endCode, listCodes, liveCode } from './codes.js';
import { carousels, hallOfFame, rankings } from './leaderboard.js';

/** Claims race for a limited quantity: a person clicks once, a script many times. */
const CLAIM_LIMIT = { rateLimitPerMinute: 20 };
const TEAM_LIMIT = { rateLimitPerMinute: 30 };

/** Rankings, hall of fame, badges and promotion codes of the expo. */
export async function expoRankRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  // `/product` itself is a built-in page (kind product); the rules page is ours.
  registerPageResolver('/product/ranking-rules', () => ({
    kind: 'index',
    title: `랭킹은 이렇게 정해져요 | 프로덕트 엑스포 | ${SITE_NAME}`,
    description: '응원, 리뷰, 포럼 참여로 매기는 엑스포 랭킹의 계산 방법과 주간 스냅샷 규칙을 알려 드려요.',
  }));

  registerContract(app, expoRankApi.rankings, ({ body }) => rankings(db, body));
  registerContract(app, expoRankApi.carousels, () => carousels(db));
  registerContract(app, expoRankApi.hallOfFame, ({ body }) => hallOfFame(db, body.before));
  registerContract(app, expoRankApi.boothBadges, async ({ body }) => ({
    list: await boothBadges(db, body.booth_no),
  }));
  registerContract(app, expoRankApi.makerBadges, async ({ body }) => ({
    list: await makerBadges(db, body.user_no),
  }));
  registerContract(app, expoRankApi.liveCode, ({ body, user }) =>
    liveCode(db, body.booth_no, user?.userNo ?? null),
  );
  registerContract(
    app,
    expoRankApi.claimCode,
    ({ body, user }) => claimCode(db, user.userNo, body.code_no),
    CLAIM_LIMIT,
  );
  registerContract(
    app,
    expoRankApi.createCode,
    ({ body, user }) => createCode(db, user.userNo, body),
    TEAM_LIMIT,
  );
  registerContract(
    app,
    expoRankApi.listCodes,
    ({ body, user }) => listCodes(db, user.userNo, body.booth_no),
    TEAM_LIMIT,
  );
  registerContract(
    app,
    expoRankApi.endCode,
    ({ body, user }) => endCode(db, user.userNo, body.code_no),
    TEAM_LIMIT,
  );
}
