import { projectFindApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { registerContract } from '../../../lib/route.js';
import { CountCache } from '../../people/search.js';
import { recommendProjects } from './recommend.js';
import { searchProjects } from './search.js';
import { recordView, toggleLike, toggleMark } from './toggles.js';

/** Like and scrap toggles: generous for a person clicking, tight for a script. */
const TOGGLE_RATE_LIMIT = 120;

/** How long a list count may be reused (as in the people directory); tests need every count fresh. */
const COUNT_CACHE_MS = 30_000;

export async function projectFindRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Pick<Config, 'NODE_ENV'> },
) {
  const { db } = opts;
  const counts = new CountCache(opts.config.NODE_ENV === 'test' ? 0 : COUNT_CACHE_MS);

  registerContract(app, projectFindApi.newAll, ({ query, user }) =>
    searchProjects(db, user?.userNo ?? null, { offset: query.offset }, counts),
  );

  registerContract(app, projectFindApi.search, ({ body, user }) =>
    searchProjects(db, user?.userNo ?? null, body, counts),
  );

  registerContract(app, projectFindApi.recommend, ({ user }) => recommendProjects(db, user));

  registerContract(app, projectFindApi.views, ({ body, user, req }) =>
    recordView(db, user, req.ip, body.project_no),
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
    ({ body, user }) => toggleMark(db, user, body.project_no, body.mark),
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );
}
