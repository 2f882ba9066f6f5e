import { peopleApi } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import { NoCache, type SharedCache } from '../../lib/shared-cache.js';
import { type MatchResult, matchProfiles } from './match.js';

/**
 * How long a viewer's recommendations are reused. Their own changes (profile, follows, favourites)
 * drop the entry at once; this bounds how long the candidate pool may lag behind everyone else's
 * activity, new members and follower counts, which nobody notices within a couple of minutes.
 */
export const MATCH_TTL_MS = 120_000;

const keyOf = (viewerNo: number | null) => `people:match:${viewerNo ?? 'visitor'}`;

/**
 * Recommendations cached per viewer (visitors share one entry), in Redis when configured so every
 * instance reuses them and an invalidation reaches them all. The longest list the contract allows
 * is ranked once and each request takes its first `limit`: one entry per viewer, one key to drop.
 */
export class MatchCache {
  constructor(
    private readonly cache: SharedCache = new NoCache(),
    private readonly ttlMs = MATCH_TTL_MS,
  ) {}

  async load(db: Db, viewerNo: number | null, limit: number): Promise<MatchResult> {
    const all = await this.cache.get(keyOf(viewerNo), this.ttlMs, () =>
      matchProfiles(db, viewerNo, peopleApi.MATCH_LIMIT_MAX),
    );
    return { personalized: all.personalized, profiles: all.profiles.slice(0, limit) };
  }

  /** The viewer changed something their ranking depends on: rank again on the next read. */
  forget(viewerNo: number): Promise<void> {
    return this.cache.delete(keyOf(viewerNo));
  }
}
