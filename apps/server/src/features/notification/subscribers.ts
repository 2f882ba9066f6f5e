import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { notifyOnCampaigns } from './on-campaigns.js';
import { notifyOnChat } from './on-chat.js';
import { notifyOnExpo } from './on-expo.js';
import { notifyOnGifts } from './on-gifts.js';
import { notifyOnIdentity } from './on-identity.js';
import { notifyOnLounge } from './on-lounge.js';
import { notifyOnModeration } from './on-moderation.js';
import { notifyOnPeople } from './on-people.js';
import { notifyOnPoints } from './on-points.js';
import { notifyOnPro } from './on-pro.js';
import { notifyOnProfile } from './on-profile.js';
import { notifyOnProject } from './on-project.js';

export interface NotifyDeps {
  db: Db;
  realtime: RealtimePublisher;
}

/**
 * Every notification is a reaction to another feature's event: the feature says what happened,
 * and the words a member reads (title, body, link) are written here, one file per source.
 */
export function subscribeNotifications(events: DomainEvents, deps: NotifyDeps): void {
  notifyOnProject(events, deps);
  notifyOnProfile(events, deps);
  notifyOnIdentity(events, deps);
  notifyOnModeration(events, deps);
  notifyOnPeople(events, deps);
  notifyOnLounge(events, deps);
  notifyOnChat(events, deps);
  notifyOnGifts(events, deps);
  notifyOnCampaigns(events, deps);
  notifyOnPoints(events, deps);
  notifyOnPro(events, deps);
  notifyOnExpo(events, deps);
}
