import type { DomainEvents } from '../../lib/domain-events.js';
import { recommendationCache } from './find/recommend-cache.js';

/**
 * Project's reactions: cached recommendations follow the pool of recruiting projects (a post
 * published, edited or deleted, a seat taken or freed, a new leader) and the viewer's own profile.
 */
export function subscribeProject(events: DomainEvents): void {
  const recommendations = recommendationCache(events);
  const poolChanged = () => recommendations.poolChanged();
  for (const event of [
    'project.published',
    'project.postEdited',
    'project.deleted',
    'project.memberJoined',
    'project.memberLeft',
    'project.leaderChanged',
  ] as const) {
    events.on(event, 'project.recommendations', poolChanged);
  }
  events.on('profile.updated', 'project.recommendations', (e) => recommendations.forget(e.userNo));
}
