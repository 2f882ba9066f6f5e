/**
 * What the expo's social part tells other features. (The booths' own events live in `events.ts`,
 * which the booths part owns; this file adds to the same `EventMap`.)
 */

/** A member supported a booth (once per member per booth; never their own team's booth). */
export interface BoothSupported {
  supportNo: number;
  boothNo: number;
  /** The supporter. */
  userNo: number;
  /** The booth's team when the support was given (the owner first). */
  teamNos: number[];
}

/** A member wrote a review (a first one: editing it again tells nobody). */
export interface BoothReviewed {
  reviewNo: number;
  boothNo: number;
  boothName: string;
  userNo: number;
  rating: number;
  teamNos: number[];
}

/** A member started a thread in the booth's forum. */
export interface BoothThreadStarted {
  threadNo: number;
  boothNo: number;
  boothName: string;
  userNo: number;
  title: string;
  teamNos: number[];
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'booth.supported': BoothSupported;
    'booth.reviewed': BoothReviewed;
    'booth.threadStarted': BoothThreadStarted;
  }
}
