/** What people tells other features. */

/** A member started following another (a new follow row; following again is no event). */
export interface MemberFollowed {
  followerNo: number;
  /** The follower's nickname when they followed. */
  followerNickname: string | null;
  followeeNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.followed': MemberFollowed;
  }
}
