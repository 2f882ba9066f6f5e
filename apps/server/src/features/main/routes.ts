import { mainApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { liveAds, liveBanners } from './home.js';

export async function mainRoutes(app: FastifyInstance, opts: { db: Db }) {
  registerContract(app, mainApi.banner, async () => ({ banner_info: await liveBanners(opts.db) }));
  registerContract(app, mainApi.ad, async () => ({ ad_info: await liveAds(opts.db) }));
}
