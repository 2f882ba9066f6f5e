/** What auth tells other features. */

/** A session was created for a member: a log-in, a social log-in, or the log-in a sign-up ends with. */
export interface MemberLoggedIn {
  userNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.loggedIn': MemberLoggedIn;
  }
}
