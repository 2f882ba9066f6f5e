import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for profile events. */
export function notifyOnProfile(_events: DomainEvents, _deps: NotifyDeps): void {}
