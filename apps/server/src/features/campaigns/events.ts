/** What the events (campaigns) feature tells others; emitted after its transaction commits. */

/** What one entry was credited (nothing while a lottery waits for its draw). */
export interface EventReward {
  points: number;
  exp: number;
}

/** An operator approved or rejected a member's proof. */
export interface CampaignReviewed {
  eventNo: number;
  entryNo: number;
  userNo: number;
  title: string;
  approved: boolean;
  /** The operator's words; the member reads them when the proof was rejected. */
  reason: string;
  /** Credited by the approval (mode 01 and first-come); null when the entry now waits for a draw. */
  reward: EventReward | null;
}

/** A lottery was drawn; the winners have been credited. */
export interface CampaignDrawn {
  eventNo: number;
  title: string;
  winnerNos: number[];
  reward: EventReward;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'campaign.reviewed': CampaignReviewed;
    'campaign.drawn': CampaignDrawn;
  }
}
