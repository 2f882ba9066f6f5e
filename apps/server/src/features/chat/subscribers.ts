import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';

/** Chat's reactions to other features' events (the team room and the project bot). */
export function subscribeChat(_events: DomainEvents, _deps: { db: Db; realtime: RealtimePublisher }): void {}
