import { peopleApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { NoCache, type SharedCache } from '../../lib/shared-cache.js';
import * as service from './follows.js';
import { matchProfiles } from './match.js';
import { COUNT_TTL_MS, directorySummary, loadProfiles, quickSearch } from './search.js';

/** Follow and favourite toggles: generous for a person clicking, tight for a script. */
const TOGGLE_RATE_LIMIT = 120;

export async function peopleRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    events: DomainEvents;
    config: Pick<Config, 'NODE_ENV'>;
    /** Counts shared across instances (Redis) or kept in this process; see lib/shared-cache.ts. */
    cache?: SharedCache;
  },
) {
  const { db, events } = opts;
  const cache = opts.cache ?? new NoCache();
  // Tests need every count fresh.
  const countTtl = opts.config.NODE_ENV === 'test' ? 0 : COUNT_TTL_MS;

  registerContract(app, peopleApi.loadProfiles, ({ query, user }) =>
    loadProfiles(db, user?.userNo ?? null, query, cache, countTtl),
  );

  registerContract(app, peopleApi.loadProfilesMatch, ({ query, user }) =>
    matchProfiles(db, user?.userNo ?? null, query.limit),
  );

  registerContract(app, peopleApi.search, async ({ query, user }) => ({
    profiles: await quickSearch(db, user?.userNo ?? null, query.keyword, query.limit),
  }));

  registerContract(app, peopleApi.people, () => directorySummary(db, cache, countTtl));

  registerContract(
    app,
    peopleApi.follow,
    ({ body, user }) => service.setFollow(db, events, user, body.user_no, body.follow),
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );

  registerContract(app, peopleApi.favourite, ({ body, user }) => service.setFavourite(db, user, body), {
    rateLimitPerMinute: TOGGLE_RATE_LIMIT,
  });

  registerContract(app, peopleApi.favouriteCount, ({ user }) => service.favouriteCounts(db, user.userNo));
}
