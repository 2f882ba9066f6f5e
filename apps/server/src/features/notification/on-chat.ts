import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for chat events. */
export function notifyOnChat(_events: DomainEvents, _deps: NotifyDeps): void {}
