/** What moderation tells other features. */
import type { ContentType } from './sanctions.js';

/** An operator stopped a member from posting until `endsAt`. */
export interface MemberSuspended {
  userNo: number;
  byNo: number;
  /** What the operator wrote as the reason; the member reads it. */
  reason: string;
  endsAt: Date;
}

/**
 * A member posted the same body again: the content stays up and a system report (reason 05, no
 * reporter) is waiting in the operators' queue. Emitted once per open report.
 */
export interface ContentFlaggedRepeated {
  targetType: ContentType;
  targetNo: number;
  authorNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.suspended': MemberSuspended;
    'content.flaggedRepeated': ContentFlaggedRepeated;
  }
}
