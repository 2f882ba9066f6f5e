/** What the points ledger tells other features. */

/** An exp movement carried the member past a level threshold (emitted after its commit). */
export interface MemberLevelUp {
  userNo: number;
  from: number;
  to: number;
  /** The new level's Korean name (숙련 메이커 …). */
  name: string;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'member.levelUp': MemberLevelUp;
  }
}
