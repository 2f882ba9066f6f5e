import {
  CHAT_LIMITS,
  type ChatRoomEvent,
  type ChatRoomSummary,
  HOST_ONLY_ROOM_EVENTS,
  type RoomEffectPayload,
} from '@sidequest/shared';

/**
 * The room list as pure functions: the effects table of product-spec 4 ("Effects on a chat
 * room"), sorting and upserts. Kept out of React so every event is unit-tested on its own.
 */

/** How an event changes a room: participants, end date (ms after the event), real start. */
interface EffectRule {
  participants: -1 | 0 | 1;
  endAfterMs: number | null;
  realStart: boolean;
}

const GROUP_END = CHAT_LIMITS.groupEndAfterLeaveMs;
const PRO_END = CHAT_LIMITS.proEndAfterLeaveMs;

export const EFFECT_RULES: Record<ChatRoomEvent, EffectRule> = {
  leave: { participants: -1, endAfterMs: GROUP_END, realStart: false },
  join: { participants: 1, endAfterMs: null, realStart: false },
  hostLeavedGroupChat: { participants: -1, endAfterMs: GROUP_END, realStart: false },
  guestLeavedGroupChat: { participants: -1, endAfterMs: null, realStart: false },
  guestExpelledGroupChat: { participants: -1, endAfterMs: null, realStart: false },
  proStartChecked: { participants: 0, endAfterMs: null, realStart: true },
  proNoShow: { participants: -1, endAfterMs: PRO_END, realStart: false },
  hostNoShow: { participants: -1, endAfterMs: PRO_END, realStart: false },
  proLeavedProChat: { participants: -1, endAfterMs: PRO_END, realStart: false },
  userLeavedProChat: { participants: -1, endAfterMs: PRO_END, realStart: false },
};

/**
 * One room after an event. The end date is counted from the server's `at`, never from this
 * browser's clock, so two members see the same end time.
 */
export function applyRoomEffect<R extends ChatRoomSummary>(
  room: R,
  event: ChatRoomEvent,
  payload: RoomEffectPayload,
): R {
  const rule = EFFECT_RULES[event];
  const at = Date.parse(payload.at);
  const next: R = { ...room, participantsSize: Math.max(0, room.participantsSize + rule.participants) };
  if (rule.endAfterMs !== null && Number.isFinite(at)) {
    next.endDate = new Date(at + rule.endAfterMs).toISOString();
  }
  if (rule.realStart) next.attributes = { ...room.attributes, realStart: payload.at };
  return next;
}

/** Host-only notices (product-spec 6): only the room's host is told, nobody else. */
export function isHostNotice(room: ChatRoomSummary, event: ChatRoomEvent, myNo: number | null): boolean {
  return HOST_ONLY_ROOM_EVENTS.includes(event) && myNo !== null && room.hostNo === myNo;
}

function latestAt(room: ChatRoomSummary): number {
  const at = room.lastMessage ? Date.parse(room.lastMessage.createdAt) : Number.NaN;
  return Number.isFinite(at) ? at : 0;
}

/** Newest message first; rooms without messages last, in their given order. */
export function sortRooms(list: readonly ChatRoomSummary[]): ChatRoomSummary[] {
  return [...list].sort((a, b) => latestAt(b) - latestAt(a));
}

/** The list after an event for one room (unknown rooms leave it as it was), re-sorted. */
export function applyEffectToList(
  list: readonly ChatRoomSummary[],
  event: ChatRoomEvent,
  payload: RoomEffectPayload,
): ChatRoomSummary[] {
  return sortRooms(list.map((r) => (r._id === payload.roomId ? applyRoomEffect(r, event, payload) : r)));
}

/** Put a room in (replacing one with the same id, never listing it twice), re-sorted. */
export function upsertRoom(list: readonly ChatRoomSummary[], room: ChatRoomSummary): ChatRoomSummary[] {
  return sortRooms([...list.filter((r) => r._id !== room._id), room]);
}

export function removeRoom(list: readonly ChatRoomSummary[], roomId: string): ChatRoomSummary[] {
  return list.filter((r) => r._id !== roomId);
}

/** A list from the server may repeat a room (two pages, two events): keep the first of each id. */
export function dedupeRooms(list: readonly ChatRoomSummary[]): ChatRoomSummary[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    if (seen.has(r._id)) return false;
    seen.add(r._id);
    return true;
  });
}

/** Closed by the server, or its end date has passed on this clock. */
export function isRoomClosed(room: Pick<ChatRoomSummary, 'closed' | 'endDate'>, now = Date.now()): boolean {
  if (room.closed) return true;
  if (!room.endDate) return false;
  const end = Date.parse(room.endDate);
  return Number.isFinite(end) && end <= now;
}

/** The room list's filter tabs. */
export type RoomFilter = 'all' | 'direct' | 'group' | 'open';

export function filterRooms(list: readonly ChatRoomSummary[], filter: RoomFilter): ChatRoomSummary[] {
  if (filter === 'all') return [...list];
  if (filter === 'direct') return list.filter((r) => r.kind === 'direct' || r.kind === 'pro');
  if (filter === 'open') return list.filter((r) => r.kind === 'open');
  return list.filter((r) => r.kind === 'group' || r.kind === 'project');
}

/** A new message becomes its room's last line (unless an older one arrives late), re-sorted. */
export function withLastMessage(
  list: readonly ChatRoomSummary[],
  m: { roomId: string; _id: string; body: string; createdAt: string; type: string },
): ChatRoomSummary[] {
  return sortRooms(
    list.map((r) => {
      if (r._id !== m.roomId) return r;
      const prev = r.lastMessage ? Date.parse(r.lastMessage.createdAt) : Number.NEGATIVE_INFINITY;
      if (Date.parse(m.createdAt) < prev) return r;
      return { ...r, lastMessage: { _id: m._id, body: m.body, createdAt: m.createdAt, type: m.type } };
    }),
  );
}
