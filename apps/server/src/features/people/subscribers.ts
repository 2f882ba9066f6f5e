import type { DomainEvents } from '../../lib/domain-events.js';
import type { MatchCache } from './match-cache.js';

/**
 * People's reactions: a viewer's cached recommendations are dropped when what they are ranked by
 * changes (their profile, whom they follow). Favourites and unfollows are people's own calls and
 * drop the entry in its routes.
 */
export function subscribePeople(events: DomainEvents, deps: { matches: MatchCache }): void {
  events.on('profile.updated', 'people.matches', (e) => deps.matches.forget(e.userNo));
  events.on('member.followed', 'people.matches', (e) => deps.matches.forget(e.followerNo));
}
