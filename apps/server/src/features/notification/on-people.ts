import type { DomainEvents } from '../../lib/domain-events.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for people events. */
export function notifyOnPeople(_events: DomainEvents, _deps: NotifyDeps): void {}
