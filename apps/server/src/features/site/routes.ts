import { siteApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { registerContract } from '../../lib/route.js';
import { operatorInfo } from './operator.js';

export async function siteRoutes(app: FastifyInstance, opts: { config: Config }) {
  // Fixed for the life of the process: computed once, and browsers may keep it for an hour.
  const operator = operatorInfo(opts.config);
  registerContract(app, siteApi.siteInfo, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { operator };
  });
}
