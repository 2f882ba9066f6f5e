import { homeFirstViewHtml, mainApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { liveAds, liveBanners } from './home.js';
import { BriefValue } from './brief-value.js';
import { hasAllPublic, loadHome, type PeopleMatches } from './home-sections.js';

/**
 * How long every visitor shares one home (and members the podium and the popular posts' order): short enough that a new gathering or post shows within
 * the minute, long enough that a crowd of visitors costs one assembly per instance.
 */
export const VISITOR_HOME_TTL_MS = 45_000;

export async function mainRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; config: Pick<Config, 'NODE_ENV'>; matches?: PeopleMatches },
) {
  const { db } = opts;
  registerContract(app, mainApi.banner, async () => ({ banner_info: await liveBanners(db) }));
  registerContract(app, mainApi.ad, async () => ({ ad_info: await liveAds(db) }));
  // The home's first banner is in its first HTML (homeFirstViewHtml): on a phone its title is the
  // largest paint. Read per request, not kept: a banner an operator just changed must not come back.
  registerPageResolver('/', async (_params, _query, pageDb) => {
    const banner = (await liveBanners(pageDb)).find((b) => b.BANNER_PLACEMENT === 'index');
    return {
      kind: 'index',
      ...(banner ? { firstView: (path: string) => homeFirstViewHtml(path, banner) } : {}),
    };
  });

  // Tests need every read fresh.
  const ttl = opts.config.NODE_ENV === 'test' ? 0 : VISITOR_HOME_TTL_MS;
  // A visitor's page with a failed section is not shared: the next visitor tries that section again.
  const visitors = new BriefValue<mainApi.Home>(ttl, hasAllPublic);
  // What members share too: the podium and the week's popular-post ranking are the same for all.
  const shared = {
    expo: new BriefValue<NonNullable<mainApi.Home['expo']>>(ttl),
    popularNos: new BriefValue<number[]>(ttl),
  };
  const deps = { db, events: opts.events, matches: opts.matches, shared, log: app.log };
  registerContract(app, mainApi.home, ({ user }) =>
    user ? loadHome(deps, user) : visitors.get(() => loadHome(deps, null)),
  );
}
