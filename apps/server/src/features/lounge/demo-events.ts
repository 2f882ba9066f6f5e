import type { Db } from '../../db/client.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { subscribeModeration } from '../moderation/subscribers.js';
import { subscribeNotifications } from '../notification/subscribers.js';

/**
 * The events the lounge and magazine demos write through, wired as `buildApp` wires the lounge's
 * (the seed runs before the app exists): demo replies and mentions leave their notifications.
 */
export function demoEvents(db: Db): DomainEvents {
  const events = new DomainEvents();
  const realtime = new RealtimePublisher();
  subscribeNotifications(events, { db, realtime });
  subscribeModeration(events, { db });
  return events;
}
