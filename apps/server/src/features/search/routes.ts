import { planOneSearch, SEARCH_PAGE_SIZE, searchApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { forgetAllQueries, forgetQuery, listQueries, rememberQuery } from './history.js';
import { ensureIndex } from './indexer.js';
import { startSearchJobs } from './jobs.js';
import { runSearch } from './query.js';

/**
 * The one search (`/api/search`), its suggestions and a member's recent searches. At start-up the
 * index is rebuilt for any kind it does not hold at its source's version (a fresh migration, a new
 * kind); afterwards domain events keep it current (subscribers.ts).
 */
export async function searchRoutes(app: FastifyInstance, opts: { db: Db; config: Config }): Promise<void> {
  const { db, config } = opts;
  // A search is a few index reads; suggestions come as a person types (debounced on the web).
  const reads = { rateLimitPerMinute: Math.max(60, Math.floor(config.RATE_LIMIT_MAX / 2)) };
  const suggests = { rateLimitPerMinute: Math.max(120, config.RATE_LIMIT_MAX) };
  const writes = { rateLimitPerMinute: 60 };

  app.addHook('onReady', async () => {
    const rebuilt = await ensureIndex(db);
    if (rebuilt.length > 0) app.log.info({ kinds: rebuilt }, '[search] index rebuilt');
  });
  if (config.NODE_ENV !== 'test') {
    const stop = startSearchJobs(db, app.log);
    app.addHook('onClose', async () => stop());
  }

  registerContract(
    app,
    searchApi.search,
    async ({ query, user }) => {
      const page = await runSearch(db, planOneSearch(query.q), {
        kind: query.kind,
        cursor: query.cursor,
        limit: SEARCH_PAGE_SIZE,
        withCounts: !query.cursor,
      });
      // The first page is "a search"; paging through it is not another one.
      if (user && !query.cursor) await rememberQuery(db, user.userNo, query.q);
      return {
        q: query.q,
        counts: page.counts ?? { people: 0, project: 0, booth: 0, pro: 0, lounge: 0, article: 0 },
        results: page.results,
        next_cursor: page.nextCursor,
      };
    },
    reads,
  );

  registerContract(
    app,
    searchApi.suggest,
    async ({ query }) => {
      const page = await runSearch(db, planOneSearch(query.q), {
        limit: searchApi.SUGGEST_SIZE,
        withCounts: false,
      });
      return { results: page.results };
    },
    suggests,
  );

  registerContract(app, searchApi.queryHistory, async ({ user }) => ({
    items: await listQueries(db, user.userNo),
  }));
  registerContract(
    app,
    searchApi.deleteQueryHistory,
    async ({ body, user }) => {
      await forgetQuery(db, user.userNo, body.history_no);
      return { items: await listQueries(db, user.userNo) };
    },
    writes,
  );
  registerContract(
    app,
    searchApi.clearQueryHistory,
    async ({ user }) => {
      await forgetAllQueries(db, user.userNo);
      return { items: [] };
    },
    writes,
  );
}
