import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { LoungePostWritten, RepeatedBody } from '../lounge/events.js';
import { flagRepeated } from './reports.js';

/** How the operators' queue names the earlier post a repeated body copies. */
const EARLIER: Record<RepeatedBody['kind'], (no: number) => string> = {
  post: (no) => `라운지 글 ${no}번`,
  project: (no) => `모집글 ${no}번`,
};

/**
 * Moderation's reactions to other features' events. A lounge post that repeats an earlier body
 * stays up; a system report puts it in the operators' queue (product-spec 5).
 */
export function subscribeModeration(events: DomainEvents, deps: { db: Db }): void {
  const flagRepeatedPost = async (e: LoungePostWritten) => {
    if (!e.repeatedOf) return;
    await flagRepeated(deps.db, events, {
      targetType: 'post',
      targetNo: e.postNo,
      authorNo: e.authorNo,
      repeatedOf: EARLIER[e.repeatedOf.kind](e.repeatedOf.no),
    });
  };
  events.on('post.published', 'moderation', flagRepeatedPost);
  events.on('post.edited', 'moderation', flagRepeatedPost);
}
