import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for project events. */
export function notifyOnProject(_events: DomainEvents, _deps: NotifyDeps): void {}
