import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for lounge events. */
export function notifyOnLounge(_events: DomainEvents, _deps: NotifyDeps): void {}
