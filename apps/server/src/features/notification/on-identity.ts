import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for identity events. */
export function notifyOnIdentity(_events: DomainEvents, _deps: NotifyDeps): void {}
