/**
 * What happens on a member's profile, for the features that react to it (notifications).
 * Emitted after the change has committed; see `lib/domain-events.ts`.
 */

/** A teammate wrote a review of a member (`reviewee`) for a project they shared. */
export interface ReviewWritten {
  reviewNo: number;
  projectNo: number;
  reviewer: { userNo: number; nickname: string | null };
  reviewee: { userNo: number; nickname: string | null };
  body: string;
}

/**
 * A member saved their profile (resume fields: jobs, region, meeting mode, availability, interests,
 * skills, introduction). Recommendations for them are ranked again.
 */
export interface ProfileUpdated {
  userNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'profile.updated': ProfileUpdated;
    'review.written': ReviewWritten;
  }
}
