/** What the pro-consultation feature tells others; emitted after its transaction commits. */

/** Who and when, enough for a notice and a room title without reading pro tables. */
export interface ProReservationFacts {
  reservationNo: number;
  proNo: number;
  memberNo: number;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  price: number;
}

/** An operator decided a pro application. */
export interface ProApplicationDecided {
  applicationNo: number;
  userNo: number;
  approved: boolean;
  reason: string;
}

/**
 * What happened to a reservation: a new request (the pro is told), an answer, a cancellation or a
 * settlement (the member is told, with the points that came back).
 */
export interface ProReservationChanged extends ProReservationFacts {
  change:
    | 'requested'
    | 'accepted'
    | 'rejected'
    | 'expired'
    | 'cancelled'
    | 'refunded'
    | 'completed'
    | 'pro_no_show'
    | 'pro_left'
    | 'member_no_show';
  /** Points returned to the member by this change. */
  refunded: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'pro.applicationDecided': ProApplicationDecided;
    'pro.reservationChanged': ProReservationChanged;
    /** Sent once, about an hour before an accepted session (claimed by `reminder_sent_at`). */
    'pro.reminder': ProReservationFacts;
    /** Sent once, when an accepted session is about to start: chat opens the pro room. */
    'pro.sessionStarting': ProReservationFacts;
  }
}
