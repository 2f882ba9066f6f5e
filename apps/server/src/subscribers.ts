import type { Db } from './db/client.js';
import { subscribeChat } from './features/chat/subscribers.js';
import { subscribeModeration } from './features/moderation/subscribers.js';
import { subscribeNotifications } from './features/notification/subscribers.js';
import { DomainEvents } from './lib/domain-events.js';
import { RealtimePublisher } from './lib/realtime-publisher.js';

/**
 * Who reacts to whose events: the one place features are wired to each other. `buildApp` calls
 * it for the running app; the demo seed and test fixtures, which call services before any app
 * exists, get the same wiring from `offlineEvents`.
 */
export function subscribeAll(events: DomainEvents, deps: { db: Db; realtime: RealtimePublisher }): void {
  subscribeChat(events, deps);
  subscribeNotifications(events, deps);
  subscribeModeration(events, deps);
}

/** The app's reactions with nobody online: the team room opens, notifications are written. */
export function offlineEvents(db: Db): DomainEvents {
  const events = new DomainEvents();
  subscribeAll(events, { db, realtime: new RealtimePublisher() });
  return events;
}
