import type { SearchKind } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { indexRefs } from './indexer.js';

/**
 * Keeps the index current from the owning features' events: each handler re-reads the refs it is
 * told about from their source (sources.ts), which writes, hides or removes their documents. The
 * payloads only name what changed; the source decides what is public.
 */
export function subscribeSearch(events: DomainEvents, deps: { db: Db }): void {
  const { db } = deps;
  const on = (kind: SearchKind, refs: number[]) => indexRefs(db, kind, refs);

  events.on('profile.updated', 'search.person', (e) => on('people', [e.userNo]));
  events.on('member.joined', 'search.person', (e) => on('people', [e.userNo]));
  // A login re-reads the member too: accounts that finished sign-up before join told anyone.
  events.on('member.loggedIn', 'search.person', (e) => on('people', [e.userNo]));
  events.on('member.suspended', 'search.member', (e) => memberChanged(db, e.userNo));
  events.on('member.withdrawn', 'search.member', (e) => memberChanged(db, e.userNo));

  for (const event of [
    'project.published',
    'project.postEdited',
    'project.statusChanged',
    'project.deleted',
  ] as const) {
    events.on(event, 'search.project', (e) => on('project', [e.project.projectNo]));
  }

  events.on('booth.approved', 'search.booth', (e) => on('booth', [e.boothNo]));
  events.on('booth.refused', 'search.booth', (e) => on('booth', [e.boothNo]));
  events.on('booth.edited', 'search.booth', (e) => on('booth', [e.boothNo]));
  events.on('booth.removed', 'search.booth', (e) => on('booth', [e.boothNo]));

  events.on('pro.applicationDecided', 'search.pro', (e) => on('pro', [e.userNo]));

  events.on('post.published', 'search.lounge', (e) => on('lounge', [e.postNo]));
  events.on('post.edited', 'search.lounge', (e) => on('lounge', [e.postNo]));
  events.on('post.deleted', 'search.lounge', (e) => on('lounge', [e.postNo]));
  events.on('post.hidden', 'search.lounge', (e) => on('lounge', [e.postNo]));

  events.on('article.published', 'search.article', (e) => on('article', [e.articleNo]));
  events.on('article.edited', 'search.article', (e) => on('article', [e.articleNo]));
  events.on('article.deleted', 'search.article', (e) => on('article', [e.articleNo]));
  events.on('article.hidden', 'search.article', (e) => on('article', [e.articleNo]));
}

/**
 * A member's standing changed (a suspension, a withdrawal): their own documents — the person and
 * the pro — are read again, which hides them while the suspension lasts (jobs.ts shows them again
 * after) and drops them for good once the account is withdrawn.
 */
export async function memberChanged(db: Db, userNo: number): Promise<void> {
  await indexRefs(db, 'people', [userNo]);
  await indexRefs(db, 'pro', [userNo]);
}
