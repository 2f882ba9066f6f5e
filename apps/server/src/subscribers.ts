import type { Db } from './db/client.js';
import { subscribeChat } from './features/chat/subscribers.js';
import { subscribeExpoRank } from './features/expo/rank-subscribers.js';
import { subscribeModeration } from './features/moderation/subscribers.js';
import { subscribeNotifications } from './features/notification/subscribers.js';
import { MatchCache } from './features/people/match-cache.js';
import { subscribePeople } from './features/people/subscribers.js';
import { subscribePoints } from './features/points/subscribers.js';
import { subscribePro } from './features/pro/subscribers.js';
import { subscribeProject } from './features/project/subscribers.js';
import { subscribeQuests } from './features/quests/subscribers.js';
import { subscribeSearch } from './features/search/subscribers.js';
import { DomainEvents } from './lib/domain-events.js';
import { RealtimePublisher } from './lib/realtime-publisher.js';

/**
 * Who reacts to whose events: the one place features are wired to each other. `buildApp` calls
 * it for the running app; the demo seed and test fixtures, which call services before any app
 * exists, get the same wiring from `offlineEvents`.
 */
export function subscribeAll(
  events: DomainEvents,
  deps: { db: Db; realtime: RealtimePublisher; matches?: MatchCache },
): void {
  subscribeChat(events, deps);
  subscribeNotifications(events, deps);
  subscribeModeration(events, deps);
  subscribePeople(events, { matches: deps.matches ?? new MatchCache() });
  subscribeProject(events);
  subscribeQuests(events, deps);
  subscribePoints(events, deps);
  subscribePro(events, deps);
  subscribeExpoRank(events, deps);
  subscribeSearch(events, deps);
}

/** The app's reactions with nobody online: the team room opens, notifications are written. */
export function offlineEvents(db: Db): DomainEvents {
  const events = new DomainEvents();
  subscribeAll(events, { db, realtime: new RealtimePublisher() });
  return events;
}
