/** What join tells other features. */

/** A member saved the last sign-up step: the profile is complete and public from now on. */
export interface MemberJoined {
  userNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.joined': MemberJoined;
  }
}
