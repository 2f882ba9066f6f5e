/** What auth tells other features. */

/** A session was created for a member: a log-in, a social log-in, or the log-in a sign-up ends with. */
export interface MemberLoggedIn {
  userNo: number;
}

/** A member withdrew: who they were is cleared (their writing stays, shown as a withdrawn member). */
export interface MemberWithdrawn {
  userNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.loggedIn': MemberLoggedIn;
    'member.withdrawn': MemberWithdrawn;
  }
}
