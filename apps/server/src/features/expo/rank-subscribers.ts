import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { onBoothApproved, onBoothSupported } from './badges.js';
import type {} from './events.js';
import type {} from './social-events.js';

/** The expo's badges that follow members' actions (the weekly ones come from the snapshot job). */
export function subscribeExpoRank(events: DomainEvents, deps: { db: Db }): void {
  events.on('booth.supported', 'expo.badges', (e) => onBoothSupported(deps.db, e));
  events.on('booth.approved', 'expo.badges', (e) => onBoothApproved(deps.db, e));
}
