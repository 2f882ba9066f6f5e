import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for moderation events. */
export function notifyOnModeration(_events: DomainEvents, _deps: NotifyDeps): void {}
