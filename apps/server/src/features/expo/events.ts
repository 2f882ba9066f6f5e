/** What the booths part of the expo tells others; emitted after its transaction commits. */

export interface BoothRef {
  boothNo: number;
  name: string;
}

/** The owner sent a booth for screening; operators hear that it waits. */
export type BoothSubmitted = BoothRef;

/** An operator approved a booth: it is public now. The team hears it; D31 (부스 등록) is paid. */
export interface BoothApproved extends BoothRef {
  ownerNo: number;
  memberNos: number[];
}

/** An operator refused a booth, with the reason the team reads before fixing it. */
export interface BoothRefused extends BoothRef {
  ownerNo: number;
  reason: string;
}

/** The owner invited a member to the booth's team. */
export interface BoothInvited extends BoothRef {
  userNo: number;
  inviterNickname: string;
}

/** An invited member accepted or declined; the owner hears it. */
export interface BoothInvitationAnswered extends BoothRef {
  ownerNo: number;
  nickname: string;
  accepted: boolean;
}

/** The team wrote to everyone who supported the booth (at most once a day per booth). */
export interface BoothSupportersMessaged extends BoothRef {
  senderNo: number;
  title: string;
  body: string;
  supporterNos: number[];
}

/** The owner changed a booth under screening or public (the status stays). */
export type BoothEdited = BoothRef;

/** The owner took a booth down: it is hidden from everyone from now on. */
export interface BoothRemoved extends BoothRef {
  ownerNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'booth.submitted': BoothSubmitted;
    'booth.edited': BoothEdited;
    'booth.removed': BoothRemoved;
    'booth.approved': BoothApproved;
    'booth.refused': BoothRefused;
    'booth.invited': BoothInvited;
    'booth.invitationAnswered': BoothInvitationAnswered;
    'booth.supportersMessaged': BoothSupportersMessaged;
  }
}
