/** What chat tells other features. */

/** Someone asked for a coffee chat from a recruiting post; its card is in their one-to-one room. */
export interface CoffeeChatRequested {
  roomId: string;
  projectNo: number;
  projectTitle: string;
  requesterNo: number;
  requesterNickname: string | null;
  opponentNo: number;
}

/** Members were mentioned in a chat message. */
export interface ChatMentioned {
  roomId: string;
  messageId: string;
  /** Null in an open room: it is anonymous, so nobody's profile is named. */
  senderNo: number | null;
  /** The name the room shows for the sender (the room nickname in an open room). */
  senderName: string;
  body: string;
  /** The mentioned members who have not muted the room's alarm. */
  userNos: number[];
}

/** The host put people in a group room (creating it, or inviting later). */
export interface GroupChatInvited {
  roomId: string;
  title: string;
  hostNo: number;
  hostNickname: string | null;
  guestNos: number[];
}

/** The pro room of a reservation opened (answering `pro.sessionStarting`). */
export interface ProRoomOpened {
  roomId: string;
  reservationNo: number;
}

/** In a pro room one side reported the other absent (proNoShow: the pro; hostNoShow: the user). */
export interface ProNoShowReported {
  roomId: string;
  absent: 'pro' | 'user';
}

/** The pro checked the start in, at this ISO instant (the room's realStart). */
export interface ProStartChecked {
  roomId: string;
  at: string;
}

/** Someone left a pro room: the pro (proLeavedProChat) or the member (userLeavedProChat). */
export interface ProRoomLeft {
  roomId: string;
  side: 'pro' | 'user';
  at: string;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'chat.proRoomOpened': ProRoomOpened;
    'chat.proStartChecked': ProStartChecked;
    'chat.proRoomLeft': ProRoomLeft;
    'chat.proNoShow': ProNoShowReported;
    'coffeeChat.requested': CoffeeChatRequested;
    'chat.mentioned': ChatMentioned;
    'groupChat.invited': GroupChatInvited;
  }
}
