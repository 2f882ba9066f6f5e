import {
  CHAT_MESSAGE_TYPES,
  CHAT_NEW_MESSAGE_LABEL,
  CHAT_PREVIEW_LABELS,
  type ChatMessage,
  type ChatMessageType,
  type ChatParticipant,
  type ChatRoomSummary,
  cutText,
} from '@sidequest/shared';

/**
 * Message lists as pure functions: merging without duplicates, the Kakao-style unread marks,
 * previews, mentions. The socket handlers and the reconnect sync all go through mergeMessages,
 * so a message that arrives twice (echo, ack and missed-page alike) shows once.
 */

/** Seconds since the epoch in a server id (the first 4 bytes, like MongoDB's ObjectId). */
export function idSeconds(id: string): number {
  const n = Number.parseInt(id.slice(0, 8), 16);
  return Number.isFinite(n) ? n : 0;
}

function timeOf(m: ChatMessage): number {
  const t = Date.parse(m.createdAt);
  return Number.isFinite(t) ? t : idSeconds(m._id) * 1000;
}

/**
 * Known messages plus new ones, oldest first, each `_id` once. A later copy replaces an earlier
 * one (the server's is the truth); order is by time, the existing order breaking ties.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...list];
  const byId = new Map<string, ChatMessage>();
  for (const m of list) byId.set(m._id, m);
  for (const m of incoming) byId.set(m._id, m);
  const order = [...byId.values()];
  const index = new Map(order.map((m, i) => [m._id, i] as const));
  return order.sort((a, b) => timeOf(a) - timeOf(b) || (index.get(a._id) ?? 0) - (index.get(b._id) ?? 0));
}

/** True when the list already holds this message (by id, or as my own echo by clientId). */
export function hasMessage(list: readonly ChatMessage[], m: ChatMessage): boolean {
  return list.some((x) => x._id === m._id || (m.clientId !== null && x.clientId === m.clientId));
}

/**
 * How many members have not read each message yet (the "1" next to a bubble). A member has read
 * a message when their lastReadId is at or after it in the loaded list; an id older than the
 * loaded page falls back to the time in the id. The sender has read their own message; members
 * who left are not waited for; system lines get no mark.
 */
export function unreadMarks(
  messages: readonly ChatMessage[],
  members: readonly ChatParticipant[],
): Map<string, number> {
  const position = new Map(messages.map((m, i) => [m._id, i] as const));
  const active = members.filter((p) => p.status === 'active');
  const readUpTo = (p: ChatParticipant, index: number, m: ChatMessage): boolean => {
    if (!p.lastReadId) return false;
    const pos = position.get(p.lastReadId);
    if (pos !== undefined) return pos >= index;
    return idSeconds(p.lastReadId) >= idSeconds(m._id);
  };
  const marks = new Map<string, number>();
  messages.forEach((m, i) => {
    if (m.type === CHAT_MESSAGE_TYPES.system) return;
    const waiting = active.filter((p) => p.no !== m.sender?.no && !readUpTo(p, i, m)).length;
    if (waiting > 0) marks.set(m._id, waiting);
  });
  return marks;
}

/** The room list's last line: the text cut short, or the type's label for pictures, files ... */
export function previewText(last: ChatRoomSummary['lastMessage'], alarmBlocked = false): string {
  if (!last) return '';
  const label = CHAT_PREVIEW_LABELS[last.type as ChatMessageType];
  if (label) return label;
  // Mentions read as "@nickname", the way the bubble shows them, never as the raw `@[…]` token.
  const body = cutText(plainMentions(last.body), 60);
  return body || (alarmBlocked ? CHAT_NEW_MESSAGE_LABEL : '');
}

/** Counts per room from the server: the initial one replaces, later ones update the rooms they name. */
export function applyUnreadCounts(
  current: Record<string, number>,
  counts: readonly { _id: string; count: number }[],
  mode: 'replace' | 'merge',
): Record<string, number> {
  const next: Record<string, number> = mode === 'replace' ? {} : { ...current };
  for (const c of counts) next[c._id] = Math.max(0, c.count);
  return next;
}

export function totalUnread(unread: Record<string, number>, rooms?: readonly ChatRoomSummary[]): number {
  // Only rooms still listed count: a room I left must not keep the badge up.
  const ids = rooms ? new Set(rooms.map((r) => r._id)) : null;
  let sum = 0;
  for (const [id, n] of Object.entries(unread)) if (!ids || ids.has(id)) sum += n;
  return sum;
}

export type BodyPart = { kind: 'text'; text: string } | { kind: 'mention'; nickname: string };

const MENTION = /@\[([^\]\n]{1,30})\]/g;

/** Split a body into text and `@[nickname]` mentions. */
export function splitMentions(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const m of body.matchAll(MENTION)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: body.slice(last, at) });
    parts.push({ kind: 'mention', nickname: m[1] ?? '' });
    last = at + m[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The body as a person reads it: `@[nickname]` mentions as `@nickname` (previews, copying). */
export function plainMentions(body: string): string {
  return splitMentions(body)
    .map((part) => (part.kind === 'text' ? part.text : `@${part.nickname}`))
    .join('');
}

export type MessageSender = { kind: 'person'; nickname: string } | { kind: 'bot' } | { kind: 'gone' };

/**
 * Who a bubble is from. Project cards (to-dos, milestones, webhooks) come without a sender: the
 * team room's bot is talking. A member who has since left the service has no nickname any more.
 */
export function messageSender(m: Pick<ChatMessage, 'sender' | 'type'>): MessageSender {
  if (m.sender?.nickname) return { kind: 'person', nickname: m.sender.nickname };
  if (m.sender === null && BOT_TYPES.has(m.type)) return { kind: 'bot' };
  return { kind: 'gone' };
}

const BOT_TYPES = new Set<string>([
  CHAT_MESSAGE_TYPES.todo,
  CHAT_MESSAGE_TYPES.milestone,
  CHAT_MESSAGE_TYPES.webhook,
]);
