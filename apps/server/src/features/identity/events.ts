/** What identity tells other features: a member's real-name and school verifications. */

/** The member finished identity verification and received the gift (told once, on the first time). */
export interface MemberVerified {
  userNo: number;
  nickname: string | null;
  pointsGranted: number;
}

/**
 * A verification did not go through: the provider refused it (`failed`), or the person already
 * verified another account (`duplicate`; one verified account per person).
 */
export interface MemberVerificationFailed {
  userNo: number;
  nickname: string | null;
  reason: 'failed' | 'duplicate';
}

/** The member confirmed a school e-mail; the school now shows on the profile. */
export interface SchoolVerified {
  userNo: number;
  nickname: string | null;
  schoolCode: string;
  schoolName: string;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.verified': MemberVerified;
    'member.verificationFailed': MemberVerificationFailed;
    'school.verified': SchoolVerified;
  }
}
