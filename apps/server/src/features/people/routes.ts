import { peopleApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { NoCache, type SharedCache } from '../../lib/shared-cache.js';
import * as service from './follows.js';
import { MatchCache } from './match-cache.js';
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
    matches?: MatchCache;
  },
) {
  const { db, events } = opts;
  const cache = opts.cache ?? new NoCache();
  const matches = opts.matches ?? new MatchCache();
  // Tests need every count fresh.
  const countTtl = opts.config.NODE_ENV === 'test' ? 0 : COUNT_TTL_MS;

  registerContract(app, peopleApi.loadProfiles, ({ query, user }) =>
    loadProfiles(db, user?.userNo ?? null, query, cache, countTtl),
  );

  registerContract(app, peopleApi.loadProfilesMatch, ({ query, user }) =>
    matches.load(db, user?.userNo ?? null, query.limit),
  );

  registerContract(app, peopleApi.search, async ({ query, user }) => ({
    profiles: await quickSearch(db, user?.userNo ?? null, query.keyword, query.limit),
  }));

  registerContract(app, peopleApi.people, () => directorySummary(db, cache, countTtl));

  // A follow or favourite changes the viewer's candidate pool (and the cards' state): rank again.
  registerContract(
    app,
    peopleApi.follow,
    async ({ body, user }) => {
      const res = await service.setFollow(db, events, user, body.user_no, body.follow);
      await matches.forget(user.userNo);
      return res;
    },
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );

  registerContract(
    app,
    peopleApi.favourite,
    async ({ body, user }) => {
      const res = await service.setFavourite(db, user, body);
      if (body.target_type === 'user') await matches.forget(user.userNo);
      return res;
    },
    { rateLimitPerMinute: TOGGLE_RATE_LIMIT },
  );

  registerContract(app, peopleApi.favouriteCount, ({ user }) => service.favouriteCounts(db, user.userNo));
}
