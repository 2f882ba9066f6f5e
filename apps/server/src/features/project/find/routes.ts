import { projectFindApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { registerContract } from '../../../lib/route.js';
import { MemoryCache, type SharedCache } from '../../../lib/shared-cache.js';
import { recommendProjects } from './recommend.js';
import { RECOMMEND_TTL_MS, recommendationCache } from './recommend-cache.js';
import { searchProjects } from './search.js';
import { recordView, toggleLike, toggleMark } from './toggles.js';

/** Like and scrap toggles: generous for a person clicking, tight for a script. */
const TOGGLE_RATE_LIMIT = 120;

/**
 * How long a list count and a page boundary may be reused (as in the people directory); tests need
 * every read fresh.
 */
const LIST_CACHE_MS = 30_000;

export async function projectFindRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Pick<Config, 'NODE_ENV'>; events: DomainEvents; cache?: SharedCache },
) {
  const { db } = opts;
  const testing = opts.config.NODE_ENV === 'test';
  const cache = opts.cache ?? new MemoryCache();
  const lists = { cache, ttlMs: testing ? 0 : LIST_CACHE_MS };
  const recommendations = recommendationCache(opts.events);
  recommendations.use(cache, testing ? 0 : RECOMMEND_TTL_MS);

  registerContract(app, projectFindApi.newAll, ({ query, user }) =>
    searchProjects(db, user?.userNo ?? null, { offset: query.offset }, lists),
  );

  registerContract(app, projectFindApi.search, ({ body, user }) =>
    searchProjects(db, user?.userNo ?? null, body, lists),
  );

  registerContract(app, projectFindApi.recommend, ({ user }) => recommendProjects(db, user, recommendations));

  registerContract(app, projectFindApi.views, ({ body, user, req }) =>
    recordView(db, opts.events, user, req.ip, body.project_no),
  );

  registerContract(
    app,
    projectFindApi.likes,
    ({ body, user }) => toggleLike(db, user, body.project_no, body.like),
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );

  registerContract(
    app,
    projectFindApi.marks,
    // A scrap is one of the viewer's reasons (same-domain picks): rank them again.
    async ({ body, user }) => {
      const marked = await toggleMark(db, user, body.project_no, body.mark);
      await recommendations.forget(user.userNo);
      return marked;
    },
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );
}
