import { CHAT_MESSAGE_TYPES, type ChatMessage, seoulDayKey } from '@sidequest/shared';
import type { OutboxItem } from './store';
import { dayLabel } from './time';

/** What the message list draws, in order: day separators, messages, my unsent bubbles. */
export type Row =
  | { kind: 'day'; key: string; label: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      mine: boolean;
      /** First of a run from one sender: avatar and nickname shown. */
      showSender: boolean;
      /** Last of a run within one minute: the time shown under it. */
      showTime: boolean;
      unread: number;
    }
  | { kind: 'outbox'; key: string; item: OutboxItem };

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

function sameRun(a: ChatMessage | undefined, b: ChatMessage | undefined): boolean {
  if (!a || !b) return false;
  if (a.type === CHAT_MESSAGE_TYPES.system || b.type === CHAT_MESSAGE_TYPES.system) return false;
  return a.sender?.no === b.sender?.no && seoulDayKey(a.createdAt) === seoulDayKey(b.createdAt);
}

export function buildRows(
  messages: readonly ChatMessage[],
  outbox: readonly OutboxItem[],
  myNo: number | null,
  marks: Map<string, number>,
): Row[] {
  const rows: Row[] = [];
  let lastDay = '';
  messages.forEach((m, i) => {
    const day = seoulDayKey(m.createdAt);
    if (day && day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabel(m.createdAt) });
      lastDay = day;
    }
    const prev = messages[i - 1];
    const next = messages[i + 1];
    rows.push({
      kind: 'message',
      key: m._id,
      message: m,
      mine: myNo !== null && m.sender?.no === myNo,
      showSender: !sameRun(prev, m),
      showTime: !sameRun(m, next) || minuteOf(m.createdAt) !== minuteOf(next?.createdAt ?? ''),
      unread: marks.get(m._id) ?? 0,
    });
  });
  for (const item of outbox) rows.push({ kind: 'outbox', key: `out-${item.clientId}`, item });
  return rows;
}
