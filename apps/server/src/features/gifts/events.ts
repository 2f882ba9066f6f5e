/** What the gifts feature tells other features. */

/** A member gave another points (emitted after the gift's transaction committed). */
export interface PointsGifted {
  giftNo: number;
  senderNo: number;
  /** null once the sender has withdrawn (never at the moment of gifting). */
  senderNickname: string | null;
  receiverNo: number;
  points: number;
  /** The sender's message, '' when none. */
  message: string;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'points.gifted': PointsGifted;
  }
}
