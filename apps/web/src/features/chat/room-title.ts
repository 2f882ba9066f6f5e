import type { ChatRoomSummary } from '@sidequest/shared';

/** The name a room goes by: the other person in a one-to-one or pro chat, else its title. */
export function roomTitle(room: ChatRoomSummary): string {
  if ((room.kind === 'direct' || room.kind === 'pro') && room.opponentInfo) return room.opponentInfo.nickname;
  return room.title;
}

/** One-to-one rooms show the other person's picture; the rest their initials. */
export function isPersonRoom(room: ChatRoomSummary): boolean {
  return (room.kind === 'direct' || room.kind === 'pro') && room.opponentInfo !== null;
}
