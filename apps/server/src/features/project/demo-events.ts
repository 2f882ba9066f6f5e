import type { Db } from '../../db/client.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { subscribeChat } from '../chat/subscribers.js';
import { subscribeNotifications } from '../notification/subscribers.js';

/**
 * The app's reactions to events, wired as `app.ts` wires them, with nobody online: for the demo
 * seed and test fixtures, which call project services directly instead of through the app.
 * Publishing opens the team room, a confirmed member joins it and hears of it, as in the app.
 */
export function quietEvents(db: Db): DomainEvents {
  const events = new DomainEvents();
  const deps = { db, realtime: new RealtimePublisher() };
  subscribeChat(events, deps);
  subscribeNotifications(events, deps);
  return events;
}
