import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { MemoryCache } from '../../lib/shared-cache.js';
import * as match from './match.js';
import { MatchCache } from './match-cache.js';
import { subscribePeople } from './subscribers.js';

const db = {} as Db;
const card = (no: number) => ({ USER_NO: no }) as never;

describe('recommendations cached per viewer', () => {
  it('ranks once per viewer and slices the list to each request', async () => {
    const rank = vi
      .spyOn(match, 'matchProfiles')
      .mockImplementation(async () => ({ personalized: true, profiles: [1, 2, 3].map(card) }));
    const matches = new MatchCache(new MemoryCache(), 60_000);
    expect((await matches.load(db, 7, 2)).profiles).toHaveLength(2);
    expect((await matches.load(db, 7, 3)).profiles).toHaveLength(3);
    expect(rank).toHaveBeenCalledTimes(1);
    await matches.load(db, 8, 3);
    expect(rank).toHaveBeenCalledTimes(2);
    rank.mockRestore();
  });

  it('ranks again after the viewer saves their profile or follows someone', async () => {
    const rank = vi
      .spyOn(match, 'matchProfiles')
      .mockImplementation(async () => ({ personalized: true, profiles: [card(1)] }));
    const matches = new MatchCache(new MemoryCache(), 60_000);
    const events = new DomainEvents();
    subscribePeople(events, { matches });
    await matches.load(db, 7, 8);
    await events.emit('profile.updated', { userNo: 8 });
    await matches.load(db, 7, 8);
    expect(rank).toHaveBeenCalledTimes(1);
    await events.emit('profile.updated', { userNo: 7 });
    await matches.load(db, 7, 8);
    expect(rank).toHaveBeenCalledTimes(2);
    await events.emit('member.followed', { followerNo: 7, followerNickname: null, followeeNo: 9 });
    await matches.load(db, 7, 8);
    expect(rank).toHaveBeenCalledTimes(3);
    rank.mockRestore();
  });

  it('keeps nothing with a TTL of 0 (tests)', async () => {
    const rank = vi
      .spyOn(match, 'matchProfiles')
      .mockImplementation(async () => ({ personalized: false, profiles: [] }));
    const matches = new MatchCache(new MemoryCache(), 0);
    await matches.load(db, null, 8);
    await matches.load(db, null, 8);
    expect(rank).toHaveBeenCalledTimes(2);
    rank.mockRestore();
  });
});
