/** Recommendations kept per viewer, dropped when the viewer or the pool of projects changes. */
import { randomBytes } from 'node:crypto';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { NoCache, type SharedCache } from '../../../lib/shared-cache.js';

/**
 * How long a viewer's ranking is reused. The viewer's own changes (profile, scraps) and every change
 * to the pool that the domain events tell of (published, edited, deleted, a seat taken or freed)
 * drop it at once; the TTL bounds what no event tells (a favourite added from the profile page, a
 * project marked complete), which nobody notices within two minutes.
 */
export const RECOMMEND_TTL_MS = 120_000;

/** The pool's version outlives any entry; when it expires every entry is simply ranked again. */
const POOL_TTL_MS = 24 * 60 * 60 * 1000;
const POOL_KEY = 'project:recommend:pool';
const keyOf = (viewerNo: number | null) => `project:recommend:${viewerNo ?? 'visitor'}`;

/** A ranking: which projects, in order, and why (the cards themselves are read fresh). */
export interface Ranking {
  personalized: boolean;
  picks: { no: number; reason: string | null }[];
}

interface Entry extends Ranking {
  pool: string;
  /** The viewer's jobs as ranked (they live on the session row: a change shows without an event). */
  inputs: string;
}

/**
 * The cache itself (Redis when configured, so an invalidation on one instance reaches all) plus a
 * pool version: a pool change writes a new version instead of finding every viewer's entry, and an
 * entry ranked under another version is stale.
 */
export class RecommendationCache {
  private cache: SharedCache = new NoCache();
  private ttlMs = 0;

  /** The app's shared cache and TTL (0 in tests: every read ranks afresh). */
  use(cache: SharedCache, ttlMs: number): void {
    this.cache = cache;
    this.ttlMs = ttlMs;
  }

  async load<R extends Ranking>(
    viewerNo: number | null,
    inputs: string,
    rank: () => Promise<R>,
  ): Promise<R | Ranking> {
    if (this.ttlMs <= 0) return rank();
    const [pool, kept] = await Promise.all([
      this.cache.peek<string>(POOL_KEY),
      this.cache.peek<Entry>(keyOf(viewerNo)),
    ]);
    if (pool && kept && kept.pool === pool && kept.inputs === inputs) return kept;
    let version = pool;
    if (!version) {
      version = newVersion();
      await this.cache.set(POOL_KEY, version, POOL_TTL_MS);
    }
    const ranking = await rank();
    // Only the ranking is kept, never the cards ranked from (a Ranking may carry them).
    const entry: Entry = { personalized: ranking.personalized, picks: ranking.picks, pool: version, inputs };
    await this.cache.set(keyOf(viewerNo), entry, this.ttlMs);
    return ranking;
  }

  /** Something every ranking may depend on changed. */
  async poolChanged(): Promise<void> {
    if (this.ttlMs > 0) await this.cache.set(POOL_KEY, newVersion(), POOL_TTL_MS);
  }

  /** The viewer changed what they are ranked by. */
  async forget(viewerNo: number): Promise<void> {
    await this.cache.delete(keyOf(viewerNo));
  }
}

function newVersion(): string {
  return randomBytes(6).toString('hex');
}

/**
 * One cache per app, found through its DomainEvents: the subscriber (wired in `subscribeAll`, before
 * any route exists) and the routes (which configure it) reach the same object without new wiring.
 */
const byApp = new WeakMap<DomainEvents, RecommendationCache>();

export function recommendationCache(events: DomainEvents): RecommendationCache {
  let cache = byApp.get(events);
  if (!cache) {
    cache = new RecommendationCache();
    byApp.set(events, cache);
  }
  return cache;
}
